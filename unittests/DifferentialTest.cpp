// The comparisons of `coverage --differential` (lib/Report/Runner/Differential.h):
// numbers in text under a tolerance, traces launch by launch, written files.
#include "Report/Runner/Differential.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

#include <gtest/gtest.h>

using namespace cu2hip::runner;

namespace {
const Tolerance Loose{1e-5, 1e-8}, Exact{0, 0};

TEST(DifferentialTest, ToleranceBounds) {
  EXPECT_TRUE(Loose.equal(1.0, 1.0 + 5e-6));
  EXPECT_FALSE(Loose.equal(1.0, 1.0 + 5e-5));
  EXPECT_TRUE(Loose.equal(0.0, 5e-9));
  EXPECT_FALSE(Loose.equal(0.0, 5e-8));
  EXPECT_TRUE(Exact.equal(NAN, NAN));
  EXPECT_FALSE(Loose.equal(NAN, 1.0));
  EXPECT_TRUE(Loose.equal(INFINITY, INFINITY));
  EXPECT_FALSE(Loose.equal(INFINITY, 1e308));
  EXPECT_FALSE(Loose.equal(INFINITY, -INFINITY));
}

TEST(DifferentialTest, TextNumbersUnderTolerance) {
  EXPECT_EQ(compareText("sum = 63004.7461\nok\n", "sum = 63004.7422\nok\n", Loose, "stdout"), std::nullopt);
  EXPECT_EQ(compareText("sum = 63004.7461\n", "sum = 63004.7422\n", Exact, "stdout"),
            "stdout line 1: 'sum = 63004.7461' vs 'sum = 63004.7422'");
  // Words must match; a digit inside a word is the word's, hex is a word.
  EXPECT_EQ(compareText("float4 x\n", "float5 x\n", Loose, "stdout"), "stdout line 1: 'float4 x' vs 'float5 x'");
  EXPECT_NE(compareText("0x10\n", "0x11\n", Loose, "stdout"), std::nullopt);
  EXPECT_EQ(compareText("a -1.5e-3, b\n", "a -0.0015, b\n", Exact, "stdout"), std::nullopt);
  // A missing line, either way; a last newline starts no line.
  EXPECT_EQ(compareText("a\nb\n", "a\n", Loose, "file 'o.txt'"),
            "file 'o.txt' line 2: the candidate ends, the reference prints 'b'");
  EXPECT_EQ(compareText("a\n", "a\nb", Loose, "stdout"), "stdout line 2: the reference ends, the candidate prints 'b'");
  // Lines that vary between two reference runs are not compared.
  EXPECT_EQ(compareText("took 5 ms\nx 1\n", "took 9 ms\nx 1\n", Loose, "stdout", {true, false}), std::nullopt);
  EXPECT_EQ(compareText("took 5 ms\nx 1\n", "took 9 ms\nx 2\n", Loose, "stdout", {true, false}),
            "stdout line 2: 'x 1' vs 'x 2'");
}

std::string record(int Launch, const char *Kernel, const char *Args) {
  return "{\"launch\":" + std::to_string(Launch) + ",\"kernel\":\"" + Kernel + "\",\"args\":[" + Args + "]}\n";
}

TEST(DifferentialTest, TracesNameTheFirstKernelAndElement) {
  std::string A = record(1, "fill", R"({"arg":0,"type":"float","elem_size":4,"count":3,"offset":0,"hash":"1","shown":3,"values":[1,2,3]})") +
                  record(2, "reduce", R"({"arg":1,"type":"float","elem_size":4,"count":3,"offset":0,"hash":"2","shown":3,"values":[1.5,2,"nan"]})");
  std::string B = record(1, "fill", R"({"arg":0,"type":"float","elem_size":4,"count":3,"offset":0,"hash":"1","shown":3,"values":[1,2,3]})") +
                  record(2, "reduce", R"({"arg":1,"type":"float","elem_size":4,"count":3,"offset":0,"hash":"3","shown":3,"values":[1.5,2.5,"nan"]})");
  std::string Kernel;
  unsigned Launch = 0;
  EXPECT_EQ(compareTraces(A, B, Loose, &Kernel, &Launch),
            "after kernel 'reduce' (launch 2): argument 2 (float[3]) element 1: 2 vs 2.5");
  EXPECT_EQ(Kernel, "reduce");
  EXPECT_EQ(Launch, 2u);
  EXPECT_EQ(compareTraces(A, A, Exact), std::nullopt);
  // Integers are exact; a missing launch is named.
  std::string I = record(1, "k", R"({"arg":0,"type":"int32","elem_size":4,"count":2,"offset":0,"hash":"1","shown":2,"values":[7,8]})");
  std::string J = record(1, "k", R"({"arg":0,"type":"int32","elem_size":4,"count":2,"offset":0,"hash":"2","shown":2,"values":[7,9]})");
  EXPECT_EQ(compareTraces(I, J, Loose), "after kernel 'k' (launch 1): argument 1 (int32[2]) element 1: 8 vs 9");
  EXPECT_EQ(compareTraces(I + record(2, "tail", ""), I, Loose),
            "the candidate made no launch 2; the reference's is kernel 'tail'");
}

TEST(DifferentialTest, TracesPastTheShownElements) {
  // Floating values past the cap: by their sum under the tolerance.
  auto F = [](const char *Hash, const char *Sum) {
    return record(1, "k", (std::string(R"({"arg":0,"type":"float","elem_size":4,"count":100,"offset":0,"hash":")") +
                           Hash + R"(","shown":1,"values":[1],"rest_hash":")" + Hash + R"(","rest_sum":)" + Sum + "}")
                              .c_str());
  };
  EXPECT_EQ(compareTraces(F("a", "1000.0001"), F("b", "1000.0002"), Loose), std::nullopt);
  EXPECT_EQ(compareTraces(F("a", "1000"), F("b", "1001"), Loose),
            "after kernel 'k' (launch 1): argument 1 (float[100]) differs past the first 1 elements traced "
            "(their sums: 1000 vs 1001)");
  // Integers past the cap: by hash.
  auto I = [](const char *Hash) {
    return record(1, "k", (std::string(R"({"arg":0,"type":"int32","elem_size":4,"count":100,"offset":0,"hash":")") +
                           Hash + R"(","shown":1,"values":[1],"rest_hash":")" + Hash + "\"}")
                              .c_str());
  };
  EXPECT_EQ(compareTraces(I("a"), I("b"), Loose),
            "after kernel 'k' (launch 1): argument 1 (int32[100]) differs past the first 1 elements traced (hashes differ)");
}

TEST(DifferentialTest, BadTraceIsSaid) {
  EXPECT_EQ(compareTraces("{\"launch\":1}\n", "", Loose),
            "the reference's trace: line 1 is not a trace record: 'launch', 'kernel' or 'args' missing");
  EXPECT_NE(compareTraces("", "not json\n", Loose), std::nullopt);
}

TEST(DifferentialTest, WrittenFiles) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-diff", Root));
  auto Write = [&](const std::string &Rel, llvm::StringRef Text) {
    llvm::SmallString<128> P(Root);
    llvm::sys::path::append(P, Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
  };
  Write("a/out.txt", "x 1.0\n");
  Write("b/out.txt", "x 1.000001\n");
  Write("a/home/cache", "1");
  Write("b/tmp/scratch", "2");
  std::string A = (Root + "/a").str(), B = (Root + "/b").str();
  EXPECT_EQ(compareFiles(A, B, {"home", "tmp"}, Loose), std::nullopt);
  EXPECT_EQ(compareFiles(A, B, {"home", "tmp"}, Exact), "file 'out.txt' line 1: 'x 1.0' vs 'x 1.000001'");
  EXPECT_EQ(compareFiles(A, B, {}, Loose), "file 'home/cache' written by the reference only");
  EXPECT_EQ(compareFiles(A, B, {"home", "tmp"}, Exact, {"out.txt"}), std::nullopt);
  Write("b/data.bin", std::string("\0\1\2", 3));
  EXPECT_EQ(compareFiles(A, B, {"home", "tmp"}, Loose), "file 'data.bin' written by the candidate only");
  Write("a/data.bin", std::string("\0\1\3", 3));
  EXPECT_EQ(compareFiles(A, B, {"home", "tmp"}, Loose), "file 'data.bin' differs at byte 2 (3 and 3 bytes)");
  llvm::sys::fs::remove_directories(Root);
}
} // namespace
