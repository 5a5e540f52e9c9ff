// Whole program, CUB block reduction: every block sums its 256 x 4 items with
// cub::BlockLoad + cub::BlockReduce (and takes the maximum), a second pass
// adds the block sums with cub::DeviceReduce, and the results are checked
// against the CPU. The namespace becomes hipcub (rule cub-namespace) and the
// headers <hipcub/hipcub.hpp>.
// Compiled only where hipCUB is installed (lit feature `hipcub`): Debian ships
// rocPRIM, which hipCUB wraps on AMD GPUs, but not hipCUB itself, and
// <hipcub/hipcub.hpp> is hipCUB's header, so here the output is checked as text.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: not grep -E '^[^/]*[^p]cub::' %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcub %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_reduce.cuh>
// CHECK: {{^}}#include <hipcub/hipcub.hpp>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hipError_t e_ = (call);
// CHECK: {{^}}    if (e_ != hipSuccess) {
// CHECK: {{^}}      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_));

constexpr int kThreads = 256, kItems = 4, kTile = kThreads * kItems;

__global__ void blockSums(const int *in, int *sums, int *maxima) {
  using Load = cub::BlockLoad<int, kThreads, kItems, cub::BLOCK_LOAD_TRANSPOSE>;
// CHECK: {{^}}  using Load = hipcub::BlockLoad<int, kThreads, kItems, hipcub::BLOCK_LOAD_TRANSPOSE>;
  using Reduce = cub::BlockReduce<int, kThreads>;
// CHECK: {{^}}  using Reduce = hipcub::BlockReduce<int, kThreads>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Reduce::TempStorage reduce;
  } temp;
  int items[kItems];
  Load(temp.load).Load(in + blockIdx.x * kTile, items);
  __syncthreads();
  int sum = Reduce(temp.reduce).Sum(items);
  __syncthreads();
  int mx = Reduce(temp.reduce).Reduce(items, cub::Max());
// CHECK: {{^}}  int mx = Reduce(temp.reduce).Reduce(items, hipcub::Max());
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = sum;
    maxima[blockIdx.x] = mx;
  }
}

int main() {
  const int blocks = 120, n = blocks * kTile;
  std::vector<int> h(n);
  long long expect = 0;
  int expectMax = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 37) % 1001 - 500;
    expect += h[i];
    expectMax = h[i] > expectMax ? h[i] : expectMax;
  }
  int *in, *sums, *maxima, *total;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&sums, blocks * sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&sums, blocks * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&maxima, blocks * sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&maxima, blocks * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&total, sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&total, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(in, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
  blockSums<<<blocks, kThreads>>>(in, sums, maxima);
  CUDA_CHECK(cudaGetLastError());
// CHECK: {{^}}  CUDA_CHECK(hipGetLastError());

  void *temp = nullptr;
  size_t tempBytes = 0;
  CUDA_CHECK(cub::DeviceReduce::Sum(temp, tempBytes, sums, total, blocks));
// CHECK: {{^}}  CUDA_CHECK(hipcub::DeviceReduce::Sum(temp, tempBytes, sums, total, blocks));
  CUDA_CHECK(cudaMalloc(&temp, tempBytes));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&temp, tempBytes));
  CUDA_CHECK(cub::DeviceReduce::Sum(temp, tempBytes, sums, total, blocks));
// CHECK: {{^}}  CUDA_CHECK(hipcub::DeviceReduce::Sum(temp, tempBytes, sums, total, blocks));
  int gotTotal = 0;
  std::vector<int> gotMax(blocks);
  CUDA_CHECK(cudaMemcpy(&gotTotal, total, sizeof(int), cudaMemcpyDeviceToHost));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(&gotTotal, total, sizeof(int), hipMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(gotMax.data(), maxima, blocks * sizeof(int), cudaMemcpyDeviceToHost));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(gotMax.data(), maxima, blocks * sizeof(int), hipMemcpyDeviceToHost));
  int mx = gotMax[0];
  for (int b = 1; b < blocks; ++b) mx = gotMax[b] > mx ? gotMax[b] : mx;
  CUDA_CHECK(cudaFree(temp));
// CHECK: {{^}}  CUDA_CHECK(hipFree(temp));
  CUDA_CHECK(cudaFree(in));
// CHECK: {{^}}  CUDA_CHECK(hipFree(in));
  CUDA_CHECK(cudaFree(sums));
// CHECK: {{^}}  CUDA_CHECK(hipFree(sums));
  CUDA_CHECK(cudaFree(maxima));
// CHECK: {{^}}  CUDA_CHECK(hipFree(maxima));
  CUDA_CHECK(cudaFree(total));
// CHECK: {{^}}  CUDA_CHECK(hipFree(total));
  bool ok = gotTotal == expect && mx == expectMax;
  printf("sum %d (want %lld), max %d (want %d): %s\n", gotTotal, expect, mx, expectMax, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
