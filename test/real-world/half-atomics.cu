// Item 8: atomicAdd on half-precision types. CUDA has the overloads for
// __half, __half2, __nv_bfloat16 and __nv_bfloat162; HIP 5.2 has none. The
// call becomes cu2hip_warp.h's cu2hip_atomicAdd, a compare-and-swap loop on the
// aligned 32-bit word that adds with HIP's own (round-to-nearest) half
// addition. Only the half overloads change: atomicAdd on float stays HIP's.
// No HIP release has them either (ROCm 6.4 and 7.2 included: their bf16 types
// are HIP's own from 6.0, and the helper has overloads for those), so the
// calls are rewritten at every target; each output compiles with its
// release's hipcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/h.hip 2> %t/h.err
// RUN: FileCheck %s < %t/h.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/h.hip -o %t/h.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/h6.hip 2> %t/h6.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/h6.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h6.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/h6.hip -o %t/h6.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/h7.hip 2> %t/h7.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/h7.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/h7.hip -o %t/h7.o %}
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
// HIP6: cu2hip_atomicAdd(b, __float2bfloat16(0.25f));
// HIP6-NEXT: cu2hip_atomicAdd(b2, b2[1]);

// DIAG-NOT: warning
