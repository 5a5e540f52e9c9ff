#include <kern/api.cuh>
#ifndef __CUDACC_RDC__
#error "kern is built with CUDA_SEPARABLE_COMPILATION (relocatable device code)"
#endif
extern __device__ real gFactor;
__device__ real gFactor = 1;

__global__ void scaleKernel(real *x, real a, int n) {
  __shared__ real tile[KERN_TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % KERN_TILE] = i < n ? x[i] : 0;
  __syncthreads();
  if (i < n)
    x[i] = tile[threadIdx.x % KERN_TILE] * a * gFactor;
}

void scale(real *x, real a, int n) {
  real *d = nullptr;
  cudaMalloc(&d, n * sizeof(real));
  cudaMemcpy(d, x, n * sizeof(real), cudaMemcpyHostToDevice);
  scaleKernel<<<(n + KERN_TILE - 1) / KERN_TILE, KERN_TILE>>>(d, a, n);
  cudaMemcpy(x, d, n * sizeof(real), cudaMemcpyDeviceToHost);
  cudaFree(d);
}
