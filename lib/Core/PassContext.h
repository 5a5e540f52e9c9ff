// What a rule or pass reads of the file it rewrites (RuleInput) and what it
// returns (RuleOutput). The driver (lib/Translator/Translator.cpp) runs them in
// order and merges each one's output into the file's results (PassResults)
// before the next one runs.
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

class RuleOutput;

/// What the rules and passes run so far did to one file, merged in the order
/// they ran. Only the driver writes it.
struct PassResults {
  PassResults(llvm::StringRef Path, std::vector<Diagnostic> &Diags, std::vector<ApiUse> &Uses)
      : Edits(Path), Diags(Diags), Uses(Uses) {}
  EditSet Edits;
  /// The unit's diagnostics and uses: those of files translated before this
  /// one in the same unit (a claimed header after its .cu) come first.
  std::vector<Diagnostic> &Diags;
  std::vector<ApiUse> &Uses;
  /// Some rule used helpers from cu2hip_warp.h: the include pass adds the include.
  bool NeedsWarpHeader = false;
  /// Sites to annotate with --annotate: (offset, index into Diags).
  std::vector<std::pair<unsigned, size_t>> AnnotateAt;
  /// Offsets of this file's recorded uses.
  llvm::DenseSet<unsigned> UsedAt;

  /// The project's own HIP path (HipPaths.h): arms no edit, diagnostic or
  /// use of a rule or pass lands in; merge() leaves out what would.
  void setHipOnly(std::vector<std::pair<unsigned, unsigned>> Ranges, const RawTokens &T) {
    HipOnly = std::move(Ranges);
    HipOnlyLines.clear();
    for (auto [B, E] : HipOnly)
      HipOnlyLines.push_back({T.lineColumn(B), T.lineColumn(E)});
  }
  bool inHipOnly(unsigned Offset, unsigned Length = 0) const {
    for (auto [B, E] : HipOnly)
      if (Offset < E && Offset + Length > B && (Length || Offset > B))
        return true;
    return false;
  }
  bool inHipOnly(std::pair<unsigned, unsigned> LineCol) const {
    for (const auto &[B, E] : HipOnlyLines)
      if (B <= LineCol && LineCol < E)
        return true;
    return false;
  }

private:
  std::vector<std::pair<unsigned, unsigned>> HipOnly;
  std::vector<std::pair<std::pair<unsigned, unsigned>, std::pair<unsigned, unsigned>>> HipOnlyLines;
public:
  bool usedAt(unsigned Offset) const { return UsedAt.count(Offset); }

  /// Adds what one rule or pass did: its edits replayed in the order it made
  /// them (so an overlap with an earlier rule is the same conflict, naming
  /// both), then its diagnostics, uses and warp-header need.
  void merge(RuleOutput &&Out);
};

/// The file as a rule sees it: read-only.
struct RuleInput {
  llvm::StringRef Path;
  const RawTokens &Toks;
  /// The file's directives, read once from Toks before any rule runs.
  const Directives &Dirs;
  const TranslateOptions &Opts;
  Version Hip; // the resolved target HIP version
  const llvm::StringSet<> &UserNames;
  clang::ASTContext *AST; // null when clang could not build one
  clang::FileID File;     // this file in AST's SourceManager (when AST is set)
  /// The warp model applied where: computed once per file before the rules run
  /// (empty without an AST, which means logical32 everywhere).
  const WarpPlan &Warp;
  /// What the rules before this one did (their edits, diagnostics, uses).
  const PassResults &Before;
  /// Where the user's data members are declared or named unqualified
  /// (ParsedUnit::UserMemberLocs), or null without an AST.
  const llvm::DenseSet<unsigned> *UserMemberLocs = nullptr;
  /// The file is HIP already: it includes a HIP header outside every #if (a
  /// project's HIP shim, a half-ported file, cu2hip's own output). Its warp
  /// intrinsics without a mask (__shfl_xor, __all, __ballot...) and warpSize
  /// are HIP's, over the whole wavefront, and its #defines are the project's
  /// (Translator.cpp).
  bool HipFile = false;

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

/// The edits of one rule. Every edit asked for is kept and replayed into the
/// file's EditSet when the driver merges the rule's output: one the set refuses
/// (it overlaps an edit of a rule before this one, or this rule's own) is the
/// file's conflict report naming the rule, and the file is not translated. So
/// replace() and insert() return nothing; a rule that would rather leave a
/// range another rewrite took asks canReplace()/canInsert() first, which
/// answer exactly as the merged set will.
class RuleEdits {
public:
  RuleEdits(const EditSet &Before, llvm::StringRef Path) : Before(Before), Mine(Path) {}
  /// See EditSet::replace.
  void replace(unsigned Offset, unsigned Length, llvm::StringRef Text, llvm::StringRef Who) {
    Log.push_back({Offset, Length, Text.str(), Who.str()});
    if (canReplace(Offset, Length))
      Mine.replace(Offset, Length, Text, Who);
  }
  /// See EditSet::insert.
  void insert(unsigned Offset, llvm::StringRef Text, llvm::StringRef Who, bool Front = false) {
    Log.push_back({Offset, 0, Text.str(), Who.str(), Front});
    if (canInsert(Offset))
      Mine.insert(Offset, Text, Who, Front);
  }
  /// True when replace() of [Offset, Offset+Length) would be accepted by the
  /// merged set: no conflict with this rule's edits or those before it.
  bool canReplace(unsigned Offset, unsigned Length) const {
    if (Length == 0)
      return canInsert(Offset);
    return Before.canReplace(Offset, Length) && Mine.canReplace(Offset, Length);
  }
  /// True when insert() at \p Offset would be accepted by the merged set.
  bool canInsert(unsigned Offset) const { return Before.canInsert(Offset) && Mine.canInsert(Offset); }
  /// True when [Offset, Offset+Length) overlaps a range replaced by this rule
  /// or one before it.
  bool overlaps(unsigned Offset, unsigned Length) const {
    return Before.overlaps(Offset, Length) || Mine.overlaps(Offset, Length);
  }
  /// True when this rule or one before it inserted \p Line as a whole line.
  bool hasInsertedLine(llvm::StringRef Line) const {
    return Before.hasInsertedLine(Line) || Mine.hasInsertedLine(Line);
  }

  struct Edit {
    unsigned Offset, Length; // Length 0: an insertion
    std::string Text, Who;
    bool Front = false; // an insertion before those made at Offset already
  };
  /// Every edit asked for, in order, refused ones included.
  const std::vector<Edit> &edits() const { return Log; }

private:
  const EditSet &Before;
  EditSet Mine; // the accepted edits, for the checks above
  std::vector<Edit> Log;
};

/// What one rule did: its edits, diagnostics and API uses. Nothing a rule does
/// reaches the file except through this.
class RuleOutput {
public:
  explicit RuleOutput(const RuleInput &In) : Edits(In.Before.Edits, In.Path), In(In) {}

  RuleEdits Edits;
  std::vector<Diagnostic> Diags;
  std::vector<ApiUse> Uses;
  /// This rule used helpers from cu2hip_warp.h.
  bool NeedsWarpHeader = false;
  /// Sites to annotate with --annotate: (offset, index into Diags).
  std::vector<std::pair<unsigned, size_t>> AnnotateAt;
  /// Offsets of the uses recorded here.
  llvm::DenseSet<unsigned> UsedAt;

  template <typename... Ts> Diagnostic &diag(DiagId Id, unsigned Offset, Ts &&...Args) {
    auto [Line, Col] = In.Toks.lineColumn(Offset);
    Diags.push_back(makeDiag(Id, In.Path.str(), Line, Col, std::forward<Ts>(Args)...));
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
    auto [Line, Col] = In.Toks.lineColumn(Offset);
    Uses.push_back({Name.str(), Hip.str(), Where, Converted, Line, Col});
  }
  /// Reports that \p Name (row \p E) has no HIP equivalent in the target HIP:
  /// none at all, removed, or added in a later release.
  Diagnostic &diagUnavailable(unsigned Offset, llvm::StringRef Name, const MappingEntry &E) {
    Diagnostic *D;
    Version Hip = In.Hip;
    if (!E.hasHip())
      D = &diag(DiagId::Unsupported, Offset, Name);
    else if (E.HipRemoved.isSet() && E.HipRemoved <= Hip)
      D = &diag(DiagId::RemovedInHip, Offset, Name, Hip.str(), E.Hip, E.HipRemoved.str());
    else
      D = &diag(DiagId::UnsupportedInVersion, Offset, Name, Hip.str(), E.firstHip().str(), E.firstHipName());
    D->Subject = Name.str();
    return *D;
  }

private:
  const RuleInput &In;
};

inline void PassResults::merge(RuleOutput &&Out) {
  bool Kept = Out.Edits.edits().empty();
  for (const RuleEdits::Edit &E : Out.Edits.edits()) {
    if (inHipOnly(E.Offset, E.Length))
      continue; // the project's HIP path stays as written
    Kept = true;
    if (E.Length == 0)
      Edits.insert(E.Offset, E.Text, E.Who, E.Front);
    else
      Edits.replace(E.Offset, E.Length, E.Text, E.Who);
  }
  // Where each of Out's diagnostics lands in Diags; -1: left out.
  std::vector<long> NewIndex(Out.Diags.size(), -1);
  for (size_t I = 0, Next = Diags.size(); I < Out.Diags.size(); ++I)
    if (!inHipOnly({Out.Diags[I].Line, Out.Diags[I].Column}))
      NewIndex[I] = long(Next++);
  for (auto [Offset, Index] : Out.AnnotateAt)
    if (NewIndex[Index] >= 0)
      AnnotateAt.push_back({Offset, size_t(NewIndex[Index])});
  for (size_t I = 0; I < Out.Diags.size(); ++I)
    if (NewIndex[I] >= 0)
      Diags.push_back(std::move(Out.Diags[I]));
  for (ApiUse &U : Out.Uses)
    if (!inHipOnly({U.Line, U.Column}))
      Uses.push_back(std::move(U));
  UsedAt.insert(Out.UsedAt.begin(), Out.UsedAt.end());
  // A rule whose every edit fell in the HIP path used no helper.
  NeedsWarpHeader |= Out.NeedsWarpHeader && Kept;
}

} // namespace cu2hip
