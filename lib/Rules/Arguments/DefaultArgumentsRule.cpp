// Arguments CUDA's declaration defaults and HIP's requires, written out; rows
// generated from the declarations (lib/Mapping/DefaultArgs.def,
// scripts/gen-default-args):
//
//   cudaStreamWaitEvent(s, e)               -> hipStreamWaitEvent(s, e, 0)
//   cudaMalloc3DArray(&a, &desc, extent)     -> hipMalloc3DArray(&a, &desc, extent, 0)
//   cudaLaunchCooperativeKernel(k, g, b, a)  -> hipLaunchCooperativeKernel(k, g, b, a, 0, 0)
//   cudaEventCreate(&e, flags)               -> hipEventCreateWithFlags(&e, flags)
//
// Without them hipcc 5.2 finds no matching function. The rename pass renames
// the function afterwards, except where this rule chose the HIP name.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
struct DefaultArgs {
  llvm::StringRef Api;
  unsigned Args;
  llvm::StringRef Values;
};
const DefaultArgs Defaults[] = {
#define DEFAULT_ARGS(Api, Args, Values) {Api, Args, Values},
#include "../../Mapping/DefaultArgs.def"
};
struct ForwardArity {
  llvm::StringRef Api;
  unsigned Args;
  llvm::StringRef Hip;
};
const ForwardArity Forwards[] = {
#define FORWARD_ARITY(Api, Args, Hip) {Api, Args, Hip},
#include "../../Mapping/DefaultArgs.def"
};

class DefaultArgumentsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    static const std::vector<llvm::StringRef> Names = [] {
      std::vector<llvm::StringRef> N;
      for (const DefaultArgs &R : Defaults)
        N.push_back(R.Api);
      for (const ForwardArity &R : Forwards)
        N.push_back(R.Api);
      return N;
    }();
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      if (Out.Edits.overlaps(T[X.Name].Offset, T[X.RParen].end() - T[X.Name].Offset))
        continue; // a user rule rewrote the call
      llvm::StringRef Api = T.spelling(X.Name);
      size_t N = X.Args.size();
      for (const DefaultArgs &R : Defaults)
        if (R.Api == Api && R.Args == N && N > 0)
          Out.Edits.insert(T[X.Args.back().second].end(), (", " + R.Values).str(), name());
      for (const ForwardArity &R : Forwards)
        if (R.Api == Api && R.Args == N &&
            Out.Edits.replace(T[X.Name].Offset, T[X.Name].Length, R.Hip, name()))
          Out.use(T[X.Name].Offset, Api, R.Hip, Area::Runtime, true);
    }
  }
};
} // namespace

std::unique_ptr<Rule> createDefaultArgumentsRule() {
  return std::make_unique<DefaultArgumentsRule>();
}
