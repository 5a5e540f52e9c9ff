#include "RawTokens.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace cu2hip;
using namespace clang;

static LangOptions makeRawLexerOptions() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1; // lexes <<< and >>> as single tokens
  LO.LineComment = 1;
  LO.Bool = 1;
  LO.Digraphs = 1;
  return LO;
}

const LangOptions &cu2hip::rawLexerOptions() {
  static const LangOptions LO = makeRawLexerOptions();
  return LO;
}

/// The directive keyword \p Name, as clang's preprocessor knows it.
static tok::PPKeywordKind ppKeyword(llvm::StringRef Name) {
  return llvm::StringSwitch<tok::PPKeywordKind>(Name)
#define PPKEYWORD(X) .Case(#X, tok::pp_##X)
#include "clang/Basic/TokenKinds.def"
      .Default(tok::pp_not_keyword);
}

RawTokens::RawTokens(llvm::StringRef Text) : Text(Text), CrLf(Text.contains("\r\n")) {
  LineStarts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      LineStarts.push_back(I + 1);

  const LangOptions &LO = rawLexerOptions();
  // The raw lexer needs a location to offset from; only offsets are used.
  SourceLocation Base = SourceLocation::getFromRawEncoding(1);
  Lexer L(Base, LO, Text.begin(), Text.begin(), Text.end());
  L.SetCommentRetentionState(false);
  int Directive = -1;
  tok::PPKeywordKind Keyword = tok::pp_not_keyword;
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
    if (R.LineStart) {
      Directive = (R.Kind == tok::hash) ? static_cast<int>(Toks.size()) : -1;
      Keyword = tok::pp_not_keyword;
    }
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
    if (Directive >= 0 && Toks.size() == size_t(Directive) + 1 && R.Kind == tok::raw_identifier) {
      Toks.push_back(R); // spelling() reads it from Toks
      Keyword = ppKeyword(spelling(Toks.size() - 1));
      Toks[size_t(Directive)].Directive = Keyword;
      Toks.back().Directive = Keyword;
      continue;
    }
    R.Directive = Keyword;
    Toks.push_back(R);
  }
}

RawTokens::~RawTokens() = default;

bool RawTokens::isCode(size_t I) const {
  if (I >= Toks.size())
    return false;
  if (Toks[I].DirectiveStart < 0)
    return true;
  size_t Hash = size_t(Toks[I].DirectiveStart);
  if (I == Hash || (I == Hash + 1 && Toks[I].Kind == tok::raw_identifier))
    return false; // the '#' and the keyword
  switch (Toks[I].Directive) {
  case tok::pp_include:
  case tok::pp_include_next:
  case tok::pp_import:
  case tok::pp___include_macros:
  case tok::pp_embed:
  case tok::pp_pragma:
  case tok::pp_error:
  case tok::pp_warning:
  case tok::pp_line:
  case tok::pp_ident:
  case tok::pp_sccs:
  case tok::pp_undef:
  case tok::pp_assert:
  case tok::pp_unassert:
  case tok::pp___public_macro:
  case tok::pp___private_macro:
    return false;
  default:
    return true;
  }
}

bool RawTokens::inCondition(size_t I) const {
  if (I >= Toks.size() || Toks[I].DirectiveStart < 0 || I < size_t(Toks[I].DirectiveStart) + 2)
    return false;
  switch (Toks[I].Directive) {
  case tok::pp_if:
  case tok::pp_ifdef:
  case tok::pp_ifndef:
  case tok::pp_elif:
  case tok::pp_elifdef:
  case tok::pp_elifndef:
    return true;
  default:
    return false;
  }
}

size_t RawTokens::memberAccess(size_t I) const {
  if (I == 0 || I >= Toks.size())
    return Toks.size();
  size_t Op = I - 1;
  // `x.template f<T>()`: the keyword says a template member follows.
  if (Op > 0 && isIdentifier(Op, "template"))
    --Op;
  return Toks[Op].Kind == tok::period || Toks[Op].Kind == tok::arrow ? Op : Toks.size();
}

bool RawTokens::isFreeName(size_t I) const {
  if (isMemberName(I))
    return false;
  if (I == 0)
    return true;
  size_t Q = I - 1;
  // `ns::template f<T>`
  if (Q > 0 && isIdentifier(Q, "template"))
    --Q;
  if (Toks[Q].Kind != tok::coloncolon)
    return true;
  // A leading `::f` (nothing that names a scope before it) is free.
  return Q == 0 || (Toks[Q - 1].Kind != tok::raw_identifier && Toks[Q - 1].Kind != tok::greater &&
                    Toks[Q - 1].Kind != tok::greatergreater);
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

size_t RawTokens::findOpening(size_t I) const {
  tok::TokenKind Close = Toks[I].Kind, Open;
  switch (Close) {
  case tok::r_paren: Open = tok::l_paren; break;
  case tok::r_square: Open = tok::l_square; break;
  case tok::r_brace: Open = tok::l_brace; break;
  default: return Toks.size();
  }
  int Depth = 0;
  for (size_t J = I + 1; J-- > 0;) {
    if (Toks[J].Kind == Close)
      ++Depth;
    else if (Toks[J].Kind == Open && --Depth == 0)
      return J;
  }
  return Toks.size();
}

size_t RawTokens::templateArgsOpening(size_t I) const {
  int Depth = 0;
  for (size_t J = I + 1; J-- > 0;) {
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::greater)
      ++Depth;
    else if (K == tok::greatergreater)
      Depth += 2;
    else if (K == tok::less && --Depth == 0)
      return J;
    else if (K == tok::semi || K == tok::l_brace || K == tok::r_brace)
      break;
  }
  return Toks.size();
}

size_t RawTokens::templateArgsClosing(size_t I) const {
  int Depth = 0;
  for (size_t J = I; J < Toks.size(); ++J) {
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::less)
      ++Depth;
    else if (K == tok::greater)
      --Depth;
    else if (K == tok::greatergreater)
      Depth -= 2;
    if (Depth <= 0)
      return Depth < 0 ? Toks.size() : J; // a '>>' that also closes an outer list
  }
  return Toks.size();
}

bool RawTokens::splitLaunchConfig(size_t L, std::vector<std::pair<size_t, size_t>> &Args,
                                  size_t *Close) const {
  Args.clear();
  size_t Begin = L + 1;
  int Depth = 0;
  for (size_t J = L + 1; J < Toks.size(); ++J) {
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
      ++Depth;
    else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace) {
      if (--Depth < 0)
        return false;
    } else if (K == tok::comma && Depth == 0) {
      Args.push_back({Begin, J - 1});
      Begin = J + 1;
    } else if (K == tok::greatergreatergreater && Depth == 0) {
      if (Begin < J)
        Args.push_back({Begin, J - 1});
      if (Close)
        *Close = J;
      return true;
    } else if (K == tok::semi) {
      return false;
    }
  }
  return false;
}

size_t RawTokens::constructStart(size_t Use) const {
  if (Toks[Use].DirectiveStart >= 0)
    return size_t(Toks[Use].DirectiveStart);
  size_t Start = 0;
  bool Fresh = true;
  int Depth = 0;
  std::vector<bool> Closes; // per open brace: does its '}' end a construct?
  for (size_t I = 0; I < Use; ++I) {
    if (Toks[I].DirectiveStart >= 0) {
      Fresh |= Depth == 0;
      continue;
    }
    if (Depth == 0 && Fresh) {
      Start = I;
      Fresh = false;
    }
    if (Toks[I].Kind == tok::l_brace) {
      // A function body, a namespace or an extern "C" block; not a class,
      // enum or initializer, which a declarator or ';' still follows.
      bool Ends = I > 0 && (Toks[I - 1].Kind == tok::r_paren || Toks[I - 1].Kind == tok::string_literal ||
                            isIdentifier(I - 1, "const") || isIdentifier(I - 1, "noexcept") ||
                            isIdentifier(I - 1, "override") || isIdentifier(I - 1, "namespace") ||
                            (I > 1 && isIdentifier(I - 2, "namespace")));
      Closes.push_back(Ends);
      ++Depth;
    } else if (Toks[I].Kind == tok::r_brace && Depth > 0) {
      --Depth;
      bool Ends = Closes.back();
      Closes.pop_back();
      Fresh |= Depth == 0 && Ends;
    } else if (Toks[I].Kind == tok::semi && Depth == 0) {
      Fresh = true;
    }
  }
  return Fresh ? Use : Start; // Fresh: the use starts a construct itself
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

