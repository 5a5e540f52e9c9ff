// Inline PTX in CUDA C++: %laneid and %clock64 special registers, brev.b32 bit
// reversal, prmt.b32 byte permutation (used as a byte swap) and a
// non-coherent ld.global.nc load. Results are checked against CPU versions.
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

__device__ __forceinline__ unsigned int laneId() {
  unsigned int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned long long clock64Ptx() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  return t;
}

__device__ __forceinline__ unsigned int loadNonCoherent(const unsigned int* p) {
  unsigned int v;
  asm("ld.global.nc.u32 %0, [%1];" : "=r"(v) : "l"(p));
  return v;
}

__global__ void ptxOps(const unsigned int* in, unsigned int* rev, unsigned int* swapped,
                       unsigned int* lanes, unsigned long long* cycles, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long t0 = clock64Ptx();
  unsigned int x = loadNonCoherent(in + i);
  unsigned int r, b;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
  // Selector 0x0123: result byte k = source byte (3 - k), i.e. a byte swap.
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(b) : "r"(x), "r"(0u), "r"(0x0123u));
  rev[i] = r;
  swapped[i] = b;
  lanes[i] = laneId();
  unsigned long long t1 = clock64Ptx();
  cycles[i] = t1 - t0;
}

static uint32_t cpuBitReverse(uint32_t x) {
  uint32_t r = 0;
  for (int k = 0; k < 32; ++k) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}

static uint32_t cpuByteSwap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

int main() {
  const int n = 4096, block = 128;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));

  std::vector<unsigned int> in(n), rev(n), swapped(n), lanes(n);
  std::vector<unsigned long long> cycles(n);
  unsigned int s = 0xC0FFEEu;
  for (int i = 0; i < n; ++i) in[i] = s = s * 1664525u + 1013904223u;

  unsigned int *dIn, *dRev, *dSwap, *dLane;
  unsigned long long* dCycles;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dRev, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dSwap, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dLane, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dCycles, n * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));

  ptxOps<<<n / block, block>>>(dIn, dRev, dSwap, dLane, dCycles, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(rev.data(), dRev, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(swapped.data(), dSwap, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(lanes.data(), dLane, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(cycles.data(), dCycles, n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dRev));
  CUDA_CHECK(cudaFree(dSwap));
  CUDA_CHECK(cudaFree(dLane));
  CUDA_CHECK(cudaFree(dCycles));

  int bad = 0;
  unsigned long long maxCycles = 0;
  for (int i = 0; i < n; ++i) {
    unsigned int wantLane = (unsigned int)((i % block) % prop.warpSize);
    if (rev[i] != cpuBitReverse(in[i]) || swapped[i] != cpuByteSwap(in[i]) ||
        lanes[i] != wantLane) {
      if (bad < 5)
        printf("i=%d x=%08x: brev %08x (want %08x) prmt %08x (want %08x) lane %u (want %u)\n",
               i, in[i], rev[i], cpuBitReverse(in[i]), swapped[i], cpuByteSwap(in[i]),
               lanes[i], wantLane);
      ++bad;
    }
    if (cycles[i] > maxCycles) maxCycles = cycles[i];
  }
  if (maxCycles == 0 || maxCycles > (1ull << 40)) {  // clock must have advanced
    printf("implausible clock64 delta %llu\n", maxCycles);
    ++bad;
  }
  printf("%d threads (warp size %d), max clock64 delta %llu, %d mismatches\n", n,
         prop.warpSize, maxCycles, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
