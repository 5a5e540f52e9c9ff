#include <cstdio>
#include <cuda_runtime.h>
int main() {
  int n = 0;
  cudaGetDeviceCount(&n);
  std::printf("PASS\n");
  return 0;
}
