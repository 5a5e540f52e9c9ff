// cooperative-groups-api: reports the cooperative-groups functions, types and
// members that the target HIP lacks.
//
//   cg::reduce(tile, v, cg::plus<int>())   -> warning: 'cooperative_groups::reduce'
//                                             has no HIP equivalent
//   tile.ballot(p)    (--hip-version 5.2)  -> warning: 'cooperative_groups::
//                                             thread_block_tile::ballot' has no HIP
//                                             equivalent in HIP 5.2 (added in 6.2 ...)
//
// Why a rule: HIP keeps CUDA's namespace and names, so nothing is renamed, but
// names such as `any`, `sync` or `reduce` are far too common to look up as
// tokens. The AST says what a name refers to: a member is keyed by the class of
// the object it is called on ("cooperative_groups::thread_block_tile::any"), a
// namespace-level function or type by its name ("cooperative_groups::reduce").
// The rows are in lib/Mapping/CG.def. Every resolved use is recorded as an API
// use for coverage; nothing is rewritten. Names that a real-world feature
// covers (cg::reduce, memcpy_async, clusters) are left to the features rule.
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
    return true;
  }

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

class CooperativeGroupsApiRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST || C.File.isInvalid())
      return;
    std::map<unsigned, std::string> Found; // offset -> row name, in file order
    Collector V(rules::FileLocations(C), Found);
    rules::traverseFileDecls(C, V);
    const MappingTable &Table = MappingTable::get();
    for (const auto &[Offset, Key] : Found) {
      const MappingEntry *E = Table.lookup(Key);
      // reduce, scan, memcpy_async, clusters: one report per feature from
      // the features rule (lib/Mapping/Features.def).
      if (!E || realworld::reportedAsFeature(Key, C.Hip) ||
          realworld::reportedAsFeature(llvm::StringRef(Key).rsplit("::").second, C.Hip) ||
          emulatedQualified(C, Offset, Key))
        continue;
      bool Ok = E->availableIn(C.Hip);
      Out.use(Offset, Key, Ok ? E->Hip : "", E->Where, Ok);
      if (!Ok)
        Out.diagUnavailable(Offset, Key, *E);
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCooperativeGroupsApiRule() {
  return std::make_unique<CooperativeGroupsApiRule>();
}
