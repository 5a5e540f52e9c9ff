#include "c.cuh"
__global__ void kc(float *x) { x[threadIdx.x] += 1.0f; }
float runc(std::vector<float> &h) {
  float *d;
  cudaMalloc(&d, h.size() * sizeof(float));
  kc<<<1, 64>>>(d);
  cudaFree(d);
  return firstC(h);
}
