// dynamic-shared (lib/Rules/Launch/DynamicSharedRule.cpp): with
// --dynamic-shared=macro, `extern __shared__ T x[];` becomes HIP's
// HIP_DYNAMIC_SHARED(T, x) (what cu2hip's CPU backend compiles); alignment
// attributes leave the type. Without the option the declaration is kept, and
// with it too when the rule is switched off (--select-rules=-dynamic-shared).
// RUN: %cu2hip translate %s -q --hip-version 5.2 --dynamic-shared=macro -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.default.hip
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.hip
// RUN: %cu2hip translate %s -q --hip-version 5.2 --dynamic-shared=macro --select-rules=-dynamic-shared -o %t.off.hip
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not %cu2hip translate %s -q --dynamic-shared=bogus 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}

#include <cuda_runtime.h>
// OFF-NOT: {{^ *}}HIP_DYNAMIC_SHARED

extern __shared__ float fileScope[];
// CHECK: {{^}}HIP_DYNAMIC_SHARED(float, fileScope);
// DEFAULT: {{^}}extern __shared__ float fileScope[];
// OFF: {{^}}extern __shared__ float fileScope[];

__global__ void k(float *out) {
  extern __shared__ unsigned int counts[];
  // CHECK: {{^}}  HIP_DYNAMIC_SHARED(unsigned int, counts);
  // DEFAULT: {{^}}  extern __shared__ unsigned int counts[];
  extern __shared__ __align__(16) unsigned char raw[];
  // CHECK: {{^}}  HIP_DYNAMIC_SHARED(unsigned char, raw);
  // OFF: {{^}}  extern __shared__ __align__(16) unsigned char raw[];
  // OFF-NOT: {{^ *}}HIP_DYNAMIC_SHARED
  __shared__ float fixed[32];
  // CHECK: {{^}}  __shared__ float fixed[32];
  counts[threadIdx.x] = threadIdx.x;
  fixed[threadIdx.x % 32] = fileScope[threadIdx.x] + raw[0];
  out[threadIdx.x] = fixed[threadIdx.x % 32] + counts[0];
}

// BAD: --dynamic-shared: {{.*}}bogus
