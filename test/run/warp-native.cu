// Under --warp-model native the translated code works on whole wavefronts
// (64-bit masks): on the CPU backend the same executable sees 32 lanes at
// CU2HIP_WAVE=32 and 64 at CU2HIP_WAVE=64, and its warp-size-generic
// reduction gives the right sum at both.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate --warp-model native -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s --check-prefix=W32
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s --check-prefix=W64
#include <cstdio>
#include <cuda_runtime.h>

__global__ void lanes(int *out) {
  unsigned long long all = __ballot_sync(0xffffffff, 1);
  int v = threadIdx.x;
  for (int d = warpSize / 2; d > 0; d /= 2) v += __shfl_down_sync(0xffffffff, v, d);
  if (threadIdx.x == 0) {
    out[0] = __popcll(all);
    out[1] = v;
    out[2] = warpSize;
  }
}

int main() {
  int *d, h[3];
  cudaMalloc(&d, sizeof h);
  lanes<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("lanes in ballot %d, first-warp sum %d, warpSize %d\n", h[0], h[1], h[2]);
  return 0;
}
// W32: lanes in ballot 32, first-warp sum 496, warpSize 32
// W64: lanes in ballot 64, first-warp sum 2016, warpSize 64
