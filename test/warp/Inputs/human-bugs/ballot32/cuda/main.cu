// Counts the positive inputs of each warp (the CUDA original of the ports).
#include <cstdio>

__global__ void countPositive(const int *in, int *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned int bits = __ballot_sync(0xffffffffu, in[i] > 0);
  if ((threadIdx.x & 31) == 0) out[i / 32] = __popc(bits);
}

int main() {
  const int n = 256;
  int in[n], out[n / 32], *dIn, *dOut;
  for (int i = 0; i < n; ++i) in[i] = (i * 7 % 5 < 1 + i / 32 % 3) ? 1 : -1;
  cudaMalloc(&dIn, sizeof in);
  cudaMalloc(&dOut, sizeof out);
  cudaMemcpy(dIn, in, sizeof in, cudaMemcpyHostToDevice);
  countPositive<<<2, 128>>>(dIn, dOut);
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int g = 0; g < n / 32; ++g) {
    int want = 0;
    for (int i = g * 32; i < g * 32 + 32; ++i) want += in[i] > 0;
    if (out[g] != want) { printf("FAIL: group %d counted %d, want %d\n", g, out[g], want); ok = false; }
  }
  if (ok) printf("PASS\n");
  return ok ? 0 : 1;
}
