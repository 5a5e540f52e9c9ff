// Wavefront operations of the CPU backend at the width of this run
// (CU2HIP_WAVE; ctest runs the suite at 32 and 64): every expectation below is
// computed from warpSize. Divergence, lockstep and cooperative groups too.
#include "hip/hip_cooperative_groups.h"
#include "hip/hip_runtime.h"

#include <gtest/gtest.h>

#include <vector>

namespace cg = cooperative_groups;

namespace {

constexpr int Slots = 16;
constexpr int Threads = 128;

__global__ void warpOps(unsigned long long *Out) {
  unsigned long long *O = Out + threadIdx.x * Slots;
  int V = int(threadIdx.x) * 3 + 1;
  O[0] = __lane_id();
  O[1] = __shfl(V, 5);                 // whole wavefront
  O[2] = __shfl(V, 3, 16);             // within 16-lane segments
  O[3] = __shfl_up(V, 2, 8);           // keeps own value in a segment's first lanes
  O[4] = __shfl_down(V, 4);            // keeps own value past the wavefront's end
  O[5] = __shfl_xor(V, 1);
  O[6] = __ballot(threadIdx.x % 5 == 0);
  O[7] = __any(threadIdx.x == 70) * 2 + __all(threadIdx.x < 1000);
  O[8] = __activemask();
  O[9] = (unsigned long long)(long long)__shfl_down(-2.5, 1);
  double Dv = __shfl_xor(double(threadIdx.x) + 0.25, 2);
  O[10] = (unsigned long long)(Dv * 4);
  O[11] = __match_any_sync(~0ull >> (64 - warpSize), threadIdx.x / 8);
  __syncwarp();
  O[12] = __ballot_sync(~0ull >> (64 - warpSize), 1);
}

TEST(Warp, OperationsFollowHipOnTheWavefrontWidth) {
  const unsigned W = unsigned(warpSize);
  ASSERT_TRUE(W == 32 || W == 64);
  unsigned long long *D;
  hipMalloc(&D, Threads * Slots * sizeof(unsigned long long));
  hipLaunchKernelGGL(warpOps, dim3(1), dim3(Threads), 0, 0, D);
  std::vector<unsigned long long> H(Threads * Slots);
  hipMemcpy(H.data(), D, H.size() * sizeof(H[0]), hipMemcpyDeviceToHost);
  auto V = [](unsigned T) { return (unsigned long long)(T * 3 + 1); };
  unsigned long long Full = W == 64 ? ~0ull : 0xffffffffull;
  for (unsigned T = 0; T < Threads; ++T) {
    const unsigned long long *O = &H[T * Slots];
    unsigned Lane = T % W, Base = T - Lane;
    EXPECT_EQ(O[0], Lane);
    EXPECT_EQ(O[1], V(Base + 5)) << T;
    EXPECT_EQ(O[2], V(T - T % 16 + 3)) << T;
    EXPECT_EQ(O[3], T % 8 < 2 ? V(T) : V(T - 2)) << T;
    EXPECT_EQ(O[4], Lane + 4 < W ? V(T + 4) : V(T)) << T;
    EXPECT_EQ(O[5], V(T ^ 1)) << T;
    unsigned long long Ballot = 0;
    for (unsigned L = 0; L < W; ++L)
      if ((Base + L) % 5 == 0) Ballot |= 1ull << L;
    EXPECT_EQ(O[6], Ballot) << T;
    EXPECT_EQ(O[7], (Base <= 70 && 70 < Base + W ? 2u : 0u) + 1u) << T;
    EXPECT_EQ(O[8], Full);
    EXPECT_EQ((long long)O[9], -2);
    EXPECT_EQ(O[10], (unsigned long long)(((T ^ 2) + 0.25) * 4));
    EXPECT_EQ(O[11], 0xffull << (Lane & ~7u)) << T;
    EXPECT_EQ(O[12], Full);
  }
  hipFree(D);
}

// Divergence: the lanes that take a branch execute its collectives among
// themselves (the order in which the two sides of a branch run, and so
// reconvergence, follows code addresses: tested through clang in
// test/run/warp-ops.cu, whose layout this compiler need not share).
__global__ void divergent(unsigned long long *Out) {
  unsigned long long *O = Out + threadIdx.x * 2;
  unsigned Lane = __lane_id();
  O[0] = O[1] = 0;
  if (Lane < 10)
    O[0] = __activemask();
  else if (Lane >= 20)
    O[1] = (unsigned long long)__shfl_xor(int(threadIdx.x), 1) | (__ballot(Lane % 2) << 8);
}

TEST(Warp, DivergentLanesFormTheActiveMask) {
  const unsigned W = unsigned(warpSize);
  unsigned long long *D;
  hipMalloc(&D, 64 * 2 * sizeof(unsigned long long));
  hipLaunchKernelGGL(divergent, dim3(1), dim3(64), 0, 0, D);
  std::vector<unsigned long long> H(64 * 2);
  hipMemcpy(H.data(), D, H.size() * sizeof(H[0]), hipMemcpyDeviceToHost);
  unsigned long long Odd = 0;
  for (unsigned L = 21; L < W; L += 2) Odd |= 1ull << L;
  for (unsigned T = 0; T < 64; ++T) {
    unsigned Lane = T % W;
    EXPECT_EQ(H[T * 2], Lane < 10 ? 0x3ffull : 0ull) << T;
    EXPECT_EQ(H[T * 2 + 1], Lane >= 20 ? (T ^ 1) | (Odd << 8) : 0ull) << T;
  }
  hipFree(D);
}

__global__ void tiles(int *Out) {
  cg::thread_block B = cg::this_thread_block();
  cg::thread_block_tile<8> T8 = cg::tiled_partition<8>(B);
  cg::thread_block_tile<16> T16 = cg::tiled_partition<16>(B);
  int *O = Out + B.thread_rank() * 8;
  int V = int(B.thread_rank());
  for (int D = 4; D > 0; D /= 2) V += T8.shfl_down(V, D);
  O[0] = T8.shfl(V, 0); // the tile's sum
  O[1] = int(T8.thread_rank()) + 100 * int(T8.meta_group_rank());
  O[2] = int(T16.ballot(T16.thread_rank() % 2 == 0));
  O[3] = T16.any(B.thread_rank() == 3) * 2 + T16.all(true);
  cg::thread_group Dyn = cg::tiled_partition(B, 4);
  O[4] = int(Dyn.size() * 100 + Dyn.thread_rank());
  if (B.thread_rank() % 3 == 0) {
    cg::coalesced_group C = cg::coalesced_threads();
    O[5] = int(C.size() * 100 + C.thread_rank());
    O[6] = C.shfl(int(B.thread_rank()), 1);
  }
  T16.sync();
  B.sync();
}

TEST(CooperativeGroups, TilesAndCoalescedGroups) {
  const unsigned W = unsigned(warpSize);
  int *D;
  hipMalloc(&D, 64 * 8 * sizeof(int));
  hipMemset(D, 0, 64 * 8 * sizeof(int));
  hipLaunchKernelGGL(tiles, dim3(1), dim3(64), 0, 0, D);
  std::vector<int> H(64 * 8);
  hipMemcpy(H.data(), D, H.size() * sizeof(int), hipMemcpyDeviceToHost);
  for (int T = 0; T < 64; ++T) {
    int Tile = T / 8;
    EXPECT_EQ(H[T * 8], 8 * Tile * 8 + 28) << T;
    EXPECT_EQ(H[T * 8 + 1], T % 8 + 100 * Tile);
    EXPECT_EQ(H[T * 8 + 2], 0x5555);
    EXPECT_EQ(H[T * 8 + 3], (T < 16 ? 2 : 0) + 1);
    EXPECT_EQ(H[T * 8 + 4], 400 + T % 4);
    if (T % 3 == 0) {
      int WaveBase = T - T % int(W);
      int Members = 0, Rank = 0, Second = -1;
      for (int L = WaveBase; L < WaveBase + int(W) && L < 64; ++L)
        if (L % 3 == 0) {
          if (L < T) ++Rank;
          if (Members == 1) Second = L;
          ++Members;
        }
      EXPECT_EQ(H[T * 8 + 5], Members * 100 + Rank) << T;
      EXPECT_EQ(H[T * 8 + 6], Second) << T;
    }
  }
  hipFree(D);
}

// Lane 0 takes a ticket and broadcasts it; the other lanes' variable is
// uninitialised when it reaches the shuffle. Built at -O2 or more: clang must
// not conclude that the lane test is always true (every lane would take a
// ticket). Also with the lane test repeated around a *_sync shuffle (the
// optimizer may then duplicate the shuffle's call; its mask joins the copies),
// through a tile's shfl and with a volatile value.
__global__ void broadcastFromLaneZero(int *Counter, int *Out) {
  int V;
  if (__lane_id() == 0)
    V = atomicAdd(Counter, 1);
  V = __shfl(V, 0);
  const int Lane = int(__lane_id());
  int W; // the lane test before and after: clang may thread the shuffle's block on it
  if (Lane == 0)
    W = atomicAdd(Counter + 1, 1);
  W = __shfl_sync(~0ull >> (64 - warpSize), W, 0);
  if (Lane == 0)
    atomicAdd(Counter + 3, W);
  auto Tile = cg::tiled_partition<8>(cg::this_thread_block());
  int X;
  if (Tile.thread_rank() == 0)
    X = atomicAdd(Counter + 2, 1);
  X = Tile.shfl(X, 0);
  volatile int Y = Lane;
  Out[threadIdx.x * 4] = V;
  Out[threadIdx.x * 4 + 1] = W;
  Out[threadIdx.x * 4 + 2] = X;
  Out[threadIdx.x * 4 + 3] = __shfl_xor(Y, 1);
}

TEST(Warp, BroadcastOfAnUninitialisedValueKeepsTheLaneTest) {
  const int W = warpSize, Threads = 256;
  int *D, *C;
  hipMalloc(&C, 4 * sizeof(int));
  hipMemset(C, 0, 4 * sizeof(int));
  hipMalloc(&D, Threads * 4 * sizeof(int));
  hipLaunchKernelGGL(broadcastFromLaneZero, dim3(1), dim3(Threads), 0, 0, C, D);
  int HC[4];
  hipMemcpy(HC, C, sizeof HC, hipMemcpyDeviceToHost);
  EXPECT_EQ(HC[0], Threads / W);
  EXPECT_EQ(HC[1], Threads / W);
  EXPECT_EQ(HC[2], Threads / 8);
  EXPECT_EQ(HC[3], (Threads / W) * (Threads / W - 1) / 2); // the sum of the tickets
  std::vector<int> H(Threads * 4);
  hipMemcpy(H.data(), D, H.size() * sizeof(int), hipMemcpyDeviceToHost);
  for (int T = 0; T < Threads; ++T) {
    EXPECT_EQ(H[T * 4], H[(T - T % W) * 4]) << T;
    EXPECT_EQ(H[T * 4 + 1], H[(T - T % W) * 4 + 1]) << T;
    EXPECT_EQ(H[T * 4 + 2], H[(T - T % 8) * 4 + 2]) << T;
    EXPECT_EQ(H[T * 4 + 3], (T % W) ^ 1) << T;
  }
  hipFree(C);
  hipFree(D);
}

// min/max with an int and another integer type compile and compare as HIP's
// device overload set does: the other operand converted to int.
__global__ void mixedMinMax(int *Out, unsigned U, int I, long L, unsigned short S) {
  int T = threadIdx.x;
  Out[T * 6] = min(I, U);
  Out[T * 6 + 1] = max(U, I);
  Out[T * 6 + 2] = min(T, L);
  Out[T * 6 + 3] = max(S, I);
  Out[T * 6 + 4] = min(U, U + 1);
  Out[T * 6 + 5] = max(T, 3);
}

TEST(Math, MixedIntegerMinMaxAsHipDevice) {
  int *D;
  hipMalloc(&D, 64 * 6 * sizeof(int));
  hipLaunchKernelGGL(mixedMinMax, dim3(1), dim3(64), 0, 0, D, 5u, -1, 10L, (unsigned short)7);
  std::vector<int> H(64 * 6);
  hipMemcpy(H.data(), D, H.size() * sizeof(int), hipMemcpyDeviceToHost);
  for (int T = 0; T < 64; ++T) {
    EXPECT_EQ(H[T * 6], -1);
    EXPECT_EQ(H[T * 6 + 1], 5);
    EXPECT_EQ(H[T * 6 + 2], T < 10 ? T : 10);
    EXPECT_EQ(H[T * 6 + 3], 7);
    EXPECT_EQ(H[T * 6 + 4], 5);
    EXPECT_EQ(H[T * 6 + 5], T > 3 ? T : 3);
  }
  hipFree(D);
}

TEST(Warp, BitOperations) {
  EXPECT_EQ(__popc(0xf0f0u), 8);
  EXPECT_EQ(__popcll(~0ull), 64);
  EXPECT_EQ(__ffs(0), 0);
  EXPECT_EQ(__ffs(0x80), 8);
  EXPECT_EQ(__ffsll(1ll << 40), 41);
  EXPECT_EQ(__clz(0), 32);
  EXPECT_EQ(__clz(1), 31);
  EXPECT_EQ(__clzll(1), 63);
  EXPECT_EQ(__brev(1u), 0x80000000u);
  EXPECT_EQ(__brev(0x12345678u), 0x1e6a2c48u);
  EXPECT_EQ(__brevll(1ull), 1ull << 63);
  EXPECT_EQ(__byte_perm(0x33221100u, 0x77665544u, 0x5140u), 0x55114400u);
  EXPECT_EQ(__umulhi(0x80000000u, 4u), 2u);
}

TEST(Warp, DevicePropertiesReportTheWidth) {
  hipDeviceProp_t P;
  ASSERT_EQ(hipGetDeviceProperties(&P, 0), hipSuccess);
  EXPECT_EQ(P.warpSize, warpSize);
  int A = 0;
  ASSERT_EQ(hipDeviceGetAttribute(&A, hipDeviceAttributeWarpSize, 0), hipSuccess);
  EXPECT_EQ(A, warpSize);
  EXPECT_EQ(P.maxThreadsPerBlock, 1024);
  EXPECT_EQ(P.sharedMemPerBlock, 65536u);
  EXPECT_GE(P.multiProcessorCount, 1);
  int N = 0;
  EXPECT_EQ(hipGetDeviceCount(&N), hipSuccess);
  EXPECT_EQ(N, 1);
  EXPECT_EQ(hipSetDevice(1), hipErrorInvalidDevice);
  hipGetLastError();
}

} // namespace
