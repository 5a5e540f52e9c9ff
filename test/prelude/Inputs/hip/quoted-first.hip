// A project header before HIP's include may define what HIP's headers test
// (cu2hip_warp.h does): the unit parses HIP's headers itself.
#include "settings.h"
#include <hip/hip_runtime.h>
__global__ void twice(float *x) { x[threadIdx.x] *= SCALE; }
int main() {
  float *d;
  hipMalloc(&d, 256);
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  hipFree(d);
}
