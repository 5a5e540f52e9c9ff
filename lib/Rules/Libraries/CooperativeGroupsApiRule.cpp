// cooperative-groups-api: reports the cooperative-groups functions, types and
// members that the target HIP lacks, and rewrites the few it can give exactly.
//
//   cg::reduce(tile, v, cg::plus<int>())   -> warning: 'cooperative_groups::reduce'
//                                             has no HIP equivalent
//   tile.ballot(p)    (--hip-version 5.2)  -> warning: 'cooperative_groups::
//                                             thread_block_tile::ballot' has no HIP
//                                             equivalent in HIP 5.2 (added in 6.2 ...)
//   tile.meta_group_rank()  (HIP < 6.2)    -> cu2hip_cg::meta_group_rank(tile)
//   __shared__ cg::block_tile_memory<N> m; -> (the declaration removed, a remark)
//   cg::this_thread_block(m)               -> cg::this_thread_block()
//
// Why a rule: HIP keeps CUDA's namespace and names, so nothing is renamed, but
// names such as `any`, `sync` or `reduce` are far too common to look up as
// tokens. The AST says what a name refers to: a member is keyed by the class of
// the object it is called on ("cooperative_groups::thread_block_tile::any"), a
// namespace-level function or type by its name ("cooperative_groups::reduce").
// The rows are in lib/Mapping/CG.def. Every resolved use is recorded as an API
// use for coverage. Names that a real-world feature covers (cg::reduce,
// memcpy_async, clusters) are left to the features rule.
//
// Members HIP gained later (EMULATED_CG_MEMBER rows of Emulations.def:
// meta_group_rank/size before HIP 6.2) become cu2hip_warp.h's helper, which is
// exact for a tile partitioned from the thread block: a tile the AST shows
// partitioned from another tile stays reported, and one it cannot trace (a
// parameter) is rewritten with a remark saying what the helper assumes.
//
// block_tile_memory: CUDA before sm_80 needs the scratch for tiles wider than
// 32 threads; HIP's this_thread_block() takes no argument and HIP has no such
// type (its tiles are at most a wavefront wide). A scratch variable whose only
// uses are this_thread_block arguments is removed with its declaration, and the
// arguments with it; any other use leaves both reported.
#include "../AstSupport.h"
#include "../RealWorld/RealWorld.h"

#include "Emulations.h"
#include <algorithm>
#include "cu2hip/Mapping.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>

using namespace cu2hip;

namespace {
constexpr llvm::StringLiteral Ns = "cooperative_groups";

/// True when \p D is declared directly in namespace cooperative_groups.
bool inCgNamespace(const clang::Decl *D) {
  const auto *NS = llvm::dyn_cast_or_null<clang::NamespaceDecl>(D->getDeclContext()->getRedeclContext());
  return NS && NS->getName() == Ns && NS->getParent()->getRedeclContext()->isTranslationUnit();
}

/// The name of a cooperative-groups class as the rows spell it (templates
/// without arguments), or "" when \p RD is not one.
std::string cgClassName(const clang::CXXRecordDecl *RD) {
  if (!RD || !inCgNamespace(RD))
    return "";
  return RD->getName().str();
}

class Collector : public clang::RecursiveASTVisitor<Collector> {
public:
  Collector(rules::FileLocations Loc, std::map<unsigned, std::string> &Uses) : Loc(Loc), Uses(Uses) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitMemberExpr(clang::MemberExpr *E) {
    const auto *MD = llvm::dyn_cast<clang::CXXMethodDecl>(E->getMemberDecl());
    if (!MD || !MD->getIdentifier())
      return true;
    // The object's own class, not the base class that declares the member.
    clang::QualType T = E->getBase()->IgnoreImpCasts()->getType();
    if (E->isArrow())
      T = T->getPointeeType();
    std::string Cls = T.isNull() ? "" : cgClassName(T->getAsCXXRecordDecl());
    if (!Cls.empty())
      add(E->getMemberLoc(), (Ns + "::" + Cls + "::" + MD->getName()).str());
    return true;
  }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(E->getDecl()))
      if (FD->getIdentifier() && inCgNamespace(FD))
        add(E->getLocation(), (Ns + "::" + FD->getName()).str());
    if (const auto *VD = llvm::dyn_cast<clang::VarDecl>(E->getDecl()))
      if (isTileMemory(VD->getType()))
        if (std::optional<unsigned> At = Loc.spelling(E->getLocation()))
          Scratch[VD].Uses.insert(*At);
    return true;
  }

  // g.meta_group_rank() where an EMULATED_CG_MEMBER row may apply.
  bool VisitCXXMemberCallExpr(clang::CXXMemberCallExpr *CE) {
    const auto *ME = llvm::dyn_cast<clang::MemberExpr>(CE->getCallee()->IgnoreParens());
    const auto *MD = ME ? llvm::dyn_cast<clang::CXXMethodDecl>(ME->getMemberDecl()) : nullptr;
    if (!MD || !MD->getIdentifier() || CE->getNumArgs() != 0)
      return true;
    clang::QualType T = ME->getBase()->IgnoreImpCasts()->getType();
    if (ME->isArrow())
      T = T->getPointeeType();
    std::string Cls = T.isNull() ? "" : cgClassName(T->getAsCXXRecordDecl());
    if (Cls.empty())
      return true;
    std::string Key = (Ns + "::" + Cls + "::" + MD->getName()).str();
    if (!emulations::lookupCgMember(Key))
      return true;
    std::optional<unsigned> Name = Loc.spelling(ME->getMemberLoc());
    auto Obj = Loc.written(ME->getBase()->getSourceRange());
    auto Whole = Loc.written(CE->getSourceRange());
    std::optional<unsigned> Op = Loc.spelling(ME->getOperatorLoc());
    if (!Name || !Obj || !Whole || !Op || ME->getBase()->isImplicitCXXThis())
      return true;
    Members[*Name] = {Key, Obj->first, *Op, Whole->second, ME->isArrow(), origin(ME->getBase())};
    return true;
  }

  bool VisitDeclStmt(clang::DeclStmt *DS) {
    if (!DS->isSingleDecl())
      return true;
    if (const auto *VD = llvm::dyn_cast<clang::VarDecl>(DS->getSingleDecl()))
      if (isTileMemory(VD->getType()))
        if (auto R = Loc.expanded(DS->getSourceRange()))
          Scratch[VD].Decl = *R;
    return true;
  }

  bool VisitCallExpr(clang::CallExpr *CE) {
    const clang::FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getIdentifier() || FD->getName() != "this_thread_block" || !inCgNamespace(FD) ||
        CE->getNumArgs() != 1)
      return true;
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(CE->getArg(0)->IgnoreParenImpCasts());
    const auto *VD = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
    auto Arg = Loc.written(CE->getArg(0)->getSourceRange());
    std::optional<unsigned> At = Ref ? Loc.spelling(Ref->getLocation()) : std::nullopt;
    if (VD && Arg && At)
      Scratch[VD].Arguments[*At] = *Arg;
    return true;
  }

  /// Where a thread_block_tile came from, as far as the AST shows.
  enum class Origin { Block, Tile, Unknown };
  struct MemberCall {
    std::string Key;
    unsigned ObjBegin, OpBegin, End; // g . meta_group_rank ( ) -> [ObjBegin, End)
    bool Arrow;
    Origin From;
  };
  std::map<unsigned, MemberCall> Members; // by the member name's offset
  /// A block_tile_memory variable: its declaration statement, the offsets of
  /// every use, and those that are this_thread_block's argument (with its range).
  struct ScratchVar {
    std::optional<std::pair<unsigned, unsigned>> Decl;
    std::set<unsigned> Uses;
    std::map<unsigned, std::pair<unsigned, unsigned>> Arguments;
  };
  std::map<const clang::VarDecl *, ScratchVar> Scratch;

  // cg::reduce(g, v, op) in a template, before the arguments are known.
  bool VisitUnresolvedLookupExpr(clang::UnresolvedLookupExpr *E) {
    for (const clang::NamedDecl *D : E->decls())
      if (inCgNamespace(D->getUnderlyingDecl()) && E->getName().isIdentifier()) {
        add(E->getNameLoc(), (Ns + "::" + E->getName().getAsString()).str());
        break;
      }
    return true;
  }

  bool VisitTagTypeLoc(clang::TagTypeLoc TL) {
    if (const auto *RD = llvm::dyn_cast<clang::CXXRecordDecl>(TL.getDecl()))
      if (!llvm::isa<clang::ClassTemplateSpecializationDecl>(RD) && inCgNamespace(RD))
        add(TL.getNameLoc(), (Ns + "::" + RD->getName()).str());
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(clang::TemplateSpecializationTypeLoc TL) {
    if (const clang::TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      if (inCgNamespace(TD))
        add(TL.getTemplateNameLoc(), (Ns + "::" + TD->getName()).str());
    return true;
  }

private:
  static bool isTileMemory(clang::QualType T) {
    const auto *RD = T.isNull() ? nullptr : T.getCanonicalType()->getAsCXXRecordDecl();
    return RD && RD->getIdentifier() && RD->getName() == "block_tile_memory" && inCgNamespace(RD);
  }

  /// A tile made by tiled_partition(parent): Block when the parent is the
  /// thread block, Tile when it is another group; Unknown for anything the AST
  /// does not show (a parameter, a member).
  static Origin origin(const clang::Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E)) {
      const auto *VD = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl());
      if (!VD || llvm::isa<clang::ParmVarDecl>(VD) || !VD->getInit())
        return Origin::Unknown;
      E = VD->getInit()->IgnoreImplicit();
      if (const auto *CCE = llvm::dyn_cast<clang::CXXConstructExpr>(E))
        if (CCE->getNumArgs() == 1)
          E = CCE->getArg(0)->IgnoreImplicit();
      E = E->IgnoreParenImpCasts();
    }
    const auto *CE = llvm::dyn_cast<clang::CallExpr>(E);
    const clang::FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
    if (!FD || !FD->getIdentifier() || FD->getName() != "tiled_partition" || !inCgNamespace(FD) ||
        CE->getNumArgs() < 1)
      return Origin::Unknown;
    clang::QualType P = CE->getArg(0)->IgnoreParenImpCasts()->getType();
    return cgClassName(P.isNull() ? nullptr : P->getAsCXXRecordDecl()) == "thread_block" ? Origin::Block
                                                                                           : Origin::Tile;
  }

  void add(clang::SourceLocation L, std::string Key) {
    if (std::optional<unsigned> At = Loc.spelling(L))
      Uses.emplace(*At, std::move(Key));
  }

  rules::FileLocations Loc;
  std::map<unsigned, std::string> &Uses;
};

/// True when the use at \p Offset is `Q::name` and the emulated-calls rule
/// makes it cu2hip_cg::name (EMULATED_CG rows of Emulations.def): it records
/// the use itself.
bool emulatedQualified(const RuleInput &C, unsigned Offset, llvm::StringRef Key) {
  llvm::StringRef Name = Key.drop_front(Ns.size() + 2);
  if (!Key.starts_with((Ns + "::").str()) || Name.contains(':'))
    return false;
  bool Emulated = false;
  for (const emulations::Emulation &E : emulations::all())
    Emulated |= E.Kind == emulations::Emulation::CoopGroups && E.Cuda == Name && E.neededFor(C.Hip);
  const RawTokens &T = C.Toks;
  auto It = std::lower_bound(T.tokens().begin(), T.tokens().end(), Offset,
                             [](const RawToken &Tok, unsigned O) { return Tok.Offset < O; });
  size_t I = size_t(It - T.tokens().begin());
  return Emulated && It != T.tokens().end() && It->Offset == Offset && I >= 2 &&
         T[I - 1].Kind == clang::tok::coloncolon && T[I - 2].Kind == clang::tok::raw_identifier;
}

/// True when HIP \p Target declares the CG.def row \p Key only with
/// HIP_ENABLE_WARP_SYNC_BUILTINS (CG_WARP_SYNC rows).
bool needsWarpSyncMacro(llvm::StringRef Key, Version Target) {
  struct Row {
    const char *Name, *Until;
  };
  static const Row Rows[] = {
#define CUDA_FUNC(...)
#define CUDA_TYPE(...)
#define CUDA_ENUM(...)
#define CUDA_MACRO(...)
#define CG_WARP_SYNC(Name, Until) {Name, Until},
#include "../../Mapping/CG.def"
  };
  for (const Row &R : Rows)
    if (Key == R.Name)
      if (std::optional<Version> Until = Version::parse(R.Until))
        return Target < *Until;
  return false;
}

class CooperativeGroupsApiRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST || C.File.isInvalid())
      return;
    std::map<unsigned, std::string> Found; // offset -> row name, in file order
    Collector V(rules::FileLocations(C), Found);
    rules::traverseFileDecls(C, V);
    std::set<unsigned> Done; // offsets rewritten below
    rewriteMembers(C, V, Out, Done);
    dropTileMemory(C, V, Out, Done);
    const MappingTable &Table = MappingTable::get();
    for (const auto &[Offset, Key] : Found) {
      if (Done.count(Offset))
        continue;
      const MappingEntry *E = Table.lookup(Key);
      // reduce, scan, memcpy_async, clusters: one report per feature from
      // the features rule (lib/Mapping/Features.def).
      if (!E || realworld::reportedAsFeature(Key, C.Hip) ||
          realworld::reportedAsFeature(llvm::StringRef(Key).rsplit("::").second, C.Hip) ||
          emulatedQualified(C, Offset, Key))
        continue;
      bool Ok = E->availableIn(C.Hip);
      // cu2hip_warp.h defines HIP_ENABLE_WARP_SYNC_BUILTINS in front of HIP's headers.
      Out.NeedsWarpHeader |= Ok && needsWarpSyncMacro(Key, C.Hip);
      Out.use(Offset, Key, Ok ? E->Hip : "", E->Where, Ok);
      if (!Ok)
        Out.diagUnavailable(Offset, Key, *E);
    }
  }

private:
  /// g.meta_group_rank() -> cu2hip_cg::meta_group_rank(g) where the target
  /// HIP lacks the member (p->m() -> cu2hip_cg::m(*(p))).
  void rewriteMembers(const RuleInput &C, Collector &V, RuleOutput &Out, std::set<unsigned> &Done) {
    for (const auto &[Offset, M] : V.Members) {
      const emulations::Emulation *E = emulations::lookupCgMember(M.Key);
      if (!E || !E->neededFor(C.Hip) || M.From == Collector::Origin::Tile ||
          !Out.Edits.canInsert(M.ObjBegin) || !Out.Edits.canReplace(M.OpBegin, M.End - M.OpBegin))
        continue;
      Out.Edits.insert(M.ObjBegin, (E->Helper + (M.Arrow ? "(*(" : "(")).str(), name());
      Out.Edits.replace(M.OpBegin, M.End - M.OpBegin, M.Arrow ? "))" : ")", name());
      Out.NeedsWarpHeader = true;
      Out.use(Offset, M.Key, E->Helper, Area::CG, true);
      Done.insert(Offset);
      if (M.From == Collector::Origin::Unknown)
        Out.diag(DiagId::CoopGroupsMemberEmulated, Offset, M.Key, E->Helper, C.Hip.str()).Subject = M.Key;
    }
  }

  /// Removes a block_tile_memory variable used only as this_thread_block's
  /// argument: its declaration (the whole line when it is alone on it) and
  /// each argument.
  void dropTileMemory(const RuleInput &C, Collector &V, RuleOutput &Out, std::set<unsigned> &Done) {
    llvm::StringRef Text = C.Toks.text();
    // By declaration, in file order: a template's variable and its
    // instantiations' share one.
    std::map<unsigned, std::pair<const clang::VarDecl *, const Collector::ScratchVar *>> ByDecl;
    for (const auto &[VD, S] : V.Scratch)
      if (S.Decl)
        ByDecl.emplace(S.Decl->first, std::make_pair(VD, &S));
    for (const auto &[First, Var] : ByDecl) {
      const clang::VarDecl *VD = Var.first;
      const Collector::ScratchVar &S = *Var.second;
      if (S.Uses.size() != S.Arguments.size())
        continue; // used otherwise: left reported
      auto [B, E] = *S.Decl;
      if (E < Text.size() && Text[E] == ';')
        ++E;
      size_t LineB = Text.rfind('\n', B) + 1, LineE = Text.find('\n', E);
      if (LineE != llvm::StringRef::npos && Text.slice(LineB, B).trim().empty() && Text.slice(E, LineE).trim().empty())
        B = unsigned(LineB), E = unsigned(LineE + 1);
      bool Can = Out.Edits.canReplace(B, E - B);
      for (const auto &[At, Arg] : S.Arguments)
        Can &= Out.Edits.canReplace(Arg.first, Arg.second - Arg.first);
      if (!Can)
        continue;
      Out.Edits.replace(B, E - B, "", name());
      for (const auto &[At, Arg] : S.Arguments)
        Out.Edits.replace(Arg.first, Arg.second - Arg.first, "", name());
      // The type's uses inside the removed declaration are converted.
      for (unsigned O = B; O < E; ++O)
        Done.insert(O);
      std::string Key = (Ns + "::block_tile_memory").str();
      Out.use(S.Decl->first, Key, "", Area::CG, true);
      Out.diag(DiagId::CoopGroupsTileMemory, S.Decl->first, Key, VD->getName()).Subject = Key;
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCooperativeGroupsApiRule() {
  return std::make_unique<CooperativeGroupsApiRule>();
}
