// CUDA headers become HIP headers; a later header that maps to a HIP header
// already included in the same branch is dropped; #if branches are kept apart.
// RUN: %cu2hip translate %s -q --hip-version 5.2 > %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=ONCE < %t.hip

#include <cstdio>
#include <cuda_runtime.h>   // the runtime
#include <cuda.h>
#include "cuda_runtime_api.h"
#include <device_launch_parameters.h>
#include <cuComplex.h>
#ifdef USE_FP16
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#endif

// CHECK:      {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>   // the runtime
// CHECK-NEXT: {{^}}#include "hip/hip_runtime_api.h"
// CHECK-NEXT: {{^}}#include <hip/hip_complex.h>
// CHECK-NEXT: {{^}}#ifdef USE_FP16
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#endif
// ONCE-COUNT-2: {{^}}#include <hip/hip_runtime.h>
// ONCE-NOT: {{^}}#include <cuda

int main() { printf("%d\n", (int)cudaSuccess); return 0; }
