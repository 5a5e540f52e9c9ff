// __constant__ and __device__ symbols: cudaMemcpyToSymbol / FromSymbol / GetSymbolAddress.
#include <cstdio>
#include <cuda_runtime.h>

#define RADIUS 4
__constant__ float c_weights[2 * RADIUS + 1];
__constant__ int c_size;
__device__ float d_scale = 1.0f;
__device__ unsigned int d_counter;

__global__ void stencil1d(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || i >= c_size) return;
  float acc = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k) {
    int j = min(max(i + k, 0), n - 1);
    acc += c_weights[k + RADIUS] * in[j];
  }
  out[i] = acc * d_scale;
  atomicInc(&d_counter, 0xffffffffu);
}

int main() {
  const int n = 1 << 16;
  float weights[2 * RADIUS + 1];
  for (int k = 0; k <= 2 * RADIUS; ++k) weights[k] = 1.0f / (2 * RADIUS + 1);
  cudaMemcpyToSymbol(c_weights, weights, sizeof(weights));
  cudaMemcpyToSymbol(c_size, &n, sizeof(int), 0, cudaMemcpyHostToDevice);
  float scale = 2.0f;
  cudaMemcpyToSymbolAsync(d_scale, &scale, sizeof(float), 0, cudaMemcpyHostToDevice, 0);
  unsigned int zero = 0;
  cudaMemcpyToSymbol(d_counter, &zero, sizeof(zero));

  float *scalePtr = nullptr;
  cudaGetSymbolAddress((void **)&scalePtr, d_scale);
  size_t symSize = 0;
  cudaGetSymbolSize(&symSize, c_weights);

  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  stencil1d<<<(n + 127) / 128, 128>>>(d_in, d_out, n);

  unsigned int count = 0;
  float back[2 * RADIUS + 1];
  cudaMemcpyFromSymbol(&count, d_counter, sizeof(count));
  cudaMemcpyFromSymbol(back, c_weights, sizeof(back), 0, cudaMemcpyDeviceToHost);
  printf("count = %u, weight = %f, symbol size = %zu\n", count, back[0], symSize);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
