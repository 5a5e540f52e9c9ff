#include <cstdio>
#include <cuda_runtime.h>

int main() {
  cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                     cudaFlushGPUDirectRDMAWritesToOwner);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  printf("PASS\n");
  return 0;
}
