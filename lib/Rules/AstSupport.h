// AST helpers shared by the rules that read clang's AST.
#pragma once

#include "Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <optional>
#include <utility>

namespace cu2hip {
namespace rules {

/// The one bridge from the AST's source locations to the byte offsets of the
/// rewritten file that edits and diagnostics take. Each answer is "none" when
/// the place is not in this file (a header, the prelude, a macro elsewhere).
class FileLocations {
public:
  FileLocations(const clang::SourceManager &SM, clang::FileID File, const clang::LangOptions &LO)
      : SM(SM), File(File), LO(LO) {}
  explicit FileLocations(const RuleInput &C)
      : FileLocations(C.AST->getSourceManager(), C.File, C.AST->getLangOpts()) {}

  /// Where the characters of \p L are written: inside a macro's argument
  /// where the argument is used, else in the macro's body.
  std::optional<unsigned> spelling(clang::SourceLocation L) const {
    return offset(L.isValid() ? SM.getSpellingLoc(L) : L);
  }
  /// Where \p L is expanded: a location a macro writes is its invocation.
  std::optional<unsigned> expansion(clang::SourceLocation L) const {
    return offset(L.isValid() ? SM.getExpansionLoc(L) : L);
  }
  /// [begin, end) of the tokens \p R covers, when both ends are written in
  /// this file and neither comes from a macro (clang's makeFileCharRange on
  /// the token range: the end is past the last token).
  std::optional<std::pair<unsigned, unsigned>> written(clang::SourceRange R) const {
    if (R.getBegin().isInvalid() || R.getEnd().isInvalid() || R.getBegin().isMacroID() ||
        R.getEnd().isMacroID())
      return std::nullopt;
    return chars(clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(R), SM, LO));
  }
  /// [begin, end) of \p R with each end taken at its expansion: a range a
  /// macro writes, in part or whole, becomes the whole invocation (what a
  /// guard around the definition must enclose).
  std::optional<std::pair<unsigned, unsigned>> expanded(clang::SourceRange R) const {
    clang::SourceLocation B = SM.getExpansionLoc(R.getBegin());
    clang::SourceLocation E = SM.getExpansionRange(R.getEnd()).getEnd();
    return chars(clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(B, E), SM, LO));
  }

private:
  std::optional<unsigned> offset(clang::SourceLocation L) const {
    if (L.isInvalid() || SM.getFileID(L) != File)
      return std::nullopt;
    return SM.getFileOffset(L);
  }
  std::optional<std::pair<unsigned, unsigned>> chars(clang::CharSourceRange R) const {
    if (R.isInvalid())
      return std::nullopt;
    std::optional<unsigned> B = offset(R.getBegin()), E = offset(R.getEnd());
    if (!B || !E || SM.getFileID(R.getBegin()) != SM.getFileID(R.getEnd()))
      return std::nullopt;
    return std::make_pair(*B, *E);
  }

  const clang::SourceManager &SM;
  clang::FileID File;
  const clang::LangOptions &LO;
};

/// Traverses the top-level declarations written in the rewritten file (those
/// its macros expand to included) with \p V, a RecursiveASTVisitor. The
/// bundled headers' declarations stay unread in the precompiled header
/// (noload_decls): traversing the whole translation unit would deserialize
/// all of them, and cost more than the rest of the translation.
template <typename Visitor> void traverseFileDecls(const RuleInput &C, Visitor &V) {
  if (!C.AST || C.File.isInvalid())
    return;
  const clang::SourceManager &SM = C.AST->getSourceManager();
  for (clang::Decl *D : C.AST->getTranslationUnitDecl()->noload_decls())
    if (SM.getFileID(SM.getExpansionLoc(D->getLocation())) == C.File)
      V.TraverseDecl(D);
}

} // namespace rules
} // namespace cu2hip
