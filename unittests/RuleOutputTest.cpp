// A rule returns what it did: run alone, its edits and uses are its output;
// merged by the driver, an overlap with an earlier rule is a conflict naming both.
#include "PassTestUtil.h"
#include "Rules/Rule.h"

#include <type_traits>

using namespace cu2hip;
using cu2hip::test::runPass;

namespace {
/// Runs the rule named \p Name alone over \p Text.
test::PassRun runRule(llvm::StringRef Name, const std::string &Text) {
  std::vector<std::unique_ptr<Rule>> Rules = createRules(("-*," + Name).str());
  EXPECT_EQ(Rules.size(), 1u);
  return runPass(Text, [&](const RuleInput &C, RuleOutput &Out) { Rules[0]->run(C, Out); });
}
} // namespace

TEST(RuleOutput, OneRuleAloneReturnsItsEditsAndUses) {
  std::string Src = "void f() {\n  cudaGraphInstantiate(&e, g);\n}\n";
  test::PassRun R = runRule("cuda12-signatures", Src);
  unsigned At = Src.find("cudaGraphInstantiate");
  ASSERT_EQ(R.Edits.size(), 2u);
  EXPECT_EQ(R.Edits[0].Offset, At);
  EXPECT_EQ(R.Edits[0].Length, strlen("cudaGraphInstantiate"));
  EXPECT_EQ(R.Edits[0].Text, "hipGraphInstantiateWithFlags");
  EXPECT_EQ(R.Edits[0].Who, "cuda12-signatures");
  EXPECT_EQ(R.Edits[1].Length, 0u); // the defaulted flags argument, inserted
  EXPECT_EQ(R.Edits[1].Text, ", 0");
  ASSERT_EQ(R.Uses.size(), 1u);
  EXPECT_EQ(R.Uses[0].Name, "cudaGraphInstantiate");
  EXPECT_EQ(R.Uses[0].Hip, "hipGraphInstantiateWithFlags");
  EXPECT_EQ(R.Uses[0].Line, 2u);
  EXPECT_EQ(R.Uses[0].Column, 3u);
  EXPECT_TRUE(R.Diags.empty());
  EXPECT_EQ(R.Output, "void f() {\n  hipGraphInstantiateWithFlags(&e, g, 0);\n}\n");
}

TEST(RuleOutput, AnswersAsTheMergedEditSetAndKeepsRefusedEditsForTheConflictReport) {
  RawTokens Toks("abcdef");
  Directives Dirs(Toks);
  TranslateOptions Opts;
  llvm::StringSet<> None;
  WarpPlan Warp;
  std::vector<Diagnostic> Diags;
  std::vector<ApiUse> Uses;
  PassResults File("f", Diags, Uses);
  RuleInput C{"f", Toks, Dirs, Opts, Version::make(6, 0), None, nullptr, {}, Warp, File};

  // replace() and insert() return nothing: a refused edit is not skipped, it
  // is the file's conflict; canReplace()/canInsert() ask first.
  static_assert(std::is_void_v<decltype(std::declval<RuleEdits &>().replace(0, 0, "", ""))>);
  static_assert(std::is_void_v<decltype(std::declval<RuleEdits &>().insert(0, "", ""))>);

  RuleOutput First(C);
  EXPECT_TRUE(First.Edits.canReplace(1, 2));
  First.Edits.replace(1, 2, "X", "first");
  File.merge(std::move(First));

  RuleOutput Second(C);
  EXPECT_TRUE(Second.Edits.overlaps(2, 1)); // the earlier rule's range
  EXPECT_FALSE(Second.Edits.canReplace(2, 2));
  Second.Edits.replace(2, 2, "Y", "second");
  EXPECT_TRUE(Second.Edits.canReplace(4, 1));
  Second.Edits.replace(4, 1, "Z", "second");
  EXPECT_FALSE(Second.Edits.canInsert(2)); // inside the earlier rule's range
  EXPECT_FALSE(Second.Edits.canReplace(2, 0));
  Second.Edits.insert(2, "i", "second");
  EXPECT_FALSE(Second.Edits.canReplace(4, 1)); // its own range
  Second.Edits.replace(4, 1, "W", "second");
  EXPECT_TRUE(Second.Edits.canInsert(5));
  EXPECT_EQ(Second.Edits.edits().size(), 4u); // the refused ones too
  File.merge(std::move(Second));

  // Each refusal the queries foretold is a conflict of the merged set.
  ASSERT_EQ(File.Edits.conflicts().size(), 3u);
  EXPECT_EQ(File.Edits.conflicts()[0].Description, "second vs first");
  EXPECT_EQ(File.Edits.conflicts()[1].Description, "second inserts inside first");
  EXPECT_EQ(File.Edits.conflicts()[2].Description, "second vs second");
  llvm::Expected<std::string> Out = File.Edits.apply("abcdef");
  ASSERT_TRUE(bool(Out));
  EXPECT_EQ(*Out, "aXdZf");
}

TEST(RuleOutput, AnEditThatDoesNotFitTheFileIsAnErrorNotTheOriginal) {
  RawTokens Toks("abc");
  Directives Dirs(Toks);
  TranslateOptions Opts;
  llvm::StringSet<> None;
  WarpPlan Warp;
  std::vector<Diagnostic> Diags;
  std::vector<ApiUse> Uses;
  PassResults File("f", Diags, Uses);
  RuleInput C{"f", Toks, Dirs, Opts, Version::make(6, 0), None, nullptr, {}, Warp, File};
  RuleOutput Out(C);
  Out.Edits.replace(2, 5, "X", "overlong");
  File.merge(std::move(Out));
  EXPECT_TRUE(File.Edits.conflicts().empty());
  llvm::Expected<std::string> Text = File.Edits.apply("abc");
  ASSERT_FALSE(bool(Text));
  EXPECT_NE(llvm::toString(Text.takeError()).find("overlong"), std::string::npos);
}

TEST(CallArgumentsRule, EachRowKindIsOneRule) {
  std::string Src = "cudaMemcpyToSymbol(coeffs, h, n);\ncudaMallocPitch(p + 1, &pitch, w, h);\n"
                    "cudaStreamWaitEvent(s, e);\n";
  EXPECT_EQ(runRule("memcpy-to-symbol", Src).Output,
            "cudaMemcpyToSymbol(HIP_SYMBOL(coeffs), h, n);\ncudaMallocPitch(p + 1, &pitch, w, h);\n"
            "cudaStreamWaitEvent(s, e);\n");
  EXPECT_EQ(runRule("argument-casts", Src).Output,
            "cudaMemcpyToSymbol(coeffs, h, n);\ncudaMallocPitch((void **)(p + 1), &pitch, w, h);\n"
            "cudaStreamWaitEvent(s, e);\n");
  EXPECT_EQ(runRule("default-arguments", Src).Output,
            "cudaMemcpyToSymbol(coeffs, h, n);\ncudaMallocPitch(p + 1, &pitch, w, h);\n"
            "cudaStreamWaitEvent(s, e, 0);\n");
}
