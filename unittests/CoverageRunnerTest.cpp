// Units of the coverage runner (lib/Report/Runner/): the HIP library table,
// compiler-log and output comparison, cpu-runtime.json.
#include "Report/Runner/CompilerLog.h"
#include "Report/Runner/HipLibraries.h"
#include "cu2hip/Coverage.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace cu2hip;
using namespace cu2hip::runner;

namespace {
std::vector<std::string> names(llvm::ArrayRef<llvm::StringRef> R) {
  return std::vector<std::string>(R.begin(), R.end());
}

TEST(HipLibraries, ManifestNamesAreTheTableRows) {
  EXPECT_EQ(names(knownCorpusLibraries()),
            (std::vector<std::string>{"cub", "cublas", "cudnn", "cufft", "curand", "cusolver",
                                      "cusparse", "nvrtc", "thrust", "cuda-driver"}));
  // Every HIP library a manifest name stands for is a row of the library table.
  for (llvm::StringRef M : manifestLibraryNames())
    for (llvm::StringRef H : hipLibrariesForManifest(M))
      EXPECT_TRUE(llvm::any_of(hipLibraries(), [&](const HipLibrary &L) { return L.Name == H; }))
          << M.str() << " -> " << H.str();
}

TEST(HipLibraries, Includes) {
  EXPECT_EQ(names(hipLibrariesForInclude("hipblas/hipblas.h")), std::vector<std::string>{"hipBLAS"});
  EXPECT_EQ(names(hipLibrariesForInclude("hiprand_kernel.h")), std::vector<std::string>{"hipRAND"});
  EXPECT_EQ(names(hipLibrariesForInclude("hipcub/hipcub.hpp")),
            (std::vector<std::string>{"hipCUB", "rocPRIM"}));
  EXPECT_EQ(names(hipLibrariesForInclude("rocprim/rocprim.hpp")), std::vector<std::string>{"rocPRIM"});
  EXPECT_EQ(names(hipLibrariesForInclude("hip/hiprtc.h")), std::vector<std::string>{"hipRTC"});
  EXPECT_TRUE(hipLibrariesForInclude("hip/hip_runtime.h").empty());
  EXPECT_TRUE(hipLibrariesForInclude("hipblas").empty()); // a directory name alone is not a header
  EXPECT_TRUE(hipLibrariesForManifest("cuda-driver").empty());
}

TEST(HipLibraries, CpuBackendGap) {
  EXPECT_FALSE(cpuBackendGap({}, {}));
  EXPECT_EQ(cpuBackendGap({"cublas"}, {"hipBLAS"}), "needs hipBLAS (hipBLAS needs an AMD GPU)");
  EXPECT_EQ(cpuBackendGap({"cuda-driver"}, {}),
            "uses cuda-driver (the driver API's module loading (hipModule*) is not emulated)");
  EXPECT_EQ(cpuBackendGap({}, {"hipFFT"}), "needs hipFFT (built for AMD GPUs)");
}

TEST(CompilerLog, FirstErrorWithContext) {
  std::string Log = "In file included from a.cu:1:\n"
                    "b.h:3:5: warning: unused\n"
                    "a.cu:10:7: error: bad thing\n"
                    "  int x = y;\n"
                    "      ^\n"
                    "a.cu:11:1: error: second\n";
  EXPECT_EQ(firstError(Log), "a.cu:10:7: error: bad thing\n  int x = y;\n      ^");
  EXPECT_EQ(firstError("main.o: undefined reference to `f()'\n"), "main.o: undefined reference to `f()'");
  EXPECT_EQ(firstError("all fine\n"), "");
}

TEST(OutputDifference, FirstDifferingLine) {
  EXPECT_FALSE(firstDifference("a\nb\nPASS\n", "a\nb  \nPASS"));
  auto D = firstDifference("a\nlanes 32\nPASS\n", "a\nlanes 64\nPASS\n");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Line, 2u);
  EXPECT_EQ(D->First, "lanes 32");
  EXPECT_EQ(D->Second, "lanes 64");
  auto Short = firstDifference("a\nPASS\n", "a\n");
  ASSERT_TRUE(Short);
  EXPECT_EQ(Short->Line, 2u);
  EXPECT_EQ(Short->Second, "(no line)");
}

TEST(OutputDifference, VaryingLinesAreLeftOut) {
  // Line 1 is a timing: it differs between two runs at one width.
  std::vector<bool> V = varyingLines("took 3.1 ms\nsum 10\n", "took 2.7 ms\nsum 10\n");
  ASSERT_EQ(V.size(), 2u);
  EXPECT_TRUE(V[0]);
  EXPECT_FALSE(V[1]);
  EXPECT_FALSE(firstDifference("took 3.1 ms\nsum 10\n", "took 9.0 ms\nsum 10\n", V));
  auto D = firstDifference("took 3.1 ms\nsum 10\n", "took 9.0 ms\nsum 12\n", V);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Line, 2u);
}

TEST(CpuRuntime, Errors) {
  llvm::SmallString<128> Path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("cpu-runtime", "json", Path));
  auto Write = [&](llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Text;
  };
  auto Message = [&] {
    auto R = loadCpuRuntime(Path);
    return R ? std::string() : llvm::toString(R.takeError());
  };
  Write("not json");
  EXPECT_NE(Message().find("not valid JSON"), std::string::npos);
  Write("{\"compile\": [], \"link\": []}");
  EXPECT_NE(Message().find("'cxx' (the compiler's path) is missing"), std::string::npos);
  Write("{\"cxx\": \"/bin/sh\", \"compile\": [1], \"link\": []}");
  EXPECT_NE(Message().find("'compile' must be an array of strings"), std::string::npos);
  Write("{\"cxx\": \"/bin/sh\", \"compile\": [\"-O2\"], \"link\": [\"-lm\"], \"translate\": "
        "[\"--launch-syntax=hip\"]}");
  auto R = loadCpuRuntime(Path);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  EXPECT_EQ(R->Cxx, "/bin/sh");
  EXPECT_EQ(R->Compile, std::vector<std::string>{"-O2"});
  EXPECT_EQ(R->Translate, std::vector<std::string>{"--launch-syntax=hip"});
  EXPECT_EQ(R->WaveEnv, "CU2HIP_WAVE");
  llvm::sys::fs::remove(Path);
}
} // namespace
