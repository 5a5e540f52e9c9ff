#include "kernels.h"
#include "../include/common/check.cuh"
#include <hol/reduce.cuh>

#define TILE 256
#include "detail/tile.cu"

float sum(const float *x, std::size_t n) {
  float *dx = nullptr, *dout = nullptr, out = 0.0f;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dout, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dout, 0, sizeof(float)));
  unsigned blocks = unsigned((n + TILE - 1) / TILE);
  sumKernel<<<blocks, TILE>>>(dx, dout, n);
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaMemcpy(&out, dout, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dout));
  return out;
}
