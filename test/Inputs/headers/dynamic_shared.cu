// Dynamically sized shared memory (extern __shared__) and the opt-in attribute for large sizes.
#include <cstdio>
#include <cuda_runtime.h>

extern __shared__ float s_data[];

__global__ void reverseArray(float *d, int n) {
  int t = threadIdx.x;
  s_data[t] = d[t];
  __syncthreads();
  d[t] = s_data[n - t - 1];
}

// Typed views of dynamic shared memory in a template: the usual reinterpret_cast idiom.
template <typename T>
__global__ void blockSum(const T *in, T *out) {
  extern __shared__ __align__(sizeof(double)) unsigned char smem_raw[];
  T *smem = reinterpret_cast<T *>(smem_raw);
  unsigned tid = threadIdx.x;
  smem[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) smem[tid] += smem[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = smem[0];
}

__global__ void bigShared(float *out) {
  extern __shared__ float big[];
  big[threadIdx.x] = (float)threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = big[blockDim.x - 1 - threadIdx.x];
}

int main() {
  const int n = 64;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  reverseArray<<<1, n, n * sizeof(float)>>>(d, n);

  double *din, *dout;
  cudaMalloc(&din, 1024 * sizeof(double));
  cudaMalloc(&dout, 4 * sizeof(double));
  blockSum<double><<<4, 256, 256 * sizeof(double)>>>(din, dout);
  blockSum<<<4, 256, 256 * sizeof(double)>>>(din, dout);

  int smemBytes = 64 * 1024;
  cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, smemBytes);
  cudaFuncSetCacheConfig(bigShared, cudaFuncCachePreferShared);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, bigShared);
  float *dbig;
  cudaMalloc(&dbig, 256 * sizeof(float));
  bigShared<<<1, 256, smemBytes>>>(dbig);
  cudaError_t err = cudaDeviceSynchronize();
  printf("%s, maxDynamicShared = %d, regs = %d\n", cudaGetErrorString(err), attr.maxDynamicSharedSizeBytes, attr.numRegs);
  cudaFree(d); cudaFree(din); cudaFree(dout); cudaFree(dbig);
  return 0;
}
