#include <cstdio>
#include <cuda_runtime.h>

__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 256;
  float *a, *b, *c;
  cudaMallocManaged(&a, n * sizeof(float));
  cudaMallocManaged(&b, n * sizeof(float));
  cudaMallocManaged(&c, n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 2 * i;
  }
  add<<<1, n>>>(a, b, c, n);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  for (int i = 0; i < n; ++i)
    if (c[i] != 3 * i) {
      printf("FAIL at %d\n", i);
      return 1;
    }
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  printf("PASS\n");
  return 0;
}
