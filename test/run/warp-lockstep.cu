// Pre-Volta warp-synchronous reductions: the tail of a shared-memory
// reduction where the 32 lanes of one warp add each other's slots with no
// __syncwarp between (a data race under independent thread scheduling, right
// only when the lanes run in lockstep). The CPU backend runs each lane alone
// up to its next collective, so the untranslated shapes give wrong sums; the
// translation reads into a register, synchronises the logical warp, writes
// and synchronises again (rule warp-lockstep), and the sums are exact at
// both widths and in both warp models. At 64 lanes the other half of the
// wavefront is not in the `tid < 32` branch: the synchronisation takes only
// the logical warp's lanes.
// REQUIRES: cpu-backend
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s %cpu-translate -q -o %t/l.hip
// RUN: %cpu-cxx %t/l.hip %cpu-link -o %t/l.exe
// RUN: env CU2HIP_WAVE=32 %t/l.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t/l.exe | FileCheck %s
// RUN: %cu2hip translate %s %cpu-translate --warp-model native -q -o %t/n.hip
// RUN: %cpu-cxx %t/n.hip %cpu-link -o %t/n.exe
// RUN: env CU2HIP_WAVE=32 %t/n.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t/n.exe | FileCheck %s
// Without the rule the lockstep shapes are left as written and the sums are
// wrong (the check that this test can fail):
// RUN: %cu2hip translate %s %cpu-translate --select-rules=-warp-lockstep -q -o %t/off.hip
// RUN: %cpu-cxx %t/off.hip %cpu-link -o %t/off.exe
// RUN: env CU2HIP_WAVE=32 %t/off.exe | FileCheck %s --check-prefix=OFF
// RUN: env CU2HIP_WAVE=64 %t/off.exe | FileCheck %s --check-prefix=OFF
#include <cstdio>
#include <cuda_runtime.h>

// "Reduction #6": the warp's part in a device function on a volatile pointer,
// each step kept or dropped by the block size, the element type a template
// parameter too.
template <unsigned blockSize, typename T>
__device__ void warpReduce(volatile T *sdata, unsigned tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned blockSize, typename T>
__global__ void reduce6(const T *in, T *out, unsigned n) {
  __shared__ T sdata[blockSize];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockSize * 2) + tid;
  unsigned gridSize = blockSize * 2 * gridDim.x;
  T sum = 0;
  while (i < n) {
    sum += in[i];
    if (i + blockSize < n) sum += in[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = sum;
  __syncthreads();
  if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<blockSize, T>(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// The same tail written inline, through a volatile pointer.
__global__ void reduceInline(const int *in, int *out, unsigned n) {
  __shared__ int sdata[128];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = i < n ? in[i] : 0;
  __syncthreads();
  if (tid < 64) sdata[tid] += sdata[tid + 64];
  __syncthreads();
  if (tid < 32) {
    volatile int *s = sdata;
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// The running sum kept in a register as well (the CUDA samples' reduce4).
__global__ void reduceRegister(const int *in, int *out, unsigned n) {
  __shared__ int sdata[128];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  int mySum = i < n ? in[i] : 0;
  sdata[tid] = mySum;
  __syncthreads();
  if (tid < 64) sdata[tid] = mySum = mySum + sdata[tid + 64];
  __syncthreads();
  if (tid < 32) {
    volatile int *smem = sdata;
    smem[tid] = mySum = mySum + smem[tid + 32];
    smem[tid] = mySum = mySum + smem[tid + 16];
    smem[tid] = mySum = mySum + smem[tid + 8];
    smem[tid] = mySum = mySum + smem[tid + 4];
    smem[tid] = mySum = mySum + smem[tid + 2];
    smem[tid] = mySum = mySum + smem[tid + 1];
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// A loop over the offsets, on plain (not volatile) shared memory.
__global__ void reduceLoop(const int *in, int *out, unsigned n) {
  __shared__ int sdata[128];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = i < n ? in[i] : 0;
  __syncthreads();
  if (tid < 64) sdata[tid] += sdata[tid + 64];
  __syncthreads();
  if (tid < 32)
    for (unsigned o = 32; o > 0; o >>= 1)
      sdata[tid] += sdata[tid + o];
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

static long long run(const char *name, void (*launch)(const int *, int *, unsigned, unsigned),
                     const int *d_in, int *d_out, unsigned n, unsigned blocks) {
  launch(d_in, d_out, n, blocks);
  int *partial = new int[blocks];
  cudaMemcpy(partial, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (unsigned b = 0; b < blocks; ++b)
    sum += partial[b];
  delete[] partial;
  printf("%s %lld\n", name, sum);
  return sum;
}

static void launch6(const int *in, int *out, unsigned n, unsigned blocks) { reduce6<128, int><<<blocks, 128>>>(in, out, n); }
static void launchInline(const int *in, int *out, unsigned n, unsigned blocks) { reduceInline<<<blocks, 128>>>(in, out, n); }
static void launchRegister(const int *in, int *out, unsigned n, unsigned blocks) { reduceRegister<<<blocks, 128>>>(in, out, n); }
static void launchLoop(const int *in, int *out, unsigned n, unsigned blocks) { reduceLoop<<<blocks, 128>>>(in, out, n); }

int main() {
  const unsigned n = 100000;
  int *h = new int[n];
  long long expected = 0;
  for (unsigned i = 0; i < n; ++i) {
    h[i] = int((i * 7) % 1000) - 300;
    expected += h[i];
  }
  printf("expected %lld\n", expected);
  int *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, 1024 * sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  run("reduce6", launch6, d_in, d_out, n, 64);
  unsigned blocks = (n + 127) / 128;
  run("inline", launchInline, d_in, d_out, n, blocks);
  run("register", launchRegister, d_in, d_out, n, blocks);
  run("loop", launchLoop, d_in, d_out, n, blocks);
  cudaFree(d_in);
  cudaFree(d_out);
  delete[] h;
  return 0;
}
// CHECK: expected 19950000
// CHECK-NEXT: reduce6 19950000
// CHECK-NEXT: inline 19950000
// CHECK-NEXT: register 19950000
// CHECK-NEXT: loop 19950000

// OFF: expected 19950000
// OFF-NOT: {{^}}reduce6 19950000
// OFF-NOT: {{^}}inline 19950000
// OFF-NOT: {{^}}register 19950000
// OFF-NOT: {{^}}loop 19950000
