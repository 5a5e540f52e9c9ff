// Class 2: shuffle loops starting at 16 and unrolled 16..1 sequences.
// logical32: helpers with width 32, loops unchanged. native: loops start at
// warpSize / 2; an unrolled sequence cannot adapt, so that function falls back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=L32 < %t/l.hip
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=NATDIAG < %t/n.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx1030 %t/l.hip -o %t/l1030.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
// L32: {{^}}  for (int offset = 16; offset > 0; offset /= 2)
// L32-NEXT: {{^}}    v += cu2hip_shfl_down_sync(0xffffffff, v, offset);
// NAT: {{^}}  for (int offset = warpSize / 2; offset > 0; offset /= 2)
// NAT-NEXT: {{^}}    v += __shfl_down(v, offset);
  return v;
}

__device__ float warpMaxUnrolled(float v) {
  v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, 16));
  v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, 8));
  v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, 4));
  v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, 2));
  v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, 1));
// NAT: {{^}}  v = fmaxf(v, cu2hip_shfl_xor_sync(0xffffffff, v, 16));
// NATDIAG: warning: 'warpMaxUnrolled': --warp-model=native not applied (an unrolled 16..1 shuffle sequence has no step for 32)
  return v;
}

// One lane per warp adds its warp's sum: the total is the same on 64 lanes.
// (Stored for every thread, the sums would differ there, and k would keep
// 32-lane warps: test/warp/native-width-values.cu.)
__global__ void k(float *p) {
  float v = warpSum(p[threadIdx.x]);
  if (threadIdx.x % 32 == 0)
    atomicAdd(&p[1024], v);
}
// NATDIAG-NOT: 'k': --warp-model=native not applied

__global__ void k2(float *p) { p[threadIdx.x] = warpMaxUnrolled(p[0]); }

// Blocks of whole 64-lane wavefronts: no shuffle reads a lane that does not
// exist (test/warp/native-partial-wavefront.cu).
int main() {
  float *p;
  cudaMalloc(&p, 1025 * sizeof(float));
  k<<<1, 256>>>(p);
  k2<<<1, 256>>>(p);
  return 0;
}
