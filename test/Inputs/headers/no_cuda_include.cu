// No CUDA header at all: nvcc includes cuda_runtime.h implicitly.
#include <cstdio>

__global__ void fill(int *out, int value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value + threadIdx.x % warpSize;
}

int main() {
  const int n = 1000;
  int *d = nullptr;
  if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) return 1;
  fill<<<(n + 127) / 128, 128>>>(d, 7, n);
  int h[4] = {0};
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaError_t err = cudaGetLastError();
  printf("%d %d (%s)\n", h[0], h[3], cudaGetErrorString(err));
  cudaFree(d);
  return 0;
}
