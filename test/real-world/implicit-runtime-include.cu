// Item 1: nvcc includes cuda_runtime.h into every .cu file; hipcc does not
// include hip/hip_runtime.h. This file includes nothing at all, yet uses the
// runtime API, kernels, built-in variables and launches. cu2hip adds the HIP
// runtime header once, after this leading comment block, and the result
// compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=ONCE < %t.hip
// A second translation of the output changes nothing.
// RUN: %cu2hip translate %t.hip -q --hip-version 5.2 | diff %t.hip -
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
//
// The include goes after all of these comments, before the first code:
// CHECK:      {{^}}// (last comment line)
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}__global__ void saxpy(
// ONCE-COUNT-1: {{^}}#include <hip/hip_runtime.h>
// ONCE-NOT: {{^}}#include
// (last comment line)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 16;
  float *x = nullptr, *y = nullptr;
  if (cudaMalloc(&x, n * sizeof(float)) != cudaSuccess) return 1;
  if (cudaMalloc(&y, n * sizeof(float)) != cudaSuccess) return 1;
  cudaMemset(x, 0, n * sizeof(float));
  cudaMemset(y, 0, n * sizeof(float));
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  cudaError_t err = cudaDeviceSynchronize();
  cudaFree(x);
  cudaFree(y);
  return err == cudaSuccess ? 0 : 1;
}
