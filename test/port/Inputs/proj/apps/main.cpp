// Host code that calls the CUDA runtime: ported too.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "../src/kernels.h"
#include "../include/common/check.cuh"

void fillRandom(float *d, size_t n);

int main() {
  std::printf("devices: %d\n", deviceCount());
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  std::vector<float> x(1000, 1.0f), y(1000, 2.0f);
  saxpy(2.0f, x.data(), y.data(), x.size());
  float *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, 16 * sizeof(float)));
  fillRandom(d, 16);
  CUDA_CHECK(cudaFree(d));
  std::printf("%s: y[0]=%f sum=%f\n", prop.name, y[0], sum(y.data(), y.size()));
  return 0;
}
