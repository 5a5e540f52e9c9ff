#include "Core/RawTokens.h"

#include <gtest/gtest.h>

using namespace cu2hip;
namespace tok = clang::tok;

TEST(RawTokens, LexesTripleChevronsAsSingleTokens) {
  std::string S = "k<<<g, b>>>(x);";
  RawTokens T(S);
  ASSERT_GE(T.size(), 8u);
  EXPECT_EQ(T[1].Kind, tok::lesslessless);
  EXPECT_EQ(T[5].Kind, tok::greatergreatergreater);
}

TEST(RawTokens, TracksDirectivesAcrossContinuations) {
  std::string S = "#define A(x) \\\n  foo(x)\nbar\n";
  RawTokens T(S);
  EXPECT_EQ(T.directiveKind(0), tok::pp_define);
  size_t Foo = 0;
  for (size_t I = 0; I < T.size(); ++I)
    if (T.spelling(I) == "foo")
      Foo = I;
  EXPECT_EQ(T.directiveKind(Foo), tok::pp_define);
  EXPECT_TRUE(T.inDirective(Foo));
  EXPECT_EQ(T.directiveKind(T.size() - 1), tok::pp_not_keyword);
  EXPECT_FALSE(T.inDirective(T.size() - 1));
}

namespace {
/// The index of the first token spelled \p S.
size_t find(const RawTokens &T, llvm::StringRef S, size_t From = 0) {
  for (size_t I = From; I < T.size(); ++I)
    if (T.spelling(I) == S)
      return I;
  ADD_FAILURE() << "no token " << S.str();
  return T.size();
}
} // namespace

TEST(RawTokens, DirectiveKindIsClangsKeyword) {
  std::string S = "#include <a.h>\n#  pragma once\n#if X\n#elifndef Y\n#endif\n#\n# 12 \"f\"\n"
                  "#frob z\n#def\\\nine W 1\nv\n";
  RawTokens T(S);
  EXPECT_EQ(T.directiveKind(find(T, "a")), tok::pp_include);
  EXPECT_EQ(T.directiveKind(find(T, "once")), tok::pp_pragma);
  EXPECT_EQ(T.directiveKind(find(T, "X")), tok::pp_if);
  EXPECT_EQ(T.directiveKind(find(T, "Y")), tok::pp_elifndef);
  EXPECT_EQ(T.directiveKind(find(T, "12")), tok::pp_not_keyword);
  EXPECT_TRUE(T.inDirective(find(T, "12")));
  EXPECT_EQ(T.directiveKind(find(T, "z")), tok::pp_not_keyword);
  EXPECT_EQ(T.directiveKind(find(T, "W")), tok::pp_define); // a spliced keyword
  EXPECT_TRUE(T.isDefinedName(find(T, "W")));
  EXPECT_EQ(T.directiveKind(find(T, "v")), tok::pp_not_keyword);
}

TEST(RawTokens, CodeIsWhatTheCompilerReadsAsCode) {
  std::string S = "#include \"cudaA.h\"\n#include_next <cudaB>\n#import <cudaC>\n"
                  "#pragma message(\"x\") cudaD\n#error cudaE failed\n#warning cudaF\n"
                  "#line 3 cudaG\n#ident cudaH\n#undef cudaI\n"
                  "#define cudaJ(p) cudaK(p)\n#if cudaL > 1\n#elif defined(cudaM)\n#ifdef cudaN\n"
                  "#else cudaO\n#endif cudaP\n#frob cudaQ\ncudaR(1);\n";
  RawTokens T(S);
  for (llvm::StringRef Name : {"cudaB", "cudaC", "cudaD", "cudaE", "failed", "cudaF", "cudaG",
                               "cudaH", "cudaI"})
    EXPECT_FALSE(T.isCode(find(T, Name))) << Name.str();
  for (llvm::StringRef Name : {"cudaJ", "p", "cudaK", "cudaL", "cudaM", "cudaN", "cudaO", "cudaP",
                               "cudaQ", "cudaR"})
    EXPECT_TRUE(T.isCode(find(T, Name))) << Name.str();
  // The '#' and the keyword are never code.
  EXPECT_FALSE(T.isCode(find(T, "define") - 1));
  EXPECT_FALSE(T.isCode(find(T, "define")));
  EXPECT_FALSE(T.isCode(find(T, "if")));
  EXPECT_FALSE(T.isCode(T.size()));
  // Conditions test macros: the names after #if, #elif, #ifdef, not #define's or #else's.
  for (llvm::StringRef Name : {"cudaL", "defined", "cudaM", "cudaN"})
    EXPECT_TRUE(T.inCondition(find(T, Name))) << Name.str();
  for (llvm::StringRef Name : {"if", "cudaK", "cudaO", "cudaR"})
    EXPECT_FALSE(T.inCondition(find(T, Name))) << Name.str();
}

TEST(RawTokens, MemberAndFreeNames) {
  std::string S = "a.b; p->c; x.template d<int>(); q->template e<1>(); f(); ::g(); ns::h(); "
                  "C<T>::i(); ns::template j<T>(); template k; p->*l; m";
  RawTokens T(S);
  for (llvm::StringRef Name : {"b", "c", "d", "e"}) {
    EXPECT_TRUE(T.isMemberName(find(T, Name))) << Name.str();
    EXPECT_FALSE(T.isFreeName(find(T, Name))) << Name.str();
  }
  EXPECT_EQ(T.memberAccess(find(T, "d")), find(T, "d") - 2);
  EXPECT_EQ(T[T.memberAccess(find(T, "e"))].Kind, tok::arrow);
  for (llvm::StringRef Name : {"a", "f", "g", "k", "l", "m"}) {
    EXPECT_FALSE(T.isMemberName(find(T, Name))) << Name.str();
    EXPECT_TRUE(T.isFreeName(find(T, Name))) << Name.str();
  }
  for (llvm::StringRef Name : {"h", "i", "j"}) {
    EXPECT_FALSE(T.isMemberName(find(T, Name))) << Name.str();
    EXPECT_FALSE(T.isFreeName(find(T, Name))) << Name.str();
  }
  EXPECT_TRUE(T.isFreeName(0));
  EXPECT_FALSE(T.isMemberName(0));
}

TEST(RawTokens, LineColumn) {
  std::string S = "a\n  b\r\nc";
  RawTokens T(S);
  EXPECT_EQ(T.lineColumn(T[1].Offset), std::make_pair(2u, 3u));
  EXPECT_EQ(T.lineColumn(T[2].Offset), std::make_pair(3u, 1u));
}

TEST(RawTokens, LineEndingIsCrLfWhenAnyLineIs) {
  // The ending of inserted lines: CRLF as soon as one line ends so, even
  // the last one, else LF (also with no line break at all, or a lone CR).
  EXPECT_EQ(RawTokens("a\nb\n").lineEnding(), "\n");
  EXPECT_EQ(RawTokens("a\nb\r\n").lineEnding(), "\r\n");
  EXPECT_EQ(RawTokens("a\r\nb\n").lineEnding(), "\r\n");
  EXPECT_EQ(RawTokens("a").lineEnding(), "\n");
  EXPECT_EQ(RawTokens("a\rb\n").lineEnding(), "\n");
}

TEST(RawTokens, SplitArguments) {
  std::string S = "f(a, g(b, c), d[1, 2])";
  RawTokens T(S);
  std::vector<std::pair<size_t, size_t>> Args;
  ASSERT_TRUE(T.splitArguments(1, Args));
  ASSERT_EQ(Args.size(), 3u);
  EXPECT_EQ(T.spelling(Args[1].first), "g");
}

TEST(RawTokens, SurvivesGarbage) {
  std::string S = "#if 0\nit's not code \"unterminated\n#endif\n\x01\xff";
  RawTokens T(S);
  EXPECT_GT(T.size(), 3u);
}
