// user-rules (lib/Rules/User/UserRulesRule.cpp): the rename, api and
// macro-prefix rules of a --rules file (docs/rules.md), applied by the first
// rule of the table, so they win over the built-in rewrites of the same
// tokens: here a rename of a user function, an api rewrite of a call the
// built-in table would rename, and a prefix on the file's own macros.
// Switched off (--select-rules=-user-rules), the file translates as without
// the rules file.
// RUN: %cu2hip translate %s --rules %S/Inputs/user-rules.yaml -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// RUN: %cu2hip translate %s --rules %S/Inputs/user-rules.yaml --select-rules=-user-rules -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: FileCheck %s --check-prefix=OFF-SUMMARY < %t.off.err
// SUMMARY: 1 changed, {{[0-9]+}} edits (5 by user rules)
// OFF-SUMMARY-NOT: by user rules
// OFF-SUMMARY: 1 changed, {{[0-9]+}} edits;
#include <cuda_runtime.h>

void myCopy(void *, const void *, size_t);
void cudaCheck(cudaError_t e) { (void)e; }
// CHECK: {{^}}void hipCheck(hipError_t e) { (void)e; }
// OFF: {{^}}void cudaCheck(hipError_t e) { (void)e; }

#define CUDA_ASSERT(x) cudaCheck(x)
// CHECK: {{^}}#define HIP_ASSERT(x) hipCheck(x)
// OFF: {{^}}#define CUDA_ASSERT(x) cudaCheck(x)

void upload(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
// CHECK: {{^}}  myCopy(d, h, n * sizeof(float));
// OFF: {{^}}  hipMemcpy(d, h, n * sizeof(float), hipMemcpyHostToDevice);
  CUDA_ASSERT(cudaGetLastError());
// CHECK: {{^}}  HIP_ASSERT(hipGetLastError());
// OFF: {{^}}  CUDA_ASSERT(hipGetLastError());
}
