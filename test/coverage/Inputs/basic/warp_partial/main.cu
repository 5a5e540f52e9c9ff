#include <cstdio>
#include <cuda_runtime.h>

__global__ void half_sum(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v += __shfl_down_sync(0x0000ffff, v, 1);
  out[threadIdx.x] = v;
}

int main() {
  auto flush = &cudaDeviceFlushGPUDirectRDMAWrites;
  (void)flush;
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  half_sum<<<1, 32>>>(d);
  cudaFree(d);
  printf("PASS\n");
  return 0;
}
