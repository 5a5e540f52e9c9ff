// Asynchronous global->shared copies, two ways:
//  1. cooperative_groups::memcpy_async + cg::wait: the whole block stages a
//     tile into shared memory, then sums it.
//  2. The pipeline primitives (__pipeline_memcpy_async / __pipeline_commit /
//     __pipeline_wait_prior): per-thread double buffering that prefetches the
//     next tile while the current one is summed.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

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
constexpr int kTile = 1024;  // floats per cooperative tile

__device__ float blockReduce(float v) {
  __shared__ float sh[kBlock];
  sh[threadIdx.x] = v;
  __syncthreads();
  for (int s = kBlock / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
    __syncthreads();
  }
  return sh[0];
}

__global__ void sumCooperativeCopy(const float* x, int nTiles, float* blockSums) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float tile[kTile];
  float acc = 0.0f;
  for (int t = blockIdx.x; t < nTiles; t += gridDim.x) {
    cg::memcpy_async(block, tile, x + (size_t)t * kTile, sizeof(float) * kTile);
    cg::wait(block);  // copy complete and visible to the whole block
    for (int k = threadIdx.x; k < kTile; k += blockDim.x) acc += tile[k];
    block.sync();  // nobody may overwrite the tile while others still read it
  }
  float total = blockReduce(acc);
  if (threadIdx.x == 0) blockSums[blockIdx.x] = total;
}

__global__ void sumPipelined(const float4* x4, int nTiles, float* blockSums) {
  __shared__ float4 buf[2][kBlock];  // each thread owns one slot per stage
  float acc = 0.0f;
  int t = blockIdx.x, stage = 0;
  if (t < nTiles)
    __pipeline_memcpy_async(&buf[0][threadIdx.x], &x4[(size_t)t * kBlock + threadIdx.x],
                            sizeof(float4));
  __pipeline_commit();
  for (; t < nTiles; t += gridDim.x) {
    int next = t + gridDim.x;
    if (next < nTiles)
      __pipeline_memcpy_async(&buf[stage ^ 1][threadIdx.x],
                              &x4[(size_t)next * kBlock + threadIdx.x], sizeof(float4));
    __pipeline_commit();
    __pipeline_wait_prior(1);  // everything but the newest batch has landed
    float4 v = buf[stage][threadIdx.x];
    acc += (v.x + v.y) + (v.z + v.w);
    stage ^= 1;
  }
  __pipeline_wait_prior(0);
  float total = blockReduce(acc);
  if (threadIdx.x == 0) blockSums[blockIdx.x] = total;
}

int main() {
  const int n = 1 << 20;  // divisible by kTile and by 4 * kBlock
  const int grid = 80;
  std::vector<float> hx(n);
  unsigned int s = 21u;
  double ref = 0.0;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = (float)(s >> 28);  // small integers: every float sum stays exact
    ref += hx[i];
  }

  float *dx, *dSumsA, *dSumsB;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dSumsA, grid * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dSumsB, grid * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  sumCooperativeCopy<<<grid, kBlock>>>(dx, n / kTile, dSumsA);
  CUDA_CHECK(cudaGetLastError());
  sumPipelined<<<grid, kBlock>>>(reinterpret_cast<const float4*>(dx), n / (4 * kBlock),
                                 dSumsB);
  CUDA_CHECK(cudaGetLastError());

  std::vector<float> a(grid), b(grid);
  CUDA_CHECK(cudaMemcpy(a.data(), dSumsA, grid * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(b.data(), dSumsB, grid * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dSumsA));
  CUDA_CHECK(cudaFree(dSumsB));

  double sumA = 0.0, sumB = 0.0;
  for (int i = 0; i < grid; ++i) {
    sumA += a[i];
    sumB += b[i];
  }
  bool ok = (sumA == ref) && (sumB == ref);
  printf("sum: reference %.0f, cg::memcpy_async %.0f, pipeline primitives %.0f\n", ref,
         sumA, sumB);
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
