// Warp operations on the CPU backend under cu2hip's default warp model
// (logical32): shuffles, votes, ballots, match and lane masks keep CUDA's
// 32-lane results at wavefront widths 32 and 64, including under divergence
// (the lanes that reach a collective together are its active mask).
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe > %t.32
// RUN: env CU2HIP_WAVE=64 %t.exe > %t.64
// RUN: FileCheck %s < %t.32
// RUN: FileCheck %s < %t.64
// RUN: diff %t.32 %t.64
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warpOps(unsigned *out) {
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  unsigned *o = out + threadIdx.x * 8;
  int v = threadIdx.x;
  int sum = v;
  for (int d = 16; d > 0; d /= 2) sum += __shfl_down_sync(0xffffffff, sum, d);
  o[0] = __shfl_sync(0xffffffff, sum, 0);                    // warp total
  o[1] = __shfl_xor_sync(0xffffffff, v, 1);                  // neighbour
  o[2] = __shfl_up_sync(0xffffffff, v, 3, 8);                // within 8-lane segments
  o[3] = __ballot_sync(0xffffffff, lane % 3 == 0);
  o[4] = __any_sync(0xffffffff, lane == 31) + 2 * __all_sync(0xffffffff, lane < 32);
  o[5] = 0;
  if (lane < 10) o[5] = __activemask();                       // divergent: 10 lanes
  o[6] = __match_any_sync(0xffffffff, lane / 4);
  unsigned lt;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  o[7] = lt + warp;
}

int main() {
  const int n = 128;
  unsigned *d, h[n * 8];
  cudaMalloc(&d, sizeof h);
  warpOps<<<1, n>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t : {0, 5, 37, 127}) {
    unsigned *o = h + t * 8;
    printf("t%d: sum %u xor %u up %u ballot %08x vote %u active %08x match %08x lt %08x\n", t, o[0], o[1], o[2],
           o[3], o[4], o[5], o[6], o[7]);
  }
  return 0;
}
// CHECK: t0: sum 496 xor 1 up 0 ballot 49249249 vote 3 active 000003ff match 0000000f lt 00000000
// CHECK: t5: sum 496 xor 4 up 2 ballot 49249249 vote 3 active 000003ff match 000000f0 lt 0000001f
// CHECK: t37: sum 1520 xor 36 up 34 ballot 49249249 vote 3 active 000003ff match 000000f0 lt 00000020
// CHECK: t127: sum 3568 xor 126 up 124 ballot 49249249 vote 3 active 00000000 match f0000000 lt 80000002
