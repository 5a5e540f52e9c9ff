#include <cstdio>
#include "types.hxx"
#include "kernels.cuinl"

extern "C" int host_answer(void);

int main() {
  Buffer b;
  if (allocate(&b.data, 32))
    return 1;
  fill<<<1, 32>>>(b.data, 1.0f);
  cudaDeviceSynchronize();
  cudaFree(b.data);
  printf("%s\n", host_answer() == 42 ? "ALL GOOD" : "WRONG");
  return 0;
}
