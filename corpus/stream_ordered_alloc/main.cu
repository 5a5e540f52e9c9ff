// Stream-ordered memory allocation: cudaMallocAsync / cudaFreeAsync on a
// stream, cudaMemsetAsync to initialise, and a release threshold on the
// device's default memory pool so freed blocks are reused across iterations.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

// out[i] = base[i] + k * i, where base was memset to a byte pattern.
__global__ void fill(const int* base, int* out, int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = base[i] + k * i;
}

int main() {
  int dev = 0, supported = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, dev));
  if (!supported) {
    printf("memory pools not supported on this device\nFAIL\n");
    return 1;
  }

  cudaMemPool_t pool;
  CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, dev));
  uint64_t threshold = UINT64_MAX;  // keep freed memory in the pool
  CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));

  const int n = 10000, iters = 4;
  const size_t bytes = n * sizeof(int);
  int* hOut = nullptr;
  CUDA_CHECK(cudaMallocHost(&hOut, iters * bytes));

  for (int k = 0; k < iters; ++k) {
    int *dBase = nullptr, *dOut = nullptr;
    CUDA_CHECK(cudaMallocAsync(&dBase, bytes, stream));
    CUDA_CHECK(cudaMallocAsync(&dOut, bytes, stream));
    CUDA_CHECK(cudaMemsetAsync(dBase, k + 1, bytes, stream));  // every byte = k+1
    fill<<<(n + 255) / 256, 256, 0, stream>>>(dBase, dOut, k, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpyAsync(hOut + (size_t)k * n, dOut, bytes,
                               cudaMemcpyDeviceToHost, stream));
    CUDA_CHECK(cudaFreeAsync(dBase, stream));
    CUDA_CHECK(cudaFreeAsync(dOut, stream));
  }
  CUDA_CHECK(cudaStreamSynchronize(stream));

  uint64_t reserved = 0, used = 0;
  CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved));
  CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));

  int bad = 0;
  for (int k = 0; k < iters; ++k) {
    unsigned int b = (unsigned int)(k + 1);
    int pattern = (int)(b | (b << 8) | (b << 16) | (b << 24));
    for (int i = 0; i < n; ++i) {
      int want = pattern + k * i;
      int got = hOut[(size_t)k * n + i];
      if (got != want) {
        if (bad < 5) printf("iter %d i %d: got %d want %d\n", k, i, got, want);
        ++bad;
      }
    }
  }
  if (used != 0) {
    printf("pool still reports %llu bytes in use\n", (unsigned long long)used);
    ++bad;
  }
  CUDA_CHECK(cudaFreeHost(hOut));
  CUDA_CHECK(cudaStreamDestroy(stream));

  printf("%d iterations, pool reserved %llu bytes, %d mismatches\n", iters,
         (unsigned long long)reserved, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
