// Library templates instantiated with lambdas and local types (which have no linkage).
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>

namespace cg = cooperative_groups;

__global__ void reduceWithLambdas(const int *in, int *out) {
  typedef cub::BlockReduce<int, 128> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp;
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  auto maxOp = [](int a, int b) { return a > b ? a : b; };
  int blockMax = BlockReduceT(temp).Reduce(x, maxOp);

  struct Pair { int value, index; };
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  Pair p = {x, (int)threadIdx.x};
  Pair q = tile.shfl(p, 0);
  int warpSum = cg::reduce(tile, x, [](int a, int b) { return a + b; });
  if (threadIdx.x == 0) out[blockIdx.x] = blockMax + warpSum + q.index;
}

__global__ void sharedScaled(float *data) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 1024 * sizeof(int));
  cudaMalloc(&out, 8 * sizeof(int));
  reduceWithLambdas<<<8, 128>>>(in, out);

  struct SharedBytes {
    __host__ __device__ size_t operator()(int threads) const { return threads * sizeof(float); }
  };
  int minGrid = 0, blockSize = 0;
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &blockSize, sharedScaled, SharedBytes());

  thrust::host_vector<int> h(100);
  for (int i = 0; i < 100; ++i) h[i] = (i * 7) % 100;
  thrust::transform(thrust::host, h.begin(), h.end(), h.begin(), [](int v) { return v * 2; });
  thrust::sort(thrust::host, h.begin(), h.end(), [](int a, int b) { return a > b; });
  printf("block size %d, h[0] = %d\n", blockSize, (int)h[0]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
