// User definitions of functions HIP declares and CUDA does not
// (docs/real-world.md, item 8; rows in lib/Mapping/HipDeclared.def).
//
// CUDA has no atomicMax for double, so CUDA code defines
// `__device__ double atomicMax(double *, double)` itself (a CAS loop); HIP's
// headers declare exactly that function, and hipcc rejects the user's as a
// redefinition. The user's definition is guarded out for HIP, so its calls use
// HIP's, which computes the same. Only non-template definitions at file scope
// collide (a template or a namespace member is a different function); the
// parameter types are compared as clang sees them, so typedefs do not hide one.
#include "../AstSupport.h"
#include "RealWorld.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Type.h"
#include <algorithm>

using namespace cu2hip;
using namespace clang;
namespace tok = clang::tok;

namespace {
struct Collision {
  const FunctionDecl *F;
  std::string Params;
};

class Finder : public RecursiveASTVisitor<Finder> {
public:
  explicit Finder(std::vector<Collision> &Out) : Out(Out) {}
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->isThisDeclarationADefinition() || !F->getIdentifier() ||
        F->getTemplatedKind() != FunctionDecl::TK_NonTemplate || isa<CXXMethodDecl>(F) ||
        !F->getDeclContext()->getRedeclContext()->isTranslationUnit())
      return true;
    const auto *FT = F->getType()->getAs<FunctionProtoType>();
    if (!FT)
      return true;
    std::string Params;
    for (QualType P : FT->getParamTypes())
      Params += (Params.empty() ? "" : ", ") + P.getCanonicalType().getUnqualifiedType().getAsString();
    if (realworld::hipDeclares(F->getName(), Params).isSet())
      Out.push_back({F, Params});
    return true;
  }

private:
  std::vector<Collision> &Out;
};

class HipDeclaredRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST)
      return;
    std::vector<Collision> Found;
    Finder V(Found);
    rules::traverseFileDecls(C, V);
    rules::FileLocations Loc(C);
    const RawTokens &T = C.Toks;
    const auto &Toks = T.tokens();
    for (const Collision &X : Found) {
      SourceLocation NameLoc = X.F->getLocation(), EndLoc = X.F->getEndLoc();
      std::optional<unsigned> NameAt = Loc.expansion(NameLoc), EndAt = Loc.expansion(EndLoc);
      if (NameLoc.isMacroID() || EndLoc.isMacroID() || !NameAt || !EndAt)
        continue; // a definition a macro writes: not ours to move
      unsigned NameOff = *NameAt, EndOff = *EndAt;
      auto It = std::lower_bound(Toks.begin(), Toks.end(), NameOff,
                                 [](const RawToken &R, unsigned Off) { return R.Offset < Off; });
      if (It == Toks.end() || It->Offset != NameOff)
        continue;
      auto Last = std::lower_bound(Toks.begin(), Toks.end(), EndOff,
                                   [](const RawToken &R, unsigned Off) { return R.Offset < Off; });
      if (Last == Toks.end() || Last->Offset != EndOff || Last->Kind != tok::r_brace)
        continue;
      auto [Begin, End] = realworld::definitionRange(T, size_t(It - Toks.begin()),
                                                     size_t(Last - Toks.begin()));
      if (!realworld::guardOutForHip(C, Out, Begin, End, "HIP declares this function itself", name()))
        continue;
      Out.diag(DiagId::HipDeclaredGuarded, NameOff, X.F->getName(), X.Params, realworld::HipGuardTest)
          .Subject = X.F->getName().str();
    }
  }
};
} // namespace

std::unique_ptr<Rule> createHipDeclaredRule() { return std::make_unique<HipDeclaredRule>(); }
