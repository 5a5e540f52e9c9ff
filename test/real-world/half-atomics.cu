// Item 8: atomicAdd on half-precision types. CUDA has the overloads for
// __half, __half2, __nv_bfloat16 and __nv_bfloat162; HIP 5.2 has none. The
// call becomes cu2hip_warp.h's cu2hip_atomicAdd, a compare-and-swap loop on the
// aligned 32-bit word that adds with HIP's own (round-to-nearest) half
// addition. Only the half overloads change: atomicAdd on float stays HIP's.
// REQUIRES: hipcc
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/h.hip 2> %t/h.err
// RUN: FileCheck %s < %t/h.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h.err
// RUN: %hipcc-gfx90a %t/h.hip -o %t/h.o
// RUN: %if nvcc %{ %nvcc -arch=sm_80 -c %s -o %t/h.cuda.o %}
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void accumulate(__half *h, half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2, float *f) {
  __half old = atomicAdd(h + threadIdx.x % 3, __float2half(0.5f));
  atomicAdd(h2, __floats2half2_rn(1.0f, 2.0f));
  atomicAdd(b, __float2bfloat16(0.25f));
  atomicAdd(b2, b2[1]);
  atomicAdd(f, __half2float(old));
}
// CHECK: __half old = cu2hip_atomicAdd(h + threadIdx.x % 3, __float2half(0.5f));
// CHECK-NEXT: cu2hip_atomicAdd(h2, __floats2half2_rn(1.0f, 2.0f));
// CHECK-NEXT: cu2hip_atomicAdd(b, cu2hip_float2bfloat16(0.25f));
// CHECK-NEXT: cu2hip_atomicAdd(b2, b2[1]);
// CHECK-NEXT: {{^}}  atomicAdd(f, __half2float(old));

// DIAG-NOT: warning
