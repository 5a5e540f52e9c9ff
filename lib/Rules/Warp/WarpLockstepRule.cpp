// Lockstep-dependent warp code (lib/Warp/WarpLockstep.h): the pre-Volta tail
// of a shared-memory reduction, whose lanes update each other's slots with no
// __syncwarp between. Each such sequence is reported; where the analysis
// found the lanes to be one whole warp, every step becomes CUDA's own Volta
// form, on one line so that line numbers stay:
//   s[tid] += s[tid + 16];
//   { auto cu2hip_step = s[tid] + s[tid + 16]; SYNC; s[tid] = cu2hip_step; SYNC; }
// with SYNC what the warp model in force there writes for __syncwarp()
// (rows of Mapping/WarpIntrinsics.def): it synchronises the logical warp's
// lanes only, as the other half of a 64-lane wavefront never enters the
// `tid < 32` branch. Elsewhere the warning says why nothing was edited.
#include "../Rule.h"

#include "../../Mapping/WarpIntrinsics.h"
#include "../../Warp/WarpLockstep.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;

namespace {

class WarpLockstepRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.AST)
      return;
    for (const LockstepSequence &S : findLockstepSequences(*C.AST, C.File)) {
      std::string Steps = "'" + S.First + "'";
      if (S.Steps > 1)
        Steps += " and " + std::to_string(S.Steps - 1) + (S.Steps > 2 ? " more steps" : " more step");
      std::string Sync = syncCall(C, S.Offset);
      std::string Why = S.Refusal;
      if (Why.empty() && Sync.empty())
        Why = "--warp-model none writes no synchronisation of a logical warp";
      // All the sequence's edits or none of them.
      if (Why.empty())
        for (const LockstepEdit &E : S.Edits)
          if (!Out.Edits.canReplace(E.Offset, E.Length)) {
            Why = "another rewrite edits the same code";
            break;
          }
      if (!Why.empty()) {
        Out.diag(DiagId::LockstepNotRewritten, S.Offset, Steps, S.Memory, Why).Subject = S.Function;
        continue;
      }
      for (const LockstepEdit &E : S.Edits) {
        std::string Text = llvm::join(E.Parts, Sync);
        if (E.Length)
          Out.Edits.replace(E.Offset, E.Length, Text, name());
        else
          Out.Edits.insert(E.Offset, Text, name());
      }
      Out.NeedsWarpHeader = true;
      Out.diag(DiagId::LockstepSynchronised, S.Offset, Steps, S.Memory, Sync).Subject = S.Function;
    }
  }

private:
  /// __syncwarp() as the warp model at \p Offset writes it; "" under none,
  /// whose HIP __syncwarp (ROCm 7.0 on) would span the whole wavefront.
  static std::string syncCall(const RuleInput &C, unsigned Offset) {
    if (C.Opts.Warp == WarpModel::None)
      return "";
    if (C.Warp.nativeAt(Offset))
      if (const warp::NativeForm *F = warp::nativeForm("__syncwarp"); F && !F->Native.empty())
        return F->Native.str() + "()";
    const warp::Intrinsic *I = warp::lookup("__syncwarp");
    return I ? I->Logical32.str() + "()" : "";
  }
};

} // namespace

std::unique_ptr<Rule> createWarpLockstepRule() { return std::make_unique<WarpLockstepRule>(); }
