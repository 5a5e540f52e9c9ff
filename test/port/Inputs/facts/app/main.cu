#include <kern/api.cuh>
#include <cstdio>

int main() {
  real x[4] = {1, 2, 3, 4};
  scale(x, 2, 4);
  int devices = 0;
  cudaGetDeviceCount(&devices);
  std::printf("%g %d\n", x[3], devices);
  return 0;
}
