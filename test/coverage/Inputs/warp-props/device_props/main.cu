#include <cstdio>
#include <cuda_runtime.h>

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  printf("%d %d\n", prop.warpSize, warp);
  return 0;
}
