// CUB block-, warp- and device-wide primitives.
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void blockSum(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK_THREADS> BlockReduceT;
  typedef cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_WARP_TRANSPOSE> BlockLoadT;
  __shared__ union {
    typename BlockReduceT::TempStorage reduce;
    typename BlockLoadT::TempStorage load;
  } temp;
  int items[ITEMS_PER_THREAD];
  BlockLoadT(temp.load).Load(in + blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD, items);
  __syncthreads();
  int aggregate = BlockReduceT(temp.reduce).Sum(items);
  if (threadIdx.x == 0) out[blockIdx.x] = aggregate;
}

__global__ void scanAndWarp(const float *in, float *out, float *warpMax) {
  typedef cub::BlockScan<float, 128> BlockScanT;
  typedef cub::WarpReduce<float> WarpReduceT;
  __shared__ typename BlockScanT::TempStorage scanStorage;
  __shared__ typename WarpReduceT::TempStorage warpStorage[4];
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
  float prefix;
  BlockScanT(scanStorage).ExclusiveSum(x, prefix);
  out[blockIdx.x * blockDim.x + threadIdx.x] = prefix;
  int warpId = threadIdx.x / 32;
#if CUB_VERSION >= 300000
  float m = WarpReduceT(warpStorage[warpId]).Reduce(x, cuda::maximum<>{});
#else
  float m = WarpReduceT(warpStorage[warpId]).Reduce(x, cub::Max());
#endif
  if (threadIdx.x % 32 == 0) warpMax[blockIdx.x * 4 + warpId] = m;
}

int main() {
  const int n = 1 << 16;
  int *d_in, *d_out, *d_sum;
  unsigned int *d_keys, *d_sorted;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_sum, sizeof(int));
  cudaMalloc(&d_keys, n * sizeof(unsigned int));
  cudaMalloc(&d_sorted, n * sizeof(unsigned int));
  cudaMemset(d_in, 1, n * sizeof(int));

  blockSum<128, 4><<<n / 512, 128>>>(d_in, d_out);
  float *f_in, *f_out, *f_max;
  cudaMalloc(&f_in, 1024 * sizeof(float));
  cudaMalloc(&f_out, 1024 * sizeof(float));
  cudaMalloc(&f_max, 32 * sizeof(float));
  scanAndWarp<<<8, 128>>>(f_in, f_out, f_max);

  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_sum, n);
  cudaMalloc(&d_temp, temp_bytes);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_sum, n);
  cudaFree(d_temp);

  d_temp = nullptr;
  temp_bytes = 0;
  cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n);
  cudaMalloc(&d_temp, temp_bytes);
  cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n);
  cudaFree(d_temp);

  d_temp = nullptr;
  temp_bytes = 0;
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_keys, d_sorted, n);
  cudaMalloc(&d_temp, temp_bytes);
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_keys, d_sorted, n, 0, 32);
  cudaFree(d_temp);

  int sum = 0;
  cudaMemcpy(&sum, d_sum, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum = %d\n", sum);
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_sum); cudaFree(d_keys); cudaFree(d_sorted);
  cudaFree(f_in); cudaFree(f_out); cudaFree(f_max);
  return 0;
}
