// Device-wide CUB algorithms with the usual two-phase temporary-storage
// pattern: first call with d_temp_storage == nullptr to get the size, then
// allocate and call again. Sum, exclusive scan and radix sort of keys.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
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

int main() {
  const int n = 1 << 18;
  std::vector<int> vals(n);
  std::vector<unsigned int> keys(n);
  unsigned int s = 42u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    vals[i] = (int)(s >> 24) - 128;  // -128..127, exact integer sums
    keys[i] = s ^ (s >> 13);
  }

  int *dVals, *dSum, *dScan;
  unsigned int *dKeysIn, *dKeysOut;
  CUDA_CHECK(cudaMalloc(&dVals, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dSum, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dScan, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dKeysIn, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dKeysOut, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(dVals, vals.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dKeysIn, keys.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));

  // Query each algorithm's temp size, then share one allocation of the max.
  size_t bytesSum = 0, bytesScan = 0, bytesSort = 0;
  CUDA_CHECK(cub::DeviceReduce::Sum(nullptr, bytesSum, dVals, dSum, n));
  CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, bytesScan, dVals, dScan, n));
  CUDA_CHECK(cub::DeviceRadixSort::SortKeys(nullptr, bytesSort, dKeysIn, dKeysOut, n));
  size_t tempBytes = std::max(bytesSum, std::max(bytesScan, bytesSort));
  void* dTemp = nullptr;
  CUDA_CHECK(cudaMalloc(&dTemp, tempBytes));

  CUDA_CHECK(cub::DeviceReduce::Sum(dTemp, bytesSum, dVals, dSum, n));
  CUDA_CHECK(cub::DeviceScan::ExclusiveSum(dTemp, bytesScan, dVals, dScan, n));
  CUDA_CHECK(cub::DeviceRadixSort::SortKeys(dTemp, bytesSort, dKeysIn, dKeysOut, n));
  CUDA_CHECK(cudaDeviceSynchronize());

  int sum = 0;
  std::vector<int> scan(n);
  std::vector<unsigned int> sorted(n);
  CUDA_CHECK(cudaMemcpy(&sum, dSum, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(scan.data(), dScan, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(sorted.data(), dKeysOut, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dTemp));
  CUDA_CHECK(cudaFree(dVals));
  CUDA_CHECK(cudaFree(dSum));
  CUDA_CHECK(cudaFree(dScan));
  CUDA_CHECK(cudaFree(dKeysIn));
  CUDA_CHECK(cudaFree(dKeysOut));

  bool ok = true;
  int run = 0;
  for (int i = 0; i < n; ++i) {
    if (scan[i] != run) {
      printf("scan[%d] = %d, want %d\n", i, scan[i], run);
      ok = false;
      break;
    }
    run += vals[i];
  }
  if (sum != run) {
    printf("sum %d, want %d\n", sum, run);
    ok = false;
  }
  std::vector<unsigned int> ref = keys;
  std::sort(ref.begin(), ref.end());
  if (ref != sorted) {
    printf("radix sort result differs from std::sort\n");
    ok = false;
  }
  printf("n=%d sum=%d temp bytes: reduce %zu scan %zu sort %zu\n", n, sum,
         bytesSum, bytesScan, bytesSort);
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
