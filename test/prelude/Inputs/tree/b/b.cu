#include "b.cuh"
#include <vector>
#ifndef SCALE_b
#error SCALE_b comes from the compile database
#endif
__global__ void kb(float *x) { x[threadIdx.x] *= SCALE_b; }
void runb(std::vector<float> &h) {
  float *d;
  cudaMalloc(&d, h.size() * sizeof(float));
  kb<<<1, 64>>>(d);
  syncb();
  cudaFree(d);
}
