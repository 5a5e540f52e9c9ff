// mapping: a user row overrides a built-in one (cudaMalloc -> myHipMalloc)
// or disables it (`hip: ~`: the name is left as written, without a warning);
// every other row is unchanged.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --rules %S/Inputs/mapping.yaml -o %t/out.hip 2> %t/err
// RUN: FileCheck %s < %t/out.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/err
// RUN: %cu2hip translate %s -o %t/builtin.hip 2> /dev/null
// RUN: FileCheck %s --check-prefix=BUILTIN < %t/builtin.hip
// RUN: %cu2hip translate %t/out.hip --rules %S/Inputs/mapping.yaml -o %t/again.hip 2> /dev/null
// RUN: cmp %t/out.hip %t/again.hip
#include <cuda_runtime.h>

void f() {
  float *d;
  cudaMalloc(&d, 16);
// CHECK: {{^}}  myHipMalloc(&d, 16);
// BUILTIN: {{^}}  hipMalloc(&d, 16);
  cudaMemset(d, 0, 16);
// CHECK: {{^}}  hipMemset(d, 0, 16);
  cudaFree(d);
// CHECK: {{^}}  cudaFree(d);
// BUILTIN: {{^}}  hipFree(d);
}
// DIAG-NOT: cudaFree
// DIAG: 3 edits (1 by user rules)
