// User rule files: parsing, validation messages, and the merge order (a later
// rule with the same key wins).
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include <gtest/gtest.h>

using namespace cu2hip;

namespace {
unsigned parse(llvm::StringRef Text, UserRuleSet &Set, std::string *Errors = nullptr,
               llvm::StringRef Path = "r.yaml") {
  std::string E;
  llvm::raw_string_ostream OS(E);
  unsigned N = parseUserRules(Path, Text, Set, OS);
  if (Errors)
    *Errors = E;
  return N;
}
} // namespace

TEST(UserRules, ParsesEveryKind) {
  UserRuleSet S;
  ASSERT_EQ(parse("version: 1\n"
                  "rules:\n"
                  "  - rename: {from: CUDA_CHECK, to: HIP_CHECK, files: '*.cu'}\n"
                  "  - include: {from: a.h, to: ~}\n"
                  "  - api: {callee: f, args: 2, out: 'g($2, $1)'}\n"
                  "  - mapping: {cuda: cudaMalloc, hip: myMalloc}\n"
                  "  - mapping: {cuda: cudaFree, hip: ~}\n"
                  "  - keep: [x, y]\n"
                  "  - macro-prefix: {from: CUDA_, to: HIP_}\n",
                  S),
            0u);
  EXPECT_EQ(S.size(), 8u);
  ASSERT_EQ(S.Renames.size(), 1u);
  EXPECT_TRUE(S.Renames[0].appliesTo("dir/k.cu"));
  EXPECT_FALSE(S.Renames[0].appliesTo("dir/k.h"));
  ASSERT_NE(S.include("a.h"), nullptr);
  EXPECT_EQ(S.include("a.h")->To, "");
  EXPECT_EQ(S.Apis[0].Args, 2);
  ASSERT_NE(S.mapping("cudaMalloc"), nullptr);
  EXPECT_EQ(S.mapping("cudaMalloc")->Hip, "myMalloc");
  // The built-in row's classification is kept.
  EXPECT_EQ(S.mapping("cudaMalloc")->Where, Area::Runtime);
  EXPECT_TRUE(S.mapping("cudaFree")->Hip.empty());
  EXPECT_EQ(S.mapping("cudaMemcpy"), nullptr);
  EXPECT_TRUE(S.keeps("y"));
  EXPECT_EQ(S.Sources, std::vector<std::string>{"r.yaml"});
}

TEST(UserRules, LaterFilesWin) {
  UserRuleSet S;
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: A, to: B}\n  - rename: {from: C, to: D}\n"
                  "  - mapping: {cuda: cudaMalloc, hip: m1}\n",
                  S),
            0u);
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: A, to: E}\n"
                  "  - mapping: {cuda: cudaMalloc, hip: m2}\n",
                  S),
            0u);
  ASSERT_EQ(S.Renames.size(), 2u);
  EXPECT_EQ(S.Renames[0].From, "C");
  EXPECT_EQ(S.Renames[1].To, "E");
  EXPECT_EQ(S.mapping("cudaMalloc")->Hip, "m2");
  EXPECT_EQ(S.Mappings.size(), 1u);
}

TEST(UserRules, ErrorsAtLineAndColumnLeaveTheSetUnchanged) {
  UserRuleSet S;
  std::string E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - rename: {from: A, to: B}\n  - renam: {}\n", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml:4:5: error: unknown rule kind 'renam'"), std::string::npos) << E;
  EXPECT_TRUE(S.empty());
  EXPECT_TRUE(S.Sources.empty());

  EXPECT_EQ(parse("version: 1\nrules:\n  - api: {callee: f, args: 1, out: 'g($2)'}\n", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml:3:39: error: '$2' names argument 2 but the rule matches calls with 1 arguments"),
            std::string::npos)
      << E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - rename: {from: x, to: hipMalloc}\n", S, &E), 1u);
  EXPECT_NE(E.find("is the HIP name of cudaMalloc"), std::string::npos) << E;
  EXPECT_EQ(parse("rules: []\n", S, &E), 1u);
  EXPECT_NE(E.find("missing 'version: 1'"), std::string::npos) << E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - rename: {from: 1x, to: y}\n", S, &E), 1u);
  EXPECT_NE(E.find("'1x' is not an identifier"), std::string::npos) << E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - rename: {from: A, to: B}\n  - rename: {from: B, to: C}\n", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml:4:20: error: 'B' is the target of an earlier rename"), std::string::npos) << E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - macro-prefix: {from: CUDA_, to: CUDA_X_}\n", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml:3:37: error: macro-prefix 'to' starts with its 'from'"), std::string::npos) << E;
  EXPECT_EQ(parse("", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml: error: empty rule file"), std::string::npos) << E;
}

TEST(UserRules, PrintedRulesReadBack) {
  UserRuleSet S;
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: A, to: B, files: 'src/*.cu'}\n"
                  "  - include: {from: a.h, to: b.h}\n  - api: {callee: f, out: 'g($*)'}\n"
                  "  - keep: [k]\n",
                  S),
            0u);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printEffectiveRules(S, listRules(), OS);
  UserRuleSet Back;
  std::string E;
  ASSERT_EQ(parse(Out, Back, &E), 0u) << E << Out;
  EXPECT_EQ(Back.size(), S.size());
  EXPECT_EQ(Back.Renames[0].Files, "src/*.cu");
  EXPECT_EQ(Back.Apis[0].Out, "g($*)");
}
