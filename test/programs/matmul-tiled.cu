// Whole program: tiled matrix multiply with shared memory and a templated kernel.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --launch-syntax hip -o %t.ggl.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.ggl.hip -o %t.ggl.o %}
#include <cstdio>
#include <vector>
#include <cmath>
#include <cuda_runtime.h>

template <int TILE>
__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
    int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < n && ac < n) ? A[row * n + ac] : 0.f;
    Bs[threadIdx.y][threadIdx.x] = (br < n && col < n) ? B[br * n + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) C[row * n + col] = acc;
}

int main() {
  const int n = 128;
  std::vector<float> A(n * n), B(n * n), C(n * n);
  for (int i = 0; i < n * n; ++i) { A[i] = (i % 7) * 0.5f; B[i] = (i % 5) * 0.25f; }
  float *dA, *dB, *dC;
  cudaMalloc(&dA, n * n * sizeof(float));
  cudaMalloc(&dB, n * n * sizeof(float));
  cudaMalloc(&dC, n * n * sizeof(float));
  cudaMemcpy(dA, A.data(), n * n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B.data(), n * n * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(16, 16), grid((n + 15) / 16, (n + 15) / 16);
  matmul<16><<<grid, block>>>(dA, dB, dC, n);
  cudaMemcpy(C.data(), dC, n * n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float ref = 0;
      for (int k = 0; k < n; ++k) ref += A[i * n + k] * B[k * n + j];
      if (std::fabs(ref - C[i * n + j]) > 1e-3f * std::fabs(ref) + 1e-3f) { printf("FAIL\n"); return 1; }
    }
  cudaFree(dA); cudaFree(dB); cudaFree(dC);
  printf("PASS\n");
  return 0;
}
