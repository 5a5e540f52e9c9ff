// Rules and passes that insert text at the same offset (the first include of
// a file, the line after an include guard) compose: every pair of them gives
// one translation with both insertions, each added include once, and no edit
// conflict (CU2HIP-E0202), in a source file and in a header.
#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace cu2hip;

namespace {
/// One way to make a pass insert at the top of the file.
struct Inserter {
  const char *Name;
  const char *FirstLines; // placed where the file's includes start
  const char *Body;
  std::vector<const char *> Expected; // lines the output must hold exactly once
};

const Inserter Inserters[] = {
    {"cooperative-groups-include", "#include <cooperative_groups.h>\n",
     "namespace cg = cooperative_groups;\n"
     "__global__ void rank(unsigned *o) { o[0] = cg::this_thread_block().thread_rank(); }\n",
     {"#include <hip/hip_runtime.h>", "#include <hip/hip_cooperative_groups.h>"}},
    {"warp helper", "",
     "__global__ void shfl(float *x) { x[0] = __shfl_down_sync(0xffffffff, x[0], 1); }\n",
     {"#include \"cu2hip_warp.h\""}},
    {"implicit runtime include", "",
     "void alloc(float **p) { cudaMalloc(p, 4); }\n",
     {"#include <hip/hip_runtime.h>"}},
    {"device-property helper", "",
     "int engines(const cudaDeviceProp &p) { return p.asyncEngineCount; }\n",
     {"#include \"cu2hip_warp.h\""}},
    {"user header include", "#include \"mine.h\"\n", "", {"#include \"mine.h\""}},
};

const Translator &translator() {
  static const Translator *T = [] {
    TranslateOptions Opts;
    Opts.HipTarget = Version::make(5, 2);
    return new Translator(Opts);
  }();
  return *T;
}

size_t count(llvm::StringRef Text, llvm::StringRef Line) {
  size_t N = 0;
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [L, Tail] = Rest.split('\n');
    N += L == Line;
    Rest = Tail;
  }
  return N;
}
} // namespace

TEST(InsertionComposition, AnyTwoInsertingRulesComposeAtOneOffset) {
  for (const Inserter &A : Inserters)
    for (const Inserter &B : Inserters) {
      if (&A == &B)
        continue;
      for (bool Header : {false, true}) {
        std::string Text = Header ? "#ifndef PAIR_CUH\n#define PAIR_CUH\n" : "";
        Text += std::string(A.FirstLines) + B.FirstLines + A.Body + B.Body;
        if (Header)
          Text += "#endif\n";
        std::string Path = Header ? "pair.cuh" : "pair.cu";
        TranslationResult R = translator().translateBuffer(Path, Text);
        std::string What = std::string(A.Name) + " + " + B.Name + (Header ? " (header)" : "");
        ASSERT_TRUE(R.Ok) << What;
        for (const Diagnostic &D : R.Diags)
          EXPECT_NE(D.Id, DiagId::EditConflict) << What << ": " << D.Message;
        ASSERT_FALSE(R.Files.empty()) << What;
        const std::string &Out = R.Files.front().Output;
        for (const Inserter *I : {&A, &B})
          for (const char *Line : I->Expected)
            EXPECT_EQ(count(Out, Line), 1u) << What << ": '" << Line << "' in\n" << Out;
      }
    }
}
