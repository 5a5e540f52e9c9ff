#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d);
  int wrong = "not an int";
  cudaFree(d);
  printf("PASS\n");
  return wrong;
}
