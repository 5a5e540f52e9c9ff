#include "PassTestUtil.h"

#include <gtest/gtest.h>

using namespace cu2hip;
using namespace cu2hip::test;

namespace {
PassRun rename(const std::string &Text, const llvm::StringSet<> &User = {},
               Version Hip = Version::make(5, 2)) {
  return runPass(Text, runRenamePass, User, Hip);
}
} // namespace

TEST(RenamePass, RenamesFunctionsTypesAndEnumerators) {
  EXPECT_EQ(rename("cudaError_t e = cudaMemcpy(d, s, n, cudaMemcpyHostToDevice);").Output,
            "hipError_t e = hipMemcpy(d, s, n, hipMemcpyHostToDevice);");
}

TEST(RenamePass, LeavesStringsAndCommentsAlone) {
  std::string In = "const char *s = \"cudaMalloc\"; // cudaFree here\n/* cudaMemset */\n";
  EXPECT_EQ(rename(In).Output, In);
}

TEST(RenamePass, RenamesInMacroBodiesAndDisabledBranches) {
  EXPECT_EQ(rename("#define F(p) cudaFree(p)\n#if 0\ncudaDeviceReset();\n#endif\n").Output,
            "#define F(p) hipFree(p)\n#if 0\nhipDeviceReset();\n#endif\n");
}

TEST(RenamePass, SkipsNamesTheUserDeclares) {
  llvm::StringSet<> User;
  User.insert("cudaMalloc"); // e.g. the user's own wrapper with that name
  EXPECT_EQ(rename("cudaMalloc(&p, 4); cudaFree(p);", User).Output, "cudaMalloc(&p, 4); hipFree(p);");
}

TEST(RenamePass, SkipsMacrosDefinedInTheFileEvenInDisabledBranches) {
  std::string In = "#if 0\n#define cudaCheckError() x\n#endif\ncudaCheckError();\n";
  PassRun R = rename(In);
  EXPECT_EQ(R.Output, In);
  EXPECT_TRUE(R.Diags.empty());
}

TEST(RenamePass, SkipsMemberNames) {
  EXPECT_EQ(rename("p.cudaMalloc = q->cudaFree;").Output, "p.cudaMalloc = q->cudaFree;");
}

TEST(RenamePass, SkipsIncludeLines) {
  std::string In = "#include \"cudaMalloc.h\"\n";
  EXPECT_EQ(rename(In).Output, In);
}

TEST(RenamePass, ReportsUnsupportedWithLocation) {
  PassRun R = rename("int x;\n  cudaDeviceFlushGPUDirectRDMAWrites(a, b);\n");
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Id, DiagId::Unsupported);
  EXPECT_EQ(R.Diags[0].Line, 2u);
  EXPECT_EQ(R.Diags[0].Column, 3u);
  EXPECT_EQ(R.Diags[0].Subject, "cudaDeviceFlushGPUDirectRDMAWrites");
}

TEST(RenamePass, ReportsUnknownCudaLookingNames) {
  PassRun R = rename("cudaNotARealApi(1);");
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Id, DiagId::UnknownCudaName);
}

TEST(RenamePass, RespectsTheTargetHipVersion) {
  // hipDeviceSetLimit exists from HIP 5.3 on (per the tables).
  std::string In = "cudaDeviceSetLimit(cudaLimitStackSize, 1024);";
  PassRun Old = rename(In, {}, Version::make(5, 2));
  EXPECT_NE(Old.Output.find("cudaDeviceSetLimit"), std::string::npos);
  ASSERT_FALSE(Old.Diags.empty());
  EXPECT_EQ(Old.Diags[0].Id, DiagId::UnsupportedInVersion);
  PassRun New = rename(In, {}, Version::make(6, 3));
  EXPECT_EQ(New.Output.find("cudaDeviceSetLimit"), std::string::npos);
}

TEST(RenamePass, IsIdempotent) {
  std::string Once = rename("cudaStream_t s; cudaStreamCreate(&s);").Output;
  EXPECT_EQ(rename(Once).Output, Once);
}
