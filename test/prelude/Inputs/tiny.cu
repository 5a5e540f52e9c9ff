#include <vector>
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
int main() {
  float *d;
  cudaMalloc(&d, 256);
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
}
