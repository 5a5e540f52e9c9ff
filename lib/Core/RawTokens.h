// A raw-lexer view of a whole file: every token, including those in macro
// bodies and in #if branches the preprocessor does not take.
#pragma once

#include "Directives.h"

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class LangOptions;
}

namespace cu2hip {

/// The language options of every raw lexer over user files (C++17 and CUDA:
/// `<<<` and `>>>` are single tokens), for RawTokens and a lexer that must
/// keep comments.
const clang::LangOptions &rawLexerOptions();

struct RawToken {
  clang::tok::TokenKind Kind;
  unsigned Offset;
  unsigned Length;
  bool LineStart;
  /// Index of the '#' token starting the directive this token belongs to, or -1.
  int DirectiveStart;
  /// An identifier split by a line splice (`cuda\<newline>Malloc`): its
  /// spelling is the name without the splice (RawTokens::spelling).
  bool Spliced = false;
  /// The keyword of that directive (RawTokens::directiveKind).
  clang::tok::PPKeywordKind Directive = clang::tok::pp_not_keyword;
  unsigned end() const { return Offset + Length; }
};

class RawTokens {
public:
  /// \p Text must stay alive and be NUL-terminated (a std::string's data is).
  explicit RawTokens(llvm::StringRef Text);
  ~RawTokens();

  llvm::StringRef text() const { return Text; }
  /// "\r\n" when the file has a CRLF line ending anywhere, else "\n": the line
  /// ending of lines that passes and rules insert. Found once here; asking the
  /// text each time made a file with one edit per definition quadratic.
  llvm::StringRef lineEnding() const { return CrLf ? "\r\n" : "\n"; }
  const std::vector<RawToken> &tokens() const { return Toks; }
  size_t size() const { return Toks.size(); }
  const RawToken &operator[](size_t I) const { return Toks[I]; }
  /// The token's text; an identifier split by line splices reads as the name
  /// the compiler sees (its offset and length still cover the splices, so an
  /// edit of the token replaces them too).
  llvm::StringRef spelling(const RawToken &T) const {
    return T.Spliced ? llvm::StringRef(Unspliced.find(T.Offset)->second) : Text.substr(T.Offset, T.Length);
  }
  llvm::StringRef spelling(size_t I) const { return spelling(Toks[I]); }
  bool isIdentifier(size_t I, llvm::StringRef Name) const {
    return I < Toks.size() && Toks[I].Kind == clang::tok::raw_identifier && spelling(I) == Name;
  }
  // What a token is. Every pass and rule asks these instead of looking at
  // the tokens around it, so that they agree on which tokens are code and
  // which names are members (issue 27).

  /// True when token \p I is in a directive: from a '#' that starts a line to
  /// the end of that line, continuations included.
  bool inDirective(size_t I) const { return I < Toks.size() && Toks[I].DirectiveStart >= 0; }
  /// The keyword of the directive token \p I is in (tok::pp_include,
  /// tok::pp_define, tok::pp_if...); tok::pp_not_keyword outside directives
  /// and in a directive without a keyword clang knows (`#`, `# 12 "f"`).
  clang::tok::PPKeywordKind directiveKind(size_t I) const {
    return I < Toks.size() ? Toks[I].Directive : clang::tok::pp_not_keyword;
  }
  /// True when token \p I is code: outside every directive, or in a
  /// directive whose tokens the compiler reads as code: a #define (the
  /// macro's name, parameters and body), the condition of an #if, #elif,
  /// #ifdef, #ifndef..., the stray tokens of an #else or #endif and those of
  /// a directive clang does not know. Not code: the '#' and the keyword of
  /// every directive, and everything in a directive that holds a header
  /// name, a message, a pragma or a macro name to forget: #include,
  /// #include_next, #import, #embed, #pragma (so `#pragma message`), #error,
  /// #warning, #line, #ident, #sccs, #undef, #assert, #unassert.
  bool isCode(size_t I) const;
  /// True when token \p I is in the condition of an #if, #elif, #ifdef,
  /// #ifndef, #elifdef or #elifndef (a test of a macro, not a use of it).
  bool inCondition(size_t I) const;
  /// The index of the `.` or `->` that makes token \p I a member name
  /// (`x.f`, `p->f`, `x.template f<T>`, `p->template f<T>`), or size() when
  /// \p I is not one.
  size_t memberAccess(size_t I) const;
  /// True when token \p I names a member: `x.f`, `p->f`, `x.template f<T>`.
  bool isMemberName(size_t I) const { return memberAccess(I) < Toks.size(); }
  /// True when token \p I names something free (a function, variable, type
  /// or namespace of global scope, the CUDA API's): not a member, not
  /// qualified by a namespace or class (`ns::f`, `C<T>::f`, `ns::template
  /// f<T>`); `::f` is free.
  bool isFreeName(size_t I) const;
  /// Index of the matching closing token for the opener at \p I ('(' '[' '{'),
  /// or size() when unbalanced.
  size_t findClosing(size_t I) const;
  /// Index of the matching opening token for the closer at \p I (')' ']' '}'),
  /// or size() when unbalanced.
  size_t findOpening(size_t I) const;
  /// For a '>' or '>>' at \p I that ends a template argument list, the index
  /// of the '<' that opens it; size() when a ';', '{' or '}' comes first.
  size_t templateArgsOpening(size_t I) const;
  /// For a '<' at \p I that opens a template argument list, the index of the
  /// '>' or '>>' that closes it; size() when none does, or when it is a '>>'
  /// that closes a list opened before \p I too.
  size_t templateArgsClosing(size_t I) const;
  /// The launch configuration of the `<<<` at \p L: its top-level
  /// comma-separated arguments up to the `>>>` at depth 0, as [first, last]
  /// token pairs (empty for `<<<>>>`). False when no such `>>>` comes before
  /// a ';' or an unbalanced closer.
  bool splitLaunchConfig(size_t L, std::vector<std::pair<size_t, size_t>> &Args,
                         size_t *Close = nullptr) const;
  /// The first token of the file-scope construct holding token \p Use: a
  /// declaration, a function definition, a namespace or extern "C" block
  /// (the construct a '}' of one of those or a ';' at file scope ends), or
  /// the #define whose body holds it. \p Use itself when it starts one.
  size_t constructStart(size_t Use) const;
  /// The top-level comma-separated arguments between the parenthesis at
  /// \p LParen and its match, as [first, last] token index pairs (empty for
  /// "()"). Returns false when the parentheses are unbalanced.
  bool splitArguments(size_t LParen, std::vector<std::pair<size_t, size_t>> &Args,
                      size_t *RParen = nullptr) const;
  /// True when token \p I is the name a #define defines (`#define I ...`).
  bool isDefinedName(size_t I) const {
    return inDirective(I) && size_t(Toks[I].DirectiveStart) + 2 == I &&
           Toks[I].Directive == clang::tok::pp_define;
  }
  /// True when token \p I is the asm keyword (asm, __asm__, __asm).
  bool isAsmKeyword(size_t I) const {
    if (Toks[I].Kind != clang::tok::raw_identifier)
      return false;
    llvm::StringRef S = spelling(I);
    return S == "asm" || S == "__asm__" || S == "__asm";
  }
  /// When token \p I is the asm keyword of a statement, the index of its '('
  /// (past the volatile, inline and goto qualifiers); 0 otherwise.
  size_t asmOpenParen(size_t I) const {
    if (!isAsmKeyword(I))
      return 0;
    size_t J = I + 1;
    while (J < Toks.size() && Toks[J].Kind == clang::tok::raw_identifier &&
           (spelling(J) == "volatile" || spelling(J) == "__volatile__" || spelling(J) == "goto" ||
            spelling(J) == "inline"))
      ++J;
    return J < Toks.size() && Toks[J].Kind == clang::tok::l_paren ? J : 0;
  }
  /// 1-based line and column of a byte offset.
  std::pair<unsigned, unsigned> lineColumn(unsigned Offset) const;

private:
  llvm::StringRef Text;
  std::vector<RawToken> Toks;
  std::vector<unsigned> LineStarts;
  std::map<unsigned, std::string> Unspliced; // offset -> spelling of a Spliced token
  bool CrLf = false;
};

} // namespace cu2hip
