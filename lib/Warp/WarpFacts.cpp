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

/// Walks up from \p S through at most \p MaxDepth parents, calling
/// \p Step(Parent, Child) with Child the node just below Parent; Step says
/// true or false to stop with that answer, nothing to go on. False at the top.
template <typename Fn>
bool climb(ASTContext &Ctx, const Stmt *S, int MaxDepth, Fn Step) {
  DynTypedNode Node = DynTypedNode::create(*S);
  const Stmt *Child = S;
  for (int Depth = 0; Depth < MaxDepth; ++Depth) {
    auto Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
    if (std::optional<bool> Answer = Step(Node, Child))
      return *Answer;
    if (const Stmt *P = Node.get<Stmt>())
      Child = P;
  }
  return false;
}

/// Nodes that only wrap an expression (casts, parentheses, cleanups).
bool wraps(const DynTypedNode &N) {
  return N.get<ImplicitCastExpr>() || N.get<ParenExpr>() || N.get<ExprWithCleanups>();
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
  return climb(Ctx, CE, 8, [](const DynTypedNode &N, const Stmt *) -> std::optional<bool> {
    if (wraps(N))
      return std::nullopt;
    if (N.get<VarDecl>())
      return true;
    if (const auto *P = N.get<CallExpr>()) {
      std::string Name = calleeName(P);
      return Name == "__popc" || Name == "__ffs" || Name == "__popcll" || Name == "__ffsll";
    }
    if (const auto *BO = N.get<BinaryOperator>())
      return BO->getOpcode() == BO_Assign;
    return false;
  });
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
  return climb(Ctx, CE, 16, [](const DynTypedNode &N, const Stmt *Child) -> std::optional<bool> {
    if (wraps(N))
      return std::nullopt;
    if (const auto *U = N.get<UnaryOperator>(); U && U->getOpcode() == UO_LNot)
      return std::nullopt;
    if (const auto *BO = N.get<BinaryOperator>(); BO && BO->isLogicalOp())
      return std::nullopt;
    if (const auto *W = N.get<WhileStmt>())
      return W->getCond() == Child;
    if (const auto *D = N.get<DoStmt>())
      return D->getCond() == Child;
    if (const auto *F = N.get<ForStmt>())
      return F->getCond() == Child;
    return false;
  });
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
  return climb(Ctx, E, 32, [&](const DynTypedNode &N, const Stmt *Child) -> std::optional<bool> {
    if (const auto *C = N.get<ConditionalOperator>(); C && C->getTrueExpr() == Child && Bounds(C->getCond()))
      return true;
    if (const auto *If = N.get<IfStmt>(); If && If->getThen() == Child && Bounds(If->getCond()))
      return true;
    if (N.get<FunctionDecl>() || N.get<LambdaExpr>())
      return false;
    return std::nullopt;
  });
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
