// A block that is not a whole number of 64-lane wavefronts ends in a partial
// wavefront, and a shuffle reduction over warpSize lanes there reads lanes
// that do not exist (undefined on an AMD GPU; the CPU backend gives the
// reading lane its own value). Under CUDA the same block is whole 32-lane
// warps. So --warp-model native keeps a kernel that shuffles (itself or in a
// function it calls) on 32 lanes unless every launch in the file gives it
// blocks of whole 64-lane wavefronts. Votes and ballots read only the lanes
// that exist: a kernel with no shuffle is adapted at any block size. Found by
// the warp property test (property-models.test: a 32-thread block summed
// twice its lanes, a 160-thread block reduction lost its last warp's sum).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/n.hip -o %t/n.o %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --warp-model native -q -o %t/cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu.hip %cpu-link -o %t/native.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/native.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/native.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>

__device__ int warpSum(int v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

// Each warp adds its sum.
__global__ void warpTotals(const int *in, int *out) {
  int v = warpSum(in[threadIdx.x]);
  if (threadIdx.x % 32 == 0)
    atomicAdd(out, v);
}
// DIAG-DAG: warning: 'warpTotals': --warp-model=native not applied (it is launched with 32 threads a block (line {{[0-9]+}}): the last 64-lane wavefront's shuffles would read lanes that do not exist)
// DIAG-DAG: warning: 'warpSum': --warp-model=native not applied (it shares warps with

// The block reduction, launched with 128 threads (two wavefronts) and 160.
__global__ void blockTotal(const int *in, int *out) {
  __shared__ int partial[32];
  int lane = threadIdx.x % 32, wid = threadIdx.x / 32;
  int v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    partial[wid] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x + 31) / 32 ? partial[lane] : 0;
  if (wid == 0)
    for (int o = 16; o > 0; o /= 2)
      v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0)
    *out = v;
}
// NAT:      {{^}}  int lane = threadIdx.x % 32, wid = threadIdx.x / 32;
// DIAG-DAG: warning: 'blockTotal': --warp-model=native not applied (it is launched with 160 threads a block (line {{[0-9]+}}): the last 64-lane wavefront's shuffles would read lanes that do not exist)

// Votes only: the lanes that exist count down together; adapted at 48.
__global__ void countDown(const int *in, int *out) {
  int v = in[threadIdx.x] % 50, n = 0;
  while (__any_sync(0xffffffff, v > 0)) {
    if (v > 0) {
      v -= 3;
      ++n;
    }
  }
  out[threadIdx.x] = n;
}
// NAT:      {{^}}  while (__any(v > 0)) {
// DIAG-NOT: 'countDown': --warp-model=native not applied

int main() {
  int hin[160], *in, *out, h[160];
  for (int i = 0; i < 160; ++i)
    hin[i] = i % 11;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  cudaMemset(out, 0, sizeof h);
  warpTotals<<<1, 32>>>(in, out);
  cudaMemcpy(h, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("one warp: %d\n", h[0]);
  blockTotal<<<1, 128>>>(in, out);
  cudaMemcpy(h, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("128 threads: %d\n", h[0]);
  blockTotal<<<1, 160>>>(in, out);
  cudaMemcpy(h, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("160 threads: %d\n", h[0]);
  countDown<<<1, 48>>>(in, out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("turns: %d %d %d\n", h[0], h[10], h[47]);
  return 0;
}
// OUT:      one warp: 155
// OUT-NEXT: 128 threads: 626
// OUT-NEXT: 160 threads: 785
// OUT-NEXT: turns: 0 4 1
