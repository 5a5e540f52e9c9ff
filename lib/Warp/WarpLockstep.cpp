// Finds lockstep-dependent warp code (WarpLockstep.h) and plans its rewrite.
//
// A step is an assignment to an element of shared memory, B[I], from
// elements of the same memory at I + D or I - D: `s[tid] += s[tid + 16]`,
// `s[tid] = max(s[tid], s[tid + 16])`, `s[tid] = v = v + s[tid + 16]`. When
// the 32 lanes of one warp run it, lane i reads the slot lane i + D writes in
// the same statement (0 < D < 32), and the next step reads what this one
// wrote: only lockstep makes every read come before every write. The rewrite
// makes that order explicit, and it is exactly what lockstep computed as
// long as every lane of the warp runs every step: so it is planned only
// where the lanes are one whole warp (inside `if (tid < 32)`, or in a device
// function every call of which is) and nothing between the warp's guard and
// the step depends on the lane. Anything else is reported and left alone.
#include "WarpLockstep.h"
#include "WarpFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>

using namespace clang;
using namespace cu2hip;
using namespace cu2hip::warp;

namespace {

/// An assignment: built in, or in a template an operator call left unresolved.
struct Assign {
  const Expr *LHS = nullptr, *RHS = nullptr;
  SourceLocation OpLoc;
  bool Compound = false;
};

std::optional<Assign> asAssign(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->isAssignmentOp())
    return Assign{BO->getLHS(), BO->getRHS(), BO->getOperatorLoc(), BO->isCompoundAssignmentOp()};
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
      OC && OC->isAssignmentOp() && OC->getNumArgs() == 2)
    return Assign{OC->getArg(0), OC->getArg(1), OC->getOperatorLoc(), OC->getOperator() != OO_Equal};
  return std::nullopt;
}

const VarDecl *baseDecl(const ArraySubscriptExpr *AE) {
  const auto *DR = dyn_cast<DeclRefExpr>(AE->getBase()->IgnoreParenImpCasts());
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || !(VD->hasAttr<CUDASharedAttr>() || VD->getType()->isPointerType()))
    return nullptr;
  return VD;
}

/// A statement that is an assignment step, with where it stands.
struct Step {
  const Expr *E = nullptr;
  const FunctionDecl *Fn = nullptr;
  std::vector<const Stmt *> Stack; // its ancestors in the function, body first
  const VarDecl *Base = nullptr;
  const ArraySubscriptExpr *Target = nullptr;
  Assign A;
  std::optional<Assign> Inner; // s[i] = v = v + s[i + d]: the register's assignment
  std::vector<const Expr *> Offsets; // D of each read B[I ± D]
};

/// A call, for the lanes a device function runs on.
struct Call {
  std::string Callee;
  const CallExpr *CE = nullptr;
  const FunctionDecl *Fn = nullptr;
  std::vector<const Stmt *> Stack;
};

/// What stands between a statement and its function's body.
struct Region {
  const IfStmt *Guard = nullptr; // the `if (tid < 32)` around it
  std::string LaneCondition;     // the first other condition that depends on the lane
  bool Bounded = false;          // that condition keeps every lane read out of the lanes that run
  std::string Refusal;           // a structure the rewrite cannot go through
};

class Finder : public RecursiveASTVisitor<Finder>, private WarpFacts {
public:
  Finder(ASTContext &Ctx, FileID FID) : WarpFacts(Ctx), SM(Ctx.getSourceManager()), FID(FID) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !inFile(FD->getLocation()) ||
        !(FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>()))
      return true;
    CurFn = FD;
    std::vector<const Stmt *> Stack;
    walk(FD->getBody(), Stack);
    CurFn = nullptr;
    return true;
  }

  std::vector<LockstepSequence> sequences();

private:
  void walk(const Stmt *S, std::vector<const Stmt *> &Stack) {
    if (!S)
      return;
    // Which variables hold a lane-dependent value (WarpFacts::threadDerived).
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit() && threadDerived(VD->getInit()))
          LaneVars.insert(VD);
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->getOpcode() == BO_Assign)
      if (const auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && threadDerived(BO->getRHS()))
          LaneVars.insert(VD);
    if (const auto *E = dyn_cast<Expr>(S); E && !Stack.empty() && statementPosition(Stack.back(), S))
      if (std::optional<Step> St = step(E)) {
        St->Fn = CurFn;
        St->Stack = Stack;
        Steps.push_back(std::move(*St));
      }
    if (const auto *CE = dyn_cast<CallExpr>(S))
      if (std::string N = calleeName(CE); !N.empty())
        Calls.push_back({N, CE, CurFn, Stack});
    Stack.push_back(S);
    for (const Stmt *C : S->children())
      walk(C, Stack);
    Stack.pop_back();
  }

  /// \p S stands as a statement of its own in \p Parent.
  static bool statementPosition(const Stmt *Parent, const Stmt *S) {
    if (isa<CompoundStmt, AttributedStmt, LabelStmt>(Parent))
      return true;
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      return If->getThen() == S || If->getElse() == S;
    if (const auto *F = dyn_cast<ForStmt>(Parent))
      return F->getBody() == S;
    if (const auto *W = dyn_cast<WhileStmt>(Parent))
      return W->getBody() == S;
    if (const auto *D = dyn_cast<DoStmt>(Parent))
      return D->getBody() == S;
    return false;
  }

  std::optional<Step> step(const Expr *E) {
    std::optional<Assign> A = asAssign(E->IgnoreImplicit());
    if (!A)
      return std::nullopt;
    const auto *Target = dyn_cast<ArraySubscriptExpr>(A->LHS->IgnoreParenImpCasts());
    const VarDecl *Base = Target ? baseDecl(Target) : nullptr;
    if (!Base)
      return std::nullopt;
    const Expr *Index = Target->getIdx();
    std::string IndexText = text(Index);
    if (IndexText.empty() || !(threadDerived(Index) || mentionsParam(Index)))
      return std::nullopt;
    Step St;
    St.E = E;
    St.Base = Base;
    St.Target = Target;
    St.A = *A;
    const Expr *Value = A->RHS;
    // s[i] = v = ...: not (v = ...), which is a plain value (the rewrite
    // takes the text before v away, a '(' with it).
    if (!A->Compound && !isa<ParenExpr>(A->RHS->IgnoreImpCasts()))
      if (std::optional<Assign> In = asAssign(A->RHS->IgnoreImpCasts())) {
        const auto *DR = dyn_cast<DeclRefExpr>(In->LHS->IgnoreParenImpCasts());
        const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
        if (!V || !V->hasLocalStorage() || V->hasAttr<CUDASharedAttr>() ||
            V->getType()->isReferenceType() || V->getType().isVolatileQualified())
          return std::nullopt;
        St.Inner = In;
        Value = In->RHS;
      }
    // Every read of the memory in the value is the lane's own slot or a slot
    // at a distance from it.
    bool Unknown = false;
    forEach(Value, [&](const Stmt *N) {
      const auto *AE = dyn_cast<ArraySubscriptExpr>(N);
      if (!AE || baseDecl(AE) != Base)
        return;
      std::string T = text(AE->getIdx());
      if (T == IndexText)
        return;
      if (const Expr *D = offset(AE->getIdx(), IndexText))
        St.Offsets.push_back(D);
      else
        Unknown = true;
    });
    if (Unknown || St.Offsets.empty())
      return std::nullopt;
    // A parameter the lane's slot is indexed by holds the lane.
    forEach(Index, [&](const Stmt *M) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(M))
        if (const auto *P = dyn_cast<ParmVarDecl>(DR->getDecl()))
          IndexParams.insert(P);
    });
    return St;
  }

  /// D when \p Idx is I + D, D + I or I - D for the index text \p I.
  const Expr *offset(const Expr *Idx, const std::string &I) const {
    const auto *BO = dyn_cast<BinaryOperator>(Idx->IgnoreParenImpCasts());
    if (!BO)
      return nullptr;
    if (BO->getOpcode() == BO_Add) {
      if (text(BO->getLHS()) == I)
        return BO->getRHS();
      if (text(BO->getRHS()) == I)
        return BO->getLHS();
    }
    if (BO->getOpcode() == BO_Sub && text(BO->getLHS()) == I)
      return BO->getRHS();
    return nullptr;
  }

  template <typename Fn> static void forEach(const Stmt *S, Fn F) {
    if (!S)
      return;
    F(S);
    for (const Stmt *C : S->children())
      forEach(C, F);
  }
  bool mentionsParam(const Stmt *S, bool IndexOnly = false) const {
    bool Found = false;
    forEach(S, [&](const Stmt *N) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(N))
        if (const auto *P = dyn_cast<ParmVarDecl>(DR->getDecl()))
          Found |= IndexOnly ? IndexParams.count(P) != 0 : P->getType()->isIntegerType();
    });
    return Found;
  }
  /// A value that differs between the lanes of a warp.
  bool laneLike(const Stmt *S) const { return threadDerived(S) || mentionsParam(S, true); }
  /// `tid < 32`: the lanes of the block's first warp, all 32 of them.
  bool warpGuard(const Expr *C) const {
    const auto *BO = dyn_cast<BinaryOperator>(C->IgnoreParenImpCasts());
    if (!BO)
      return false;
    std::optional<int64_t> R = intConst(BO->getRHS()), L = intConst(BO->getLHS());
    return (BO->getOpcode() == BO_LT && R && *R == 32 && laneLike(BO->getLHS())) ||
           (BO->getOpcode() == BO_LE && R && *R == 31 && laneLike(BO->getLHS())) ||
           (BO->getOpcode() == BO_GT && L && *L == 32 && laneLike(BO->getRHS()));
  }
  /// `tid < B` where every distance D read is B (or, constants, at least B):
  /// the lanes that run it read only slots no running lane writes, as in the
  /// block-wide `if (tid < s) s[tid] += s[tid + s]` between __syncthreads.
  bool bounds(const Expr *C, const std::vector<const Expr *> &Offsets) const {
    const auto *BO = dyn_cast<BinaryOperator>(C->IgnoreParenImpCasts());
    if (!BO || BO->getOpcode() != BO_LT || !laneLike(BO->getLHS()) || Offsets.empty())
      return false;
    std::optional<int64_t> B = intConst(BO->getRHS());
    for (const Expr *D : Offsets) {
      std::optional<int64_t> V = intConst(D);
      if (!(text(D) == text(BO->getRHS()) || (B && V && *V >= *B)))
        return false;
    }
    return true;
  }

  Region region(const std::vector<const Stmt *> &Stack, const Stmt *Leaf,
                const std::vector<const Expr *> &Offsets) const {
    Region R;
    const Stmt *Child = Leaf;
    auto laneCondition = [&](const Expr *C) {
      if (R.LaneCondition.empty()) {
        R.LaneCondition = text(C);
        R.Bounded = bounds(C, Offsets);
      }
    };
    for (auto It = Stack.rbegin(); It != Stack.rend(); Child = *It, ++It) {
      const Stmt *P = *It;
      if (isa<CompoundStmt, AttributedStmt, LabelStmt>(P))
        continue;
      if (const auto *If = dyn_cast<IfStmt>(P)) {
        if (Child != If->getThen() && Child != If->getElse()) {
          R.Refusal = "it is part of the condition of an 'if'";
          return R;
        }
        const Expr *C = If->getCond();
        if (!laneLike(C))
          continue;
        if (!R.Guard && Child == If->getThen() && warpGuard(C))
          R.Guard = If;
        else
          laneCondition(C);
        continue;
      }
      const Expr *LoopCond = nullptr;
      const Stmt *Body = nullptr, *Other = nullptr;
      if (const auto *F = dyn_cast<ForStmt>(P)) {
        LoopCond = F->getCond(), Body = F->getBody(), Other = F->getInc();
      } else if (const auto *W = dyn_cast<WhileStmt>(P)) {
        LoopCond = W->getCond(), Body = W->getBody();
      } else if (const auto *D = dyn_cast<DoStmt>(P)) {
        LoopCond = D->getCond(), Body = D->getBody();
      } else if (isa<LambdaExpr>(P)) {
        R.Refusal = "it is in a lambda, run wherever the lambda is called";
        return R;
      } else if (isa<Expr>(P)) {
        // A call inside an expression: only a choice between values depends
        // on more than the statement around it.
        if (isa<ConditionalOperator, BinaryConditionalOperator>(P) ||
            (isa<BinaryOperator>(P) && cast<BinaryOperator>(P)->isLogicalOp())) {
          R.Refusal = "it is called inside a conditional expression";
          return R;
        }
        continue;
      } else {
        R.Refusal = std::string("it runs inside a '") + P->getStmtClassName() + "'";
        return R;
      }
      if (Child != Body) {
        R.Refusal = "it is part of a loop's header";
        return R;
      }
      if ((LoopCond && laneLike(LoopCond)) || (Other && laneLike(Other)))
        laneCondition(LoopCond ? LoopCond : cast<Expr>(Other));
    }
    return R;
  }

  /// Why the calls of device function \p Fn do not show that one whole warp
  /// runs it, or "" when they do.
  std::string callersNotOneWarp(const FunctionDecl *Fn) {
    if (auto It = CallerVerdict.find(Fn); It != CallerVerdict.end())
      return It->second;
    std::string Name = Fn->getNameAsString(), Why;
    unsigned Seen = 0;
    for (const Call &C : Calls) {
      if (C.Callee != Name || C.Fn == Fn)
        continue;
      ++Seen;
      Region R = region(C.Stack, C.CE, {});
      std::string At = " (line " + std::to_string(SM.getExpansionLineNumber(C.CE->getBeginLoc())) + ")";
      if (!R.Refusal.empty())
        Why = "'" + Name + "' is called where " + R.Refusal + At;
      else if (!R.LaneCondition.empty())
        Why = "'" + Name + "' is called under '" + R.LaneCondition + "'" + At +
              ", so not every lane of the warp runs it";
      else if (!R.Guard)
        Why = "'" + Name + "' is called from '" + C.Fn->getNameAsString() + "'" + At +
              " with no 'if (tid < 32)' around the call to show that one whole warp runs it";
      if (!Why.empty())
        break;
    }
    if (!Seen)
      Why = "no call of '" + Name + "' in this file shows that one whole warp runs it";
    return CallerVerdict[Fn] = Why;
  }

  /// The edits of one step, or why there are none.
  std::string plan(const Step &St, std::vector<LockstepEdit> &Out) const {
    const LangOptions &LO = Ctx.getLangOpts();
    for (SourceLocation L : {St.E->getBeginLoc(), St.E->getEndLoc(), St.A.OpLoc, St.A.RHS->getBeginLoc()})
      if (L.isMacroID())
        return "it is spelled inside a macro";
    // The target's text is written again after the write's synchronisation:
    // it must mean the same there and need no translation.
    bool Plain = true;
    forEach(St.Target, [&](const Stmt *N) {
      if (isa<ArraySubscriptExpr, ImplicitCastExpr, ParenExpr, IntegerLiteral>(N))
        return;
      // Written twice, so nothing in it may change anything (tid++).
      if (const auto *U = dyn_cast<UnaryOperator>(N); U && !U->isIncrementDecrementOp())
        return;
      if (const auto *BO = dyn_cast<BinaryOperator>(N); BO && !BO->isAssignmentOp())
        return;
      if (const auto *DR = dyn_cast<DeclRefExpr>(N);
          DR && isa<VarDecl, NonTypeTemplateParmDecl>(DR->getDecl()))
        return;
      if (isa<MemberExpr>(N)) // threadIdx.x
        return;
      Plain = false;
    });
    std::string Target = text(St.Target);
    if (!Plain || Target.empty())
      return "its target '" + Target + "' is not a plain element of shared memory";
    SourceLocation AfterSemi =
        Lexer::findLocationAfterToken(St.E->getEndLoc(), tok::semi, SM, LO, /*SkipTrailingWhitespaceAndNewLine=*/false);
    if (AfterSemi.isInvalid() || AfterSemi.isMacroID())
      return "no ';' closes it in this file";
    unsigned Begin = offset(St.E->getBeginLoc()), End = offset(AfterSemi);
    if (St.Inner) {
      // s[i] = v = v + s[i + d];  ->  { v = v + s[i + d]; SYNC; s[i] = v; SYNC; }
      std::string Var = text(St.Inner->LHS);
      Out.push_back({Begin, offset(St.Inner->LHS->getBeginLoc()) - Begin, {"{ "}});
      Out.push_back({End, 0, {" ", "; " + Target + " = " + Var + "; ", "; }"}});
      return "";
    }
    if (St.A.Compound) {
      // s[i] += s[i + d];  ->  { auto cu2hip_step = s[i] + s[i + d]; SYNC; s[i] = cu2hip_step; SYNC; }
      unsigned Op = offset(St.A.OpLoc);
      unsigned OpLen = Lexer::MeasureTokenLength(St.A.OpLoc, SM, LO);
      std::string OpText = SM.getBufferData(FID).substr(Op, OpLen).str();
      if (OpText.size() < 2 || OpText.back() != '=')
        return "its operator '" + OpText + "' is not a compound assignment";
      Out.push_back({Begin, 0, {"{ auto cu2hip_step = "}});
      Out.push_back({Op, OpLen, {OpText.substr(0, OpText.size() - 1)}});
      const Expr *V = St.A.RHS->IgnoreImpCasts();
      bool Tight = isa<ArraySubscriptExpr, DeclRefExpr, ParenExpr, IntegerLiteral, FloatingLiteral>(V) ||
                   (isa<CallExpr>(V) && !isa<CXXOperatorCallExpr>(V)); // a + b in a template
      if (!Tight) {
        Out.push_back({offset(St.A.RHS->getBeginLoc()), 0, {"("}});
        Out.push_back({End - 1, 0, {")"}});
      }
    } else {
      // s[i] = f(s[i], s[i + d]);  ->  { auto cu2hip_step = f(...); SYNC; s[i] = cu2hip_step; SYNC; }
      unsigned Value = offset(St.A.RHS->getBeginLoc());
      Out.push_back({Begin, Value - Begin, {"{ auto cu2hip_step = "}});
    }
    Out.push_back({End, 0, {" ", "; " + Target + " = cu2hip_step; ", "; }"}});
    return "";
  }

  bool inFile(SourceLocation L) const {
    L = SM.getExpansionLoc(L);
    return L.isValid() && SM.getFileID(L) == FID;
  }
  unsigned offset(SourceLocation L) const { return SM.getFileOffset(SM.getExpansionLoc(L)); }
  /// The expression's source as spelled (in a macro's body when it comes
  /// from one), white space runs made one space; "" when not one piece.
  std::string text(const Stmt *S) const {
    SourceLocation B = SM.getSpellingLoc(S->getBeginLoc()), E = SM.getSpellingLoc(S->getEndLoc());
    if (B.isInvalid() || E.isInvalid() || SM.getFileID(B) != SM.getFileID(E) ||
        SM.getFileOffset(E) < SM.getFileOffset(B))
      return "";
    CharSourceRange R = CharSourceRange::getTokenRange(B, E);
    std::string Out;
    for (char C : Lexer::getSourceText(R, SM, Ctx.getLangOpts())) {
      bool Space = C == ' ' || C == '\t' || C == '\n' || C == '\r';
      if (Space && (Out.empty() || Out.back() == ' '))
        continue;
      Out += Space ? ' ' : C;
    }
    while (!Out.empty() && Out.back() == ' ')
      Out.pop_back();
    return Out;
  }

  SourceManager &SM;
  FileID FID;
  const FunctionDecl *CurFn = nullptr;
  std::vector<Step> Steps;
  std::vector<Call> Calls;
  llvm::DenseSet<const ParmVarDecl *> IndexParams;
  std::map<const FunctionDecl *, std::string> CallerVerdict;
};

std::vector<LockstepSequence> Finder::sequences() {
  // Steps by warp region: the `if (tid < 32)` they run under, or their
  // function when that is what one warp calls.
  struct Group {
    LockstepSequence Seq;
    std::vector<const Step *> Members;
    bool Detected = false;
  };
  std::map<std::pair<const FunctionDecl *, const Stmt *>, Group> Groups;
  std::vector<std::pair<const FunctionDecl *, const Stmt *>> Order;
  for (const Step &St : Steps) {
    Region R = region(St.Stack, St.E, St.Offsets);
    bool Device = !St.Fn->hasAttr<CUDAGlobalAttr>();
    std::string NotOneWarp;
    if (!R.Guard)
      NotOneWarp = Device ? callersNotOneWarp(St.Fn)
                          : "no 'if (tid < 32)' around it shows that the lanes running it are one whole warp";
    bool WholeWarp = NotOneWarp.empty();
    // Lanes of one warp reading each other's slots: a distance below 32, or
    // a distance that varies (a loop over 16, 8, ...) inside one warp.
    bool Near = false, Varies = false, Distances = true;
    for (const Expr *D : St.Offsets) {
      if (laneLike(D))
        Distances = false; // not a distance: cannot say who reads what
      else if (std::optional<int64_t> V = intConst(D))
        Near |= *V != 0 && *V > -32 && *V < 32;
      else
        Varies = true;
    }
    if (!Distances)
      continue;
    bool Detected;
    std::string Why;
    if (!R.Refusal.empty()) {
      Detected = Near || (Varies && WholeWarp);
      Why = R.Refusal;
    } else if (!R.LaneCondition.empty()) {
      // Part of the warp's lanes: lockstep ordered them against the others.
      Detected = WholeWarp ? (Near || Varies) : (Near && !R.Bounded);
      Why = "it runs under the lane-dependent condition '" + R.LaneCondition +
            "', so a synchronisation there would wait for lanes that never reach it";
    } else if (!WholeWarp) {
      Detected = Near;
      Why = NotOneWarp;
    } else {
      Detected = Near || Varies;
    }
    if (!Detected && !WholeWarp)
      continue;
    std::pair<const FunctionDecl *, const Stmt *> Key{St.Fn, R.Guard};
    auto [It, New] = Groups.try_emplace(Key);
    Group &G = It->second;
    if (New) {
      Order.push_back(Key);
      G.Seq.Function = St.Fn->getNameAsString();
      G.Seq.Offset = offset(St.E->getBeginLoc());
      G.Seq.First = text(St.E);
      G.Seq.Memory = St.Base->getNameAsString();
    }
    G.Members.push_back(&St);
    G.Detected |= Detected;
    if (G.Seq.Refusal.empty() && !Why.empty())
      G.Seq.Refusal = Why;
  }
  std::vector<LockstepSequence> Out;
  for (const auto &Key : Order) {
    Group &G = Groups[Key];
    if (!G.Detected)
      continue;
    G.Seq.Steps = G.Members.size();
    if (G.Seq.Refusal.empty())
      for (const Step *St : G.Members)
        if (std::string Why = plan(*St, G.Seq.Edits); !Why.empty()) {
          G.Seq.Refusal = Why;
          break;
        }
    if (!G.Seq.Refusal.empty())
      G.Seq.Edits.clear();
    Out.push_back(std::move(G.Seq));
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const LockstepSequence &A, const LockstepSequence &B) { return A.Offset < B.Offset; });
  return Out;
}

} // namespace

std::vector<LockstepSequence> cu2hip::findLockstepSequences(ASTContext &Ctx, FileID File) {
  Finder F(Ctx, File);
  // Only this file's top-level declarations, never the prelude's.
  const SourceManager &SM = Ctx.getSourceManager();
  for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
    if (SM.getFileID(SM.getExpansionLoc(D->getLocation())) == File)
      F.TraverseDecl(D);
  return F.sequences();
}
