// HIP's include comes first (after a comment, #pragma once and system
// headers): HIP's headers are precompiled in the prelude.
#pragma once
#include <cstdio>
#include <hip/hip_runtime.h>
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
int main() {
  float *d;
  hipMalloc(&d, 256);
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  hipFree(d);
  std::printf("done\n");
}
