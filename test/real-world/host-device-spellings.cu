// Item 10: host code that CUDA lets use device spellings. CUDA's rsqrtf,
// normcdff, rcbrtf ... and __half arithmetic work in host functions; HIP
// 5.2 declares the math for the device only and has no host operators on
// __half. In a host function they become host-and-device helpers of
// cu2hip_warp.h (CUDA's host formulas; half arithmetic in float, rounded to
// nearest), also in __host__ __device__ functions, where the helpers' device
// side is HIP's own function. Device code keeps HIP's functions and operators.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/h.hip 2> %t/h.err
// RUN: FileCheck %s < %t/h.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/h.hip -o %t/h.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/h.cuda.o %}
#include <cuda_runtime.h>
#include <cuda_fp16.h>

float hostNorm(float x, float y) { return rsqrtf(x * x + y * y) + normcdff(x) + rcbrtf(y); }
// CHECK: float hostNorm(float x, float y) { return cu2hip_rsqrtf(x * x + y * y) + cu2hip_normcdff(x) + cu2hip_rcbrtf(y); }

__half hostHalf(__half a, __half b, __half c) {
  __half s = a + b * c;
  s += -a;
  if (s < b || a == c)
    s = __hadd(s, (a - b) / c);
  return s;
}
// CHECK: __half s = cu2hip_hadd(a, cu2hip_hmul(b, c));
// CHECK-NEXT: cu2hip_hadd_assign(s, cu2hip_hneg(a));
// CHECK-NEXT: if (cu2hip_hlt(s, b) || cu2hip_heq(a, c))
// CHECK-NEXT: s = cu2hip_hadd(s, cu2hip_hdiv((cu2hip_hsub(a, b)), c));

float hostConvert(float x) { return __half2float(__float2half(x)); }
// CHECK: float hostConvert(float x) { return __half2float(__float2half(x)); }

__global__ void device(__half *h, float *f) {
  h[0] = h[1] + h[2] * h[3];
  f[0] = rsqrtf(f[1]);
}
// CHECK: h[0] = h[1] + h[2] * h[3];
// CHECK-NEXT: f[0] = rsqrtf(f[1]);

__host__ __device__ float both(float x) { return rsqrtf(x); }
// In a __host__ __device__ function too (the helper's device side is HIP's rsqrtf).
// CHECK: __host__ __device__ float both(float x) { return cu2hip_rsqrtf(x); }

// DIAG-NOT: warning
