#include "kernels.h"
#include "../include/common/check.cuh"
#include "../include/common/config.h"
#include <hol/vec.cuh>

__global__ void saxpyKernel(float a, const float *x, float *y, size_t n) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = hol::axpy(a, x[i], y[i]);
}

void saxpy(float a, const float *x, float *y, std::size_t n) {
  float *dx = nullptr, *dy = nullptr;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));
  unsigned blocks = unsigned((n + kBlockSize - 1) / kBlockSize);
  saxpyKernel<<<blocks, kBlockSize>>>(a, dx, dy, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
}
