// Lockstep-dependent warp code: the pre-Volta tail of a shared-memory
// reduction, where the lanes of one warp update their slots from each
// other's with no __syncwarp between,
//   if (tid < 32) { s[tid] += s[tid + 16]; s[tid] += s[tid + 8]; ... }
// Right only when the 32 lanes run each statement together; a data race
// under CUDA's independent thread scheduling, and wrong on the CPU backend,
// whose lanes run alone up to their next collective. CUDA's guidance for
// Volta is the rewrite this analysis plans for each step: read into a
// register, synchronise the warp, write, synchronise again. Rule
// warp-lockstep (lib/Rules/Warp/WarpLockstepRule.cpp) reports and applies it.
#pragma once

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FileID;
} // namespace clang

namespace cu2hip {

/// One replacement of [Offset, Offset + Length) in the file. Its text is
/// Parts joined by the call that synchronises the warp's lanes, which the
/// rule spells for the warp model in force there.
struct LockstepEdit {
  unsigned Offset = 0, Length = 0;
  std::vector<std::string> Parts;
};

/// The steps of one warp region (the then-branch of `if (tid < 32)`, or a
/// device function called only from one) that read slots other lanes of the
/// same warp write.
struct LockstepSequence {
  unsigned Offset = 0;  // the first step, where the diagnostic points
  std::string Function; // the function holding the steps
  std::string First;    // the first step's text, e.g. "s[tid] += s[tid + 32]"
  std::string Memory;   // the array or pointer the lanes share, e.g. "s"
  unsigned Steps = 0;
  /// Why the steps cannot be rewritten safely ("" when they can): then
  /// Edits is empty and nothing may be edited.
  std::string Refusal;
  std::vector<LockstepEdit> Edits;
};

/// The lockstep-dependent sequences of the user file \p File, in file order.
std::vector<LockstepSequence> findLockstepSequences(clang::ASTContext &Ctx, clang::FileID File);

} // namespace cu2hip
