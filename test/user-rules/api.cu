// api: calls matched by callee and argument count, rewritten from a template
// ($N: argument N, $*: all of them); CUDA names inside the arguments are
// translated as everywhere else; other argument counts are left to the
// built-in rules.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --rules %S/Inputs/api.yaml -o %t/out.hip 2> /dev/null
// RUN: FileCheck %s < %t/out.hip
// RUN: %cu2hip translate %t/out.hip --rules %S/Inputs/api.yaml -o %t/again.hip 2> /dev/null
// RUN: cmp %t/out.hip %t/again.hip
#include <cuda_runtime.h>
void myCopy(void *, const void *, size_t);
void teamLaunch(cudaStream_t, int);
void launchOn(int, cudaStream_t);
void launchOn(int, cudaStream_t, int);
void logAll(...);
void teamLog(const char *, ...);

void f(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
// CHECK: {{^}}  myCopy(d, h, n * sizeof(float));
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
// CHECK: {{^}}  hipMemcpyAsync(d, h, n, hipMemcpyHostToDevice, s);
  launchOn(3, (cudaStream_t)s);
// CHECK: {{^}}  teamLaunch((hipStream_t)s, 3);
  launchOn(3, s, 1);
// CHECK: {{^}}  launchOn(3, s, 1);
  logAll(1, cudaSuccess, "cudaMemcpy(a, b, c, d)");
// CHECK: {{^}}  teamLog(__FILE__, 1, hipSuccess, "cudaMemcpy(a, b, c, d)");
}
