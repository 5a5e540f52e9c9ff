// Cooperative launch: a two-phase kernel separated by a grid-wide barrier
// (cooperative_groups::this_grid().sync()). Phase 1 writes per-block partial
// sums; phase 2 lets every block read all partials. The grid is sized from
// the occupancy API so that every block is co-resident, as the launch needs.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>

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

// out[i] = (sum of all x) - x[i]
__global__ void sumExceptSelf(const int* x, long long* partials, long long* out, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ long long sh[kBlock];

  long long local = 0;
  for (int i = (int)grid.thread_rank(); i < n; i += (int)grid.size()) local += x[i];
  sh[threadIdx.x] = local;
  block.sync();
  for (int s = kBlock / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
    block.sync();
  }
  if (threadIdx.x == 0) partials[blockIdx.x] = sh[0];

  grid.sync();  // every partial is now visible to every block

  __shared__ long long total;
  if (threadIdx.x == 0) {
    long long t = 0;
    for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
    total = t;
  }
  block.sync();
  for (int i = (int)grid.thread_rank(); i < n; i += (int)grid.size()) out[i] = total - x[i];
}

int main() {
  int dev = 0, coop = 0, numSMs = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, dev));
  if (!coop) {
    printf("device does not support cooperative launch\nFAIL\n");
    return 1;
  }
  int blocksPerSM = 0;
  CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, sumExceptSelf,
                                                           kBlock, 0));
  int gridSize = blocksPerSM * numSMs;
  if (gridSize > 4 * numSMs) gridSize = 4 * numSMs;  // plenty; stay co-resident
  if (gridSize < 1) {
    printf("kernel cannot be resident\nFAIL\n");
    return 1;
  }

  const int n = 1 << 20;
  std::vector<int> hx(n);
  unsigned int s = 17u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = (int)(s >> 20) - 2048;
  }

  int* dx;
  long long *dPartials, *dOut;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dPartials, gridSize * sizeof(long long)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(long long)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  int nArg = n;
  void* args[] = {&dx, &dPartials, &dOut, &nArg};
  CUDA_CHECK(cudaLaunchCooperativeKernel((void*)sumExceptSelf, dim3(gridSize),
                                         dim3(kBlock), args, 0, nullptr));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  std::vector<long long> out(n);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(long long), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dPartials));
  CUDA_CHECK(cudaFree(dOut));

  long long total = 0;
  for (int v : hx) total += v;
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != total - hx[i]) {
      if (bad < 5) printf("out[%d] = %lld, want %lld\n", i, out[i], total - hx[i]);
      ++bad;
    }
  printf("cooperative grid of %d x %d, total %lld, %d mismatches\n", gridSize, kBlock,
         total, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
