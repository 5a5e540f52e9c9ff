// Block reduction with warp shuffles (__shfl_down_sync, warpSize) and atomics.
#include <cstdio>
#include <cuda_runtime.h>

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

__inline__ __device__ int warpReduceMax(int val) {
  unsigned mask = __activemask();
  for (int offset = 16; offset > 0; offset >>= 1)
    val = max(val, __shfl_xor_sync(mask, val, offset, 32));
  return val;
}

__global__ void reduceSum(const float *in, float *out, int *maxOut, int n) {
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  float sum = 0.0f;
  int localMax = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    sum += in[i];
    localMax = max(localMax, (int)in[i]);
  }
  sum = warpReduceSum(sum);
  localMax = warpReduceMax(localMax);
  if (lane == 0) shared[wid] = sum;
  __syncthreads();
  sum = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0f;
  if (wid == 0) sum = warpReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(out, sum);
  if (lane == 0) atomicMax(maxOut, localMax);
  unsigned ballot = __ballot_sync(0xffffffff, sum > 0.0f);
  if (threadIdx.x == 0 && __popc(ballot) == 0 && __any_sync(0xffffffff, 1) && !__all_sync(0xffffffff, 0))
    __threadfence();
}

int main() {
  const int n = 1 << 22;
  float *d_in, *d_out;
  int *d_max;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, sizeof(float));
  cudaMalloc(&d_max, sizeof(int));
  cudaMemset(d_in, 0, n * sizeof(float));
  cudaMemset(d_out, 0, sizeof(float));
  cudaMemset(d_max, 0, sizeof(int));
  int device = 0, sms = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  reduceSum<<<sms * 4, 512>>>(d_in, d_out, d_max, n);
  float h_out = -1.0f;
  cudaMemcpy(&h_out, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %f\n", h_out);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_max);
  return 0;
}
