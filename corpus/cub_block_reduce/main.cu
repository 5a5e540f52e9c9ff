// Block-wide collectives from CUB: cub::BlockReduce computes one float sum per
// block, cub::BlockScan computes a per-block exclusive prefix sum of ints.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int kBlock = 256;

__global__ void blockSums(const float* in, float* out, int n) {
  using BlockReduce = cub::BlockReduce<float, kBlock>;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * kBlock + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  float sum = BlockReduce(temp).Sum(v);  // valid in thread 0 only
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

__global__ void blockExclusiveScan(const int* in, int* out, int* totals, int n) {
  using BlockScan = cub::BlockScan<int, kBlock>;
  __shared__ typename BlockScan::TempStorage temp;
  int i = blockIdx.x * kBlock + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  int prefix, total;
  BlockScan(temp).ExclusiveSum(v, prefix, total);
  if (i < n) out[i] = prefix;
  if (threadIdx.x == 0) totals[blockIdx.x] = total;
}

int main() {
  const int n = 100000;  // not a multiple of the block size
  const int blocks = (n + kBlock - 1) / kBlock;

  std::vector<float> hf(n);
  std::vector<int> hi(n);
  unsigned int s = 1u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hf[i] = (float)(s >> 8) / 16777216.0f;  // [0, 1)
    hi[i] = (int)(s >> 28);                 // 0..15
  }

  float *dIn, *dSums;
  int *dI, *dScan, *dTotals;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dSums, blocks * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dI, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dScan, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dTotals, blocks * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dI, hi.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  blockSums<<<blocks, kBlock>>>(dIn, dSums, n);
  CUDA_CHECK(cudaGetLastError());
  blockExclusiveScan<<<blocks, kBlock>>>(dI, dScan, dTotals, n);
  CUDA_CHECK(cudaGetLastError());

  std::vector<float> sums(blocks);
  std::vector<int> scan(n), totals(blocks);
  CUDA_CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(scan.data(), dScan, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(totals.data(), dTotals, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dSums));
  CUDA_CHECK(cudaFree(dI));
  CUDA_CHECK(cudaFree(dScan));
  CUDA_CHECK(cudaFree(dTotals));

  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    double ref = 0.0;
    int run = 0;
    for (int t = 0; t < kBlock; ++t) {
      int i = b * kBlock + t;
      if (i >= n) break;
      ref += hf[i];
      if (scan[i] != run && bad++ < 5) printf("scan[%d] = %d, want %d\n", i, scan[i], run);
      run += hi[i];
    }
    if (std::fabs(sums[b] - ref) > 1e-3 && bad++ < 5)
      printf("block %d sum %f, want %f\n", b, sums[b], ref);
    if (totals[b] != run && bad++ < 5)
      printf("block %d total %d, want %d\n", b, totals[b], run);
  }
  printf("%d blocks of %d: %d mismatches\n", blocks, kBlock, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
