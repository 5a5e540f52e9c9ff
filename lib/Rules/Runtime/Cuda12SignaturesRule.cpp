// Runtime calls whose CUDA 12 signature HIP spells with another function,
// because HIP kept CUDA 11's signature under the old name:
//
//   cudaGraphInstantiate(&exec, graph[, flags])   (CUDA 12: flags, default 0)
//     -> hipGraphInstantiateWithFlags(&exec, graph, flags or 0)
//   cudaStreamGetCaptureInfo(s, &status[, &id, &graph, &deps, &n])   (CUDA 12: 2 to 6 args)
//     -> hipStreamGetCaptureInfo_v2(s, &status, ...)   when not exactly 3 arguments
//
// Why a rule: the plain rename gives hipGraphInstantiate(&exec, graph, 0),
// which does not compile: HIP's hipGraphInstantiate takes (exec, graph,
// errorNode*, logBuffer, bufferSize), CUDA 11's form (hipcc 5.2, checked;
// the 5-argument CUDA 11 call is left to the rename). hipStreamGetCaptureInfo
// takes exactly (stream, status*, id*); CUDA 12's defaulted forms are
// hipStreamGetCaptureInfo_v2, which has the same defaults. Both exist from
// HIP 5.0 on.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class Cuda12SignaturesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (C.Hip < Version::make(5, 0))
      return; // both HIP functions arrived in 5.0; the rename pass reports the rest
    const RawTokens &T = C.Toks;
    for (const rules::Call &X :
         rules::findCalls(C, {"cudaGraphInstantiate", "cudaStreamGetCaptureInfo"})) {
      const RawToken &N = T[X.Name];
      if (T.spelling(X.Name) == "cudaGraphInstantiate") {
        if (X.Args.size() != 2 && X.Args.size() != 3)
          continue; // CUDA 11's 5 arguments: HIP's hipGraphInstantiate is the same
        Out.Edits.replace(N.Offset, N.Length, "hipGraphInstantiateWithFlags", name());
        if (X.Args.size() == 2)
          Out.Edits.insert(T[X.Args.back().second].end(), ", 0", name());
        record(C, Out, X.Name, "hipGraphInstantiateWithFlags");
      } else if (X.Args.size() >= 2 && X.Args.size() != 3) {
        Out.Edits.replace(N.Offset, N.Length, "hipStreamGetCaptureInfo_v2", name());
        record(C, Out, X.Name, "hipStreamGetCaptureInfo_v2");
      }
    }
  }

private:
  /// The rename pass skips replaced tokens; record the use it would have.
  void record(const RuleInput &C, RuleOutput &Out, size_t I, llvm::StringRef Hip) {
    Out.use(C.Toks[I].Offset, C.Toks.spelling(I), Hip, Area::Runtime, true);
  }
};
} // namespace

std::unique_ptr<Rule> createCuda12SignaturesRule() {
  return std::make_unique<Cuda12SignaturesRule>();
}
