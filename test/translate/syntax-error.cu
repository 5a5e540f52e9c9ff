// Code that does not parse is still translated as far as tokens allow;
// clang's errors are reported as warnings, never a crash or an empty output.
// RUN: %cu2hip translate %s -q > %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>
#include "this_header_does_not_exist.h"
// DIAG: syntax-error.cu:[[@LINE-1]]:1: warning: clang: 'this_header_does_not_exist.h' file not found

__global__ void k(float *p) { p[threadIdx.x] = undeclared_function(1) }
// DIAG: syntax-error.cu:[[@LINE-1]]:{{[0-9]+}}: warning: clang: {{.*}} [parse]

int main() {
  float *d;
  cudaMalloc(&d, 64);
// CHECK: {{^}}  hipMalloc(&d, 64);
  k<<<1, 16>>>(d;
  cudaFree(d);
// CHECK: {{^}}  hipFree(d);
  return 0;
}
