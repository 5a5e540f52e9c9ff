// Whole program: block reduction with shared memory and warp shuffles.
// Under the default logical32 warp model, shuffles keep 32-lane groups.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %if hipcc %{ %hipcc-gfx1030 %t.hip -o %t.rdna.o %}
#include <cstdio>
#include <cuda_runtime.h>

__inline__ __device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
// CHECK: v += __shfl_down(v, offset, 32);
  return v;
}

__global__ void reduce(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float sum = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpReduceSum(sum);
  if (lane == 0) partial[warp] = sum;
  __syncthreads();
  sum = (threadIdx.x < blockDim.x / 32) ? partial[lane] : 0.f;
  if (warp == 0) sum = warpReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(out, sum);
}

int main() {
  const int n = 1 << 16;
  float *h = new float[n];
  for (int i = 0; i < n; ++i) h[i] = 1.0f;
  float *d_in, *d_out, result = 0.f;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, sizeof(float));
  cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(float));
  reduce<<<64, 256>>>(d_in, d_out, n);
  cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("%s\n", result == (float)n ? "PASS" : "FAIL");
  cudaFree(d_in); cudaFree(d_out); delete[] h;
  return result == (float)n ? 0 : 1;
}
