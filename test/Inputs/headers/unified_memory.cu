// Unified memory: cudaMallocManaged, prefetch and advice, __managed__ variables.
#include <cstdio>
#include <cuda_runtime.h>

__device__ __managed__ int g_count = 0;

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] = a * x[i] + y[i];
    atomicAdd(&g_count, 1);
  }
}

int main() {
  const int n = 1 << 20;
  float *x, *y;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float), cudaMemAttachGlobal);
  for (int i = 0; i < n; ++i) { x[i] = 1.0f; y[i] = 2.0f; }

  int device = 0;
  cudaGetDevice(&device);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetReadMostly, loc);
  cudaMemPrefetchAsync(x, n * sizeof(float), loc, 0, stream);
  cudaMemPrefetchAsync(y, n * sizeof(float), loc, 0, stream);
#else
  cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetReadMostly, device);
  cudaMemPrefetchAsync(x, n * sizeof(float), device, stream);
  cudaMemPrefetchAsync(y, n * sizeof(float), device, stream);
#endif
  saxpy<<<(n + 255) / 256, 256, 0, stream>>>(n, 2.0f, x, y);
  cudaStreamSynchronize(stream);

  size_t freeMem = 0, totalMem = 0;
  cudaMemGetInfo(&freeMem, &totalMem);
  printf("y[0] = %f, count = %d, free %zu of %zu\n", y[0], g_count, freeMem, totalMem);
  cudaStreamDestroy(stream);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
