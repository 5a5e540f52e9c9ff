#include "h.cuh"
__global__ void add(float *x, float y) { x[threadIdx.x] += twice(y); }
void run(float *d) {
  add<<<1, 64>>>(d, 1.0f);
  cudaError_t e = cudaGetLastError();
  (void)e;
}
