// cudaLaunchCooperativeKernel(k, g, b, args)
//   -> hipLaunchCooperativeKernel(k, g, b, args, 0, 0)
//
// Why a rule (checked with hipcc 5.2): CUDA gives cudaLaunchCooperativeKernel's
// shared-memory size and stream the defaults 0; hipLaunchCooperativeKernel
// (template and `const void *` overload alike) has no defaults, so a 4- or
// 5-argument call does not compile. The missing arguments are written out as 0.
// (The kernel argument's cast is a row of argument-casts, ArgumentCasts.def.)
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class LaunchKernelApiRule : public Rule {
public:
  void run(PassContext &C) override {
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, {"cudaLaunchCooperativeKernel"})) {
      if (X.Args.size() < 4 || X.Args.size() >= 6)
        continue; // not a call we understand, or complete already
      std::string Tail;
      for (size_t A = X.Args.size(); A < 6; ++A)
        Tail += ", 0";
      C.Edits.insert(T[X.Args.back().second].end(), Tail, name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createLaunchKernelApiRule() {
  return std::make_unique<LaunchKernelApiRule>();
}
