// --warp-model none: the naive translation a token renamer produces, kept to
// show what logical32 and native prevent. HIP's own warp intrinsics at their
// default (wavefront) width: the mask argument of the _sync forms is dropped,
// ballots stay stored in the 32-bit variables CUDA used, warpSize and literal
// 32s are left alone, no warp helper header. The sites are still reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model none -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NONE < %t/n.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n.err
// RUN: not grep "cu2hip[_]" %t/n.hip
// RUN: %cu2hip warp-check %s --warp-model none --format json | FileCheck %s --check-prefix=JSON
// RUN: not %cu2hip translate %s --warp-model naive 2>&1 | FileCheck %s --check-prefix=BAD
// DIAG: model-none.cu:{{[0-9]+}}:{{[0-9]+}}: {{.*}}__shfl_down_sync
// JSON: "warp_model": "none"
// BAD: --warp-model: naive not in {logical32,native,none}
#include <cuda_runtime.h>

__global__ void reduce(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
// NONE: {{^}}    v += __shfl_down(v, offset);
  if (threadIdx.x % 32 == 0)
// NONE: {{^}}  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v;
}

__global__ void votes(const int *x, unsigned *bits, int *any, int *all, float *b) {
  unsigned ballot = __ballot_sync(0xffffffff, x[threadIdx.x] > 0);
// NONE: {{^}}  unsigned ballot = __ballot(x[threadIdx.x] > 0);
  any[threadIdx.x] = __any_sync(0xffffffff, x[threadIdx.x]);
// NONE: {{^}}  any[threadIdx.x] = __any(x[threadIdx.x]);
  all[threadIdx.x] = __all_sync(0xffffffff, x[threadIdx.x]);
// NONE: {{^}}  all[threadIdx.x] = __all(x[threadIdx.x]);
  b[threadIdx.x] = __shfl_xor_sync(0xffffffff, b[threadIdx.x], 1, 16) + __shfl_sync(0xffffffff, b[0], 0);
// NONE: {{^}}  b[threadIdx.x] = __shfl_xor(b[threadIdx.x], 1, 16) + __shfl(b[0], 0);
  b[threadIdx.x] += __shfl_up_sync(0xffffffff, b[threadIdx.x], 1) + warpSize;
// NONE: {{^}}  b[threadIdx.x] += __shfl_up(b[threadIdx.x], 1) + warpSize;
  bits[threadIdx.x / 32] = ballot;
}

int main() {
  int ws = 0;
  cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0);
// NONE: {{^}}  hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
  return ws == 0;
}
