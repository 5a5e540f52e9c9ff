#include "Core/Calls.h"
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
size_t tokenAt(const RawTokens &T, llvm::StringRef S, size_t From = 0) {
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
  EXPECT_EQ(T.directiveKind(tokenAt(T, "a")), tok::pp_include);
  EXPECT_EQ(T.directiveKind(tokenAt(T, "once")), tok::pp_pragma);
  EXPECT_EQ(T.directiveKind(tokenAt(T, "X")), tok::pp_if);
  EXPECT_EQ(T.directiveKind(tokenAt(T, "Y")), tok::pp_elifndef);
  EXPECT_EQ(T.directiveKind(tokenAt(T, "12")), tok::pp_not_keyword);
  EXPECT_TRUE(T.inDirective(tokenAt(T, "12")));
  EXPECT_EQ(T.directiveKind(tokenAt(T, "z")), tok::pp_not_keyword);
  EXPECT_EQ(T.directiveKind(tokenAt(T, "W")), tok::pp_define); // a spliced keyword
  EXPECT_TRUE(T.isDefinedName(tokenAt(T, "W")));
  EXPECT_EQ(T.directiveKind(tokenAt(T, "v")), tok::pp_not_keyword);
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
    EXPECT_FALSE(T.isCode(tokenAt(T, Name))) << Name.str();
  for (llvm::StringRef Name : {"cudaJ", "p", "cudaK", "cudaL", "cudaM", "cudaN", "cudaO", "cudaP",
                               "cudaQ", "cudaR"})
    EXPECT_TRUE(T.isCode(tokenAt(T, Name))) << Name.str();
  // The '#' and the keyword are never code.
  EXPECT_FALSE(T.isCode(tokenAt(T, "define") - 1));
  EXPECT_FALSE(T.isCode(tokenAt(T, "define")));
  EXPECT_FALSE(T.isCode(tokenAt(T, "if")));
  EXPECT_FALSE(T.isCode(T.size()));
  // Conditions test macros: the names after #if, #elif, #ifdef, not #define's or #else's.
  for (llvm::StringRef Name : {"cudaL", "defined", "cudaM", "cudaN"})
    EXPECT_TRUE(T.inCondition(tokenAt(T, Name))) << Name.str();
  for (llvm::StringRef Name : {"if", "cudaK", "cudaO", "cudaR"})
    EXPECT_FALSE(T.inCondition(tokenAt(T, Name))) << Name.str();
}

TEST(RawTokens, MemberAndFreeNames) {
  std::string S = "a.b; p->c; x.template d<int>(); q->template e<1>(); f(); ::g(); ns::h(); "
                  "C<T>::i(); ns::template j<T>(); template k; p->*l; m";
  RawTokens T(S);
  for (llvm::StringRef Name : {"b", "c", "d", "e"}) {
    EXPECT_TRUE(T.isMemberName(tokenAt(T, Name))) << Name.str();
    EXPECT_FALSE(T.isFreeName(tokenAt(T, Name))) << Name.str();
  }
  EXPECT_EQ(T.memberAccess(tokenAt(T, "d")), tokenAt(T, "d") - 2);
  EXPECT_EQ(T[T.memberAccess(tokenAt(T, "e"))].Kind, tok::arrow);
  for (llvm::StringRef Name : {"a", "f", "g", "k", "l", "m"}) {
    EXPECT_FALSE(T.isMemberName(tokenAt(T, Name))) << Name.str();
    EXPECT_TRUE(T.isFreeName(tokenAt(T, Name))) << Name.str();
  }
  for (llvm::StringRef Name : {"h", "i", "j"}) {
    EXPECT_FALSE(T.isMemberName(tokenAt(T, Name))) << Name.str();
    EXPECT_FALSE(T.isFreeName(tokenAt(T, Name))) << Name.str();
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

TEST(RawTokens, FindOpeningMatchesFindClosing) {
  std::string S = "a[(b)[c]](d(e), {f})";
  RawTokens T(S);
  for (size_t I = 0; I < T.size(); ++I)
    if (size_t C = T.findClosing(I); C < T.size())
      EXPECT_EQ(T.findOpening(C), I) << I;
  EXPECT_EQ(T.findOpening(tokenAt(T, "a")), T.size());
  RawTokens U("x) + (y");
  EXPECT_EQ(U.findOpening(1), U.size());
}

TEST(RawTokens, TemplateArgsOpening) {
  std::string S = "k<A<int>, B> x; f<g<h<int> >> y; z > w";
  RawTokens T(S);
  size_t K = tokenAt(T, "k");
  size_t Close = tokenAt(T, ">", tokenAt(T, "B"));
  EXPECT_EQ(T.templateArgsOpening(Close), K + 1);
  size_t F = tokenAt(T, "f");
  EXPECT_EQ(T.templateArgsOpening(tokenAt(T, ">>", F)), F + 1); // '>' then '>>'
  EXPECT_EQ(T.templateArgsOpening(tokenAt(T, ">", tokenAt(T, "z"))), T.size()); // stops at ';'
}

TEST(RawTokens, TemplateArgsClosing) {
  std::string S = "A<B<int>, C> x; D<E<F> > y; G<H<int>> z; K<int";
  RawTokens T(S);
  EXPECT_EQ(T.spelling(T.templateArgsClosing(tokenAt(T, "<")) + 1), "x");
  EXPECT_EQ(T.spelling(T.templateArgsClosing(tokenAt(T, "<", tokenAt(T, "D"))) + 1), "y");
  size_t G = tokenAt(T, "G");
  EXPECT_EQ(T[T.templateArgsClosing(G + 1)].Kind, tok::greatergreater);
  EXPECT_EQ(T.templateArgsClosing(G + 3), T.size()); // its '>>' closes G's list too
  EXPECT_EQ(T.templateArgsClosing(tokenAt(T, "<", tokenAt(T, "K"))), T.size());
}

TEST(RawTokens, SplitLaunchConfig) {
  std::string S = "k<<<dim3(a, b), f(x)[1], 0, s>>>(p); q<<<1, 2; r<<<>>>();";
  RawTokens T(S);
  std::vector<std::pair<size_t, size_t>> Args;
  size_t Close = 0;
  ASSERT_TRUE(T.splitLaunchConfig(tokenAt(T, "<<<"), Args, &Close));
  ASSERT_EQ(Args.size(), 4u);
  EXPECT_EQ(T.spelling(Args[0].first), "dim3");
  EXPECT_EQ(T.spelling(Args[3].first), "s");
  EXPECT_EQ(T[Close].Kind, tok::greatergreatergreater);
  EXPECT_FALSE(T.splitLaunchConfig(tokenAt(T, "<<<", tokenAt(T, "q")), Args)); // ';' before '>>>'
  ASSERT_TRUE(T.splitLaunchConfig(tokenAt(T, "<<<", tokenAt(T, "r")), Args));
  EXPECT_TRUE(Args.empty());
}

TEST(RawTokens, ConstructStart) {
  std::string S = "#include <x>\nint a = 1;\nnamespace n {\nvoid f() { g(1); }\n}\n"
                  "struct S { int m; } s = { h() };\n#define M(x) k(x)\n";
  RawTokens T(S);
  EXPECT_EQ(T.spelling(T.constructStart(tokenAt(T, "g"))), "namespace"); // in a function in a namespace
  EXPECT_EQ(T.spelling(T.constructStart(tokenAt(T, "h"))), "struct"); // a class is no construct end
  EXPECT_EQ(T[T.constructStart(tokenAt(T, "k"))].Kind, tok::hash);    // a #define's body
  EXPECT_EQ(T.constructStart(tokenAt(T, "int")), tokenAt(T, "int"));     // starts one itself
}

TEST(Calls, ArgumentsAsRangesAndText) {
  std::string S = "cudaFoo(a, g(b, c), d);\nx.cudaFoo(1);\n#define cudaFoo(q) q\n"
                  "#warning cudaFoo(2)\nns::cudaFoo(3); cudaBar();";
  RawTokens T(S);
  std::vector<TokenCall> Calls = findCalls(T, {"cudaFoo", "cudaBar"});
  ASSERT_EQ(Calls.size(), 2u); // not a member, a #define's name, a message or ns::
  const TokenCall &X = Calls[0];
  ASSERT_EQ(X.argCount(), 3u);
  EXPECT_EQ(X.argText(1), "g(b, c)");
  EXPECT_EQ(S.substr(X.argAndComma(0).Begin, X.argAndComma(0).length()), "a, ");
  EXPECT_EQ(S.substr(X.commaAndArg(2).Begin, X.commaAndArg(2).length()), ", d");
  EXPECT_EQ(S.substr(X.range().Begin, X.range().length()), "cudaFoo(a, g(b, c), d)");
  EXPECT_EQ(Calls[1].argCount(), 0u);
  EXPECT_EQ(findCalls(T, {"cudaFoo"}, [](size_t) { return true; }).size(), 0u);
  EXPECT_FALSE(callAt(T, tokenAt(T, "a")).has_value());
  RawTokens U("cudaFoo(a, (b);");
  EXPECT_FALSE(callAt(U, 0).has_value()); // unbalanced
}

TEST(RawTokens, SurvivesGarbage) {
  std::string S = "#if 0\nit's not code \"unterminated\n#endif\n\x01\xff";
  RawTokens T(S);
  EXPECT_GT(T.size(), 3u);
}
