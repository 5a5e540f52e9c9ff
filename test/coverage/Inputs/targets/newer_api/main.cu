#include <cstdio>
#include <cuda_runtime.h>

int main() {
  if (cudaDeviceGraphMemTrim(0) != cudaSuccess)
    return 1;
  printf("PASS\n");
  return 0;
}
