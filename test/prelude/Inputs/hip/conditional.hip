// HIP's include inside an #if: the unit parses HIP's headers itself.
#ifdef __HIPCC__
#include <hip/hip_runtime.h>
#endif
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
int main() {
  float *d;
  hipMalloc(&d, 256);
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  hipFree(d);
}
