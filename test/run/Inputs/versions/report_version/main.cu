#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int runtime = 0;
  cudaRuntimeGetVersion(&runtime);
  printf("runtime %d\n", runtime);
  printf("PASS\n");
  return 0;
}
