// Runtime API names, types and enumerators are renamed; user names, strings,
// comments and member names are not.
// RUN: %cu2hip translate %s -q --hip-version 5.2 | FileCheck %s

#include <cuda_runtime.h>

struct cudaGaugeField { int cudaDevice; };   // user type that looks like CUDA
int cudaHelper(int x) { return x; }           // user function that looks like CUDA

int main() {
  float *p = nullptr;
  cudaError_t err = cudaMalloc(&p, 16);
// CHECK: {{^}}  hipError_t err = hipMalloc(&p, 16);
  if (err != cudaSuccess) return 1;
// CHECK: {{^}}  if (err != hipSuccess) return 1;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
// CHECK: {{^}}  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  cudaMemcpyAsync(p, p, 16, cudaMemcpyDeviceToDevice, s);
// CHECK: {{^}}  hipMemcpyAsync(p, p, 16, hipMemcpyDeviceToDevice, s);
  cudaGaugeField g; g.cudaDevice = cudaHelper(1);
// CHECK: {{^}}  cudaGaugeField g; g.cudaDevice = cudaHelper(1);
  const char *msg = "cudaMalloc failed"; // cudaMalloc in a comment
// CHECK: {{^}}  const char *msg = "cudaMalloc failed"; // cudaMalloc in a comment
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
// CHECK: {{^}}  hipDeviceProp_t prop;
// The logical32 warp model makes the reported warp size 32 (cu2hip_warp.h).
// CHECK: {{^}}  cu2hip_getDeviceProperties(&prop, 0);
  cudaFree(p);
// CHECK: {{^}}  hipFree(p);
  return prop.warpSize == 32 ? 0 : 1;
// CHECK: {{^}}  return prop.warpSize == 32 ? 0 : 1;
}
