// The translation properties (include/cu2hip/Properties.h) over a
// deterministic mutant of every corpus program: a line deleted, a line duplicated,
// two neighbouring tokens swapped, random bytes inserted. The fuzzer
// (scripts/fuzz) checks the same properties on inputs it invents.
#include "cu2hip/Properties.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace cu2hip;

namespace {

std::vector<std::string> corpusFiles() {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator I(CU2HIP_SOURCE_DIR "/corpus", EC), E;
       I != E && !EC; I.increment(EC))
    if (llvm::sys::path::extension(I->path()) == ".cu")
      Files.push_back(I->path());
  std::sort(Files.begin(), Files.end());
  return Files;
}

std::vector<std::string> lines(const std::string &Text) {
  std::vector<std::string> L;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t NL = Text.find('\n', Pos);
    size_t End = NL == std::string::npos ? Text.size() : NL + 1;
    L.push_back(Text.substr(Pos, End - Pos));
    Pos = End;
  }
  return L;
}

std::string join(const std::vector<std::string> &L) {
  std::string S;
  for (const std::string &X : L)
    S += X;
  return S;
}

/// Mutant \p Kind of \p Text, chosen by \p Rng.
std::string mutate(const std::string &Text, int Kind, std::mt19937 &Rng) {
  std::vector<std::string> L = lines(Text);
  if (L.empty())
    return Text;
  size_t At = Rng() % L.size();
  switch (Kind) {
  case 0: // delete a line
    L.erase(L.begin() + At);
    return join(L);
  case 1: // duplicate a line
    L.insert(L.begin() + At, L[At]);
    return join(L);
  case 2: { // swap two neighbouring words of a line
    std::string &S = L[At];
    size_t A = S.find(' ');
    if (A == std::string::npos)
      return join(L);
    size_t B = S.find(' ', A + 1);
    if (B == std::string::npos)
      B = S.size();
    std::string First = S.substr(0, A), Second = S.substr(A + 1, B - A - 1);
    S = Second + " " + First + S.substr(B);
    return join(L);
  }
  default: { // insert random bytes (any value but NUL)
    std::string S = Text;
    size_t Pos = Rng() % (S.size() + 1);
    std::string Junk;
    for (int I = 0, N = 1 + Rng() % 8; I < N; ++I)
      Junk += char(1 + Rng() % 255);
    return S.insert(Pos, Junk);
  }
  }
}

const Translator &translator() {
  static const Translator *T = [] {
    TranslateOptions Opts;
    Opts.HipTarget = Version::make(6, 2);
    return new Translator(Opts);
  }();
  return *T;
}

} // namespace

TEST(PropertyTest, CorpusAndMutants) {
  std::vector<std::string> Files = corpusFiles();
  ASSERT_GT(Files.size(), 10u);
  std::mt19937 Rng(13); // fixed: the same mutants every run
  for (const std::string &F : Files) {
    auto Buf = llvm::MemoryBuffer::getFile(F);
    ASSERT_TRUE(bool(Buf)) << F;
    std::string Text = (*Buf)->getBuffer().str();
    // One mutant per program, the kind rotating, keeps the test within a
    // minute (the unmutated programs are ported and ported again by
    // test/port/idempotent.test and translated by test/corpus).
    int Kind = int(&F - Files.data()) % 4;
    std::string M = mutate(Text, Kind, Rng);
    EXPECT_EQ(checkTranslationProperties(translator(), F, M), "")
        << F << " mutant kind " << Kind;
  }
}

// The lit suite's own inputs (the fuzzer's seeds), unmutated: every .cu test
// of these directories and their subdirectories (test/rules/<area>/), not
// their Inputs/ (fixtures, some of which crash or hang on purpose).
TEST(PropertyTest, TestInputs) {
  std::vector<std::string> Files;
  for (const char *Dir : {"translate", "rules", "real-world", "warp"}) {
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator I(std::string(CU2HIP_SOURCE_DIR "/test/") + Dir, EC), E;
         I != E && !EC; I.increment(EC)) {
      if (llvm::sys::path::filename(I->path()) == "Inputs") {
        I.no_push();
        continue;
      }
      if (llvm::sys::path::extension(I->path()) == ".cu")
        Files.push_back(I->path());
    }
  }
  std::sort(Files.begin(), Files.end());
  ASSERT_GT(Files.size(), 60u);
  for (const std::string &F : Files) {
    auto Buf = llvm::MemoryBuffer::getFile(F);
    ASSERT_TRUE(bool(Buf)) << F;
    std::string Problem = checkTranslationProperties(translator(), F, (*Buf)->getBuffer());
    EXPECT_EQ(Problem, "") << F;
  }
}
