// cudaFuncGetAttributes(&a, kernel)      -> hipFuncGetAttributes(&a, reinterpret_cast<const void*>(kernel))
// cudaFuncSetAttribute(kernel, attr, v)  -> hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), attr, v)
// cudaFuncSetCacheConfig / cudaFuncSetSharedMemConfig likewise.
//
// Why a rule: CUDA declares these as templates taking `T *entry`, so CUDA code
// passes the kernel itself. HIP declares only `const void *func` and a kernel
// (a function) does not convert to `const void *` implicitly: the plain rename
// fails with "no matching function for call to 'hipFuncGetAttributes'" (hipcc
// 5.2, checked). The occupancy APIs need no rule: hip_runtime_api.h has
// templates taking any `T f` for them.
//
// An argument that already converts to a void pointer (`(void *)k`,
// `reinterpret_cast<const void *>(&k)`) or is a null pointer is left alone.
// `reinterpret_cast<const void *>` accepts a function, a function pointer, any
// object pointer and an integer, so no AST is needed to decide.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
struct FuncApi {
  llvm::StringRef Name;
  unsigned FuncArg; // index of the kernel argument
};
const FuncApi Apis[] = {
    {"cudaFuncGetAttributes", 1},
    {"cudaFuncSetAttribute", 0},
    {"cudaFuncSetCacheConfig", 0},
    {"cudaFuncSetSharedMemConfig", 0},
};

class FuncPointerCastRule : public Rule {
public:
  llvm::StringRef name() const override { return "func-pointer-cast"; }

  void run(PassContext &C) override {
    std::vector<llvm::StringRef> Names;
    for (const FuncApi &A : Apis)
      Names.push_back(A.Name);
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      unsigned Arg = 0;
      for (const FuncApi &A : Apis)
        if (A.Name == T.spelling(X.Name))
          Arg = A.FuncArg;
      if (Arg >= X.Args.size())
        continue;
      auto [First, Last] = X.Args[Arg];
      if (rules::isVoidPointerCast(T, First, Last) || rules::isNullLiteral(T, First, Last))
        continue;
      C.Edits.insert(T[First].Offset, "reinterpret_cast<const void*>(", name());
      C.Edits.insert(T[Last].end(), ")", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createFuncPointerCastRule() {
  return std::make_unique<FuncPointerCastRule>();
}
