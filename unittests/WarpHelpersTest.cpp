// Host-side checks of the bit manipulation in cu2hip_warp.h: a 64-lane
// wavefront is simulated and every lane's logical32 result is compared with
// what CUDA gives the same lane in its 32-lane warp.
#define CU2HIP_WARP_HOST_TEST 1
#include "../share/include/cu2hip_warp.h"

#include <gtest/gtest.h>

#include <random>

namespace {
unsigned long long waveBallot(const bool *Pred, unsigned WaveSize) {
  unsigned long long B = 0;
  for (unsigned L = 0; L < WaveSize; ++L)
    B |= (unsigned long long)Pred[L] << L;
  return B;
}
unsigned cudaWarpBallot(const bool *Pred, unsigned WarpBase) {
  unsigned B = 0;
  for (unsigned L = 0; L < 32; ++L)
    B |= (unsigned)Pred[WarpBase + L] << L;
  return B;
}
} // namespace

TEST(WarpHelpers, BallotHalvesMatchCudaWarpsOnWave64) {
  std::mt19937 Rng(42);
  for (int Trial = 0; Trial < 200; ++Trial) {
    bool Pred[64];
    for (bool &P : Pred)
      P = Rng() & 1;
    unsigned long long Wave = waveBallot(Pred, 64);
    for (unsigned Lane = 0; Lane < 64; ++Lane)
      ASSERT_EQ(cu2hip_ballot_half(Wave, Lane, 64), cudaWarpBallot(Pred, Lane & 32u))
          << "lane " << Lane;
  }
}

TEST(WarpHelpers, BallotIsPlainOnWave32) {
  bool Pred[32];
  for (unsigned L = 0; L < 32; ++L)
    Pred[L] = (L % 3) == 0;
  unsigned long long Wave = waveBallot(Pred, 32);
  for (unsigned Lane = 0; Lane < 32; ++Lane)
    EXPECT_EQ(cu2hip_ballot_half(Wave, Lane, 32), cudaWarpBallot(Pred, 0));
}

TEST(WarpHelpers, MasksMoveToTheCallersLogicalWarp) {
  EXPECT_EQ(cu2hip_mask_to_wave(0xffffffffu, 5, 64), 0xffffffffull);
  EXPECT_EQ(cu2hip_mask_to_wave(0xffffffffu, 40, 64), 0xffffffff00000000ull);
  EXPECT_EQ(cu2hip_mask_to_wave(0x0000ffffu, 63, 64), 0x0000ffff00000000ull);
  EXPECT_EQ(cu2hip_mask_to_wave(0x0000ffffu, 63, 32), 0x0000ffffull);
  EXPECT_EQ(cu2hip_logical_base(31, 64), 0u);
  EXPECT_EQ(cu2hip_logical_base(32, 64), 32u);
  EXPECT_EQ(cu2hip_logical_base(33, 32), 0u);
}

TEST(WarpHelpers, MatchAllNeedsEveryMaskedLane) {
  EXPECT_TRUE(cu2hip_all_equal(0xffffffffu, 0xffffffffu));
  EXPECT_TRUE(cu2hip_all_equal(0x0000ffffu, 0x0000ffffu));
  EXPECT_FALSE(cu2hip_all_equal(0x0000fffeu, 0x0000ffffu));
  EXPECT_TRUE(cu2hip_all_equal(0xffff00ffu, 0x000000ffu));
}

TEST(WarpHelpers, VotesFromHalvesMatchCuda) {
  // __any_sync/__all_sync(0xffffffff, p) per logical warp, from the wave ballot.
  std::mt19937 Rng(7);
  for (int Trial = 0; Trial < 100; ++Trial) {
    bool Pred[64];
    int Density = Trial % 4;
    for (bool &P : Pred)
      P = Density == 0 ? false : Density == 3 ? true : (Rng() % Density) == 0;
    unsigned long long Wave = waveBallot(Pred, 64);
    for (unsigned Lane = 0; Lane < 64; ++Lane) {
      unsigned Half = cu2hip_ballot_half(Wave, Lane, 64);
      unsigned Cuda = cudaWarpBallot(Pred, Lane & 32u);
      EXPECT_EQ(Half != 0u, Cuda != 0u);
      EXPECT_EQ(Half == 0xffffffffu, Cuda == 0xffffffffu);
    }
  }
}
