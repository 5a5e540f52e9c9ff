// How the CPU backend schedules the threads of a block (runtime/lib/Scheduler.h):
// threads run one after another on a runner context until one reaches a
// barrier or a collective; that one suspends and the following threads go on
// elsewhere. These kernels mix threads that never suspend with threads that
// do (in some blocks only, from a late thread on, after a long divergent
// prefix), and check every thread's result at the width of this run.
#include "hip/hip_runtime.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

template <typename T> std::vector<T> copyBack(const T *D, size_t N) {
  std::vector<T> H(N);
  EXPECT_EQ(hipMemcpy(H.data(), D, N * sizeof(T), hipMemcpyDeviceToHost), hipSuccess);
  return H;
}

// No barrier, no collective: the whole block runs as a plain loop. Every
// thread sees its own indices, in 1D and in 3D blocks.
__global__ void indices(unsigned *Out) {
  unsigned B = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned N = blockDim.x * blockDim.y * blockDim.z;
  unsigned T = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned *O = Out + 4 * (B * N + T);
  O[0] = threadIdx.x | threadIdx.y << 10 | threadIdx.z << 20;
  O[1] = blockIdx.x | blockIdx.y << 10 | blockIdx.z << 20;
  O[2] = blockDim.x | blockDim.y << 10 | blockDim.z << 20;
  O[3] = __lane_id() | (T / warpSize) << 8;
}

void checkIndices(dim3 G, dim3 Bk) {
  unsigned NB = G.x * G.y * G.z, N = Bk.x * Bk.y * Bk.z, W = unsigned(warpSize);
  unsigned *D = nullptr;
  ASSERT_EQ(hipMalloc(&D, 4 * NB * N * sizeof(unsigned)), hipSuccess);
  hipLaunchKernelGGL(indices, G, Bk, 0, 0, D);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  std::vector<unsigned> H = copyBack(D, 4 * NB * N);
  for (unsigned B = 0; B < NB; ++B)
    for (unsigned T = 0; T < N; ++T) {
      const unsigned *O = &H[4 * (B * N + T)];
      unsigned X = T % Bk.x, Y = T / Bk.x % Bk.y, Z = T / (Bk.x * Bk.y);
      unsigned BX = B % G.x, BY = B / G.x % G.y, BZ = B / (G.x * G.y);
      ASSERT_EQ(O[0], X | Y << 10 | Z << 20) << "block " << B << " thread " << T;
      ASSERT_EQ(O[1], BX | BY << 10 | BZ << 20) << "block " << B << " thread " << T;
      ASSERT_EQ(O[2], Bk.x | Bk.y << 10 | Bk.z << 20);
      ASSERT_EQ(O[3], T % W | (T / W) << 8) << "block " << B << " thread " << T;
    }
  hipFree(D);
}

TEST(Scheduling, BarrierFreeKernelRunsEveryThreadWithItsIndices) {
  checkIndices(dim3(37), dim3(256));
  checkIndices(dim3(3, 2, 2), dim3(5, 7, 3)); // partial wavefronts, 3D indices
  checkIndices(dim3(2), dim3(1024));
}

// Only every third block reaches a barrier (a reversal through shared
// memory); the others never suspend. The same runners serve both kinds of
// block one after another.
__global__ void barrierInSomeBlocks(const int *In, int *Out) {
  __shared__ int Tile[256];
  unsigned T = threadIdx.x, I = blockIdx.x * blockDim.x + T;
  if (blockIdx.x % 3 == 1) {
    Tile[T] = In[I];
    __syncthreads();
    Out[I] = Tile[blockDim.x - 1 - T];
  } else {
    Out[I] = In[I] * 2;
  }
}

TEST(Scheduling, BarrierReachedInSomeBlocksOnly) {
  const int Blocks = 40, N = 256;
  std::vector<int> H(Blocks * N);
  for (size_t I = 0; I < H.size(); ++I) H[I] = int(I * 5 + 3);
  int *In = nullptr, *Out = nullptr;
  ASSERT_EQ(hipMalloc(&In, H.size() * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&Out, H.size() * sizeof(int)), hipSuccess);
  hipMemcpy(In, H.data(), H.size() * sizeof(int), hipMemcpyHostToDevice);
  for (int Round = 0; Round < 3; ++Round) {
    hipLaunchKernelGGL(barrierInSomeBlocks, dim3(Blocks), dim3(N), 0, 0, In, Out);
    std::vector<int> R = copyBack(Out, H.size());
    for (int B = 0; B < Blocks; ++B)
      for (int T = 0; T < N; ++T) {
        int Want = B % 3 == 1 ? H[B * N + (N - 1 - T)] : H[B * N + T] * 2;
        ASSERT_EQ(R[B * N + T], Want) << "block " << B << " thread " << T;
      }
  }
  hipFree(In);
  hipFree(Out);
}

// Threads before First return without a barrier (they run plainly, to their
// end); from First on every thread reaches __syncthreads_count, so the first
// thread to suspend is a late one and the threads after it start on other
// runners. The barrier counts the threads that arrived.
__global__ void barrierFromALateThread(int *Out, unsigned First) {
  __shared__ int Tile[1024];
  unsigned T = threadIdx.x;
  if (T < First) {
    Out[T] = -int(T);
    return;
  }
  Tile[T] = int(T) * 3;
  int Arrived = __syncthreads_count(1);
  unsigned Other = First + (blockDim.x - 1 - T); // mirror within [First, blockDim.x)
  Out[T] = Tile[Other] * 10000 + Arrived;
}

TEST(Scheduling, BarrierReachedFromALateThreadOn) {
  for (unsigned N : {256u, 1000u})
    for (unsigned First : {0u, 1u, 100u, N - 1}) {
      int *D = nullptr;
      ASSERT_EQ(hipMalloc(&D, N * sizeof(int)), hipSuccess);
      hipLaunchKernelGGL(barrierFromALateThread, dim3(3), dim3(N), 0, 0, D, First);
      std::vector<int> H = copyBack(D, N);
      for (unsigned T = 0; T < N; ++T) {
        if (T < First) {
          ASSERT_EQ(H[T], -int(T)) << "N " << N << " first " << First << " thread " << T;
        } else {
          unsigned Other = First + (N - 1 - T);
          ASSERT_EQ(H[T], int(Other) * 3 * 10000 + int(N - First))
              << "N " << N << " first " << First << " thread " << T;
        }
      }
      hipFree(D);
    }
}

// Lanes run loops of different lengths (a long divergent prefix, lane 0 the
// longest) before a wavefront sum by shuffles and a ballot; one lane of each
// wavefront (Skip) returns early: lane 5 before the others arrive, or the
// last lane, after they all wait, so that its return completes the
// wavefront; the last thread of the block alone then asks for its active
// mask.
__global__ void collectiveAfterDivergentPrefix(unsigned long long *Out, unsigned Skip) {
  unsigned T = threadIdx.x, W = unsigned(warpSize), Lane = T % W;
  if (Lane == Skip % W)
    return;
  unsigned long long V = 0;
  for (unsigned I = 0; I < (W - Lane) * 200; ++I)
    V += (I ^ T) & 7;
  unsigned long long Sum = V;
  for (int Off = warpSize / 2; Off > 0; Off /= 2)
    Sum += __shfl_xor(Sum, Off);
  unsigned long long Odd = __ballot(V % 2 == 1);
  Out[3 * T] = Sum;
  Out[3 * T + 1] = Odd;
  Out[3 * T + 2] = T == blockDim.x - 1 ? __activemask() : 0;
}

TEST(Scheduling, CollectiveAfterALongDivergentPrefix) {
  const unsigned N = 256, W = unsigned(warpSize);
  for (unsigned Skip : {5u, W - 1}) {
    unsigned long long *D = nullptr;
    ASSERT_EQ(hipMalloc(&D, 3 * N * sizeof(unsigned long long)), hipSuccess);
    hipLaunchKernelGGL(collectiveAfterDivergentPrefix, dim3(2), dim3(N), 0, 0, D, Skip);
    std::vector<unsigned long long> H = copyBack(D, 3 * N);
    std::vector<unsigned long long> V(N);
    for (unsigned T = 0; T < N; ++T)
      for (unsigned I = 0; I < (W - T % W) * 200; ++I)
        V[T] += (I ^ T) & 7;
    for (unsigned Wave = 0; Wave < N / W; ++Wave) {
      // The lanes that did not return: their shuffles read each other, and a
      // source lane that returned (Skip) gives the reader its own value.
      std::vector<unsigned long long> S(W);
      for (unsigned L = 0; L < W; ++L)
        S[L] = V[Wave * W + L];
      for (unsigned Off = W / 2; Off > 0; Off /= 2) {
        std::vector<unsigned long long> Next(S);
        for (unsigned L = 0; L < W; ++L)
          if (L != Skip)
            Next[L] = S[L] + ((L ^ Off) == Skip ? S[L] : S[L ^ Off]);
        S = Next;
      }
      unsigned long long Odd = 0;
      for (unsigned L = 0; L < W; ++L)
        if (L != Skip && V[Wave * W + L] % 2 == 1)
          Odd |= 1ull << L;
      for (unsigned L = 0; L < W; ++L) {
        unsigned T = Wave * W + L;
        if (L == Skip)
          continue;
        EXPECT_EQ(H[3 * T], S[L]) << "skip " << Skip << " thread " << T;
        EXPECT_EQ(H[3 * T + 1], Odd) << "skip " << Skip << " thread " << T;
        // The block's last thread is the returned lane when Skip is W - 1.
        EXPECT_EQ(H[3 * T + 2], T == N - 1 ? 1ull << L : 0ull) << "skip " << Skip << " thread " << T;
      }
    }
    hipFree(D);
  }
}

// Wavefront 0 spins, with a shuffle in the loop, until the block's last
// wavefront sets a flag in shared memory, as a GPU's warps may wait for
// each other. A wavefront whose lanes all meet at a collective goes on at
// once (Scheduler.h, executeNow), but only so many times a pass: then the
// other threads run, and the last wavefront sets the flag.
__global__ void spinUntilTheLastWavefrontSets(int *Out) {
  __shared__ volatile int Flag;
  unsigned T = threadIdx.x, W = unsigned(warpSize), Last = blockDim.x / W - 1;
  if (T == 0)
    Flag = 0;
  __syncthreads();
  int V = int(T), Rounds = 0;
  if (T / W == 0) {
    while (!Flag) {
      V = __shfl_xor(V, 1);
      ++Rounds;
    }
  } else if (T / W == Last) {
    V = __shfl_xor(V, 1);
    if (T % W == 0)
      Flag = 1;
  }
  Out[T] = T / W == 0 ? Rounds > 0 : V;
}

TEST(Scheduling, SpinningWavefrontLetsTheOthersRun) {
  const unsigned N = 256, W = unsigned(warpSize);
  int *D = nullptr;
  ASSERT_EQ(hipMalloc(&D, N * sizeof(int)), hipSuccess);
  hipLaunchKernelGGL(spinUntilTheLastWavefrontSets, dim3(2), dim3(N), 0, 0, D);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  std::vector<int> H = copyBack(D, N);
  for (unsigned T = 0; T < N; ++T) {
    int Want = T / W == 0 ? 1 : T / W == N / W - 1 ? int(T ^ 1) : int(T);
    EXPECT_EQ(H[T], Want) << "thread " << T;
  }
  hipFree(D);
}

} // namespace
