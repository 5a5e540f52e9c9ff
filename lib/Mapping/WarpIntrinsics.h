// The rows of WarpIntrinsics.def, as the warp analysis and the warp-size rule
// query them.
#pragma once

#include "llvm/ADT/StringRef.h"

namespace cu2hip::warp {

struct Intrinsic {
  enum FamilyT { Shuffle, Ballot, Vote, Sync, Match, Reduce, SizeRead } Family;
  llvm::StringRef Cuda;
  llvm::StringRef Logical32; // the cu2hip_warp.h helper (or macro) under logical32
  bool TakesMask;
};

/// The row of \p Name (a WARP_INTRINSIC or a WARP_SIZE_READ, Family SizeRead),
/// or null.
const Intrinsic *lookup(llvm::StringRef Name);

/// A WARP_NATIVE row: the intrinsic's native and --warp-model none forms.
struct NativeForm {
  enum MaskT { Name, Call, Drop, FullMask } Mask;
  llvm::StringRef Cuda;
  llvm::StringRef Native; // "" none
  llvm::StringRef Naive;  // "" unchanged
};
/// The WARP_NATIVE row of \p Name, or null.
const NativeForm *nativeForm(llvm::StringRef Name);

inline bool isShuffle(llvm::StringRef N) {
  const Intrinsic *I = lookup(N);
  return I && I->Family == Intrinsic::Shuffle;
}
/// A ballot-like intrinsic: its value is a set of lane bits.
inline bool isBallot(llvm::StringRef N) {
  const Intrinsic *I = lookup(N);
  return I && I->Family == Intrinsic::Ballot;
}
/// A vote (__any, __all and their _sync forms): one truth value for the warp.
inline bool isVote(llvm::StringRef N) {
  const Intrinsic *I = lookup(N);
  return I && I->Family == Intrinsic::Vote;
}
/// Its first argument is a lane mask.
inline bool takesMask(llvm::StringRef N) {
  const Intrinsic *I = lookup(N);
  return I && I->TakesMask;
}

} // namespace cu2hip::warp
