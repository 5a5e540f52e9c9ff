// Input that already includes HIP's runtime header is parsed on HIP's AMD
// path (lib/Frontend/Platform.h), and clang's problems inside system headers
// are never reported as the user's.
#include "Frontend/Platform.h"
#include "cu2hip/Translator.h"

#include <gtest/gtest.h>

using namespace cu2hip;

TEST(PlatformTest, FindsTheHipRuntimeInclude) {
  auto H = findHipInclude("// a comment\n#include <cstdio>\n  #  include \"hip/hip_runtime.h\"\n");
  ASSERT_TRUE(H.has_value());
  EXPECT_EQ(H->Header, "hip/hip_runtime.h");
  EXPECT_EQ(H->Line, 3u);
  H = findHipInclude("#include <hip/hip_runtime_api.h>\n");
  ASSERT_TRUE(H.has_value());
  EXPECT_EQ(H->Header, "hip/hip_runtime_api.h");
}

TEST(PlatformTest, CudaInputIsNotHip) {
  EXPECT_FALSE(findHipInclude("#include <cuda_runtime.h>\n#include <hip/hip_fp16.h>\n"));
  EXPECT_FALSE(findHipInclude("// #include <hip/hip_runtime.h>\nint x;\n"));
  EXPECT_FALSE(findHipInclude("#include <hip/hip_runtime.hpp>\n"));
}

// HIP's headers go in the prelude only where nothing before the include can
// change what they declare.
TEST(PlatformTest, PrecompilableOnlyWhenNothingBeforeChangesHip) {
  auto Pre = [](const char *Text) {
    auto H = findHipInclude(Text);
    EXPECT_TRUE(H.has_value()) << Text;
    return H && H->Precompilable;
  };
  EXPECT_TRUE(Pre("#include <hip/hip_runtime.h>\n#define N 4\nint x;\n"));
  EXPECT_TRUE(Pre("// c\n/* c */\n#pragma once\n#include <cstdio>\n#include <vector>\n"
                  "#include <hip/hip_runtime.h>\n"));
  EXPECT_TRUE(Pre("#include <hip/hip_runtime_api.h>\n"));
  // A macro HIP's headers may test (HIP_ENABLE_WARP_SYNC_BUILTINS)...
  EXPECT_FALSE(Pre("#define HIP_ENABLE_WARP_SYNC_BUILTINS 1\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#undef X\n#include <hip/hip_runtime.h>\n"));
  // ...or a project header that may define one (cu2hip_warp.h does).
  EXPECT_FALSE(Pre("#include \"cu2hip_warp.h\"\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#define H <cstdio>\n#include H\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#include_next <cstdio>\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#pragma push_macro(\"X\")\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#pragma once extra\n#include <hip/hip_runtime.h>\n"));
  // Code before it, a quoted or conditional HIP include.
  EXPECT_FALSE(Pre("typedef int T;\n#include <hip/hip_runtime.h>\n"));
  EXPECT_FALSE(Pre("#include \"hip/hip_runtime.h\"\n"));
  EXPECT_FALSE(Pre("#ifdef __HIPCC__\n#include <hip/hip_runtime.h>\n#endif\n"));
}

TEST(PlatformTest, AmdPlatformFlagsLeaveNoNvidiaMacro) {
  std::vector<std::string> F = amdPlatformFlags();
  auto Has = [&](const char *S) { return std::find(F.begin(), F.end(), S) != F.end(); };
  EXPECT_TRUE(Has("-U__NVCC__"));
  EXPECT_TRUE(Has("-U__CUDA__"));
  EXPECT_TRUE(Has("-D__HIP__"));
  EXPECT_TRUE(Has("-D__HIP_PLATFORM_AMD__"));
}

TEST(PlatformTest, HipInputParsesWithoutProblems) {
  TranslateOptions Opts;
  Opts.HipTarget = Version::make(5, 2);
  Translator T(Opts);
  TranslationResult R = T.translateBuffer(
      "hip.cpp", "#include <hip/hip_runtime.h>\n"
                 "__global__ void k(float *x) { x[threadIdx.x] = __shfl_down(x[0], 1); }\n"
                 "int main() { float *d; hipMalloc(&d, 4); cudaFree(d);\n"
                 "  hipLaunchKernelGGL(k, dim3(1), dim3(64), 0, 0, d); return 0; }\n");
  ASSERT_TRUE(R.Ok);
  bool Note = false;
  for (const Diagnostic &D : R.Diags) {
    EXPECT_NE(D.Id, DiagId::ParseProblem) << D.Message;
    Note |= D.Id == DiagId::HipInput;
  }
  EXPECT_TRUE(Note);
  ASSERT_FALSE(R.Files.empty());
  EXPECT_NE(R.Files.front().Output.find("hipFree(d)"), std::string::npos);
}
