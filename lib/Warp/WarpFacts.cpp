// The warp analysis's knowledge of expressions (WarpFacts.h).
#include "WarpFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace cu2hip;
using namespace cu2hip::warp;

std::string warp::calleeName(const CallExpr *CE) {
  if (const FunctionDecl *FD = CE->getDirectCallee())
    return FD->getNameAsString();
  const Expr *C = CE->getCallee()->IgnoreImplicit();
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(C))
    return U->getName().getAsString();
  if (const auto *D = dyn_cast<DeclRefExpr>(C))
    return D->getDecl()->getNameAsString();
  return "";
}

bool warp::isAlloc(llvm::StringRef N) {
  return N == "malloc" || N == "calloc" || N == "cudaMalloc" || N == "cudaMallocManaged" ||
         N == "cudaMallocHost" || N == "cudaHostAlloc" || N == "cudaMemset" ||
         N == "cudaMemcpy" || N == "hipMalloc" || N == "hipMallocManaged" || N == "resize";
}

std::optional<int64_t> WarpFacts::intConst(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (E->isValueDependent() || E->isTypeDependent() || !E->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  Expr::EvalResult Res;
  if (!E->EvaluateAsInt(Res, Ctx))
    return std::nullopt;
  return Res.Val.getInt().getExtValue();
}
bool WarpFacts::isFullMask(const Expr *E) const {
  if (std::optional<int64_t> V = intConst(E))
    return (*V & 0xffffffffLL) == 0xffffffffLL;
  if (const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenImpCasts()))
    return calleeName(CE) == "__activemask";
  return false;
}
bool WarpFacts::mentions(const Stmt *S, llvm::StringRef Name) const {
  if (!S)
    return false;
  if (const auto *DR = dyn_cast<DeclRefExpr>(S))
    if (DR->getDecl()->getName() == Name)
      return true;
  for (const Stmt *C : S->children())
    if (mentions(C, Name))
      return true;
  return false;
}
bool WarpFacts::threadDerived(const Stmt *S) const {
  if (!S)
    return false;
  if (const auto *DR = dyn_cast<DeclRefExpr>(S)) {
    if (DR->getDecl()->getName() == "threadIdx")
      return true;
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return LaneVars.count(VD);
  }
  if (const auto *CE = dyn_cast<CallExpr>(S)) {
    std::string N = calleeName(CE);
    if (N == "__lane_id" || N == "thread_rank")
      return true;
  }
  for (const Stmt *C : S->children())
    if (threadDerived(C))
      return true;
  return false;
}
bool WarpFacts::laneIndexExpr(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return VD->getInit() && !isa<DeclRefExpr>(VD->getInit()->IgnoreParenImpCasts()) &&
             laneIndexExpr(VD->getInit());
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    std::optional<int64_t> C = intConst(BO->getRHS());
    return C && ((BO->getOpcode() == BO_Rem && *C == 32) || (BO->getOpcode() == BO_And && *C == 31)) &&
           threadDerived(BO->getLHS());
  }
  return false;
}
bool WarpFacts::warpIdExpr(const Stmt *S) const {
  if (!S)
    return false;
  if (const auto *DR = dyn_cast<DeclRefExpr>(S))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return WarpIdVars.count(VD);
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    std::optional<int64_t> C = intConst(BO->getRHS());
    if (C && ((BO->getOpcode() == BO_Div && *C == 32) || (BO->getOpcode() == BO_Shr && *C == 5)) &&
        threadDerived(BO->getLHS()))
      return true;
  }
  for (const Stmt *C : S->children())
    if (warpIdExpr(C))
      return true;
  return false;
}
bool WarpFacts::warpCountExpr(const Stmt *S) const {
  if (!S)
    return false;
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    std::optional<int64_t> C = intConst(BO->getRHS());
    if (C && ((BO->getOpcode() == BO_Div && *C == 32) || (BO->getOpcode() == BO_Shr && *C == 5)))
      return true;
  }
  for (const Stmt *C : S->children())
    if (warpCountExpr(C))
      return true;
  return false;
}
bool WarpFacts::ballotConsumedSafely(const CallExpr *CE) const {
  DynTypedNode Node = DynTypedNode::create(*CE);
  for (int Depth = 0; Depth < 8; ++Depth) {
    auto Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    if (Node.get<ImplicitCastExpr>() || Node.get<ParenExpr>() || Node.get<ExprWithCleanups>())
      continue;
    if (Node.get<VarDecl>())
      return true;
    if (const auto *P = Node.get<CallExpr>()) {
      std::string N = calleeName(P);
      return N == "__popc" || N == "__ffs" || N == "__popcll" || N == "__ffsll";
    }
    if (const auto *BO = Node.get<BinaryOperator>())
      return BO->getOpcode() == BO_Assign;
    return false;
  }
  return false;
}
bool WarpFacts::fromBallot(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return isBallot(calleeName(CE));
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return BallotVars.count(VD);
  for (const Stmt *C : E->children())
    if (const auto *CE2 = dyn_cast_or_null<Expr>(C))
      if (fromBallot(CE2))
        return true;
  return false;
}
bool WarpFacts::containsShuffle(const Stmt *S) const {
  if (!S)
    return false;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (isShuffle(calleeName(CE)))
      return true;
  for (const Stmt *C : S->children())
    if (containsShuffle(C))
      return true;
  return false;
}
const CallExpr *WarpFacts::firstShuffle(const Stmt *S) const {
  if (!S)
    return nullptr;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (isShuffle(calleeName(CE)))
      return CE;
  for (const Stmt *C : S->children())
    if (const CallExpr *F = firstShuffle(C))
      return F;
  return nullptr;
}
