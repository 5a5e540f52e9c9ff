// Runtime calls whose CUDA 12 signature HIP spells with another function,
// because HIP kept CUDA 11's signature under the old name (rows:
// lib/Mapping/Signatures.def):
//
//   cudaGraphInstantiate(&exec, graph[, flags])   (CUDA 12: flags, default 0)
//     -> hipGraphInstantiateWithFlags(&exec, graph, flags or 0)
//   cudaStreamGetCaptureInfo(s, &status[, &id, &graph, &deps, &n])   (CUDA 12: 2 to 6 args)
//     -> hipStreamGetCaptureInfo_v2(s, &status, ...)   when not exactly 3 arguments
//
// Why a rule: the plain rename gives hipGraphInstantiate(&exec, graph, 0),
// which does not compile (HIP's takes CUDA 11's five arguments).
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
struct Signature {
  llvm::StringRef Cuda, Hip;
  size_t MinArgs, MaxArgs, HipArgs;
  llvm::StringRef Fill;
  Version HipSince;
};
const Signature Rows[] = {
#define CUDA12_SIGNATURE(Cuda, Hip, MinArgs, MaxArgs, HipArgs, Fill, HipSince)                   \
  {Cuda, Hip, MinArgs, MaxArgs, HipArgs, Fill, HipSince},
#include "../../Mapping/Signatures.def"
};

class Cuda12SignaturesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    static const std::vector<llvm::StringRef> Names = [] {
      std::vector<llvm::StringRef> N;
      for (const Signature &S : Rows)
        N.push_back(S.Cuda);
      return N;
    }();
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      const RawToken &N = T[X.Name];
      for (const Signature &S : Rows) {
        size_t Args = X.Args.size();
        // Before HipSince the rename pass reports the call.
        if (T.spelling(X.Name) != S.Cuda || C.Hip < S.HipSince || Args < S.MinArgs ||
            (S.MaxArgs && Args > S.MaxArgs) || Args == S.HipArgs)
          continue;
        Out.Edits.replace(N.Offset, N.Length, S.Hip, name());
        if (!S.Fill.empty() && Args < S.MaxArgs)
          Out.Edits.insert(T[X.Args.back().second].end(), (", " + S.Fill).str(), name());
        // The rename pass skips replaced tokens; record the use it would have.
        Out.use(N.Offset, S.Cuda, S.Hip, Area::Runtime, true);
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCuda12SignaturesRule() {
  return std::make_unique<Cuda12SignaturesRule>();
}
