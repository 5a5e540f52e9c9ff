// Memcheck: an access past a static __shared__ array (declared in a kernel,
// in a device function, or at namespace scope) is named with the kernel,
// block, thread and the variable, as compute-sanitizer's "Invalid __shared__
// write" is; without memcheck it lands in the next variable and nothing is
// seen. Under memcheck the static __shared__ variables are one for the
// program, so the backend runs the blocks one after another: a correct
// program still gets each block's own contents, in a plain launch of many
// blocks (a template's __shared__ array too, which is not checked) and in a
// cooperative one (whose blocks take turns at grid.sync, each keeping its
// own copy). (A __device__ array is named as a global: memcheck-global.cu.)
// REQUIRES: cpu-backend-memcheck
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %cpu-memcheck-compile %t.hip %cpu-memcheck-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe clean 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: env CU2HIP_WAVE=64 %t.exe clean 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: env CU2HIP_WAVE=32 not %t.exe write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: env CU2HIP_WAVE=64 not %t.exe write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: env CU2HIP_WAVE=32 not %t.exe read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: env CU2HIP_WAVE=64 not %t.exe read 2>&1 | FileCheck %s --check-prefix=READ
#include <cooperative_groups.h>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

namespace counters {
__shared__ int hits[8];
}

// Each block reverses its 64 values through its tile; `extra` makes block 1's
// last thread write one element past it.
__global__ void reverse(float *data, int extra) {
  __shared__ float tile[64];
  int t = threadIdx.x, n = blockDim.x;
  if (t < 8) counters::hits[t] = 0;
  tile[t + (blockIdx.x == 1 && t == n - 1 ? extra : 0)] = data[blockIdx.x * n + t];
  __syncthreads();
  atomicAdd(&counters::hits[t % 8], 1);
  __syncthreads();
  data[blockIdx.x * n + t] = tile[n - 1 - t] + (t == 0 ? counters::hits[0] - n / 8 : 0);
}

// A block sum through a device function's __shared__ buffer; `extra` makes
// block 2's thread 0 read one element past it.
__device__ int blockSum(int v, int extra) {
  __shared__ int part[32];
  part[threadIdx.x % 32] = 0;
  __syncthreads();
  atomicAdd(&part[threadIdx.x % 32], v);
  __syncthreads();
  int s = 0;
  if (threadIdx.x == 0)
    for (int i = 0; i < 32 + (blockIdx.x == 2 ? extra : 0); ++i) s += part[i];
  return s;
}

// A template's __shared__ array: each block its own.
template <typename T> __device__ T viaShared(T v) {
  __shared__ T slot[64];
  slot[threadIdx.x] = v;
  __syncthreads();
  T r = slot[blockDim.x - 1 - threadIdx.x];
  __syncthreads();
  return r;
}

__global__ void sums(const int *in, int *out, int extra) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = blockSum(viaShared(v), extra);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

// Cooperative: each block leaves its number in its __shared__ array, waits for
// the whole grid twice, and checks it is still there.
__global__ void keep(int *bad) {
  __shared__ int mine[64];
  cg::grid_group grid = cg::this_grid();
  mine[threadIdx.x] = blockIdx.x * 1000 + threadIdx.x;
  grid.sync();
  mine[threadIdx.x] += 1;
  grid.sync();
  if (mine[threadIdx.x] != (int)(blockIdx.x * 1000 + threadIdx.x + 1)) atomicAdd(bad, 1);
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "clean";
  int extra = strcmp(mode, "write") == 0 ? 1 : 0;
  int readExtra = strcmp(mode, "read") == 0 ? 1 : 0;

  const int blocks = 8, n = 64;
  float h[blocks * n], *d;
  for (int i = 0; i < blocks * n; ++i) h[i] = (float)i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  reverse<<<blocks, n>>>(d, extra);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int reversed = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < n; ++t) reversed += h[b * n + t] == (float)(b * n + n - 1 - t);

  int hin[blocks * n], hout[blocks], *in, *out;
  for (int i = 0; i < blocks * n; ++i) hin[i] = i / n + 1;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&out, sizeof hout);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  sums<<<blocks, n>>>(in, out, readExtra);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  int summed = 0;
  for (int b = 0; b < blocks; ++b) summed += hout[b] == n * (b + 1);

  int *bad, hbad = -1;
  cudaMalloc(&bad, sizeof(int));
  cudaMemset(bad, 0, sizeof(int));
  void *args[] = {&bad};
  cudaLaunchCooperativeKernel((void *)keep, dim3(4), dim3(64), args, 0, 0);
  cudaMemcpy(&hbad, bad, sizeof hbad, cudaMemcpyDeviceToHost);
  printf("reversed %d/%d summed %d/%d cooperative mismatches %d\n", reversed, blocks * n, summed, blocks, hbad);
  return 0;
}
// CLEAN-NOT: memcheck
// CLEAN-NOT: {{AddressSanitizer|ASan}}
// CLEAN: reversed 512/512 summed 8/8 cooperative mismatches 0

// Block 1's thread 63 writes tile[64]: the word just past its 256 bytes.
// WRITE: cu2hip-cpu: memcheck: invalid write of 4 bytes in kernel 'reverse' block (1,0,0) thread (63,0,0): 0 bytes past the end of __shared__ 'tile' (256 bytes)
// WRITE-NEXT: ERROR: AddressSanitizer: global-buffer-overflow
// WRITE-NOT: reversed

// Block 2's thread 0 reads part[32] of blockSum's 128-byte buffer.
// READ: cu2hip-cpu: memcheck: invalid read of 4 bytes in kernel 'sums' block (2,0,0) thread (0,0,0): 0 bytes past the end of __shared__ 'part' (128 bytes)
// READ-NEXT: ERROR: AddressSanitizer: global-buffer-overflow
// READ-NOT: reversed
