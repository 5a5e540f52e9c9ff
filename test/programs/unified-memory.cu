// Whole program: unified memory with prefetch and advice, device queries, peer access.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
#include <cstdio>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main() {
  int dev = 0, count = 0;
  cudaGetDeviceCount(&count);
  cudaSetDevice(dev);
  int concurrent = 0;
  cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, dev);
  if (count > 1) {
    int can = 0;
    cudaDeviceCanAccessPeer(&can, 0, 1);
    if (can) cudaDeviceEnablePeerAccess(1, 0);
  }
  const int n = 1 << 20;
  float *x, *y;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float), cudaMemAttachGlobal);
  for (int i = 0; i < n; ++i) { x[i] = 1.0f; y[i] = 2.0f; }
  if (concurrent) {
    cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetReadMostly, dev);
    cudaMemPrefetchAsync(x, n * sizeof(float), dev, 0);
    cudaMemPrefetchAsync(y, n * sizeof(float), dev, 0);
  }
  saxpy<<<256, 256>>>(n, 3.0f, x, y);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) { printf("%s\n", cudaGetErrorName(err)); return 1; }
  bool ok = true;
  for (int i = 0; i < n; ++i) ok &= y[i] == 5.0f;
  cudaFree(x); cudaFree(y);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
