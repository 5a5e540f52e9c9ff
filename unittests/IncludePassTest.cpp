#include "PassTestUtil.h"

#include <gtest/gtest.h>

using namespace cu2hip;
using namespace cu2hip::test;

namespace {
std::string includes(const std::string &Text) { return runPass(Text, runIncludePass).Output; }
} // namespace

TEST(IncludePass, MapsRuntimeHeader) {
  EXPECT_EQ(includes("#include <cuda_runtime.h>\n"), "#include <hip/hip_runtime.h>\n");
  EXPECT_EQ(includes("#include \"cuda_runtime.h\"\n"), "#include \"hip/hip_runtime.h\"\n");
}

TEST(IncludePass, KeepsTrailingComments) {
  EXPECT_EQ(includes("#include <cuda_runtime.h> // rt\n"), "#include <hip/hip_runtime.h> // rt\n");
}

TEST(IncludePass, DropsDuplicatesInTheSameBranch) {
  EXPECT_EQ(includes("#include <cuda_runtime.h>\n#include <cuda.h>\nint x;\n"),
            "#include <hip/hip_runtime.h>\nint x;\n");
}

TEST(IncludePass, KeepsDuplicatesInDifferentBranches) {
  std::string In = "#ifdef A\n#include <cuda_runtime.h>\n#else\n#include <cuda.h>\n#endif\n";
  EXPECT_EQ(includes(In),
            "#ifdef A\n#include <hip/hip_runtime.h>\n#else\n#include <hip/hip_runtime.h>\n#endif\n");
}

TEST(IncludePass, AddsRuntimeIncludeAfterGuardWhenCudaIsUsed) {
  EXPECT_EQ(includes("#ifndef K_H\n#define K_H\n__global__ void k();\n#endif\n"),
            "#ifndef K_H\n#define K_H\n#include <hip/hip_runtime.h>\n__global__ void k();\n#endif\n");
  EXPECT_EQ(includes("#pragma once\r\n__device__ int f();\r\n"),
            "#pragma once\r\n#include <hip/hip_runtime.h>\r\n__device__ int f();\r\n");
  EXPECT_EQ(includes("// comment\n\n__global__ void k();\n"),
            "// comment\n\n#include <hip/hip_runtime.h>\n__global__ void k();\n");
}

TEST(IncludePass, LeavesPlainCppAlone) {
  std::string In = "#include <vector>\nint main() { return 0; }\n";
  EXPECT_EQ(includes(In), In);
}

TEST(IncludePass, IsIdempotent) {
  std::string Once = includes("#include <cuda_runtime.h>\n#include <cuComplex.h>\n");
  EXPECT_EQ(includes(Once), Once);
}
