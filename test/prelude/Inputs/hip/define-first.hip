// A #define before HIP's include decides what HIP's headers declare: the
// unit parses them itself.
#define HIP_ENABLE_WARP_SYNC_BUILTINS 1
#include <hip/hip_runtime.h>
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
int main() {
  float *d;
  hipMalloc(&d, 256);
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  hipFree(d);
}
