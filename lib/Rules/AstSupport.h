// AST helpers shared by the rules that read clang's AST.
#pragma once

#include "Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip {
namespace rules {

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
