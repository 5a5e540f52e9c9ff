// cudaMallocPitch(&img, &pitch, w, h)        -> hipMallocPitch((void **)&img, &pitch, w, h)
// cudaHostAlloc(&p, n, flags)                -> hipHostAlloc((void **)&p, n, flags)
// cudaHostGetDevicePointer(&d, p, 0)         -> hipHostGetDevicePointer((void **)&d, p, 0)
//
// Why a rule: cuda_runtime.h declares these allocation calls as templates over
// `T **`, so CUDA code passes the address of a typed pointer (`float *img`).
// HIP has such templates only for hipMalloc, hipHostMalloc, hipMallocManaged
// and hipMallocAsync; these three take `void **`, which a `float **` does not
// convert to: the plain rename fails with "no matching function for call to
// 'hipMallocPitch'" (hipcc 5.2, checked). A cast the argument already has is
// kept.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class VoidPointerOutArgRule : public Rule {
public:
  llvm::StringRef name() const override { return "void-pointer-out-arg"; }

  void run(PassContext &C) override {
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(
             C, {"cudaMallocPitch", "cudaHostAlloc", "cudaHostGetDevicePointer"})) {
      if (X.Args.empty())
        continue;
      auto [First, Last] = X.Args[0];
      if (rules::isVoidPointerCast(T, First, Last) || rules::isNullLiteral(T, First, Last))
        continue;
      // `&name` and `name` take a cast as they are; anything else is parenthesized.
      bool Simple = rules::isIdExpression(T, First, Last) ||
                    (T[First].Kind == clang::tok::amp && First < Last &&
                     rules::isIdExpression(T, First + 1, Last));
      C.Edits.insert(T[First].Offset, Simple ? "(void **)" : "(void **)(", name());
      if (!Simple)
        C.Edits.insert(T[Last].end(), ")", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createVoidPointerOutArgRule() {
  return std::make_unique<VoidPointerOutArgRule>();
}
