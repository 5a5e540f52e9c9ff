// What every pass and rule sees of the file it rewrites.
#pragma once

#include "Edits.h"
#include "RawTokens.h"
#include "cu2hip/Diagnostics.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Options.h"
#include "cu2hip/Translator.h"
#include "cu2hip/WarpPlan.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

namespace cu2hip {

struct PassContext {
  llvm::StringRef Path;
  const RawTokens &Toks;
  const TranslateOptions &Opts;
  Version Hip; // the resolved target HIP version
  const llvm::StringSet<> &UserNames;
  clang::ASTContext *AST; // null when clang could not build one
  clang::FileID File;     // this file in AST's SourceManager (when AST is set)
  /// The warp model applied where: computed once per file before the rules run
  /// (empty without an AST, which means logical32 everywhere).
  const WarpPlan &Warp;
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
  /// Records the use of CUDA API \p Name at \p Offset. A rule that knows
  /// better than the table (a qualified name, an older HIP spelling) records
  /// it; the rename pass records every other table name, rewritten by a rule or
  /// not, so no rewrite can leave a use uncounted.
  void use(unsigned Offset, llvm::StringRef Name, llvm::StringRef Hip, Area Where, bool Converted) {
    UsedAt.insert(Offset);
    auto [Line, Col] = Toks.lineColumn(Offset);
    Uses.push_back({Name.str(), Hip.str(), Where, Converted, Line, Col});
  }
  bool usedAt(unsigned Offset) const { return UsedAt.count(Offset); }

  /// A rule used helpers from cu2hip_warp.h: the include pass adds the include.
  bool NeedsWarpHeader = false;
  /// Sites to annotate with --annotate: (offset, index into Diags).
  std::vector<std::pair<unsigned, size_t>> AnnotateAt;
  /// Offsets of this file's recorded uses.
  llvm::DenseSet<unsigned> UsedAt;
  /// Where the user's data members are declared or named unqualified
  /// (ParsedUnit::UserMemberLocs), or null without an AST.
  const llvm::DenseSet<unsigned> *UserMemberLocs = nullptr;

  /// Token \p I names something the user's own code declares, so no rule or
  /// pass may rename it: a name in UserNames anywhere, or a data member's name
  /// where it refers to the member (a struct field `warpSize` leaves the
  /// kernel builtin `warpSize` elsewhere CUDA's).
  bool isUserName(size_t I) const {
    if (UserNames.count(Toks.spelling(I)))
      return true;
    if (!UserMemberLocs || !AST || UserMemberLocs->empty())
      return false;
    clang::SourceLocation L = AST->getSourceManager().getComposedLoc(File, Toks[I].Offset);
    return UserMemberLocs->count(L.getRawEncoding());
  }
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
