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
  EXPECT_EQ(T.directiveOf(0), "define");
  size_t Foo = 0;
  for (size_t I = 0; I < T.size(); ++I)
    if (T.spelling(I) == "foo")
      Foo = I;
  EXPECT_EQ(T.directiveOf(Foo), "define");
  EXPECT_EQ(T.directiveOf(T.size() - 1), "");
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
