// The one scanner of #include directives and #if structure (lib/Core/Directives.h).
#include "Core/Directives.h"
#include "Core/RawTokens.h"

#include <gtest/gtest.h>

using namespace cu2hip;
using Cond = ConditionalDirective;

namespace {
std::vector<std::string> names(const DirectiveScan &S) {
  std::vector<std::string> Out;
  for (const IncludeDirective &I : S.includes())
    Out.push_back(I.Name.str());
  return Out;
}

BranchPath path(std::initializer_list<Branch> B) { return BranchPath(B); }
} // namespace

TEST(Directives, ReadsNameDelimitersOffsetsAndLines) {
  std::string Text = "// head\n#include <cuda_runtime.h>\n  #  include \"a/b.cuh\" // note\n";
  DirectiveScan S(Text);
  ASSERT_EQ(S.includes().size(), 2u);
  const IncludeDirective &A = S.includes()[0], &B = S.includes()[1];
  EXPECT_EQ(A.Kind, IncludeDirective::Include);
  EXPECT_EQ(A.Name, "cuda_runtime.h");
  EXPECT_TRUE(A.Angled);
  EXPECT_EQ(A.Line, 2u);
  EXPECT_EQ(A.Offset, Text.find('#'));
  EXPECT_EQ(A.NameBegin, Text.find("cuda_runtime.h"));
  EXPECT_EQ(A.NameEnd, Text.find('>'));
  EXPECT_EQ(A.SpecBegin, Text.find('<'));
  EXPECT_EQ(A.SpecEnd, Text.find('>') + 1);
  EXPECT_EQ(B.Name, "a/b.cuh");
  EXPECT_FALSE(B.Angled);
  EXPECT_EQ(B.Line, 3u);
  EXPECT_EQ(llvm::StringRef(Text).substr(B.SpecBegin, B.SpecEnd - B.SpecBegin), "\"a/b.cuh\"");
  EXPECT_TRUE(A.Branches.empty());
  // The directive's tokens: '#', the keyword, the quoted name.
  EXPECT_EQ(B.End - B.Hash, 3u);
}

TEST(Directives, IncludeNextImportAndMacroIncludes) {
  DirectiveScan S("#include_next <x.h>\n#import \"m.h\"\n#include HEADER\n#include <unclosed\n");
  ASSERT_EQ(S.includes().size(), 2u);
  EXPECT_EQ(S.includes()[0].Kind, IncludeDirective::IncludeNext);
  EXPECT_EQ(S.includes()[0].Name, "x.h");
  EXPECT_EQ(S.includes()[1].Kind, IncludeDirective::Import);
  EXPECT_EQ(S.includes()[1].Name, "m.h");
}

TEST(Directives, CommentsAndStringsHoldNoDirective) {
  DirectiveScan S("// #include \"line.h\"\n"
                  "/* a block\n#include \"block.h\"\n#if 1\n*/\n"
                  "const char *s = \"#include <str.h>\";\n"
                  "const char *r = R\"(\n#include <raw.h>\n#if X\n)\";\n"
                  "#include /* between */ \"real.h\"\n");
  EXPECT_EQ(names(S), std::vector<std::string>{"real.h"});
  EXPECT_TRUE(S.directives().conditionals().empty());
}

TEST(Directives, LineContinuations) {
  std::string Text = "#include \\\n  <split.h>\n#if A && \\\n  B\n#include \"in.h\"\n#endif\n";
  DirectiveScan S(Text);
  ASSERT_EQ(S.includes().size(), 2u);
  EXPECT_EQ(S.includes()[0].Name, "split.h");
  EXPECT_EQ(S.includes()[0].Line, 1u);
  EXPECT_EQ(S.includes()[0].NameBegin, Text.find("split.h"));
  ASSERT_EQ(S.directives().conditionals().size(), 2u);
  EXPECT_EQ(S.includes()[1].Line, 5u);
  EXPECT_EQ(S.includes()[1].Branches, path({{1, 0}}));
}

TEST(Directives, CrLfLineEndings) {
  std::string Text = "#if A\r\n#include \"a.h\"\r\n#else\r\n#include <b.h>\r\n#endif\r\n#include \"c.h\"\r\n";
  DirectiveScan S(Text);
  ASSERT_EQ(S.includes().size(), 3u);
  EXPECT_EQ(S.includes()[0].Name, "a.h");
  EXPECT_EQ(S.includes()[1].Name, "b.h");
  EXPECT_EQ(S.includes()[2].Name, "c.h");
  EXPECT_EQ(S.includes()[1].Line, 4u);
  EXPECT_EQ(S.includes()[0].Branches, path({{1, 0}}));
  EXPECT_EQ(S.includes()[1].Branches, path({{1, 1}}));
  EXPECT_TRUE(S.includes()[2].Branches.empty());
  EXPECT_EQ(S.directives().conditionals().size(), 3u);
}

TEST(Directives, IncludesInsideIfZeroAreListed) {
  DirectiveScan S("#if 0\n#include <never.h>\n#endif\n");
  ASSERT_EQ(S.includes().size(), 1u);
  EXPECT_EQ(S.includes()[0].Name, "never.h");
  EXPECT_EQ(S.includes()[0].Branches, path({{1, 0}}));
}

TEST(Directives, NestedGroupsAndElifChains) {
  std::string Text = "#ifdef A\n"           // group 1 arm 0
                     "#include \"a.h\"\n"
                     "#  if B\n"            // group 2 arm 0
                     "#include \"ab.h\"\n"
                     "#  elif C\n"          // group 2 arm 1
                     "#include \"ac.h\"\n"
                     "#  elifdef D\n"       // group 2 arm 2
                     "#  else\n"            // group 2 arm 3
                     "#include \"ae.h\"\n"
                     "#  endif\n"
                     "#elifndef E\n"        // group 1 arm 1
                     "#include \"e.h\"\n"
                     "#endif\n"
                     "#ifndef F\n"          // group 3
                     "#endif\n";
  DirectiveScan S(Text);
  const Directives &D = S.directives();
  ASSERT_EQ(S.includes().size(), 5u);
  EXPECT_EQ(S.includes()[0].Branches, path({{1, 0}}));
  EXPECT_EQ(S.includes()[1].Branches, path({{1, 0}, {2, 0}}));
  EXPECT_EQ(S.includes()[2].Branches, path({{1, 0}, {2, 1}}));
  EXPECT_EQ(S.includes()[3].Branches, path({{1, 0}, {2, 3}}));
  EXPECT_EQ(S.includes()[4].Branches, path({{1, 1}}));

  const std::vector<Cond> &C = D.conditionals();
  ASSERT_EQ(C.size(), 10u);
  std::vector<Cond::KindType> Kinds;
  for (const Cond &X : C)
    Kinds.push_back(X.Kind);
  EXPECT_EQ(Kinds, (std::vector<Cond::KindType>{Cond::Ifdef, Cond::If, Cond::Elif, Cond::Elifdef,
                                                 Cond::Else, Cond::Endif, Cond::Elifndef, Cond::Endif,
                                                 Cond::Ifndef, Cond::Endif}));
  // Each directive leads to the next of its group, the #endif to none.
  EXPECT_EQ(C[0].Next, 6);
  EXPECT_EQ(C[6].Next, 7);
  EXPECT_EQ(C[1].Next, 2);
  EXPECT_EQ(C[4].Next, 5);
  EXPECT_EQ(C[5].Next, -1);
  EXPECT_EQ(C[4].Opens, (Branch{2, 3}));
  EXPECT_EQ(C[5].Opens, (Branch{2, 4}));
  EXPECT_EQ(C[8].Opens, (Branch{3, 0}));
  EXPECT_EQ(D.endOf(C[2]), &C[5]);
  EXPECT_EQ(D.endOf(C[0]), &C[7]);
  EXPECT_EQ(C[3].Line, 7u);
  EXPECT_EQ(D.conditionalAt(C[6].Hash), &C[6]);
  EXPECT_EQ(D.conditionalAt(C[6].Hash + 1), nullptr);
  EXPECT_EQ(D.includeAt(S.includes()[4].Hash), &S.includes()[4]);
  EXPECT_EQ(D.includeAt(C[6].Hash), nullptr);

  // Any offset: after the inner #endif, back in group 1's first arm.
  EXPECT_EQ(D.branchesAt(Text.find("#elifndef")), path({{1, 1}}));
  EXPECT_EQ(D.branchesAt(Text.find("#elifndef") - 1), path({{1, 0}}));
  EXPECT_EQ(D.branchesAt(0), path({{1, 0}})); // the #ifdef's own line
  EXPECT_TRUE(D.branchesAt(unsigned(Text.size())).empty());
}

TEST(Directives, UnbalancedDirectives) {
  // An #endif or #else with no open group belongs to none; a group the file
  // does not close has no #endif.
  DirectiveScan S("#endif\n#else\n#if A\n#include \"a.h\"\n#else\n");
  const std::vector<Cond> &C = S.directives().conditionals();
  ASSERT_EQ(C.size(), 2u);
  EXPECT_EQ(C[0].Kind, Cond::If);
  EXPECT_EQ(C[0].Next, 1);
  EXPECT_EQ(C[1].Next, -1);
  EXPECT_EQ(S.directives().endOf(C[0]), nullptr);
  EXPECT_EQ(S.includes()[0].Branches, path({{1, 0}}));
}

TEST(Directives, ReadFromTheFilesTokens) {
  std::string Text = "#pragma once\n#include <a.h>\n#define X 1\n";
  RawTokens T(Text);
  Directives D(T);
  ASSERT_EQ(D.includes().size(), 1u);
  EXPECT_EQ(D.includes()[0].Hash, 3u); // '#' 'pragma' 'once' come first
  EXPECT_EQ(T.directiveKind(D.includes()[0].Hash), clang::tok::pp_include);
}

TEST(Directives, DefinesInEveryBranchWithTheirNames) {
  // Every #define is listed, taken branch or not; a #define in a comment, a
  // string or with no name is not, nor a "define" that is no directive.
  std::string Text = "#define A 1\n"
                     "#if 0\n#  define B(x) x\n#endif\n"
                     "// #define C\n"
                     "const char *s = \"#define D\";\n"
                     "#define\n"
                     "int define E;\n"
                     "#undef A\n"
                     "#define \\\n  F\n";
  RawTokens T(Text);
  Directives Dirs(T);
  const std::vector<DefineDirective> &D = Dirs.defines();
  ASSERT_EQ(D.size(), 3u);
  EXPECT_EQ(D[0].Name, "A");
  EXPECT_EQ(D[0].Offset, 0u);
  EXPECT_EQ(D[1].Name, "B");
  EXPECT_EQ(D[1].Offset, Text.find("#  define"));
  EXPECT_EQ(D[1].End - D[1].Hash, 7u); // '#' 'define' 'B' '(' 'x' ')' 'x'
  EXPECT_EQ(D[2].Name, "F");
  const llvm::StringSet<> &Names = Dirs.definedMacros();
  EXPECT_EQ(Names.size(), 3u);
  EXPECT_TRUE(Names.contains("A") && Names.contains("B") && Names.contains("F"));
  // The name token of a #define, and nothing else, is a defined name.
  EXPECT_TRUE(T.isDefinedName(D[1].Hash + 2));
  EXPECT_FALSE(T.isDefinedName(D[1].Hash + 1));
  EXPECT_FALSE(T.isDefinedName(D[1].Hash + 4));
  EXPECT_FALSE(T.isDefinedName(T.size()));
}

TEST(Directives, StandaloneScanInPlaceOrOfACopy) {
  // A std::string is NUL-terminated: scanned where it is, not copied.
  std::string Text = "#include <a.h>\n#define ABCDEF 1\n";
  DirectiveScan InPlace(Text);
  EXPECT_EQ(InPlace.tokens().text().data(), Text.data());
  EXPECT_EQ(names(InPlace), std::vector<std::string>{"a.h"});
  // Any other text is copied, and scanned within its bounds: the slice ends
  // inside the macro's name, whose rest the scan must not read.
  llvm::StringRef Slice = llvm::StringRef(Text).take_front(Text.find("DEF"));
  DirectiveScan Copied(Slice);
  EXPECT_NE(Copied.tokens().text().data(), Text.data());
  EXPECT_EQ(Copied.tokens().text(), Slice);
  ASSERT_EQ(Copied.directives().defines().size(), 1u);
  EXPECT_EQ(Copied.directives().defines()[0].Name, "ABC");
}
