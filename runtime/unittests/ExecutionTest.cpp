// Block execution of the CPU backend: barriers, shared memory private to each
// block, atomics under contention across OS threads, misuse diagnosis.
#include "hip/hip_runtime.h"

#include <gtest/gtest.h>

#include <csignal>
#include <vector>

namespace {

template <typename T> T *deviceArray(size_t N, int Fill = 0) {
  T *P = nullptr;
  EXPECT_EQ(hipMalloc(&P, N * sizeof(T)), hipSuccess);
  EXPECT_EQ(hipMemset(P, Fill, N * sizeof(T)), hipSuccess);
  return P;
}

__global__ void barrierReductions(int *Out) {
  int T = threadIdx.x;
  Out[0 * 256 + T] = __syncthreads_count(T % 3 == 0);
  Out[1 * 256 + T] = __syncthreads_and(T < 1000);
  Out[2 * 256 + T] = __syncthreads_and(T != 17);
  Out[3 * 256 + T] = __syncthreads_or(T == 200);
  Out[4 * 256 + T] = __syncthreads_or(0);
}

TEST(Barrier, CountAndOrOverTheBlock) {
  int *D = deviceArray<int>(5 * 256);
  hipLaunchKernelGGL(barrierReductions, dim3(1), dim3(256), 0, 0, D);
  std::vector<int> H(5 * 256);
  ASSERT_EQ(hipMemcpy(H.data(), D, H.size() * sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  for (int T = 0; T < 256; ++T) {
    EXPECT_EQ(H[T], 86) << T; // 0, 3, ..., 255
    EXPECT_EQ(H[256 + T], 1);
    EXPECT_EQ(H[512 + T], 0);
    EXPECT_EQ(H[768 + T], 1);
    EXPECT_EQ(H[1024 + T], 0);
  }
  hipFree(D);
}

// Every thread writes, the barrier orders the writes before the reads of other
// threads: a reversal through shared memory, in 3D blocks.
__global__ void reverseThroughShared(const int *In, int *Out) {
  __shared__ int Tile[512];
  unsigned N = blockDim.x * blockDim.y * blockDim.z;
  unsigned T = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  Tile[T] = In[blockIdx.x * N + T];
  __syncthreads();
  Out[blockIdx.x * N + T] = Tile[N - 1 - T];
}

TEST(Barrier, OrdersSharedMemoryAcrossThreads) {
  const int Blocks = 37, N = 8 * 8 * 8;
  std::vector<int> H(Blocks * N);
  for (size_t I = 0; I < H.size(); ++I) H[I] = int(I * 7 + 1);
  int *In = deviceArray<int>(H.size()), *Out = deviceArray<int>(H.size());
  hipMemcpy(In, H.data(), H.size() * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(reverseThroughShared, dim3(Blocks), dim3(8, 8, 8), 0, 0, In, Out);
  std::vector<int> R(H.size());
  hipMemcpy(R.data(), Out, R.size() * sizeof(int), hipMemcpyDeviceToHost);
  for (int B = 0; B < Blocks; ++B)
    for (int T = 0; T < N; ++T)
      ASSERT_EQ(R[B * N + T], H[B * N + N - 1 - T]) << "block " << B << " thread " << T;
  hipFree(In);
  hipFree(Out);
}

// Blocks run concurrently on several OS threads: each block fills its shared
// memory with its own index, waits, and counts entries another block wrote.
__global__ void sharedIsolation(int *Foreign, int *DynForeign) {
  __shared__ unsigned Mine[256];
  HIP_DYNAMIC_SHARED(unsigned, Dyn)
  Mine[threadIdx.x] = blockIdx.x;
  Dyn[threadIdx.x] = blockIdx.x + 1;
  __syncthreads();
  for (int Round = 0; Round < 4; ++Round) {
    unsigned Other = (threadIdx.x + 1 + Round) % blockDim.x;
    if (Mine[Other] != blockIdx.x) atomicAdd(Foreign, 1);
    if (Dyn[Other] != blockIdx.x + 1) atomicAdd(DynForeign, 1);
    __syncthreads();
  }
}

TEST(SharedMemory, PrivateToEachBlock) {
  int *Foreign = deviceArray<int>(2);
  hipLaunchKernelGGL(sharedIsolation, dim3(500), dim3(256), 256 * sizeof(unsigned), 0, Foreign, Foreign + 1);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  int H[2];
  hipMemcpy(H, Foreign, sizeof H, hipMemcpyDeviceToHost);
  EXPECT_EQ(H[0], 0);
  EXPECT_EQ(H[1], 0);
  hipFree(Foreign);
}

struct Counters {
  int I;
  unsigned U;
  unsigned long long Ull;
  float F;
  double D;
  int Max, Min;
  unsigned Inc, Dec;
  int Cas;
  unsigned Or, And, Xor;
  int Exch;
};

__global__ void contention(Counters *C) {
  int G = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&C->I, 1);
  atomicSub(&C->U, 1u);
  atomicAdd(&C->Ull, 3ull);
  atomicAdd(&C->F, 1.0f);
  atomicAdd(&C->D, 0.5);
  atomicMax(&C->Max, G);
  atomicMin(&C->Min, -G);
  atomicInc(&C->Inc, 99u);
  atomicDec(&C->Dec, 1000u);
  // A compare-and-swap increment loop, as user code writes them.
  int Old = C->Cas, Seen;
  do {
    Seen = Old;
    Old = atomicCAS(&C->Cas, Seen, Seen + 2);
  } while (Old != Seen);
  atomicOr(&C->Or, 1u << (G % 32));
  atomicAnd(&C->And, ~(1u << (G % 16)));
  atomicXor(&C->Xor, 1u << (G % 8));
  atomicExch(&C->Exch, 7);
}

TEST(Atomics, AtomicAcrossBlocksUnderContention) {
  const int Blocks = 256, Threads = 256, N = Blocks * Threads;
  Counters Init{};
  Init.U = unsigned(N);
  Init.Min = 0;
  Init.And = ~0u;
  Counters *D = nullptr;
  hipMalloc(&D, sizeof(Counters));
  hipMemcpy(D, &Init, sizeof Init, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(contention, dim3(Blocks), dim3(Threads), 0, 0, D);
  Counters C;
  hipMemcpy(&C, D, sizeof C, hipMemcpyDeviceToHost);
  EXPECT_EQ(C.I, N);
  EXPECT_EQ(C.U, 0u);
  EXPECT_EQ(C.Ull, 3ull * N);
  EXPECT_EQ(C.F, float(N)); // exact: N < 2^24
  EXPECT_EQ(C.D, 0.5 * N);
  EXPECT_EQ(C.Max, N - 1);
  EXPECT_EQ(C.Min, -(N - 1));
  EXPECT_EQ(C.Inc, unsigned(N % 100)); // wraps to 0 after 99
  // Dec from 0 wraps to 1000, then counts down: N steps land on (1000 - (N - 1) % 1001) % 1001.
  EXPECT_EQ(C.Dec, unsigned((1001 - N % 1001) % 1001));
  EXPECT_EQ(C.Cas, 2 * N);
  EXPECT_EQ(C.Or, ~0u);
  EXPECT_EQ(C.And, 0xffff0000u);
  EXPECT_EQ(C.Xor, 0u); // each bit toggled N/8 (even) times
  EXPECT_EQ(C.Exch, 7);
  hipFree(D);
}

// Threads that returned do not hold a barrier back (an H200 and AMD's barrier
// both release it): whole wavefronts or part of one, and __syncthreads_count
// counts the threads that arrived.
__global__ void earlyReturnBeforeBarrier(int *X, int Live) {
  __shared__ int S[256];
  int T = threadIdx.x;
  if (T >= Live) return;
  S[T] = T;
  __syncthreads();
  int N = __syncthreads_count(1);
  X[T] = S[(T + 1) % Live] + 1000 * N + 100000 * __syncthreads_and(1);
}

TEST(Barrier, ThreadsThatReturnedDoNotHoldItBack) {
  const int W = warpSize;
  int *D = deviceArray<int>(256, 0xff);
  for (int Live : {W, W + 5, 3}) {
    hipMemset(D, 0xff, 256 * sizeof(int));
    hipLaunchKernelGGL(earlyReturnBeforeBarrier, dim3(2), dim3(256), 0, 0, D, Live);
    ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
    std::vector<int> H(256);
    hipMemcpy(H.data(), D, 256 * sizeof(int), hipMemcpyDeviceToHost);
    for (int T = 0; T < Live; ++T)
      EXPECT_EQ(H[T], (T + 1) % Live + 1000 * Live + 100000) << "live " << Live << " thread " << T;
    EXPECT_EQ(H[Live], -1);
  }
  hipFree(D);
}

// A *_sync mask naming lanes that do not exist (a block that ends inside a
// wavefront) or that returned: CUDA waits only for the lanes still running.
// The values are HIP's on AMD (ballot & mask; __all_sync compares with mask).
__global__ void fullMaskPartialWave(unsigned long long *X) {
  int T = threadIdx.x;
  X[T] = __shfl_down_sync(~0ull, T, 1);
  X[128 + T] = __ballot_sync(~0ull, 1);
  __syncwarp(~0ull);
  X[256 + T] = __any_sync(~0ull, T == 2);
}
__global__ void fullMaskAfterReturn(int *X) {
  if (threadIdx.x >= 3) return;
  X[threadIdx.x] = __shfl_sync(~0ull, int(threadIdx.x) + 10, 0);
}

TEST(Warp, FullMaskWithLanesMissingOrReturned) {
  const int W = warpSize;
  const int Threads = W + W / 2; // the second wavefront is half there
  unsigned long long *D = deviceArray<unsigned long long>(384);
  hipLaunchKernelGGL(fullMaskPartialWave, dim3(1), dim3(Threads), 0, 0, D);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  std::vector<unsigned long long> H(384);
  hipMemcpy(H.data(), D, H.size() * sizeof(H[0]), hipMemcpyDeviceToHost);
  unsigned long long Full = W == 64 ? ~0ull : 0xffffffffull, Half = (1ull << (W / 2)) - 1;
  for (int T = 0; T < Threads; ++T) {
    bool Last = T % W == W - 1 || T == Threads - 1; // no lane above it: own value
    EXPECT_EQ(H[T], Last ? unsigned(T) : unsigned(T + 1)) << T;
    EXPECT_EQ(H[128 + T], T < W ? Full : Half) << T;
    EXPECT_EQ(H[256 + T], T < W ? 1u : 0u) << T;
  }
  int *I = deviceArray<int>(64);
  hipLaunchKernelGGL(fullMaskAfterReturn, dim3(1), dim3(64), 0, 0, I);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  std::vector<int> HI(3);
  hipMemcpy(HI.data(), I, 3 * sizeof(int), hipMemcpyDeviceToHost);
  EXPECT_EQ(HI, (std::vector<int>{10, 10, 10}));
  hipFree(D);
  hipFree(I);
}

// Lanes named in the mask that wait elsewhere (here at a barrier) never come.
__global__ void maskNamesLanesAtABarrier(int *X) {
  if (threadIdx.x < 3) X[threadIdx.x] = __shfl_sync(~0ull, 1, 0);
  __syncthreads();
}

TEST(Misuse, SyncMaskNamingLanesWaitingElsewhereExits86) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int *D = deviceArray<int>(64);
  EXPECT_EXIT(hipLaunchKernelGGL(maskNamesLanesAtABarrier, dim3(1), dim3(64), 0, 0, D), testing::ExitedWithCode(86),
              "kernel 'maskNamesLanesAtABarrier' block \\(0,0,0\\) thread \\(0,0,0\\): __shfl_sync: mask "
              "0xffffffffffffffff names lanes that did not arrive \\(lanes arrived together: 0x7\\)");
}

// A wild write dies of SIGSEGV, as on a GPU a memory fault ends the program,
// after a line that names the kernel, block and thread that faulted.
__global__ void wildWrite(int *X) {
  if (blockIdx.x == 1 && threadIdx.x == 37)
    X[-(1 << 28)] = 1; // 1 GiB below the allocation
  else
    X[threadIdx.x] = 0;
}

TEST(Misuse, FaultNamesKernelBlockAndThread) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int *D = deviceArray<int>(64);
  EXPECT_EXIT(
      {
        hipLaunchKernelGGL(wildWrite, dim3(3), dim3(64), 0, 0, D);
        hipDeviceSynchronize();
      },
      testing::KilledBySignal(SIGSEGV),
      "cu2hip-cpu: error: kernel 'wildWrite' block \\(1,0,0\\) thread \\(37,0,0\\): SIGSEGV \\(invalid memory "
      "access\\) at address 0x");
  hipFree(D);
}

TEST(Misuse, LaunchConfigurationErrorsAsOnAGpu) {
  int *D = deviceArray<int>(64);
  hipGetLastError();
  hipLaunchKernelGGL(barrierReductions, dim3(1), dim3(1025), 0, 0, D);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  hipLaunchKernelGGL(barrierReductions, dim3(1), dim3(32, 1, 65), 0, 0, D);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  hipLaunchKernelGGL(barrierReductions, dim3(1, 0, 1), dim3(32), 0, 0, D);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidConfiguration);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  hipLaunchKernelGGL(barrierReductions, dim3(1), dim3(32), 64 * 1024 + 1, 0, D);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
  hipFree(D);
}

} // namespace
