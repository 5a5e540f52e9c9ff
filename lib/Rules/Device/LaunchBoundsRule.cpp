// __launch_bounds__(maxThreads, minBlocks, maxBlocksPerCluster)
//   -> __launch_bounds__(maxThreads, minBlocks)
//
// Why a rule: HIP's __launch_bounds__ macro (amd_hip_runtime.h) takes one or
// two arguments; CUDA 12's third one, the maximum number of thread blocks per
// cluster, makes hipcc fail ("expected unqualified-id", hipcc 5.2, checked).
// AMD GPUs have no thread block clusters, so the argument is dropped with a
// remark.
//
// The second argument compiles as it is but means something else: CUDA's is
// the minimum number of resident blocks per multiprocessor, HIP passes it to
// amdgpu_waves_per_eu as the minimum number of waves per execution unit. The
// value is kept (a conversion depends on the wavefront size and the number of
// SIMDs per compute unit of the target) and a remark says to check it.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class LaunchBoundsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T.isIdentifier(I, "__launch_bounds__") || T.isDefinedName(I))
        continue; // a #define of __launch_bounds__ itself
      std::optional<TokenCall> X = callAt(T, I);
      if (!X || X->argCount() < 2)
        continue;
      if (X->argCount() == 3) {
        OffsetRange Cluster = X->commaAndArg(2);
        Out.Edits.replace(Cluster.Begin, Cluster.length(), "", name());
        Out.diag(DiagId::LaunchBoundsCluster, X->arg(2).Begin, X->argText(2));
      }
      Out.diag(DiagId::LaunchBoundsMinBlocks, X->arg(1).Begin, X->argText(1));
    }
  }
};
} // namespace

std::unique_ptr<Rule> createLaunchBoundsRule() { return std::make_unique<LaunchBoundsRule>(); }
