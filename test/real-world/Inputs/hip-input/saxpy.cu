#include <cuda_runtime.h>
#include <cstdio>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  v += __shfl_down_sync(0xffffffff, v, 1);
  if (i < n) y[i] = a * v + y[i];
}

int main() {
  const int n = 1 << 10;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  saxpy<<<(n + 255) / 256, 256, 0, s>>>(n, 2.0f, x, y);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%s %d\n", prop.name, prop.warpSize);
  cudaStreamSynchronize(s);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
