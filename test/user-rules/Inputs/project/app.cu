#include "cuda_helpers.h"

__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }

int main() {
  float *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, 32 * sizeof(float)));
  fill<<<1, 32>>>(d);
  cudaCheck(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(d));
  return 0;
}
