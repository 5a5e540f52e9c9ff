// What every pass and rule sees of the file it rewrites.
#pragma once

#include "Edits.h"
#include "RawTokens.h"
#include "cu2hip/Diagnostics.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Options.h"
#include "cu2hip/Translator.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class ASTContext;
}

namespace cu2hip {

struct PassContext {
  llvm::StringRef Path;
  const RawTokens &Toks;
  const TranslateOptions &Opts;
  Version Hip; // the resolved target HIP version
  const llvm::StringSet<> &UserNames;
  clang::ASTContext *AST; // null when clang could not build one
  clang::FileID File;     // this file in AST's SourceManager (when AST is set)
  EditSet &Edits;
  std::vector<Diagnostic> &Diags;
  std::vector<ApiUse> &Uses;

  template <typename... Ts> Diagnostic &diag(DiagId Id, unsigned Offset, Ts &&...Args) {
    auto [Line, Col] = Toks.lineColumn(Offset);
    Diags.push_back(makeDiag(Id, Path.str(), Line, Col, std::forward<Ts>(Args)...));
    Diags.back().Subject = "";
    AnnotateAt.push_back({Offset, Diags.size() - 1});
    return Diags.back();
  }
  /// A rule used helpers from cu2hip_warp.h: the include pass adds the include.
  bool NeedsWarpHeader = false;
  /// Sites to annotate with --annotate: (offset, index into Diags).
  std::vector<std::pair<unsigned, size_t>> AnnotateAt;
};

/// Reports that \p Name (row \p E) has no HIP equivalent in the target HIP:
/// none at all, removed, or added in a later release.
inline Diagnostic &diagUnavailable(PassContext &C, unsigned Offset, llvm::StringRef Name,
                                   const MappingEntry &E) {
  Diagnostic *D;
  if (!E.hasHip())
    D = &C.diag(DiagId::Unsupported, Offset, Name);
  else if (E.HipRemoved.isSet() && E.HipRemoved <= C.Hip)
    D = &C.diag(DiagId::RemovedInHip, Offset, Name, C.Hip.str(), E.Hip, E.HipRemoved.str());
  else
    D = &C.diag(DiagId::UnsupportedInVersion, Offset, Name, C.Hip.str(), E.HipAdded.str(), E.Hip);
  D->Subject = Name.str();
  return *D;
}

} // namespace cu2hip
