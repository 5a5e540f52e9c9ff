// Whether a function's stores would change under --warp-model native
// (WarpFacts::widthDependentStore). What a warp computes — a shuffle's value,
// a ballot, a vote, a lane or warp number, the iterations of a loop that runs
// while any lane has work — depends on how many lanes the warp has, so a
// 64-lane wavefront computes something else than two 32-lane warps. Native is
// CUDA's answer only where no such value reaches memory the block does not
// own, except in the shapes whose totals are the same at both widths: a warp's
// sum added atomically by one lane per warp, and the block reduction (each
// warp's sum in a shared slot, the slots below the warp count summed by the
// first warp, the total stored by thread 0). Found by the property test
// (test/warp/property-models.test, scripts/warp-property).
#include "WarpFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <vector>

using namespace clang;
using namespace cu2hip;
using namespace cu2hip::warp;

namespace {

/// What a value is at 64 lanes, compared with 32.
enum class Kind {
  Same,     // equal at both widths
  Slots,    // per-warp sums read back below the warp count: their total is equal
  GroupSum, // each warp's sum of a Same value, in its lanes
  Lead,     // equal at thread 0 (the block's total), not elsewhere
  Ballot,   // a full ballot of a Same predicate: its bit count is a GroupSum
  Width,    // depends on the warp's width
};

struct Value {
  Kind K = Kind::Same;
  std::string Why; // for Width: where the dependence comes from
};

Value width(std::string Why) { return {Kind::Width, std::move(Why)}; }

/// Arithmetic on two values.
Value combine(const Value &A, const Value &B) {
  if (A.K == Kind::Ballot || B.K == Kind::Ballot) // its bits are the wavefront's
    return width(A.K == Kind::Ballot ? A.Why : B.Why);
  if (A.K == Kind::Same)
    return B.K == Kind::Lead || B.K == Kind::Same || B.K == Kind::Width ? B : width("a warp's sum in arithmetic");
  if (B.K == Kind::Same)
    return combine(B, A);
  if (A.K == Kind::Width)
    return A;
  if (B.K == Kind::Width)
    return B;
  return width("warp sums in arithmetic");
}

/// A guard around the code: the roles that let a warp's sum or the block's
/// total through.
enum class Role { Other, LaneZero, ThreadZero, FirstWarp };
struct Guard {
  Role R;
  Value Cond;
};

class Escape {
public:
  Escape(const WarpFacts &F, ASTContext &Ctx) : F(F), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  std::string run(const FunctionDecl *FD) {
    if (const Stmt *Body = FD->getBody())
      walk(Body);
    return Failure;
  }

private:
  const WarpFacts &F;
  ASTContext &Ctx;
  const SourceManager &SM;
  llvm::DenseMap<const VarDecl *, Value> Vars;
  llvm::DenseMap<const VarDecl *, Value> Shared; // what the block's shared arrays hold
  std::vector<Guard> Guards;
  Value Control; // the iterations around the code (a loop on a vote)
  struct VoteLoop {
    std::string Pred;
    Value Outer;
  };
  std::vector<VoteLoop> VoteLoops;
  int LoopDepth = 0;
  std::string Failure;

  std::string text(SourceRange R) const {
    CharSourceRange CR = CharSourceRange::getTokenRange(SM.getExpansionRange(R).getAsRange());
    return Lexer::getSourceText(CR, SM, Ctx.getLangOpts()).str();
  }
  std::string line(SourceLocation L) const { return std::to_string(SM.getExpansionLineNumber(L)); }

  const VarDecl *localVar(const Expr *E) const {
    if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->hasLocalStorage())
        return VD;
    return nullptr;
  }
  const VarDecl *sharedArray(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    while (const auto *AE = dyn_cast<ArraySubscriptExpr>(E)) // tile[y][x]
      E = AE->getBase()->IgnoreParenImpCasts();
    if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->hasAttr<CUDASharedAttr>())
        return VD;
    return nullptr;
  }

  /// A lane number (x % 32, x & 31, x % warpSize, x & (warpSize - 1) of the
  /// thread index, or a variable initialised with one).
  bool laneLike(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (const VarDecl *VD = localVar(E))
      return VD->getInit() && !localVar(VD->getInit()) && laneLike(VD->getInit());
    if (F.laneIndexExpr(E))
      return true;
    const auto *BO = dyn_cast<BinaryOperator>(E);
    return BO && (BO->getOpcode() == BO_Rem || BO->getOpcode() == BO_And) &&
           F.mentions(BO->getRHS(), "warpSize") && F.threadDerived(BO->getLHS());
  }
  /// A warp number (x / 32, x >> 5, x / warpSize of the thread index, or a
  /// variable initialised with one).
  bool warpLike(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (const VarDecl *VD = localVar(E))
      return VD->getInit() && !localVar(VD->getInit()) && warpLike(VD->getInit());
    const auto *BO = dyn_cast<BinaryOperator>(E);
    if (!BO || !F.threadDerived(BO->getLHS()))
      return false;
    std::optional<int64_t> C = F.intConst(BO->getRHS());
    return (BO->getOpcode() == BO_Div && ((C && *C == 32) || F.mentions(BO->getRHS(), "warpSize"))) ||
           (BO->getOpcode() == BO_Shr && C && *C == 5);
  }
  bool isThreadIdxX(const Expr *E) const {
    const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
    return ME && ME->getMemberDecl()->getName() == "x" && F.mentions(ME->getBase(), "threadIdx");
  }
  Role role(const Expr *Cond) const {
    const auto *BO = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
    if (!BO || BO->getOpcode() != BO_EQ)
      return Role::Other;
    const Expr *Other = nullptr;
    if (std::optional<int64_t> C = F.intConst(BO->getRHS()); C && *C == 0)
      Other = BO->getLHS();
    else if (std::optional<int64_t> C = F.intConst(BO->getLHS()); C && *C == 0)
      Other = BO->getRHS();
    if (!Other)
      return Role::Other;
    if (isThreadIdxX(Other))
      return Role::ThreadZero;
    if (laneLike(Other))
      return Role::LaneZero;
    if (warpLike(Other))
      return Role::FirstWarp;
    return Role::Other;
  }
  bool guarded(Role R) const {
    for (const Guard &G : Guards)
      if (G.R == R)
        return true;
    return false;
  }
  /// Thread 0 runs the code here (every guard holds for it).
  bool threadZeroRuns() const {
    for (const Guard &G : Guards)
      if (G.R == Role::Other)
        return false;
    return Control.K == Kind::Same;
  }
  /// The first width-dependent guard or loop around the code, if any.
  const Value *widthControl() const {
    if (Control.K == Kind::Width)
      return &Control;
    for (const Guard &G : Guards)
      if (G.Cond.K == Kind::Width)
        return &G.Cond;
    return nullptr;
  }

  bool containsCollective(const Stmt *S) const {
    if (!S)
      return false;
    if (const auto *CE = dyn_cast<CallExpr>(S)) {
      std::string N = calleeName(CE);
      if (isShuffle(N) || isBallot(N) || isVote(N) || llvm::StringRef(N).starts_with("__match_") ||
          llvm::StringRef(N).starts_with("__reduce_"))
        return true;
    }
    for (const Stmt *C : S->children())
      if (containsCollective(C))
        return true;
    return false;
  }

  /// `for (o = 16 | warpSize / 2; o > 0; ...)` or `for (o = 1; o < 32 |
  /// warpSize; ...)` whose body adds a down or xor shuffle of V by o to V
  /// (`V += shfl(m, V, o)`, or `T x = shfl(m, V, o); if (...) V += x;`): a
  /// warp sum of V. Returns V.
  const VarDecl *sumLoop(const ForStmt *FS) const {
    const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit());
    const auto *O = DS && DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (!O || !O->getInit() || !FS->getCond())
      return nullptr;
    // Offsets 16 (or warpSize / 2) down to 1, halving, or 1 up to 16 (or
    // warpSize / 2), doubling: every lane of the warp takes part.
    auto IsVar = [&](const Expr *E) { return localVar(E) == O; };
    auto Const = [&](const Expr *E, int64_t V) {
      std::optional<int64_t> C = F.intConst(E);
      return C && *C == V;
    };
    auto IsWarpSize = [&](const Expr *E) {
      const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return DR && DR->getDecl()->getName() == "warpSize";
    };
    auto HalfWarp = [&](const Expr *E) { // warpSize / 2, warpSize >> 1
      const auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
      return BO && IsWarpSize(BO->getLHS()) && Const(BO->getRHS(), BO->getOpcode() == BO_Div ? 2 : 1) &&
             (BO->getOpcode() == BO_Div || BO->getOpcode() == BO_Shr);
    };
    auto Step = [&](const Expr *E, BinaryOperatorKind Compound, BinaryOperatorKind Plain, int64_t By) {
      const auto *BO = dyn_cast_or_null<BinaryOperator>(E ? E->IgnoreParenImpCasts() : nullptr);
      if (!BO || !IsVar(BO->getLHS()))
        return false;
      if (BO->getOpcode() == Compound)
        return Const(BO->getRHS(), By);
      const auto *R = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
      return BO->getOpcode() == BO_Assign && R && R->getOpcode() == Plain && IsVar(R->getLHS()) &&
             Const(R->getRHS(), By);
    };
    const Expr *Init = O->getInit()->IgnoreParenImpCasts();
    const auto *Cond = dyn_cast<BinaryOperator>(FS->getCond()->IgnoreParenImpCasts());
    if (!Cond || !IsVar(Cond->getLHS()))
      return nullptr;
    const Expr *Bound = Cond->getRHS();
    const Expr *Inc = dyn_cast_or_null<Expr>(FS->getInc());
    bool Down = (Const(Init, 16) || HalfWarp(Init)) &&
                ((Cond->getOpcode() == BO_GT && Const(Bound, 0)) || (Cond->getOpcode() == BO_GE && Const(Bound, 1)) ||
                 (Cond->getOpcode() == BO_NE && Const(Bound, 0))) &&
                (Step(Inc, BO_DivAssign, BO_Div, 2) || Step(Inc, BO_ShrAssign, BO_Shr, 1));
    bool Up = Const(Init, 1) &&
              ((Cond->getOpcode() == BO_LT && (Const(Bound, 32) || IsWarpSize(Bound))) ||
               (Cond->getOpcode() == BO_LE && (Const(Bound, 16) || HalfWarp(Bound)))) &&
              (Step(Inc, BO_MulAssign, BO_Mul, 2) || Step(Inc, BO_ShlAssign, BO_Shl, 1));
    if (!Down && !Up)
      return nullptr;
    const Stmt *Body = FS->getBody();
    const auto *CS = dyn_cast<CompoundStmt>(Body);
    if (CS && CS->size() == 1)
      Body = CS->body_front(), CS = nullptr;
    // The shuffle of V by O, and the statement that adds it.
    auto Shuffle = [&](const Expr *E, const VarDecl *&V) {
      const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
      if (!CE)
        return false;
      std::string N = calleeName(CE);
      if (!isShuffle(N) || !(llvm::StringRef(N).contains("down") || llvm::StringRef(N).contains("xor")))
        return false;
      if (Up && !llvm::StringRef(N).contains("xor"))
        return false;
      unsigned First = llvm::StringRef(N).ends_with("_sync") ? 1 : 0;
      if (CE->getNumArgs() < First + 2 || localVar(CE->getArg(First + 1)) != O)
        return false;
      // A width other than the warp's: sums over segments of it.
      if (CE->getNumArgs() > First + 2 && !isa<CXXDefaultArgExpr>(CE->getArg(First + 2)) &&
          !Const(CE->getArg(First + 2), 32) && !IsWarpSize(CE->getArg(First + 2)))
        return false;
      V = localVar(CE->getArg(First));
      return V != nullptr;
    };
    auto AddsTo = [&](const Stmt *S, const VarDecl *V, const VarDecl *X) {
      const auto *BO = dyn_cast_or_null<BinaryOperator>(S);
      if (!BO || BO->getOpcode() != BO_AddAssign || localVar(BO->getLHS()) != V)
        return false;
      if (X)
        return localVar(BO->getRHS()) == X;
      const VarDecl *Of = nullptr;
      return Shuffle(BO->getRHS(), Of) && Of == V;
    };
    if (!CS) {
      const auto *BO = dyn_cast<BinaryOperator>(Body);
      const VarDecl *V = BO ? localVar(BO->getLHS()) : nullptr;
      return V && AddsTo(Body, V, nullptr) ? V : nullptr;
    }
    if (CS->size() != 2)
      return nullptr;
    const auto *Decl = dyn_cast<DeclStmt>(CS->body_front());
    const auto *X = Decl && Decl->isSingleDecl() ? dyn_cast<VarDecl>(Decl->getSingleDecl()) : nullptr;
    const VarDecl *V = nullptr;
    if (!X || !X->getInit() || !Shuffle(X->getInit(), V))
      return nullptr;
    const auto *If = dyn_cast<IfStmt>(CS->body_back());
    return If && !If->getElse() && AddsTo(If->getThen(), V, X) ? V : nullptr;
  }

  /// A helper `T f(T v) { for (...) v += shfl(m, v, o); return v; }`.
  bool sumHelper(const FunctionDecl *FD) const {
    const auto *CS = FD && FD->getNumParams() == 1 ? dyn_cast_or_null<CompoundStmt>(FD->getBody()) : nullptr;
    if (!CS || CS->size() != 2)
      return false;
    const auto *FS = dyn_cast<ForStmt>(CS->body_front());
    const auto *Ret = dyn_cast<ReturnStmt>(CS->body_back());
    const VarDecl *V = FS ? sumLoop(FS) : nullptr;
    return V && V == FD->getParamDecl(0) && Ret && Ret->getRetValue() && localVar(Ret->getRetValue()) == V;
  }

  static Value summed(const Value &V) {
    if (V.K == Kind::Same)
      return {Kind::GroupSum, ""};
    if (V.K == Kind::Slots)
      return {Kind::Lead, ""};
    return V.K == Kind::Width ? V : V.K == Kind::Ballot ? width(V.Why) : width("a sum of warp sums");
  }

  Value kindOf(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
      if (DR->getDecl()->getName() == "warpSize")
        return width("'warpSize', line " + line(DR->getBeginLoc()));
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
        if (auto It = Vars.find(VD); It != Vars.end())
          return It->second;
      return {};
    }
    if (const auto *CE = dyn_cast<CallExpr>(E)) {
      std::string N = calleeName(CE);
      std::string At = N + ", line " + line(CE->getBeginLoc());
      // A warp's count of lanes whose predicate holds.
      if ((N == "__popc" || N == "__popcll") && CE->getNumArgs() == 1)
        if (Value B = kindOf(CE->getArg(0)); B.K == Kind::Ballot)
          return {Kind::GroupSum, "the count of " + B.Why};
      if ((N == "__ballot_sync" && CE->getNumArgs() == 2 && F.isFullMask(CE->getArg(0)) &&
           kindOf(CE->getArg(1)).K == Kind::Same) ||
          (N == "__ballot" && CE->getNumArgs() == 1 && kindOf(CE->getArg(0)).K == Kind::Same))
        if (!widthControl())
          return {Kind::Ballot, At};
      if (isShuffle(N) || isBallot(N) || isVote(N) || llvm::StringRef(N).starts_with("__match_") ||
          llvm::StringRef(N).starts_with("__reduce_") || N == "__lane_id")
        return width(At);
      if (llvm::StringRef(N).starts_with("atomic")) {
        call(CE);
        return width("the value " + At + " returns");
      }
      if (const FunctionDecl *Callee = CE->getDirectCallee(); Callee && Callee->getDefinition()) {
        const FunctionDecl *Def = Callee->getDefinition();
        if (sumHelper(Def) && CE->getNumArgs() == 1)
          return summed(kindOf(CE->getArg(0)));
        if (containsCollective(Def->getBody()))
          return width(At);
      }
      Value R;
      for (const Expr *A : CE->arguments())
        R = combine(R, kindOf(A));
      return R;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp())
        return assign(BO);
      if (laneLike(BO) || warpLike(BO))
        return width("the lane or warp number '" + text(BO->getSourceRange()) + "', line " +
                     line(BO->getBeginLoc()));
      return combine(kindOf(BO->getLHS()), kindOf(BO->getRHS()));
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->isIncrementDecrementOp())
        return bump(UO);
      return kindOf(UO->getSubExpr());
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
      // The block reduction's second step: the warps' slots, below their count.
      if (const auto *AE = dyn_cast<ArraySubscriptExpr>(CO->getTrueExpr()->IgnoreParenImpCasts()))
        if (const VarDecl *S = sharedArray(AE->getBase()))
          if (auto It = Shared.find(S); It != Shared.end() && It->second.K == Kind::GroupSum &&
                                        F.belowWarpCount(AE) && kindOf(CO->getFalseExpr()).K == Kind::Same)
            return {Kind::Slots, ""};
      return combine(kindOf(CO->getCond()), combine(kindOf(CO->getTrueExpr()), kindOf(CO->getFalseExpr())));
    }
    if (const auto *AE = dyn_cast<ArraySubscriptExpr>(E)) {
      Value Held;
      if (const VarDecl *S = sharedArray(AE->getBase())) {
        if (auto It = Shared.find(S); It != Shared.end() && It->second.K != Kind::Same)
          Held = It->second.K == Kind::Width ? It->second : width("a warp's sum in '" + S->getNameAsString() + "'");
      } else {
        Held = kindOf(AE->getBase()); // a local array's
      }
      return combine(Held, kindOf(AE->getIdx()));
    }
    Value R;
    for (const Stmt *C : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(C))
        R = combine(R, kindOf(CE));
    return R;
  }

  /// The value \p V gets from \p New under the guards and loops around.
  Value assigned(const VarDecl *V, Value New) {
    if (const Value *C = widthControl())
      return (New.K == Kind::Lead && threadZeroRuns()) || New.K == Kind::Width ? New : *C;
    if (Guards.empty())
      return New;
    Value Old = Vars.count(V) ? Vars[V] : Value();
    if (Old.K == New.K)
      return New;
    return New.K == Kind::Width ? New : Old.K == Kind::Width ? Old : width("a warp sum assigned in a branch");
  }

  Value assign(const BinaryOperator *BO) {
    Value R = kindOf(BO->getRHS());
    if (BO->getOpcode() != BO_Assign)
      R = combine(kindOf(BO->getLHS()), R);
    store(BO->getLHS(), R, false);
    return R;
  }
  Value bump(const UnaryOperator *UO) {
    Value R = kindOf(UO->getSubExpr());
    store(UO->getSubExpr(), R, false);
    return R;
  }

  /// A write of \p Val to \p Target: a local variable (or an element or
  /// member of a local array or struct), a shared array, or memory the host
  /// may read (through a pointer or reference, a global). \p Pointee: to
  /// what the pointer \p Target points at, as atomicAdd(p, v) does.
  void store(const Expr *Target, Value Val, bool AtomicAdd, bool Pointee = false) {
    Target = Target->IgnoreParenImpCasts();
    Value Index;
    const Expr *Root = Target;
    if (!Pointee)
      for (;;) {
        Root = Root->IgnoreParenImpCasts();
        if (const auto *AE = dyn_cast<ArraySubscriptExpr>(Root)) {
          Index = combine(Index, kindOf(AE->getIdx()));
          Root = AE->getBase();
        } else if (const auto *ME = dyn_cast<MemberExpr>(Root); ME && !ME->isArrow()) {
          Root = ME->getBase();
        } else {
          break;
        }
      }
    const auto *DR = Pointee ? nullptr : dyn_cast<DeclRefExpr>(Root);
    const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    const Value *C = widthControl();
    if (VD && VD->hasLocalStorage() && !VD->getType()->isReferenceType() &&
        !(Root != Target && VD->getType()->isPointerType())) {
      if (Root == Target) {
        Vars[VD] = assigned(VD, Val);
        return;
      }
      // One element or member of a local aggregate: the rest keeps its value.
      Value Old = Vars.count(VD) ? Vars[VD] : Value();
      Value New = Val.K == Kind::Same && Index.K == Kind::Same ? Old
                  : Val.K == Kind::Width                       ? Val
                  : Index.K == Kind::Width                     ? Index
                                                               : width("a warp's sum in '" + VD->getNameAsString() + "'");
      Vars[VD] = assigned(VD, Old.K == Kind::Width ? Old : New);
      return;
    }
    if (VD && VD->hasAttr<CUDASharedAttr>()) {
      Value &Held = Shared[VD];
      if (Val.K == Kind::Same && Index.K == Kind::Same && !C)
        return;
      // Each warp's sum in its slot, by its first lane.
      const auto *Slot = dyn_cast<ArraySubscriptExpr>(Target);
      if (Val.K == Kind::GroupSum && guarded(Role::LaneZero) && Slot && warpLike(Slot->getIdx()) &&
          widthGuardsOnly({Role::LaneZero})) {
        if (Held.K == Kind::Same)
          Held = Val;
        return;
      }
      if (Held.K != Kind::Width)
        Held = Val.K == Kind::Width    ? Val
               : Val.K == Kind::Ballot ? width(Val.Why)
               : Index.K == Kind::Width ? Index
               : C                      ? *C
                                        : width("a warp's sum");
      return;
    }
    bool Ok = false;
    if (Index.K == Kind::Same) {
      if (Val.K == Kind::Same)
        Ok = !C;
      else if (Val.K == Kind::Lead) // thread 0 gets here under both widths
        Ok = guarded(Role::ThreadZero) && widthGuardsOnly({Role::LaneZero, Role::FirstWarp, Role::ThreadZero});
      else if (Val.K == Kind::GroupSum) // every warp's first lane adds
        Ok = AtomicAdd && guarded(Role::LaneZero) && widthGuardsOnly({Role::LaneZero});
    }
    if (Ok || !Failure.empty())
      return;
    const Value &Why = Index.K == Kind::Width ? Index : Val.K == Kind::Width ? Val : C ? *C : Val;
    std::string From = Why.K == Kind::Width || Why.K == Kind::Ballot ? Why.Why
                       : Val.K == Kind::GroupSum && AtomicAdd ? "a warp's sum, added by other lanes than each warp's first"
                       : Val.K == Kind::GroupSum ? (Val.Why.empty() ? "a warp's sum" : Val.Why)
                       : Val.K == Kind::Slots   ? "the warps' partial sums"
                                                : "the block's total, outside thread 0";
    Failure = "'" + text(Target->getSourceRange()) + "' (line " + line(Target->getBeginLoc()) +
              ") receives a value that depends on the warp's width (" + From + ")";
  }
  /// Every width-dependent guard around the code has one of \p Roles, and
  /// no loop on a vote is.
  bool widthGuardsOnly(std::initializer_list<Role> Roles) const {
    if (Control.K != Kind::Same)
      return false;
    for (const Guard &G : Guards)
      if (G.Cond.K == Kind::Width && std::find(Roles.begin(), Roles.end(), G.R) == Roles.end())
        return false;
    return true;
  }

  void call(const CallExpr *CE) {
    std::string N = calleeName(CE);
    if (llvm::StringRef(N).starts_with("atomic") && CE->getNumArgs() >= 1) {
      Value Val;
      for (unsigned I = 1; I < CE->getNumArgs(); ++I)
        Val = I == 1 ? kindOf(CE->getArg(I)) : combine(Val, kindOf(CE->getArg(I)));
      const Expr *Addr = CE->getArg(0)->IgnoreParenImpCasts();
      if (const auto *UO = dyn_cast<UnaryOperator>(Addr); UO && UO->getOpcode() == UO_AddrOf)
        store(UO->getSubExpr(), Val, N == "atomicAdd");
      else
        store(Addr, kindOf(Addr).K == Kind::Width ? kindOf(Addr) : Val, N == "atomicAdd", true);
      return;
    }
    // A call for its effects (a helper that stores what it is given, printf)
    // given a value that depends on the warp's width.
    if (!Failure.empty() || isShuffle(N) || isBallot(N) || isVote(N) || N == "__syncwarp" ||
        N == "__syncthreads") {
      kindOf(CE);
      return;
    }
    for (const Expr *A : CE->arguments())
      if (Value K = kindOf(A); K.K != Kind::Same) {
        Failure = "'" + N + "' (line " + line(CE->getBeginLoc()) +
                  ") is given a value that depends on the warp's width (" +
                  (K.Why.empty() ? std::string("a warp's sum") : K.Why) + ")";
        return;
      }
  }

  void walkLoop(const Stmt *Body, const Stmt *Inc, const Expr *Cond) {
    Value Saved = Control;
    if (Cond)
      Control = combine(Control, kindOf(Cond));
    // Twice: what one iteration leaves to the next (once when deeply nested,
    // where the outer loops' passes repeat it anyway).
    ++LoopDepth;
    for (int Pass = 0; Pass < (LoopDepth <= 4 ? 2 : 1); ++Pass) {
      walk(Body);
      if (Inc)
        walk(Inc);
    }
    --LoopDepth;
    Control = Saved;
  }

  /// A loop on a vote runs, on 64 lanes, until all 64 lanes are done: only
  /// what each lane does under its own predicate (`if (p)`, p the vote's) is
  /// the same as on 32.
  void walkVoteLoop(const Stmt *Body, const Stmt *Inc, const CallExpr *Vote) {
    std::string N = calleeName(Vote);
    unsigned Arg = llvm::StringRef(N).ends_with("_sync") ? 1 : 0;
    Value Saved = Control;
    VoteLoops.push_back({Vote->getNumArgs() > Arg ? text(Vote->getArg(Arg)->getSourceRange()) : "", Saved});
    Control = width("the iterations of the loop on " + N + ", line " + line(Vote->getBeginLoc()) +
                    ", which 64 lanes run until all are done");
    walkLoop(Body, Inc, nullptr);
    VoteLoops.pop_back();
    Control = Saved;
  }
  const CallExpr *voteIn(const Expr *Cond) const {
    const CallExpr *Found = nullptr;
    std::function<void(const Stmt *)> Find = [&](const Stmt *S) {
      if (!S || Found)
        return;
      if (const auto *CE = dyn_cast<CallExpr>(S); CE && isVote(calleeName(CE)))
        Found = CE;
      for (const Stmt *C : S->children())
        Find(C);
    };
    Find(Cond);
    return Found;
  }

  void walk(const Stmt *S) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *C : CS->body())
        walk(C);
    } else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit() && VD->hasLocalStorage())
          Vars[VD] = assigned(VD, kindOf(VD->getInit()));
    } else if (const auto *If = dyn_cast<IfStmt>(S)) {
      Value Cond = kindOf(If->getCond());
      Value Saved = Control;
      // Inside a loop on a vote, the lane's own predicate.
      if (!VoteLoops.empty() && text(If->getCond()->getSourceRange()) == VoteLoops.back().Pred)
        Control = VoteLoops.back().Outer;
      Guards.push_back({role(If->getCond()), Cond});
      walk(If->getThen());
      Guards.back().R = Role::Other;
      Control = Saved;
      walk(If->getElse());
      Guards.pop_back();
    } else if (const auto *FS = dyn_cast<ForStmt>(S)) {
      walk(FS->getInit());
      if (const VarDecl *V = sumLoop(FS)) {
        Value Before = Vars.count(V) ? Vars[V] : Value();
        Vars[V] = assigned(V, summed(Before));
      } else if (const CallExpr *Vote = FS->getCond() ? voteIn(FS->getCond()) : nullptr) {
        walkVoteLoop(FS->getBody(), FS->getInc(), Vote);
      } else {
        walkLoop(FS->getBody(), FS->getInc(), FS->getCond());
      }
    } else if (const auto *WS = dyn_cast<WhileStmt>(S)) {
      if (const CallExpr *Vote = voteIn(WS->getCond()))
        walkVoteLoop(WS->getBody(), nullptr, Vote);
      else
        walkLoop(WS->getBody(), nullptr, WS->getCond());
    } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
      if (const CallExpr *Vote = voteIn(Do->getCond()))
        walkVoteLoop(Do->getBody(), nullptr, Vote);
      else
        walkLoop(Do->getBody(), nullptr, Do->getCond());
    } else if (const auto *CE = dyn_cast<CallExpr>(S)) {
      call(CE);
    } else if (const auto *E = dyn_cast<Expr>(S)) {
      kindOf(E);
    } else {
      for (const Stmt *C : S->children())
        walk(C);
    }
  }
};

} // namespace

std::string WarpFacts::widthDependentStore(const FunctionDecl *FD) const {
  return Escape(*this, Ctx).run(FD);
}
