// Occupancy API: let the runtime suggest a block size, query how many blocks
// fit per SM, inspect the kernel's attributes, set a cache preference, then
// launch a grid-stride kernel sized from those numbers.
#include <cstdio>
#include <cstdlib>
#include <cmath>
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

// Horner evaluation of p(x) = 1 + x/2 + x^2/4 + x^3/8 (grid-stride loop).
__global__ void polyEval(const float* x, float* y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float v = x[i];
    y[i] = ((0.125f * v + 0.25f) * v + 0.5f) * v + 1.0f;
  }
}

int main() {
  int dev = 0, numSMs = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, dev));

  CUDA_CHECK(cudaFuncSetCacheConfig(polyEval, cudaFuncCachePreferL1));

  cudaFuncAttributes attr;
  CUDA_CHECK(cudaFuncGetAttributes(&attr, polyEval));

  int minGridSize = 0, blockSize = 0;
  CUDA_CHECK(cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, polyEval, 0, 0));
  int blocksPerSM = 0;
  CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, polyEval,
                                                           blockSize, 0));

  printf("kernel: %d regs, %zu B static smem, max %d threads/block, ptx %d, bin %d\n",
         attr.numRegs, attr.sharedSizeBytes, attr.maxThreadsPerBlock,
         attr.ptxVersion, attr.binaryVersion);
  printf("suggested block %d, min grid %d, %d blocks/SM on %d SMs\n", blockSize,
         minGridSize, blocksPerSM, numSMs);

  bool ok = true;
  if (blockSize <= 0 || blockSize > attr.maxThreadsPerBlock || blocksPerSM < 1) {
    printf("occupancy query returned nonsense\n");
    ok = false;
    blockSize = 128;
    blocksPerSM = 1;
  }

  const int n = 1 << 20;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) hx[i] = (float)(i % 2001) / 1000.0f - 1.0f;  // [-1, 1]

  float *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  int gridSize = blocksPerSM * numSMs;  // one full wave; the loop covers the rest
  polyEval<<<gridSize, blockSize>>>(dx, dy, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double v = hx[i];
    double want = 1.0 + v / 2 + v * v / 4 + v * v * v / 8;
    if (std::fabs(hy[i] - want) > 1e-5) {
      if (bad < 5) printf("y[%d] = %f want %f\n", i, hy[i], want);
      ++bad;
    }
  }
  printf("grid %d x block %d over %d elements, %d mismatches\n", gridSize, blockSize, n, bad);
  ok = ok && bad == 0;
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
