#include <cstdio>
#include "util.cuh"

int main() {
  float *p;
  CHECK(cudaMallocManaged(&p, 32 * sizeof(float)));
  for (int i = 0; i < 32; ++i)
    p[i] = 1.0f;
  scale<<<1, 32>>>(p, 2.0f);
  CHECK(cudaDeviceSynchronize());
  bool ok = p[31] == 2.0f;
  CHECK(cudaFree(p));
  printf("%s\n", ok ? "ALL GOOD" : "WRONG");
  return 0;
}
