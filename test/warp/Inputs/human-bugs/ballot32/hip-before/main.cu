// Counts the positive inputs of each group of 32 threads. The port keeps
// HIP's 64-bit ballot in 32 bits: on a 64-lane wavefront the group of lanes
// 32..63 counts the bits of lanes 0..31.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void countPositive(const int *in, int *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned int bits = __ballot(in[i] > 0);
  if ((threadIdx.x & 31) == 0) out[i / 32] = __popc(bits);
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
