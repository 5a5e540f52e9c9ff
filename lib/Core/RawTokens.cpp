#include "RawTokens.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace cu2hip;
using namespace clang;

static LangOptions cudaLangOptions() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1; // lexes <<< and >>> as single tokens
  LO.LineComment = 1;
  LO.Bool = 1;
  LO.Digraphs = 1;
  return LO;
}

RawTokens::RawTokens(llvm::StringRef Text) : Text(Text), CrLf(Text.contains("\r\n")) {
  LineStarts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      LineStarts.push_back(I + 1);

  static const LangOptions LO = cudaLangOptions();
  // The raw lexer needs a location to offset from; only offsets are used.
  SourceLocation Base = SourceLocation::getFromRawEncoding(1);
  Lexer L(Base, LO, Text.begin(), Text.begin(), Text.end());
  L.SetCommentRetentionState(false);
  int Directive = -1;
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    RawToken R;
    R.Kind = T.getKind();
    R.Offset = T.getLocation().getRawEncoding() - 1;
    R.Length = T.getLength();
    R.LineStart = T.isAtStartOfLine() || Toks.empty();
    if (R.LineStart)
      Directive = (R.Kind == tok::hash) ? static_cast<int>(Toks.size()) : -1;
    R.DirectiveStart = Directive;
    if (R.Kind == tok::raw_identifier && T.needsCleaning()) {
      // Line splices removed: a backslash, optional horizontal white space
      // and a line break (the raw lexer never cleans).
      std::string Name;
      llvm::StringRef Raw = Text.substr(R.Offset, R.Length);
      for (size_t I = 0; I < Raw.size(); ++I) {
        if (Raw[I] == '\\') {
          size_t J = I + 1;
          while (J < Raw.size() && (Raw[J] == ' ' || Raw[J] == '\t'))
            ++J;
          if (J < Raw.size() && (Raw[J] == '\n' || Raw[J] == '\r')) {
            if (Raw[J] == '\r' && J + 1 < Raw.size() && Raw[J + 1] == '\n')
              ++J;
            I = J;
            continue;
          }
        }
        Name += Raw[I];
      }
      R.Spliced = true;
      Unspliced[R.Offset] = std::move(Name);
    }
    Toks.push_back(R);
  }
}

RawTokens::~RawTokens() = default;

const Directives &RawTokens::directives() const {
  if (!Dirs)
    Dirs = std::make_unique<Directives>(*this);
  return *Dirs;
}

llvm::StringRef RawTokens::directiveOf(size_t I) const {
  if (I >= Toks.size() || Toks[I].DirectiveStart < 0)
    return "";
  size_t Name = static_cast<size_t>(Toks[I].DirectiveStart) + 1;
  if (Name >= Toks.size() || Toks[Name].DirectiveStart != Toks[I].DirectiveStart ||
      Toks[Name].Kind != tok::raw_identifier)
    return "#";
  return spelling(Name);
}

size_t RawTokens::findClosing(size_t I) const {
  tok::TokenKind Open = Toks[I].Kind, Close;
  switch (Open) {
  case tok::l_paren: Close = tok::r_paren; break;
  case tok::l_square: Close = tok::r_square; break;
  case tok::l_brace: Close = tok::r_brace; break;
  default: return Toks.size();
  }
  int Depth = 0;
  for (size_t J = I; J < Toks.size(); ++J) {
    if (Toks[J].Kind == Open)
      ++Depth;
    else if (Toks[J].Kind == Close && --Depth == 0)
      return J;
  }
  return Toks.size();
}

std::pair<unsigned, unsigned> RawTokens::lineColumn(unsigned Offset) const {
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  unsigned Line = static_cast<unsigned>(It - LineStarts.begin());
  return {Line, Offset - LineStarts[Line - 1] + 1};
}

bool RawTokens::splitArguments(size_t LParen, std::vector<std::pair<size_t, size_t>> &Args,
                               size_t *RParen) const {
  Args.clear();
  size_t Close = findClosing(LParen);
  if (Close >= Toks.size())
    return false;
  if (RParen)
    *RParen = Close;
  size_t Begin = LParen + 1;
  int Depth = 0;
  for (size_t J = LParen + 1; J < Close; ++J) {
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
      ++Depth;
    else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace)
      --Depth;
    else if (K == tok::comma && Depth == 0) {
      Args.push_back({Begin, J - 1});
      Begin = J + 1;
    }
  }
  if (Begin < Close)
    Args.push_back({Begin, Close - 1});
  return true;
}

llvm::StringSet<> RawTokens::definedMacros() const {
  llvm::StringSet<> Names;
  for (const DefineDirective &D : directives().defines())
    Names.insert(D.Name);
  return Names;
}
