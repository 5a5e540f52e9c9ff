// argument-casts (CallArguments.def) and default-arguments (DefaultArgs.def): the kernel
// given to cudaLaunchKernel / cudaLaunchCooperativeKernel becomes
// reinterpret_cast<const void*>(kernel) (hipLaunchKernel takes only
// `const void *`), and cudaLaunchCooperativeKernel's defaulted shared-memory
// size and stream are written out (hipLaunchCooperativeKernel has no
// defaults). The output compiles with hipcc. Each rule switched off
// (--select-rules=-argument-casts, -default-arguments) leaves its part undone.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-argument-casts -o %t.nocast.hip
// RUN: FileCheck %s --check-prefix=OFF-CASTS < %t.nocast.hip
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-default-arguments -o %t.nodefault.hip
// RUN: FileCheck %s --check-prefix=OFF-DEFAULTS < %t.nodefault.hip

#include <cuda_runtime.h>

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
template <int N> __global__ void tiled(float *y) { y[threadIdx.x % N] = 0; }

int main() {
  float a = 2, *x = nullptr, *y = nullptr;
  int n = 256;
  void *args[] = {&a, &x, &y, &n};
  cudaStream_t s;
  cudaStreamCreate(&s);

  cudaLaunchKernel(axpy, dim3(1), dim3(256), args);
// CHECK: {{^}}  hipLaunchKernel(reinterpret_cast<const void*>(axpy), dim3(1), dim3(256), args);
// OFF-CASTS: {{^}}  hipLaunchKernel(axpy, dim3(1), dim3(256), args);
  cudaLaunchKernel(axpy, dim3(1), dim3(256), args, 0, s);
// CHECK: {{^}}  hipLaunchKernel(reinterpret_cast<const void*>(axpy), dim3(1), dim3(256), args, 0, s);
  cudaLaunchKernel((void *)axpy, 1, 256, args, 0, s);
// CHECK: {{^}}  hipLaunchKernel((void *)axpy, 1, 256, args, 0, s);
  void *targs[] = {&y};
  cudaLaunchKernel(tiled<32>, dim3(1), dim3(64), targs, 0, 0);
// CHECK: {{^}}  hipLaunchKernel(reinterpret_cast<const void*>(tiled<32>), dim3(1), dim3(64), targs, 0, 0);

  cudaLaunchCooperativeKernel(axpy, dim3(2), dim3(128), args);
// CHECK: {{^}}  hipLaunchCooperativeKernel(reinterpret_cast<const void*>(axpy), dim3(2), dim3(128), args, 0, 0);
// OFF-CASTS: {{^}}  hipLaunchCooperativeKernel(axpy, dim3(2), dim3(128), args, 0, 0);
// OFF-DEFAULTS: {{^}}  hipLaunchCooperativeKernel(reinterpret_cast<const void*>(axpy), dim3(2), dim3(128), args);
  cudaLaunchCooperativeKernel(axpy, dim3(2), dim3(128), args, 1024);
// CHECK: {{^}}  hipLaunchCooperativeKernel(reinterpret_cast<const void*>(axpy), dim3(2), dim3(128), args, 1024, 0);
  cudaLaunchCooperativeKernel((const void *)axpy, 2, 128, args, 0, s);
// CHECK: {{^}}  hipLaunchCooperativeKernel((const void *)axpy, 2, 128, args, 0, s);
  cudaError_t e = cudaLaunchCooperativeKernel(
      tiled<16>, dim3(1), dim3(64),
      targs);
// CHECK: {{^}}      reinterpret_cast<const void*>(tiled<16>), dim3(1), dim3(64),
// CHECK-NEXT: {{^}}      targs, 0, 0);
// OFF-DEFAULTS: {{^}}      targs);
  cudaStreamDestroy(s);
  return e == cudaSuccess ? 0 : 1;
}
