// The warp analysis' decisions on small kernels: which sites it finds, and
// which model each function gets (the plan every rule asks by offset).
#include "Frontend/Frontend.h"
#include "Warp/WarpAnalysis.h"

#include <gtest/gtest.h>
#include <random>

using namespace cu2hip;

namespace {
struct Analyzed {
  std::string Code;
  WarpPlan Plan;
  unsigned offsetOf(llvm::StringRef Needle) const {
    size_t P = Code.find(Needle.str());
    EXPECT_NE(P, std::string::npos) << Needle.str();
    return unsigned(P);
  }
  const FunctionPlan *function(llvm::StringRef Name) const {
    for (const FunctionPlan &F : Plan.Functions)
      if (F.Name == Name)
        return &F;
    return nullptr;
  }
};

Analyzed analyze(std::string Code, WarpModel Model) {
  TranslateOptions Opts;
  Opts.HipTarget = Version::make(5, 2);
  Frontend FE(Opts);
  Analyzed A{std::move(Code), {}};
  std::vector<Diagnostic> Problems;
  bool Parsed = false;
  FE.parse("/cu2hip-unittest/warp.cu", A.Code, [&](ParsedUnit &U) {
    Parsed = true;
    A.Plan = analyzeWarpSites(U.AST, U.MainFile, Model == WarpModel::Native);
  }, Problems);
  EXPECT_TRUE(Parsed);
  for (const Diagnostic &D : Problems)
    ADD_FAILURE() << D.Message;
  return A;
}

// The minimal input of the WarpSite ODR bug (issue 13): the sites are copied
// and moved around; with two WarpSite types an ASan build overflowed here.
const char *LaneKernel = R"(#include <cuda_runtime.h>
__global__ void k(int *o) {
  int lane = threadIdx.x % 32;
  o[lane] = __shfl_down_sync(0xffffffff, lane, 1);
}
)";

// Each warp's sum added by its first lane, in blocks of whole 64-lane
// wavefronts: the same total at both widths, so native applies.
const char *WarpTotalKernel = R"(#include <cuda_runtime.h>
__global__ void k(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x % 32 == 0) atomicAdd(out, v);
}
int main() { k<<<1, 128>>>(nullptr, nullptr); }
)";

const char *HostSizedKernel = R"(#include <cuda_runtime.h>
__global__ void perWarp(const float *in, float *sums) {
  float v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0) sums[blockIdx.x] = v;
}
int main() {
  int n = 1 << 16;
  float *sums;
  cudaMalloc(&sums, (n / 32) * sizeof(float));
  return 0;
}
)";
} // namespace

TEST(WarpAnalysis, LaneIndexIsAWidthConstantSite) {
  Analyzed A = analyze(LaneKernel, WarpModel::Logical32);
  ASSERT_FALSE(A.Plan.Sites.empty());
  std::vector<WarpSite> Copy = A.Plan.Sites; // copies must be sound (ODR)
  const WarpSite &S = Copy.front();
  EXPECT_EQ(S.Class, WarpClass::WidthConstant);
  EXPECT_EQ(S.Function, "k");
  EXPECT_TRUE(S.Device);
  EXPECT_EQ(S.Offset, A.offsetOf("threadIdx.x % 32"));
  for (size_t I = 1; I < Copy.size(); ++I)
    EXPECT_LE(Copy[I - 1].Offset, Copy[I].Offset) << "sites are sorted by offset";
}

TEST(WarpAnalysis, Logical32NeverPlansNative) {
  Analyzed A = analyze(LaneKernel, WarpModel::Logical32);
  const FunctionPlan *K = A.function("k");
  ASSERT_NE(K, nullptr);
  EXPECT_FALSE(K->Native);
  EXPECT_FALSE(A.Plan.nativeAt(A.offsetOf("__shfl_down_sync")));
}

TEST(WarpAnalysis, NativeAppliesInsideAClearedKernelOnly) {
  Analyzed A = analyze(WarpTotalKernel, WarpModel::Native);
  const FunctionPlan *K = A.function("k");
  ASSERT_NE(K, nullptr);
  EXPECT_TRUE(K->Device);
  EXPECT_TRUE(K->Native) << K->FallbackReason;
  EXPECT_TRUE(A.Plan.nativeAt(A.offsetOf("__shfl_down_sync")));
  EXPECT_FALSE(A.Plan.nativeAt(A.offsetOf("__global__"))) << "outside the body";
  EXPECT_EQ(A.Plan.functionAt(A.offsetOf("__shfl_down_sync")), K);
  EXPECT_TRUE(A.Plan.hasSitesIn(*K));
}

// What a 64-lane wavefront computes differently, stored for the host, or
// shuffles on a partial wavefront: kept on 32 lanes, saying why (issue 29).
TEST(WarpAnalysis, WidthDependentStoreKeepsLogical32) {
  Analyzed A = analyze(LaneKernel, WarpModel::Native);
  const FunctionPlan *K = A.function("k");
  ASSERT_NE(K, nullptr);
  EXPECT_FALSE(K->Native);
  EXPECT_NE(K->FallbackReason.find("'o[lane]' (line 4) receives a value that depends on the warp's width"),
            std::string::npos)
      << K->FallbackReason;
}

TEST(WarpAnalysis, PartialWavefrontLaunchKeepsLogical32) {
  std::string Code = WarpTotalKernel;
  Code.replace(Code.find("<<<1, 128>>>"), 12, "<<<1, 96>>>");
  Analyzed A = analyze(Code, WarpModel::Native);
  const FunctionPlan *K = A.function("k");
  ASSERT_NE(K, nullptr);
  EXPECT_FALSE(K->Native);
  EXPECT_NE(K->FallbackReason.find("launched with 96 threads a block (line 7)"), std::string::npos)
      << K->FallbackReason;
  Code.replace(Code.find("int main"), Code.size(), "\n");
  A = analyze(Code, WarpModel::Native);
  ASSERT_NE(A.function("k"), nullptr);
  EXPECT_NE(A.function("k")->FallbackReason.find("no launch in this file"), std::string::npos);
}

TEST(WarpAnalysis, HostWarpCountKeepsKernelsLogical32) {
  Analyzed A = analyze(HostSizedKernel, WarpModel::Native);
  const FunctionPlan *K = A.function("perWarp");
  ASSERT_NE(K, nullptr);
  EXPECT_FALSE(K->Native);
  EXPECT_NE(K->FallbackReason.find("host code"), std::string::npos) << K->FallbackReason;
  EXPECT_FALSE(A.Plan.HostWarpSizing.empty());
  EXPECT_FALSE(A.Plan.nativeAt(A.offsetOf("__shfl_down_sync")));
  const FunctionPlan *Main = A.function("main");
  ASSERT_NE(Main, nullptr);
  EXPECT_FALSE(Main->Device);
  EXPECT_FALSE(Main->Native);
}

TEST(WarpPlan, FunctionAtPicksTheInnermostBody) {
  WarpPlan P;
  P.Functions.push_back({"outer", 10, 100, true, false, "kept"});
  P.Functions.push_back({"inner", 40, 60, true, true, ""});
  EXPECT_EQ(P.functionAt(5), nullptr);
  EXPECT_EQ(P.functionAt(20)->Name, "outer");
  EXPECT_EQ(P.functionAt(50)->Name, "inner");
  EXPECT_TRUE(P.nativeAt(50));
  EXPECT_FALSE(P.nativeAt(20));
  EXPECT_FALSE(P.nativeAt(100)) << "End is one past the body";
}

// functionAt and hasSitesIn answer from an index (sorted boundaries, binary
// search); they must agree with the definition, a scan of every function, on
// nested, sibling, overlapping, empty and duplicate bodies.
TEST(WarpPlan, IndexedFunctionAtAgreesWithTheScan) {
  std::mt19937 Rng(13);
  for (int Round = 0; Round < 200; ++Round) {
    WarpPlan P;
    unsigned Size = 1 + Rng() % 400;
    int N = Rng() % 12;
    for (int I = 0; I < N; ++I) {
      unsigned B = Rng() % Size, E = B + Rng() % (Size - B + 1);
      P.Functions.push_back({"f" + std::to_string(I), B, E, true, bool(Rng() % 2), ""});
      if (Rng() % 4 == 0) // a duplicate range: the later one wins
        P.Functions.push_back({"d" + std::to_string(I), B, E, true, false, ""});
    }
    for (int I = Rng() % 6; I > 0; --I) {
      WarpSite S;
      S.Offset = Rng() % (Size + 1);
      P.Sites.push_back(S);
    }
    for (unsigned Offset = 0; Offset <= Size + 1; ++Offset) {
      const FunctionPlan *Best = nullptr;
      for (const FunctionPlan &F : P.Functions)
        if (F.Begin <= Offset && Offset < F.End && (!Best || F.Begin >= Best->Begin))
          Best = &F;
      ASSERT_EQ(P.functionAt(Offset), Best) << "round " << Round << " offset " << Offset;
    }
    for (const FunctionPlan &F : P.Functions) {
      bool Any = false;
      for (const WarpSite &S : P.Sites)
        Any |= F.Begin <= S.Offset && S.Offset < F.End;
      ASSERT_EQ(P.hasSitesIn(F), Any) << "round " << Round << " " << F.Name;
    }
  }
  // The index follows the plan when functions are added after a query.
  WarpPlan P;
  P.Functions.push_back({"outer", 10, 100, true, false, ""});
  EXPECT_EQ(P.functionAt(50)->Name, "outer");
  P.Functions.push_back({"inner", 40, 60, true, true, ""});
  EXPECT_EQ(P.functionAt(50)->Name, "inner");
}
