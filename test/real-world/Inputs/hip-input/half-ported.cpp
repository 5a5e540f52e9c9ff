// Half ported: the include and some calls are HIP already, others still CUDA.
#include <hip/hip_runtime.h>
#include <vector>

__global__ void scale(float *x, float a, int n) {
  int i = hipBlockIdx_x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  std::vector<float> h(256, 1.0f);
  float *d = nullptr;
  hipMalloc(&d, h.size() * sizeof(float));
  cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  hipLaunchKernelGGL(scale, dim3(1), dim3(256), 0, 0, d, 2.0f, 256);
  cudaDeviceSynchronize();
  hipFree(d);
  return 0;
}
