#include "cu2hip/Mapping.h"
#include "Mapping/RealWorldTables.h"

#include <gtest/gtest.h>

using namespace cu2hip;

TEST(MappingTable, LooksUpRuntimeNames) {
  const MappingEntry *E = MappingTable::get().lookup("cudaMalloc");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Hip, "hipMalloc");
  EXPECT_EQ(E->Where, Area::Runtime);
  EXPECT_TRUE(E->availableIn(Version::make(5, 2)));
  EXPECT_EQ(MappingTable::get().lookup("notACudaName"), nullptr);
}

TEST(MappingTable, IsSortedAndUnique) {
  auto Es = MappingTable::get().entries();
  for (size_t I = 1; I < Es.size(); ++I)
    ASSERT_LT(Es[I - 1].Cuda, Es[I].Cuda);
}

TEST(MappingTable, Includes) {
  const IncludeEntry *I = MappingTable::get().lookupInclude("cuda_runtime.h");
  ASSERT_NE(I, nullptr);
  EXPECT_EQ(I->Hip, "hip/hip_runtime.h");
}

TEST(Version, ParsesAndCompares) {
  EXPECT_EQ(Version::parse("5.2.0")->str(), "5.2");
  EXPECT_TRUE(*Version::parse("5.2") < *Version::parse("6.2"));
  EXPECT_FALSE(Version::parse("x.y").has_value());
  EXPECT_FALSE(Version::parse("")->isSet());
}

TEST(Version, EdgeSpellings) {
  auto Str = [](llvm::StringRef S) {
    std::optional<Version> V = Version::parse(S);
    return V ? (V->isSet() ? V->str() : std::string("unset")) : std::string("invalid");
  };
  EXPECT_EQ(Str(" 5.2 "), "5.2");
  EXPECT_EQ(Str("\t"), "unset");
  EXPECT_EQ(Str("5"), "5.0");
  EXPECT_EQ(Str("5."), "5.0");
  EXPECT_EQ(Str("5.2.3."), "5.2.3");
  EXPECT_EQ(Str("05.02"), "5.2");
  EXPECT_EQ(Str("0000000000000000000005"), "5.0");
  EXPECT_EQ(Str("99.99.99"), "99.99.99");
  for (llvm::StringRef Bad : {"100", "5.100", "99999999999999999999", "5.2.3.4", "5..2", ".5",
                              "5.x", "5x", "5 .2", "+5", "-5"})
    EXPECT_EQ(Str(Bad), "invalid") << Bad.str();
}

TEST(LooksLikeCuda, Prefixes) {
  EXPECT_TRUE(looksLikeCudaName("cudaFoo"));
  EXPECT_TRUE(looksLikeCudaName("cuMemAlloc"));
  EXPECT_TRUE(looksLikeCudaName("CUBLAS_OP_N"));
  EXPECT_FALSE(looksLikeCudaName("cuda"));
  EXPECT_FALSE(looksLikeCudaName("cute"));
  EXPECT_FALSE(looksLikeCudaName("customer"));
  // Each library's prefix in capitals, then '_' and something.
  for (const char *Yes : {"cuda_v2", "cublasSgemm", "NVRTC_SUCCESS", "CUDA_R_32F", "CUSOLVER_X", "CU_X"})
    EXPECT_TRUE(looksLikeCudaName(Yes)) << Yes;
  for (const char *No : {"", "CUDA_", "CU_", "CUDAX", "Cuda_X", "CUdnn_X", "nvml_x", "cufftx"})
    EXPECT_FALSE(looksLikeCudaName(No)) << No;
}

// The C library's functions (clang's library builtins): CUDA's math API keeps
// their names, so the include pass does not take a call of one for CUDA.
TEST(HostLibrary, CLibraryFunctionsByClangsTable) {
  for (const char *Yes : {"expf", "sqrtf", "logf", "fabsf", "memcpy", "malloc", "printf", "exp"})
    EXPECT_TRUE(isHostLibraryFunction(Yes)) << Yes;
  for (const char *No : {"__expf", "__fdividef", "rsqrtf", "cudaMalloc", "__syncthreads", "__shfl_sync",
                         "normf", ""})
    EXPECT_FALSE(isHostLibraryFunction(No)) << No;
}

// CudaMacros.def's version rows take their values from the one assumed release.
TEST(CudaMacros, VersionRowsFollowTheAssumedRelease) {
  using namespace cu2hip::realworld;
  auto [Major, Minor] = assumedCudaVersion().split('.');
  ASSERT_FALSE(Minor.empty());
  EXPECT_EQ(lookupMacro("__CUDACC_VER_MAJOR__")->Assumed, Major);
  EXPECT_EQ(lookupMacro("__CUDACC_VER_MINOR__")->Assumed, Minor);
  unsigned Ma = 0, Mi = 0;
  ASSERT_FALSE(Major.getAsInteger(10, Ma) || Minor.getAsInteger(10, Mi));
  for (const char *N : {"CUDART_VERSION", "CUDA_VERSION", "__CUDART_API_VERSION"})
    EXPECT_EQ(lookupMacro(N)->Assumed, std::to_string(Ma * 1000 + Mi * 10)) << N;
  EXPECT_EQ(lookupMacro("__CUDACC_VER_BUILD__")->Assumed, ""); // undecidable stays so
  EXPECT_EQ(lookupMacro("__CUDA_ARCH__")->Kind, MacroKind::Arch);
  for (const char *N : {"CUDART_VERSION", "__CUDA_ARCH__", "__NVCC__"})
    EXPECT_FALSE(lookupMacro(N)->Assumed.starts_with("{")) << N;
}

TEST(MappingTable, RespelledNamesFollowTheTarget) {
  // hipBLAS 2 (ROCm 6.x) spells cublasCgemm hipblasCgemm_v2, hipBLAS 3 (ROCm
  // 7.0) hipblasCgemm (Respellings.def on the cuBLAS.def row).
  const MappingEntry *E = MappingTable::get().lookup("cublasCgemm");
  ASSERT_NE(E, nullptr);
  EXPECT_FALSE(E->availableIn(Version::make(5, 2)));
  EXPECT_TRUE(E->availableIn(Version::make(6, 4)));
  EXPECT_EQ(E->hipIn(Version::make(6, 4)), "hipblasCgemm_v2");
  EXPECT_TRUE(E->availableIn(Version::make(7, 2)));
  EXPECT_EQ(E->hipIn(Version::make(7, 2)), "hipblasCgemm");
  // "added in 6.0 as hipblasCgemm_v2" for an older target.
  EXPECT_EQ(E->firstHip(), Version::make(6, 0));
  EXPECT_EQ(E->firstHipName(), "hipblasCgemm_v2");
}

TEST(HipReleases, OnlyKnownReleasesAreTargets) {
  EXPECT_TRUE(bool(parseHipTarget("6.4")));
  EXPECT_TRUE(bool(parseHipTarget("6.4.3")));
  EXPECT_EQ(newestKnownHipRelease(), knownHipReleases().back());
  for (const char *Bad : {"63", "99.9", "six", "", "6"}) {
    auto V = parseHipTarget(Bad);
    EXPECT_FALSE(bool(V)) << Bad;
    if (!V)
      EXPECT_NE(llvm::toString(V.takeError()).find("7.2"), std::string::npos) << Bad;
  }
}

