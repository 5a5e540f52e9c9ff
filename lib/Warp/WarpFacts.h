// What the warp analysis knows about expressions (the CUDA warp intrinsics by
// name are rows of lib/Mapping/WarpIntrinsics.def), and a little data flow over one file (which variables derive from the
// thread index, hold a warp id or a ballot) with the predicates that read it.
// WarpAnalysis.cpp records the sites; these answer its questions.
#pragma once

#include "../Mapping/WarpIntrinsics.h" // isShuffle, isBallot, takesMask

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class BinaryOperator;
class CallExpr;
class Expr;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace cu2hip {
namespace warp {

/// Allocation and bulk-memory calls, whose sizes are checked for warp counts.
bool isAlloc(llvm::StringRef N);
/// The name a call calls (also unresolved, in templates); "" when unknown.
std::string calleeName(const clang::CallExpr *CE);

class WarpFacts {
public:
  explicit WarpFacts(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  std::optional<int64_t> intConst(const clang::Expr *E) const;
  /// 0xffffffff (low 32 bits all set) or __activemask().
  bool isFullMask(const clang::Expr *E) const;
  bool mentions(const clang::Stmt *S, llvm::StringRef Name) const;
  /// Derived from threadIdx, a lane id or a variable that is.
  bool threadDerived(const clang::Stmt *S) const;
  /// The lane within a 32-lane warp: x % 32, x & 31 of a thread index, or a
  /// variable initialised so.
  bool laneIndexExpr(const clang::Expr *E) const;
  /// x / 32 or x >> 5 of a thread index, or a variable holding one.
  bool warpIdExpr(const clang::Stmt *S) const;
  /// Something divided by 32 or shifted right by 5.
  bool warpCountExpr(const clang::Stmt *S) const;
  /// A ballot that initialises or is assigned to a variable, or feeds __popc/__ffs.
  bool ballotConsumedSafely(const clang::CallExpr *CE) const;
  bool fromBallot(const clang::Expr *E) const;
  /// \p CE (a vote) decides only whether a loop goes on: the condition of a
  /// while, do or for, alone or under !, && and ||. Every lane of the
  /// wavefront then leaves the loop together, as every lane of a warp did.
  bool voteIsLoopCondition(const clang::CallExpr *CE) const;
  /// \p E runs only on lanes below the block's warp count: inside the true
  /// arm of `c ? E : ...` or the then-branch of `if (c)`, where c is
  /// `T < blockDim.x / W` (W 32 or warpSize, or `>> 5`), T a thread or lane
  /// index, or a variable initialised with that count.
  bool belowWarpCount(const clang::Expr *E) const;
  /// A thread-derived value taken modulo, masked or divided by a run-time
  /// width (a variable or parameter, not warpSize or blockDim): its name, or "".
  std::string runtimeWidth(const clang::BinaryOperator *BO) const;
  /// Why \p FD's stores would differ under the native model: a value that
  /// depends on the warp's width (a shuffle, ballot or vote, a lane or warp
  /// number, the iterations of a loop on a vote) reaches memory outside the
  /// block, other than as a warp's sum added atomically by one lane or the
  /// block reduction's total stored by thread 0 (WarpEscape.cpp); "" if none.
  std::string widthDependentStore(const clang::FunctionDecl *FD) const;
  bool containsShuffle(const clang::Stmt *S) const;
  const clang::CallExpr *firstShuffle(const clang::Stmt *S) const;

protected:
  clang::ASTContext &Ctx;
  llvm::DenseSet<const clang::VarDecl *> LaneVars, WarpIdVars, BallotVars;
};

} // namespace warp
} // namespace cu2hip
