#include "WarpAnalysis.h"
#include "WarpFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <map>

using namespace clang;
using namespace cu2hip;
using namespace cu2hip::warp;

namespace {

class Finder : public RecursiveASTVisitor<Finder>, private warp::WarpFacts {
public:
  Finder(ASTContext &Ctx, FileID FID, bool WantNative, WarpPlan &R)
      : WarpFacts(Ctx), SM(Ctx.getSourceManager()), FID(FID), WantNative(WantNative), R(R) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    return traverseFunction(FD, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(FD); });
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) {
    return traverseFunction(FD, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(FD); });
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (!inFile(VD->getLocation()))
      return true;
    const Expr *Init = VD->getInit() ? VD->getInit()->IgnoreImpCasts() : nullptr;
    if (Init && !Init->isTypeDependent()) {
      if (threadDerived(Init))
        LaneVars.insert(VD);
      if (warpIdExpr(Init))
        WarpIdVars.insert(VD);
    }
    // Ballot results kept in 32-bit integers.
    if (const auto *CE = dyn_cast_or_null<CallExpr>(Init); CE && isBallot(calleeName(CE))) {
      BallotVars.insert(VD);
      QualType T = VD->getType();
      if (!T->isDependentType() && T->isIntegerType() && Ctx.getTypeSize(T) == 32) {
        WarpSite &S = add(WarpClass::BallotWidth, VD->getTypeSpecStartLoc(), VD->getLocation());
        S.What = "ballot result kept in 32-bit '" + VD->getNameAsString() + "'";
        S.Logical32 = "kept: the ballot helper returns the logical warp's 32 bits";
        S.Native = "widened to unsigned long long";
        auto Range = tokenRange(VD->getTypeSourceInfo()->getTypeLoc().getSourceRange());
        if (Range.second > Range.first) {
          S.HasNativeEdit = true;
          S.EditOffset = Range.first;
          S.EditLength = Range.second - Range.first;
          S.EditText = "unsigned long long";
        }
      }
    }
    // Host warp counts: int numWarps = n / 32;
    if (!CurDevice && Init && llvm::StringRef(VD->getName()).contains_insensitive("warp") &&
        warpCountExpr(Init)) {
      WarpSite &S = add(WarpClass::WidthConstant, Init->getBeginLoc(), Init->getEndLoc());
      S.Device = false;
      S.What = "host warp count '" + VD->getNameAsString() + " = " + sourceText(Init->getSourceRange()) + "'";
      S.Logical32 = "kept: logical warps have 32 lanes, so the count is right";
      S.Native = "kept; kernels that use it stay logical32";
      if (R.HostWarpSizing.empty())
        R.HostWarpSizing = "host code counts warps of 32 ('" + VD->getNameAsString() + "', line " +
                           std::to_string(SM.getExpansionLineNumber(VD->getLocation())) + ")";
    }
    // Per-warp shared buffers.
    if (VD->hasAttr<CUDASharedAttr>())
      if (const auto *AT = Ctx.getAsConstantArrayType(VD->getType());
          AT && AT->getSize() == 32 && !AT->getElementType()->isArrayType()) {
        WarpSite &S = add(WarpClass::WarpCountBuffer, VD->getLocation(), VD->getLocation());
        S.What = "shared buffer '" + VD->getNameAsString() + "[32]' (one slot per warp, or 32 lanes)";
        S.Logical32 = "kept: 32 logical warps at most per block";
        S.Native = "kept: 32 slots also hold the (fewer) 64-lane wavefronts";
      }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!inFile(BO->getOperatorLoc()) || BO->isTypeDependent())
      return true;
    // Data flow through assignments.
    if (BO->getOpcode() == BO_Assign)
      if (const auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl())) {
          if (threadDerived(BO->getRHS()))
            LaneVars.insert(VD);
          if (warpIdExpr(BO->getRHS()))
            WarpIdVars.insert(VD);
        }
    BinaryOperatorKind Op = BO->getOpcode();
    if (Op == BO_Shl) {
      std::optional<int64_t> L = intConst(BO->getLHS());
      if (L && *L == 1 && threadDerived(BO->getRHS()) && CurDevice) {
        WarpSite &S = add(WarpClass::LaneMask, BO->getLHS()->getBeginLoc(), BO->getEndLoc());
        S.What = "lane bit '1 << lane' in a 32-bit mask";
        S.Logical32 = "kept: logical warps have 32 lanes";
        S.Native = "widened to 1ull << lane";
        setEdit(S, BO->getLHS()->getSourceRange(), "1ull");
      }
      return true;
    }
    if (Op != BO_Rem && Op != BO_Div && Op != BO_And && Op != BO_Shr && Op != BO_RemAssign &&
        Op != BO_DivAssign && Op != BO_AndAssign && Op != BO_ShrAssign)
      return true;
    std::optional<int64_t> C = intConst(BO->getRHS());
    if (!C) {
      // threadIdx.x % width, with width a parameter: a group size cu2hip
      // cannot follow. Shuffles and votes over the same lanes (here or in a
      // function sharing its warps) then stay on 32 (analyzeWarpSites).
      if (CurDevice && CurPlan)
        if (std::string W = runtimeWidth(BO); !W.empty() && !RuntimeWidth.count(CurPlanIndex))
          RuntimeWidth[CurPlanIndex] = "the lane grouping '" + sourceText(BO->getSourceRange()) +
                                       "' uses the run-time width '" + W + "'";
      return true;
    }
    bool Lane = ((Op == BO_Rem || Op == BO_RemAssign) && *C == 32) ||
                ((Op == BO_And || Op == BO_AndAssign) && *C == 31);
    bool Div = ((Op == BO_Div || Op == BO_DivAssign) && *C == 32) ||
               ((Op == BO_Shr || Op == BO_ShrAssign) && *C == 5);
    if (!Lane && !Div)
      return true;
    const Expr *L = BO->getLHS();
    bool Thread = threadDerived(L), Block = mentions(L, "blockDim");
    std::string Text = sourceText(BO->getSourceRange());
    if (!CurDevice) {
      // Host code: per-warp counts (n / 32) sizing buffers or grids.
      if (Div && InAlloc) {
        WarpSite &S = add(WarpClass::WarpCountBuffer, BO->getBeginLoc(), BO->getEndLoc());
        S.Device = false;
        S.What = "host allocation sized by a warp count: '" + Text + "'";
        S.Logical32 = "kept: logical warps have 32 lanes, so the count is right";
        S.Native = "kept (sized for the smallest width); kernels fed by it stay logical32";
        if (R.HostWarpSizing.empty())
          R.HostWarpSizing = "host code sizes per-warp data with 32 ('" + Text + "', line " +
                             std::to_string(SM.getExpansionLineNumber(BO->getBeginLoc())) + ")";
      }
      return true;
    }
    if (!Thread && !Block) {
      // A helper's lane or warp number of a caller's thread (`t % 32`, t a
      // parameter): native cannot widen it with the caller's warps.
      if (const auto *DR = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts());
          DR && isa<ParmVarDecl>(DR->getDecl()) && CurPlan && CurPlan->FallbackReason.empty()) {
        CurPlan->FallbackReason = "'" + Text + "' (line " +
                                  std::to_string(SM.getExpansionLineNumber(BO->getBeginLoc())) +
                                  ") takes a lane or warp number from the parameter '" +
                                  DR->getDecl()->getNameAsString() + "', whose callers' warps it cannot follow";
        CurPlan->OwnReason = true;
      }
      return true; // a 32 that is not a warp width (data, tiles...)
    }
    WarpSite &S = add(WarpClass::WidthConstant, BO->getBeginLoc(), BO->getEndLoc());
    S.What = std::string(Lane ? "lane index" : Block ? "warps per block" : "warp index") + ": '" +
             Text + "'";
    S.Logical32 = "kept: logical warps have 32 lanes";
    if (Op == BO_Shr || Op == BO_ShrAssign) {
      std::string LT = sourceText(L->getSourceRange());
      S.Native = "uses warpSize";
      if (Op == BO_Shr && !LT.empty())
        setEdit(S, BO->getSourceRange(), "(" + LT + ") / warpSize");
      else
        blockNative(S, "shift-assign by 5 cannot be rewritten to a division in place");
    } else {
      S.Native = "uses warpSize";
      setEdit(S, BO->getRHS()->getSourceRange(), Lane && *C == 31 ? "(warpSize - 1)" : "warpSize");
    }
    return true;
  }

  bool VisitForStmt(ForStmt *FS) {
    if (!inFile(FS->getForLoc()) || !CurDevice)
      return true;
    // for (int offset = 16; offset > 0; offset /= 2) ... __shfl_*(v, offset)
    const VarDecl *Var = nullptr;
    const Expr *InitVal = nullptr;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit()))
      if (DS->isSingleDecl())
        if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()); VD && VD->getInit()) {
          Var = VD;
          InitVal = VD->getInit()->IgnoreImpCasts();
        }
    if (!Var || !containsShuffle(FS->getBody()))
      return true;
    std::optional<int64_t> Start = intConst(InitVal);
    if (Start && *Start == 16) {
      WarpSite &S = add(WarpClass::ShuffleLoop, InitVal->getBeginLoc(), InitVal->getEndLoc());
      S.What = "shuffle loop over offsets from 16 ('" + Var->getNameAsString() + "')";
      S.Logical32 = "kept: shuffles act on the 32-lane logical warp (width 32)";
      S.Native = "starts at warpSize / 2";
      setEdit(S, InitVal->getSourceRange(), "warpSize / 2");
    } else if (Start && *Start == 1 && FS->getCond()) {
      // for (int d = 1; d < 32; d *= 2): scans with __shfl_up.
      if (const auto *Cond = dyn_cast<BinaryOperator>(FS->getCond()->IgnoreImpCasts()))
        if (std::optional<int64_t> Bound = intConst(Cond->getRHS()); Bound && *Bound == 32) {
          WarpSite &S = add(WarpClass::ShuffleLoop, Cond->getRHS()->getBeginLoc(), Cond->getRHS()->getEndLoc());
          S.What = "shuffle loop over offsets up to 32 ('" + Var->getNameAsString() + "')";
          S.Logical32 = "kept: shuffles act on the 32-lane logical warp (width 32)";
          S.Native = "runs up to warpSize";
          setEdit(S, Cond->getRHS()->getSourceRange(), "warpSize");
        }
    }
    return true;
  }

  bool VisitCompoundStmt(CompoundStmt *CS) {
    if (!CurDevice || !inFile(CS->getLBracLoc()))
      return true;
    // Unrolled v += __shfl_down_sync(m, v, 16); ... 8, 4, 2, 1.
    std::vector<std::pair<int64_t, const CallExpr *>> Offsets;
    for (const Stmt *St : CS->body())
      if (const CallExpr *CE = firstShuffle(St)) {
        unsigned Arg = llvm::StringRef(calleeName(CE)).ends_with("_sync") ? 2 : 1;
        if (CE->getNumArgs() > Arg)
          if (std::optional<int64_t> V = intConst(CE->getArg(Arg)))
            Offsets.push_back({*V, CE});
      }
    for (size_t I = 0; I + 4 < Offsets.size(); ++I)
      if (Offsets[I].first == 16 && Offsets[I + 1].first == 8 && Offsets[I + 4].first == 1) {
        WarpSite &S = add(WarpClass::ShuffleLoop, Offsets[I].second->getBeginLoc(),
                          Offsets[I].second->getEndLoc());
        S.What = "unrolled shuffle sequence 16, 8, 4, 2, 1";
        S.Logical32 = "kept: shuffles act on the 32-lane logical warp (width 32)";
        blockNative(S, "an unrolled 16..1 shuffle sequence has no step for 32");
      }
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (!inFile(CE->getBeginLoc()))
      return true;
    if (const FunctionDecl *Callee = CE->getDirectCallee(); Callee && CurPlan) {
      if (const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern())
        Callee = Pattern;
      Calls.push_back({CurPlanIndex, Callee->getCanonicalDecl()});
    }
    std::string N = calleeName(CE);
    if (N.empty())
      return true;
    if (CurDevice && CurPlan && (isShuffle(N) || isBallot(N) || isVote(N)))
      Collective.insert(CurPlanIndex);
    if (CurDevice && CurPlan && isShuffle(N))
      Shuffles.insert(CurPlanIndex);
    // A vote's value is one truth for the warp: on a 64-lane wavefront it
    // mixes two 32-lane warps' predicates. Only a loop condition (all lanes
    // go on while any has work) means the same on both.
    if (CurDevice && CurPlan && isVote(N) && !voteIsLoopCondition(CE) && CurPlan->FallbackReason.empty()) {
      CurPlan->FallbackReason = "the value of " + N + " (line " +
                                std::to_string(SM.getExpansionLineNumber(CE->getBeginLoc())) +
                                ") would be the vote of a 64-lane wavefront, two 32-lane warps";
      CurPlan->OwnReason = true;
    }
    if (CurDevice && takesMask(N) && CE->getNumArgs() > 0 && N != "__syncwarp") {
      const Expr *M = CE->getArg(0);
      std::string MT = sourceText(M->getSourceRange());
      WarpSite &S = add(WarpClass::LaneMask, M->getBeginLoc(), M->getEndLoc());
      S.What = "lane mask '" + MT + "' of " + N;
      S.Logical32 = "kept: a 32-bit mask over the logical warp";
      if (isFullMask(M))
        S.Native = "the full wavefront";
      else
        blockNative(S, "partial lane mask '" + MT + "' has no wavefront-wide meaning");
    }
    if (CurDevice && (llvm::StringRef(N).starts_with("__match_") ||
                      llvm::StringRef(N).starts_with("__reduce_") || N == "__uni_sync")) {
      WarpSite &S = add(WarpClass::LaneMask, CE->getBeginLoc(), CE->getEndLoc());
      S.What = N + " over a 32-lane warp";
      S.Logical32 = "cu2hip helper over the logical warp";
      blockNative(S, N + " is kept on the 32-lane logical warp");
    }
    if (CurDevice && isShuffle(N))
      constantArgument(CE, N.size() > 5 && llvm::StringRef(N).ends_with("_sync") ? 3 : 2, 32,
                       "shuffle width 32 in " + N, "kept: width 32 is the logical warp",
                       "uses warpSize", "warpSize");
    // A broadcast from lane 31: the last lane of a 32-lane warp.
    if (CurDevice && (N == "__shfl" || N == "__shfl_sync"))
      constantArgument(CE, N == "__shfl" ? 1 : 2, 31,
                       "source lane 31 (the warp's last lane) in " + N,
                       "kept: lane 31 is the logical warp's last lane", "uses warpSize - 1",
                       "(warpSize - 1)");
    if (CurDevice && isBallot(N)) {
      // A ballot used other than to initialise a variable or feed a bit count.
      if (!ballotConsumedSafely(CE)) {
        WarpSite &S = add(WarpClass::BallotWidth, CE->getBeginLoc(), CE->getEndLoc());
        S.What = N + " result used directly";
        S.Logical32 = "kept: the ballot helper returns the logical warp's 32 bits";
        blockNative(S, "the ballot result's width cannot be followed");
      }
    }
    if (CurDevice && (N == "__popc" || N == "__ffs" || N == "__clz" || N == "__brev") &&
        CE->getNumArgs() == 1 && fromBallot(CE->getArg(0))) {
      WarpSite &S = add(WarpClass::BallotWidth, CE->getBeginLoc(), CE->getEndLoc());
      S.What = N + " of a ballot result";
      S.Logical32 = "kept: 32-bit ballot halves";
      if (N == "__popc" || N == "__ffs") {
        S.Native = "uses " + N + "ll";
        SourceLocation CalleeLoc = CE->getCallee()->getBeginLoc();
        setEdit(S, SourceRange(CalleeLoc, CalleeLoc), N + "ll");
      } else {
        blockNative(S, N + " of a 64-bit ballot gives different bit positions");
      }
    }
    if (N == "tiled_partition")
      if (const auto *DR = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreImplicit());
          DR && DR->getNumTemplateArgs() == 1) {
        std::string A = sourceText(DR->template_arguments()[0].getSourceRange());
        if (A == "32") {
          WarpSite &S = add(WarpClass::TileOrImplicit, CE->getBeginLoc(), CE->getEndLoc());
          S.What = "tiled_partition<32>";
          S.Logical32 = "kept: a 32-lane tile is a logical warp";
          S.Native = "kept: the explicit tile size stays 32";
        }
      }
    if (!CurDevice && isAlloc(N)) {
      bool Saved = InAlloc;
      InAlloc = true;
      for (Expr *A : CE->arguments())
        TraverseStmt(A);
      InAlloc = Saved;
    }
    return true;
  }

  bool TraverseCXXNewExpr(CXXNewExpr *E) {
    bool Saved = InAlloc;
    InAlloc = !CurDevice;
    bool Ok = RecursiveASTVisitor::TraverseCXXNewExpr(E);
    InAlloc = Saved;
    return Ok;
  }

  /// k<<<grid, block>>>: how many threads a block of k has, where constant.
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    if (!inFile(E->getBeginLoc()))
      return true;
    const FunctionDecl *Callee = E->getDirectCallee();
    if (const FunctionDecl *Pattern = Callee ? Callee->getTemplateInstantiationPattern() : nullptr)
      Callee = Pattern;
    const CallExpr *Config = E->getConfig();
    if (Callee && Config && Config->getNumArgs() >= 2)
      Launches.push_back({Callee->getCanonicalDecl(), blockThreads(Config->getArg(1)),
                          SM.getExpansionLineNumber(E->getBeginLoc())});
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AE) {
    if (!CurDevice || !inFile(AE->getBeginLoc()))
      return true;
    const Expr *Base = AE->getBase()->IgnoreImpCasts();
    QualType BT = Base->getType();
    // Steps that rely on a warp's lanes running in lockstep (s[tid] +=
    // s[tid + 16]) are the lockstep analysis's (WarpLockstep.cpp): they
    // depend on lockstep, not on the warp's width.
    // A 32-slot shared buffer indexed by the lane: on 64 lanes the index runs
    // past the end, so only the logical 32-lane warp keeps it in bounds.
    if (const auto *DR = dyn_cast<DeclRefExpr>(Base))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->hasAttr<CUDASharedAttr>())
        if (const auto *AT = Ctx.getAsConstantArrayType(VD->getType());
            AT && AT->getSize() == 32 && !AT->getElementType()->isArrayType() &&
            laneIndexExpr(AE->getIdx())) {
          WarpSite &S = add(WarpClass::WarpCountBuffer, AE->getBeginLoc(), AE->getEndLoc());
          S.What = "shared buffer '" + VD->getNameAsString() + "[32]' indexed by the lane";
          S.Logical32 = "kept: a logical warp has 32 lanes";
          // The block reduction's second step: partial[lane] read only by the
          // lanes below the block's warp count (at most 1024 / 64 = 16).
          if (belowWarpCount(AE))
            S.Native = "kept: only lanes below the block's warp count read it";
          else
            blockNative(S, "'" + VD->getNameAsString() + "[32]' is indexed by a lane of up to 64");
        }
    // Per-warp results written to memory the kernel's caller reads.
    if (const auto *DR = dyn_cast<DeclRefExpr>(Base))
      if (isa<ParmVarDecl>(DR->getDecl()) && BT->isPointerType() && warpIdExpr(AE->getIdx()))
        if (CurPlan && CurPlan->FallbackReason.empty())
          CurPlan->FallbackReason = "per-warp results are stored to '" +
                                    DR->getDecl()->getNameAsString() +
                                    "', whose consumers count warps of 32";
    return true;
  }

private:
  template <typename Fn> bool traverseFunction(FunctionDecl *FD, Fn Base) {
    if (!FD->doesThisDeclarationHaveABody() || !inFile(FD->getLocation()))
      return Base();
    bool SavedDevice = CurDevice;
    FunctionPlan *SavedPlan = CurPlan;
    CurDevice = FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>();
    SourceRange Body = FD->getBody()->getSourceRange();
    R.Functions.push_back({FD->getNameAsString(), offset(Body.getBegin()), offset(Body.getEnd()) + 1,
                           CurDevice, false, ""});
    size_t PlanIndex = R.Functions.size() - 1;
    PlanOf[FD->getCanonicalDecl()] = PlanIndex;
    size_t SavedIndex = CurPlanIndex;
    CurPlanIndex = PlanIndex;
    CurPlan = &R.Functions[PlanIndex];
    std::string SavedFunction = CurFunction;
    CurFunction = FD->getNameAsString();
    bool Ok = Base();
    Bodies.resize(R.Functions.size());
    Bodies[PlanIndex] = FD;
    CurFunction = SavedFunction;
    CurPlan = nullptr;
    CurPlanIndex = SavedIndex;
    R.Functions[PlanIndex].Native = WantNative && CurDevice;
    CurDevice = SavedDevice;
    CurPlan = SavedPlan;
    return Ok;
  }

  bool inFile(SourceLocation L) const {
    L = SM.getExpansionLoc(L);
    return L.isValid() && SM.getFileID(L) == FID;
  }
  unsigned offset(SourceLocation L) const { return SM.getFileOffset(SM.getExpansionLoc(L)); }
  std::pair<unsigned, unsigned> tokenRange(SourceRange Rg) const {
    CharSourceRange CR = SM.getExpansionRange(Rg);
    if (SM.getFileID(CR.getBegin()) != FID || SM.getFileID(CR.getEnd()) != FID)
      return {0, 0};
    unsigned B = SM.getFileOffset(CR.getBegin());
    unsigned E = SM.getFileOffset(CR.getEnd());
    if (CR.isTokenRange())
      E += Lexer::MeasureTokenLength(CR.getEnd(), SM, Ctx.getLangOpts());
    return {B, std::max(B, E)};
  }
  std::string sourceText(SourceRange Rg) const {
    auto [B, E] = tokenRange(Rg);
    if (E <= B)
      return "";
    return SM.getBufferData(FID).substr(B, E - B).str();
  }

  WarpSite &add(WarpClass C, SourceLocation B, SourceLocation E) {
    WarpSite S;
    S.Class = C;
    auto [Bo, Eo] = tokenRange(SourceRange(B, E));
    S.Offset = Bo;
    S.Length = Eo > Bo ? Eo - Bo : 0;
    S.Device = CurDevice;
    S.Function = CurFunction;
    R.Sites.push_back(S);
    return R.Sites.back();
  }
  /// Argument \p Arg of \p CE when it is the constant \p Value (a warp's width
  /// or its last lane): a WidthConstant site whose native form writes \p Edit.
  void constantArgument(const CallExpr *CE, unsigned Arg, int64_t Value, std::string What,
                        const char *Logical32, const char *Native, const char *Edit) {
    if (CE->getNumArgs() <= Arg)
      return;
    const Expr *A = CE->getArg(Arg);
    std::optional<int64_t> V = intConst(A);
    if (!V || *V != Value)
      return;
    WarpSite &S = add(WarpClass::WidthConstant, A->getBeginLoc(), A->getEndLoc());
    S.What = std::move(What);
    S.Logical32 = Logical32;
    S.Native = Native;
    setEdit(S, A->getSourceRange(), Edit);
  }
  void setEdit(WarpSite &S, SourceRange Rg, std::string Text) {
    auto [B, E] = tokenRange(Rg);
    if (E <= B) {
      blockNative(S, "the site is spelled inside a macro");
      return;
    }
    S.HasNativeEdit = true;
    S.EditOffset = B;
    S.EditLength = E - B;
    S.EditText = std::move(Text);
  }
  void blockNative(WarpSite &S, std::string Why) {
    S.BlocksNative = true;
    S.Native = "not applied: " + Why;
    if (CurPlan && CurPlan->FallbackReason.empty())
      CurPlan->FallbackReason = Why;
  }

  SourceManager &SM;
  FileID FID;
  bool WantNative;
  WarpPlan &R;
  bool CurDevice = false, InAlloc = false;
  FunctionPlan *CurPlan = nullptr;
  size_t CurPlanIndex = 0;
  std::string CurFunction;

public:
  /// Calls between this file's functions, as plan indices.
  std::vector<std::pair<size_t, size_t>> callEdges() const {
    std::vector<std::pair<size_t, size_t>> Out;
    for (const auto &[Caller, Callee] : Calls)
      if (auto It = PlanOf.find(Callee); It != PlanOf.end())
        Out.push_back({Caller, It->second});
    return Out;
  }

  /// Why plan \p I's function would store other values on 64 lanes (a value
  /// that depends on the warp's width), or "".
  std::string widthDependentStore(size_t I) const {
    return I < Bodies.size() && Bodies[I] ? WarpFacts::widthDependentStore(Bodies[I]) : "";
  }

  /// Why kernel plan \p I, which shuffles (or calls a function that does),
  /// may not run on 64-lane wavefronts: a launch whose blocks are not whole
  /// wavefronts (the last one's shuffles would read lanes that do not exist),
  /// or no launch in the file that says; "" if none. A dim3 variable's
  /// initialiser is taken as its value.
  std::string partialWavefront(size_t I) const {
    const FunctionDecl *K = I < Bodies.size() ? Bodies[I] : nullptr;
    if (!K || !K->hasAttr<CUDAGlobalAttr>())
      return "";
    bool Launched = false;
    for (const Launch &L : Launches) {
      if (L.Kernel != K->getCanonicalDecl())
        continue;
      Launched = true;
      if (!L.Threads)
        return "its launch on line " + std::to_string(L.Line) +
               " has a block size cu2hip cannot read, and its shuffles need whole 64-lane wavefronts";
      if (*L.Threads % 64)
        return "it is launched with " + std::to_string(*L.Threads) + " threads a block (line " +
               std::to_string(L.Line) +
               "): the last 64-lane wavefront's shuffles would read lanes that do not exist";
    }
    if (!Launched)
      return "no launch in this file gives its block size, and its shuffles need whole 64-lane wavefronts";
    return "";
  }

  /// Plan indices of functions with a shuffle, ballot or vote.
  llvm::DenseSet<size_t> Collective;
  /// Plan index -> why its lane grouping has a width cu2hip cannot follow.
  std::map<size_t, std::string> RuntimeWidth;
  /// Plan indices of functions with a shuffle.
  llvm::DenseSet<size_t> Shuffles;

private:
  std::vector<std::pair<size_t, const FunctionDecl *>> Calls;
  llvm::DenseMap<const FunctionDecl *, size_t> PlanOf;
  std::vector<const FunctionDecl *> Bodies; // by plan index
  struct Launch {
    const FunctionDecl *Kernel;
    std::optional<int64_t> Threads; // threads a block, where constant
    unsigned Line;
  };
  std::vector<Launch> Launches;

  /// The threads of a block given as a launch's block argument: an integer
  /// or a dim3 of constants, directly or through a variable's initialiser.
  std::optional<int64_t> blockThreads(const Expr *E, int Depth = 0) const {
    E = E->IgnoreImplicit()->IgnoreParenImpCasts();
    if (std::optional<int64_t> N = intConst(E))
      return N;
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      return blockThreads(FC->getSubExpr(), Depth);
    if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
      if (CE->getNumArgs() == 1 && CE->getConstructor()->isCopyOrMoveConstructor())
        return blockThreads(CE->getArg(0), Depth);
      int64_t Threads = 1;
      for (const Expr *A : CE->arguments()) {
        std::optional<int64_t> N = intConst(A);
        if (!N)
          return std::nullopt;
        Threads *= *N;
      }
      return Threads;
    }
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->getInit() && Depth < 4)
        if (VD->getType().isConstQualified() || !VD->getType()->isIntegerType())
          return blockThreads(VD->getInit(), Depth + 1);
    return std::nullopt;
  }
};

} // namespace

WarpPlan cu2hip::analyzeWarpSites(ASTContext &Ctx, FileID FID, bool WantNative) {
  WarpPlan R;
  Finder F(Ctx, FID, WantNative, R);
  // Only this file's top-level declarations: never the PCH's. The parent
  // map (asked about ballots) is built over them alone, not over the whole
  // translation unit with every declaration of the prelude deserialized.
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> Scope;
  for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
    if (SM.getFileID(SM.getExpansionLoc(D->getLocation())) == FID)
      Scope.push_back(D);
  std::vector<Decl *> SavedScope = Ctx.getTraversalScope();
  Ctx.setTraversalScope(Scope);
  for (Decl *D : Scope)
    F.TraverseDecl(D);
  Ctx.setTraversalScope(SavedScope);
  std::vector<std::pair<size_t, size_t>> Edges = F.callEdges();
  // A lane grouping by a run-time width: the shuffles and votes on those lanes
  // (in the function or one it shares warps with) must keep the 32 lanes the
  // width was chosen for.
  if (!F.RuntimeWidth.empty()) {
    std::vector<size_t> Component(R.Functions.size());
    for (size_t I = 0; I < Component.size(); ++I)
      Component[I] = I;
    std::function<size_t(size_t)> Find = [&](size_t I) {
      return Component[I] == I ? I : Component[I] = Find(Component[I]);
    };
    for (auto [A, B] : Edges)
      Component[Find(A)] = Find(B);
    llvm::DenseSet<size_t> WithCollective;
    for (size_t I : F.Collective)
      WithCollective.insert(Find(I));
    for (const auto &[I, Why] : F.RuntimeWidth)
      if (WithCollective.count(Find(I)) && R.Functions[I].FallbackReason.empty()) {
        R.Functions[I].FallbackReason = Why + ", and shuffles or votes act on those lanes";
        R.Functions[I].OwnReason = true;
      }
  }
  // Whether a function or one it calls (transitively) shuffles.
  auto ShufflesFrom = [&](size_t Start) {
    std::vector<size_t> Work{Start};
    llvm::DenseSet<size_t> Seen{Start};
    while (!Work.empty()) {
      size_t I = Work.back();
      Work.pop_back();
      if (F.Shuffles.count(I))
        return true;
      for (auto [Caller, Callee] : Edges)
        if (Caller == I && Seen.insert(Callee).second)
          Work.push_back(Callee);
    }
    return false;
  };
  // A host-side warp count of 32 means kernels and host must agree on 32.
  for (size_t I = 0; I < R.Functions.size(); ++I) {
    FunctionPlan &P = R.Functions[I];
    if (!P.Native)
      continue;
    if (!R.HostWarpSizing.empty() && P.FallbackReason.empty())
      P.FallbackReason = R.HostWarpSizing;
    // A value that depends on the warp's width stored where the host reads it.
    if (P.FallbackReason.empty())
      if (std::string Why = F.widthDependentStore(I); !Why.empty()) {
        P.FallbackReason = Why;
        P.OwnReason = true;
      }
    // Shuffles (its own or its callees') on a partial wavefront.
    if (P.FallbackReason.empty() && ShufflesFrom(I))
      if (std::string Why = F.partialWavefront(I); !Why.empty()) {
        P.FallbackReason = Why;
        P.OwnReason = true;
      }
    if (!P.FallbackReason.empty())
      P.Native = false;
  }
  // A caller and its callee share their lanes: a function kept logical32
  // keeps every function it calls or is called by too, or a native callee
  // would reduce 64 lanes for a caller that counts warps of 32.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto [A, B] : Edges)
      for (auto [From, To] : {std::pair{A, B}, std::pair{B, A}}) {
        FunctionPlan &Kept = R.Functions[From], &Other = R.Functions[To];
        if (Kept.Native || !Other.Native || !Kept.Device)
          continue;
        Other.Native = false;
        Other.FallbackReason = "it shares warps with '" + Kept.Name + "', which keeps logical32";
        Changed = true;
      }
  }
  std::stable_sort(R.Sites.begin(), R.Sites.end(),
                   [](const WarpSite &A, const WarpSite &B) { return A.Offset < B.Offset; });
  return R;
}
