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

namespace {
/// True when \p Here holds for \p S or a statement below it (pre-order).
template <typename Fn> bool anyNode(const Stmt *S, Fn Here) {
  if (!S)
    return false;
  if (Here(S))
    return true;
  for (const Stmt *C : S->children())
    if (anyNode(C, Here))
      return true;
  return false;
}

/// x / 32 or x >> 5: a count of 32-lane warps.
bool dividesByWarp(const WarpFacts &F, const BinaryOperator *BO) {
  std::optional<int64_t> C = F.intConst(BO->getRHS());
  return C && ((BO->getOpcode() == BO_Div && *C == 32) || (BO->getOpcode() == BO_Shr && *C == 5));
}
} // namespace

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
  return anyNode(S, [&](const Stmt *N) {
    const auto *DR = dyn_cast<DeclRefExpr>(N);
    return DR && DR->getDecl()->getName() == Name;
  });
}
bool WarpFacts::threadDerived(const Stmt *S) const {
  return anyNode(S, [&](const Stmt *N) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(N)) {
      if (DR->getDecl()->getName() == "threadIdx")
        return true;
      const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
      return VD && LaneVars.count(VD) != 0;
    }
    if (const auto *CE = dyn_cast<CallExpr>(N)) {
      std::string Name = calleeName(CE);
      return Name == "__lane_id" || Name == "thread_rank";
    }
    return false;
  });
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
  return anyNode(S, [&](const Stmt *N) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(N)) {
      const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
      return VD && WarpIdVars.count(VD) != 0;
    }
    const auto *BO = dyn_cast<BinaryOperator>(N);
    return BO && dividesByWarp(*this, BO) && threadDerived(BO->getLHS());
  });
}
bool WarpFacts::warpCountExpr(const Stmt *S) const {
  return anyNode(S, [&](const Stmt *N) {
    const auto *BO = dyn_cast<BinaryOperator>(N);
    return BO && dividesByWarp(*this, BO);
  });
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
bool WarpFacts::containsShuffle(const Stmt *S) const { return firstShuffle(S) != nullptr; }
const CallExpr *WarpFacts::firstShuffle(const Stmt *S) const {
  const CallExpr *Found = nullptr;
  anyNode(S, [&](const Stmt *N) {
    const auto *CE = dyn_cast<CallExpr>(N);
    if (CE && isShuffle(calleeName(CE)))
      Found = CE;
    return Found != nullptr;
  });
  return Found;
}

bool WarpFacts::voteIsLoopCondition(const CallExpr *CE) const {
  DynTypedNode Node = DynTypedNode::create(*CE);
  const Stmt *Child = CE;
  for (int Depth = 0; Depth < 16; ++Depth) {
    auto Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    if (Node.get<ImplicitCastExpr>() || Node.get<ParenExpr>() || Node.get<ExprWithCleanups>()) {
      Child = Node.get<Stmt>();
      continue;
    }
    if (const auto *U = Node.get<UnaryOperator>(); U && U->getOpcode() == UO_LNot) {
      Child = U;
      continue;
    }
    if (const auto *BO = Node.get<BinaryOperator>(); BO && BO->isLogicalOp()) {
      Child = BO;
      continue;
    }
    if (const auto *W = Node.get<WhileStmt>())
      return W->getCond() == Child;
    if (const auto *D = Node.get<DoStmt>())
      return D->getCond() == Child;
    if (const auto *F = Node.get<ForStmt>())
      return F->getCond() == Child;
    return false;
  }
  return false;
}

namespace {
/// blockDim.x / 32, blockDim.x / warpSize, blockDim.x >> 5.
bool warpsPerBlock(const WarpFacts &F, const Expr *E) {
  const auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!BO || !F.mentions(BO->getLHS(), "blockDim"))
    return false;
  if (BO->getOpcode() == BO_Div && F.mentions(BO->getRHS(), "warpSize"))
    return true;
  std::optional<int64_t> C = F.intConst(BO->getRHS());
  return C && ((BO->getOpcode() == BO_Div && *C == 32) || (BO->getOpcode() == BO_Shr && *C == 5));
}
} // namespace

bool WarpFacts::belowWarpCount(const Expr *E) const {
  auto Bounds = [&](const Expr *Cond) {
    const auto *BO = dyn_cast_or_null<BinaryOperator>(Cond ? Cond->IgnoreParenImpCasts() : nullptr);
    if (!BO || BO->getOpcode() != BO_LT || !threadDerived(BO->getLHS()))
      return false;
    const Expr *R = BO->getRHS()->IgnoreParenImpCasts();
    if (const auto *DR = dyn_cast<DeclRefExpr>(R))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
        return VD->getType().isConstQualified() && VD->getInit() && warpsPerBlock(*this, VD->getInit());
    return warpsPerBlock(*this, R);
  };
  DynTypedNode Node = DynTypedNode::create(*E);
  const Stmt *Child = E;
  for (int Depth = 0; Depth < 32; ++Depth) {
    auto Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    if (const auto *C = Node.get<ConditionalOperator>()) {
      if (C->getTrueExpr() == Child && Bounds(C->getCond()))
        return true;
    } else if (const auto *If = Node.get<IfStmt>()) {
      if (If->getThen() == Child && Bounds(If->getCond()))
        return true;
    } else if (Node.get<FunctionDecl>() || Node.get<LambdaExpr>()) {
      return false;
    }
    if (const Stmt *S = Node.get<Stmt>())
      Child = S;
  }
  return false;
}

std::string WarpFacts::runtimeWidth(const BinaryOperator *BO) const {
  BinaryOperatorKind Op = BO->getOpcode();
  if (Op != BO_Rem && Op != BO_Div && Op != BO_And && Op != BO_RemAssign && Op != BO_DivAssign &&
      Op != BO_AndAssign)
    return "";
  if (intConst(BO->getRHS()) || !threadDerived(BO->getLHS()) || mentions(BO->getRHS(), "warpSize") ||
      mentions(BO->getRHS(), "blockDim") || mentions(BO->getRHS(), "gridDim") ||
      threadDerived(BO->getRHS()))
    return "";
  const auto *DR = dyn_cast<DeclRefExpr>(BO->getRHS()->IgnoreParenImpCasts());
  if (Op == BO_And || Op == BO_AndAssign) // x & (w - 1)
    if (const auto *Sub = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
        Sub && Sub->getOpcode() == BO_Sub)
      DR = dyn_cast<DeclRefExpr>(Sub->getLHS()->IgnoreParenImpCasts());
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || (VD->getInit() && intConst(VD->getInit())))
    return "";
  return VD->getNameAsString();
}
