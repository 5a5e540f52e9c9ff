// The warp intrinsic rows (lib/Mapping/WarpIntrinsics.def): classification as
// the warp analysis asks it, and every logical32 helper defined in cu2hip_warp.h.
#include "Mapping/WarpIntrinsics.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

using namespace cu2hip;

TEST(WarpIntrinsics, Classification) {
  EXPECT_TRUE(warp::isShuffle("__shfl_down_sync"));
  EXPECT_FALSE(warp::isShuffle("__ballot_sync"));
  EXPECT_TRUE(warp::isBallot("__activemask"));
  EXPECT_TRUE(warp::takesMask("__shfl_xor_sync"));
  EXPECT_FALSE(warp::takesMask("__shfl_xor"));
  EXPECT_TRUE(warp::takesMask("__reduce_add_sync"));
  EXPECT_FALSE(warp::takesMask("load_matrix_sync"));
  EXPECT_EQ(warp::lookup("warpSize")->Family, warp::Intrinsic::SizeRead);
  EXPECT_EQ(warp::lookup("threadIdx"), nullptr);
}

// The bundled warp header's text (empty when it cannot be read).
static std::string warpHeader() {
  std::ifstream In(CU2HIP_SOURCE_DIR "/share/include/cu2hip_warp.h");
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

TEST(WarpIntrinsics, EveryLogical32HelperIsInTheWarpHeader) {
  std::string Header = warpHeader();
  ASSERT_FALSE(Header.empty());
  const char *Names[] = {
#define WARP_INTRINSIC(Cuda, Logical32, Family, TakesMask) Cuda,
#define WARP_SIZE_READ(Cuda, Logical32) Cuda,
#include "Mapping/WarpIntrinsics.def"
  };
  for (const char *N : Names) {
    const warp::Intrinsic *I = warp::lookup(N);
    ASSERT_NE(I, nullptr) << N;
    std::string H = I->Logical32.str();
    bool Found = std::regex_search(Header, std::regex("\\b" + H + "\\b"));
    // cu2hip_reduce_OP_sync are stamped out by CU2HIP_REDUCE(OP, T, expr).
    std::smatch M;
    if (!Found && std::regex_match(H, M, std::regex("cu2hip_reduce_(\\w+)_sync")))
      Found = Header.find("CU2HIP_REDUCE(" + M[1].str() + ",") != std::string::npos;
    EXPECT_TRUE(Found) << N << " -> " << H;
  }
}

// Every WARP_NATIVE row is a warp intrinsic; its cu2hip_ helpers are in the
// warp header; a mask it removes is one the intrinsic takes.
TEST(WarpIntrinsics, NativeFormsAreIntrinsicsWithHelpersInTheWarpHeader) {
  std::string Header = warpHeader();
  ASSERT_FALSE(Header.empty());
  const char *Names[] = {
#define WARP_NATIVE(Cuda, Native, Mask, Naive) Cuda,
#include "Mapping/WarpIntrinsics.def"
  };
  for (const char *N : Names) {
    const warp::NativeForm *F = warp::nativeForm(N);
    ASSERT_NE(F, nullptr) << N;
    const warp::Intrinsic *I = warp::lookup(N);
    ASSERT_NE(I, nullptr) << N;
    if (F->Mask == warp::NativeForm::Drop || F->Mask == warp::NativeForm::FullMask || !F->Naive.empty()) {
      EXPECT_TRUE(I->TakesMask) << N;
    }
    if (F->Native.starts_with("cu2hip_")) {
      EXPECT_NE(Header.find(F->Native.str()), std::string::npos) << N;
    }
  }
  EXPECT_EQ(warp::nativeForm("warpSize"), nullptr); // native keeps the hardware width
  EXPECT_EQ(warp::nativeForm("__shfl_down"), nullptr); // HIP's form already spans the wavefront
}
