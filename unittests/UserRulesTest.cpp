// User rule files: parsing, validation messages, the merge order (a later
// rule with the same key wins), the lookups, and the idempotence check.
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

/// Parses \p Text into a fresh set and runs checkUserRules, as `rules check` does.
unsigned check(llvm::StringRef Text, std::string &Errors) {
  UserRuleSet Set;
  llvm::raw_string_ostream OS(Errors);
  Errors.clear();
  unsigned N = parseUserRules("r.yaml", Text, Set, OS);
  return N ? N : checkUserRules(Set, OS);
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
  EXPECT_EQ(parse("rules: []\n", S, &E), 1u);
  EXPECT_NE(E.find("missing 'version: 1'"), std::string::npos) << E;
  EXPECT_EQ(parse("version: 1\nrules:\n  - rename: {from: 1x, to: y}\n", S, &E), 1u);
  EXPECT_NE(E.find("'1x' is not an identifier"), std::string::npos) << E;
  EXPECT_EQ(parse("", S, &E), 1u);
  EXPECT_NE(E.find("r.yaml: error: empty rule file"), std::string::npos) << E;
}

TEST(UserRules, IdempotenceProblemsAtLineAndColumn) {
  std::string E;
  EXPECT_EQ(check("version: 1\nrules:\n  - rename: {from: x, to: hipMalloc}\n", E), 1u);
  EXPECT_NE(E.find("is the HIP name of cudaMalloc"), std::string::npos) << E;
  EXPECT_EQ(check("version: 1\nrules:\n  - rename: {from: A, to: B}\n  - rename: {from: B, to: C}\n", E), 1u);
  EXPECT_NE(E.find("r.yaml:4:20: error: 'B' is the output of another rename ('A' -> 'B')"), std::string::npos) << E;
  EXPECT_NE(E.find("r.yaml:3:27: note: the rename whose output it is"), std::string::npos) << E;
  // Globs do not matter: both could match one file.
  EXPECT_EQ(check("version: 1\nrules:\n  - rename: {from: A, to: B, files: 'x*'}\n"
                  "  - rename: {from: B, to: A, files: '*y'}\n",
                  E),
            2u);
  EXPECT_EQ(check("version: 1\nrules:\n  - macro-prefix: {from: CUDA_, to: CUDA_X_}\n", E), 1u);
  EXPECT_NE(E.find("r.yaml:3:37: error: macro-prefix 'to' starts with its 'from'"), std::string::npos) << E;
  EXPECT_EQ(check("version: 1\nrules:\n  - rename: {from: int, to: float}\n", E), 2u);
  EXPECT_NE(E.find("r.yaml:3:20: error: 'int' is a C++ keyword"), std::string::npos) << E;
  EXPECT_EQ(check("version: 1\nrules:\n  - include: {from: a.h, to: \"b.h\\n#define X\"}\n", E), 1u);
  EXPECT_NE(E.find("control character 0x0a"), std::string::npos) << E;
  // A rename of one name for two globs, an identity rename, a kept name: no chain.
  EXPECT_EQ(check("version: 1\nrules:\n  - rename: {from: s, to: sA, files: 'a/*'}\n"
                  "  - rename: {from: s, to: sB, files: 'b/*'}\n  - rename: {from: t, to: t}\n"
                  "  - rename: {from: u, to: cudaFree}\n  - keep: [cudaFree]\n",
                  E),
            0u)
      << E;
}

TEST(UserRules, ChainsAcrossFilesAreFoundMerged) {
  UserRuleSet S;
  std::string E;
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: a, to: b}\n", S, &E, "p.yaml"), 0u);
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: b, to: c}\n", S, &E, "q.yaml"), 0u);
  llvm::raw_string_ostream OS(E);
  EXPECT_EQ(checkUserRules(S, OS), 1u);
  EXPECT_NE(E.find("q.yaml:3:20: error: 'b' is the output"), std::string::npos) << E;
  EXPECT_NE(E.find("p.yaml:3:27: note:"), std::string::npos) << E;
  // A third file replacing a -> b (same key) ends the chain.
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: a, to: c2}\n", S, &E, "r.yaml"), 0u);
  E.clear();
  EXPECT_EQ(checkUserRules(S, OS), 0u) << E;
}

TEST(UserRules, MergeKeepsLaterWinsOrderAndLookups) {
  UserRuleSet S;
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: a, to: a1}\n  - rename: {from: b, to: b1}\n"
                  "  - rename: {from: a, to: a2, files: '*.h'}\n  - macro-prefix: {from: CU_, to: X_}\n"
                  "  - macro-prefix: {from: CU_A_, to: Y_}\n  - api: {callee: f, out: 'g()'}\n"
                  "  - api: {callee: f, args: 1, out: 'h($1)'}\n",
                  S),
            0u);
  // The second file restates a: it moves after b, as if erased and appended.
  ASSERT_EQ(parse("version: 1\nrules:\n  - rename: {from: a, to: a3}\n  - rename: {from: a, to: a4}\n", S), 0u);
  ASSERT_EQ(S.Renames.size(), 3u);
  EXPECT_EQ(S.Renames[0].To, "b1");
  EXPECT_EQ(S.Renames[1].To, "a2");
  EXPECT_EQ(S.Renames[2].To, "a4");
  // The last rule for the name whose glob matches.
  EXPECT_EQ(S.rename("a", "k.h")->To, "a4");
  EXPECT_EQ(S.rename("b", "k.cu")->To, "b1");
  EXPECT_EQ(S.rename("c", "k.cu"), nullptr);
  // The first macro-prefix rule (in order) whose 'from' starts the name.
  EXPECT_EQ(S.macroPrefix("CU_A_B")->To, "X_");
  EXPECT_EQ(S.macroPrefix("CU_"), nullptr);
  EXPECT_EQ(S.apisFor("f").size(), 2u);
  EXPECT_TRUE(S.apisFor("g").empty());
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
