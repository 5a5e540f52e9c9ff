// Warp-aggregated histogram: __match_any_sync groups the lanes of a warp that
// hold the same key; the lowest lane of each group (the leader, __ffs - 1)
// does a single atomicAdd of the group size (__popc of the mask). A second
// counter records how many distinct-key groups each 32-lane warp formed.
#include <cstdio>
#include <cstdlib>
#include <set>
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

constexpr int kNumKeys = 8;

__global__ void aggregatedHistogram(const int* keys, int* counts, int* groupsPerWarp,
                                    int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  if (i >= n) return;  // the last warp is only partly active
  int key = keys[i];
  unsigned int peers = __match_any_sync(__activemask(), key);
  int leader = __ffs(peers) - 1;
  if (lane == leader) {
    atomicAdd(&counts[key], __popc(peers));
    atomicAdd(&groupsPerWarp[i / 32], 1);
  }
}

int main() {
  int major = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  if (major < 7) {
    printf("__match_any_sync needs compute capability 7.0+\nFAIL\n");
    return 1;
  }

  const int n = 10000;  // 312 full warps + one warp of 16 lanes
  const int numWarps = (n + 31) / 32;
  std::vector<int> keys(n);
  unsigned int s = 8u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    // Runs of equal keys make groups of varied sizes.
    keys[i] = (i / 5 + (int)(s >> 29)) % kNumKeys;
  }

  int *dKeys, *dCounts, *dGroups;
  CUDA_CHECK(cudaMalloc(&dKeys, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dCounts, kNumKeys * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dGroups, numWarps * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dKeys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dCounts, 0, kNumKeys * sizeof(int)));
  CUDA_CHECK(cudaMemset(dGroups, 0, numWarps * sizeof(int)));

  aggregatedHistogram<<<(n + 127) / 128, 128>>>(dKeys, dCounts, dGroups, n);
  CUDA_CHECK(cudaGetLastError());

  std::vector<int> counts(kNumKeys), groups(numWarps);
  CUDA_CHECK(cudaMemcpy(counts.data(), dCounts, kNumKeys * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(groups.data(), dGroups, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dKeys));
  CUDA_CHECK(cudaFree(dCounts));
  CUDA_CHECK(cudaFree(dGroups));

  int bad = 0;
  std::vector<int> refCounts(kNumKeys, 0);
  for (int k : keys) ++refCounts[k];
  for (int k = 0; k < kNumKeys; ++k)
    if (counts[k] != refCounts[k]) {
      printf("key %d: count %d, want %d\n", k, counts[k], refCounts[k]);
      ++bad;
    }
  long long totalGroups = 0;
  for (int w = 0; w < numWarps; ++w) {
    std::set<int> distinct;
    for (int i = w * 32; i < n && i < (w + 1) * 32; ++i) distinct.insert(keys[i]);
    totalGroups += groups[w];
    if (groups[w] != (int)distinct.size()) {
      if (bad < 5) printf("warp %d: %d groups, want %zu\n", w, groups[w], distinct.size());
      ++bad;
    }
  }
  printf("%d keys, %d warps, %lld leader atomics instead of %d, %d mismatches\n", n,
         numWarps, totalGroups, n, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
