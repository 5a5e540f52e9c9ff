// Whole program: vector add with error checks. The HIP output compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --launch-syntax hip -o %t.ggl.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.ggl.hip -o %t.ggl.o %}
// RUN: FileCheck %s < %t.ggl.hip
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t err = (call);                                                 \
    if (err != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  size_t bytes = n * sizeof(float);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) { ha[i] = i; hb[i] = 2 * i; }
  float *da, *db, *dc;
  CUDA_CHECK(cudaMalloc(&da, bytes));
  CUDA_CHECK(cudaMalloc(&db, bytes));
  CUDA_CHECK(cudaMalloc(&dc, bytes));
  CUDA_CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
  vecAdd<<<(n + 255) / 256, 256>>>(da, db, dc, n);
// CHECK: hipLaunchKernelGGL(vecAdd, (n + 255) / 256, 256, 0, 0, da, db, dc, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (hc[i] != 3.0f * i) { printf("FAIL at %d\n", i); return 1; }
  cudaFree(da); cudaFree(db); cudaFree(dc);
  free(ha); free(hb); free(hc);
  printf("PASS\n");
  return 0;
}
