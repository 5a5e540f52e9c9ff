// Names are renamed inside macro definitions, macro arguments and #if
// branches the preprocessor does not take.
// RUN: %cu2hip translate %s -q --hip-version 5.2 | FileCheck %s

#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) return 1; } while (0)
// CHECK: {{^}}#define CHECK(call) do { hipError_t e_ = (call); if (e_ != hipSuccess) return 1; } while (0)
#define ALLOC(p, n) cudaMallocManaged(&(p), (n))
// CHECK: {{^}}#define ALLOC(p, n) hipMallocManaged(&(p), (n))

int main() {
  float *p;
  CHECK(cudaMalloc(&p, 64));
// CHECK: {{^}}  CHECK(hipMalloc(&p, 64));
#if 0
  cudaMemset(p, 0, 64);   // a branch clang never parses
// CHECK: {{^}}  hipMemset(p, 0, 64);   // a branch clang never parses
#elif defined(SOME_PLATFORM_WE_DO_NOT_HAVE)
  cudaMemsetAsync(p, 0, 64, 0);
// CHECK: {{^}}  hipMemsetAsync(p, 0, 64, 0);
#else
  CHECK(cudaDeviceSynchronize());
// CHECK: {{^}}  CHECK(hipDeviceSynchronize());
#endif
  return 0;
}
