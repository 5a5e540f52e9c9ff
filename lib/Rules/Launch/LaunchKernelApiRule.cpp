// cudaLaunchKernel(k, g, b, args[, shmem[, stream]])
//   -> hipLaunchKernel(reinterpret_cast<const void*>(k), g, b, args[, shmem[, stream]])
// cudaLaunchCooperativeKernel(k, g, b, args)
//   -> hipLaunchCooperativeKernel(reinterpret_cast<const void*>(k), g, b, args, 0, 0)
//
// Why a rule (both checked with hipcc 5.2):
// - CUDA's cudaLaunchKernel is a template over `const T *func`; HIP's
//   hipLaunchKernel takes `const void *`, which a kernel does not convert to:
//   the plain rename fails with "no matching function for call".
// - CUDA gives cudaLaunchCooperativeKernel's shared-memory size and stream the
//   defaults 0; hipLaunchCooperativeKernel (template and `const void *`
//   overload alike) has no defaults, so a 4- or 5-argument call does not
//   compile. The missing arguments are written out as 0.
// An argument that already converts to a void pointer is left as it is.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class LaunchKernelApiRule : public Rule {
public:
  llvm::StringRef name() const override { return "launch-kernel-api"; }

  void run(PassContext &C) override {
    const RawTokens &T = C.Toks;
    for (const rules::Call &X :
         rules::findCalls(C, {"cudaLaunchKernel", "cudaLaunchCooperativeKernel"})) {
      if (X.Args.size() < 4)
        continue; // not a call we understand; the rename pass still renames it
      auto [First, Last] = X.Args[0];
      if (!rules::isVoidPointerCast(T, First, Last) && !rules::isNullLiteral(T, First, Last)) {
        C.Edits.insert(T[First].Offset, "reinterpret_cast<const void*>(", name());
        C.Edits.insert(T[Last].end(), ")", name());
      }
      if (T.spelling(X.Name) == "cudaLaunchCooperativeKernel" && X.Args.size() < 6) {
        std::string Tail;
        for (size_t A = X.Args.size(); A < 6; ++A)
          Tail += ", 0";
        C.Edits.insert(T[X.Args.back().second].end(), Tail, name());
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createLaunchKernelApiRule() {
  return std::make_unique<LaunchKernelApiRule>();
}
