// Item 9: __nv_bfloat16 code. HIP 5.2's hip_bfloat16 has neither CUDA's
// conversions and operators nor the __nv_bfloat162 pair, so before HIP 6.0
// the types and functions become cu2hip_warp.h's cu2hip_bfloat16 family
// (round-to-nearest-even conversions, CUDA's NaN, arithmetic rounded as CUDA's;
// checked by unittests/DeviceHelpersTest.cpp and run on the CPU backend by
// corpus/simd_bf16). From HIP 6.0 they are HIP's own __hip_bfloat16 from
// hip/hip_bf16.h, whose functions have CUDA's names (those it lacks, such as
// the directed roundings and __floats2bfloat162_rn, are cu2hip_hip_* helpers
// over HIP's types): nothing is reported there, and atomicAdd on bf16 (which no HIP release has) stays emulated.
// Each translation compiles with its release's hipcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/b.hip 2> %t/b.err
// RUN: FileCheck %s < %t/b.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/b.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/b.hip -o %t/b.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/b6.hip 2> %t/b6.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/b6.hip
// RUN: FileCheck %s --check-prefix=DIAG6 --allow-empty < %t/b6.err
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/b7.hip 2> %t/b7.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/b7.hip
// RUN: FileCheck %s --check-prefix=DIAG6 --allow-empty < %t/b7.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/b6.hip -o %t/b6.o %}
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/b7.hip -o %t/b7.o %}
// DIAG6-NOT: warning
// RUN: %if nvcc %{ %nvcc -arch=sm_80 -c %s -o %t/b.cuda.o %}
#include <cuda_bf16.h>

__global__ void bf16(const __nv_bfloat16 *x, nv_bfloat16 *y, __nv_bfloat162 *p, float *out, float a) {
  __nv_bfloat16 zero = {0};
  __nv_bfloat16 acc[4] = {0};
  __nv_bfloat16 v = x[threadIdx.x] * __float2bfloat16(a) + y[threadIdx.x];
  v += zero;
  acc[1] = -v;
  y[threadIdx.x] = v;
  __nv_bfloat162 pair = __floats2bfloat162_rn(a, 2.0f);
  p[0] = pair + p[1];
  out[threadIdx.x] = __bfloat162float(v) + __bfloat162float(__low2bfloat16(pair)) + float(acc[1]) + (v < zero);
  out[0] = __bfloat162float(__float2bfloat16_rz(a)) + __bfloat162float(__double2bfloat16(1.0 / 3));
}
// CHECK: #include "cu2hip_warp.h"
// CHECK: __global__ void bf16(const cu2hip_bfloat16 *x, cu2hip_bfloat16 *y, cu2hip_bfloat162 *p, float *out, float a) {
// CHECK-NEXT: cu2hip_bfloat16 zero = {0};
// CHECK-NEXT: cu2hip_bfloat16 acc[4] = {0};
// CHECK-NEXT: cu2hip_bfloat16 v = x[threadIdx.x] * cu2hip_float2bfloat16(a) + y[threadIdx.x];
// CHECK: cu2hip_bfloat162 pair = cu2hip_floats2bfloat162_rn(a, 2.0f);
// CHECK: out[threadIdx.x] = cu2hip_bfloat162float(v) + cu2hip_bfloat162float(cu2hip_low2bfloat16(pair)) + float(acc[1]) + (v < zero);
// CHECK-NEXT: out[0] = cu2hip_bfloat162float(cu2hip_float2bfloat16_rz(a)) + cu2hip_bfloat162float(cu2hip_double2bfloat16(1.0 / 3));

// HIP6: {{^}}#include "cu2hip_warp.h"
// HIP6: {{^}}#include <hip/hip_bfloat16.h>
// HIP6-NEXT: {{^}}#include <hip/hip_bf16.h>
// HIP6: {{^}}__global__ void bf16(const __hip_bfloat16 *x, __hip_bfloat16 *y, __hip_bfloat162 *p, float *out, float a) {
// HIP6: {{^}}  __hip_bfloat162 pair = cu2hip_hip_floats2bfloat162_rn(a, 2.0f);
// HIP6: {{^}}  out[0] = __bfloat162float(cu2hip_hip_float2bfloat16_rz(a)) + __bfloat162float(__double2bfloat16(1.0 / 3));

// DIAG-NOT: warning
