// Counts the positive inputs of each group of 32 threads. Fixed: the ballot
// is kept in 64 bits and each group takes its own half of it.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void countPositive(const int *in, int *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned long long bits = __ballot(in[i] > 0);
  const int shift = (threadIdx.x % warpSize) & 32;
  if ((threadIdx.x & 31) == 0) out[i / 32] = __popcll((bits >> shift) & 0xffffffffull);
}

int main() {
  const int n = 256;
  int in[n], out[n / 32], *dIn, *dOut;
  for (int i = 0; i < n; ++i) in[i] = (i * 7 % 5 < 1 + i / 32 % 3) ? 1 : -1;
  hipMalloc(&dIn, sizeof in);
  hipMalloc(&dOut, sizeof out);
  hipMemcpy(dIn, in, sizeof in, hipMemcpyHostToDevice);
  countPositive<<<2, 128>>>(dIn, dOut);
  hipMemcpy(out, dOut, sizeof out, hipMemcpyDeviceToHost);
  bool ok = true;
  for (int g = 0; g < n / 32; ++g) {
    int want = 0;
    for (int i = g * 32; i < g * 32 + 32; ++i) want += in[i] > 0;
    if (out[g] != want) { printf("FAIL: group %d counted %d, want %d\n", g, out[g], want); ok = false; }
  }
  if (ok) printf("PASS\n");
  return ok ? 0 : 1;
}
