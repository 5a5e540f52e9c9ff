// rename: identifier -> identifier in code and macro bodies, never in strings
// or comments; a `files:` glob scopes a rename. Translating the output again
// changes nothing, and hipcc compiles it against the team's HIP header.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --rules %S/Inputs/rename.yaml -o %t/out.hip -- -I%S/Inputs 2> %t/err
// RUN: FileCheck %s < %t/out.hip
// RUN: FileCheck %s --check-prefix=SUMMARY < %t/err
// RUN: %cu2hip translate %t/out.hip --rules %S/Inputs/rename.yaml -o %t/again.hip -- -I%S/Inputs 2> /dev/null
// RUN: cmp %t/out.hip %t/again.hip
// RUN: cp %s %t/other.cu
// RUN: %cu2hip translate %t/other.cu --rules %S/Inputs/rename.yaml -- -I%S/Inputs 2> /dev/null | FileCheck %s --check-prefix=SCOPED
// --select-rules=-user-rules switches renames off; include rules still apply.
// RUN: %cu2hip translate %s --rules %S/Inputs/rename.yaml --select-rules=-user-rules -- -I%S/Inputs 2> /dev/null | FileCheck %s --check-prefix=OFF
// OFF: {{^}}#include "hip_helpers.h"
// OFF: {{^}}  CUDA_CHECK(hipMalloc(&d, 64 * sizeof(float)));
// SUMMARY: 1 changed, {{[0-9]+}} edits (4 by user rules)
#include "cuda_helpers.h"
// CHECK: {{^}}#include "hip_helpers.h"

__global__ void scale(float *x) { x[threadIdx.x] *= 2.0f; }
// CHECK: {{^}}__global__ void scale(float *x)
// SCOPED: {{^}}__global__ void scaleOther(float *x)

#define CHECKED_FREE(p) CUDA_CHECK(cudaFree(p))
// CHECK: {{^}}#define CHECKED_FREE(p) HIP_CHECK(hipFree(p))

int main() {
  float *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, 64 * sizeof(float)));
// CHECK: {{^}}  HIP_CHECK(hipMalloc(&d, 64 * sizeof(float)));
  scale<<<1, 64>>>(d);
  cudaCheck(cudaGetLastError());
// CHECK: {{^}}  hipCheck(hipGetLastError());
  // CUDA_CHECK in a comment stays.
// CHECK: {{^}}  // CUDA_CHECK in a comment stays.
  printf("CUDA_CHECK\n");
// CHECK: {{^}}  printf("CUDA_CHECK\n");
  CHECKED_FREE(d);
}
