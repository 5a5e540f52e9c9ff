// cudaMemcpyToSymbol(sym, src, n)       -> hipMemcpyToSymbol(HIP_SYMBOL(sym), src, n)
// cudaMemcpyFromSymbol(dst, sym, n)     -> hipMemcpyFromSymbol(dst, HIP_SYMBOL(sym), n)
// ...Async forms, cudaGetSymbolAddress(&p, sym), cudaGetSymbolSize(&n, sym) likewise.
//
// Why a rule: HIP's portable spelling of a device symbol is HIP_SYMBOL(sym).
// On AMD (hip-clang) hip_runtime_api.h has `const T &symbol` templates and
// HIP_SYMBOL(X) expands to X, so the plain rename compiles there (hipcc 5.2,
// checked) and this rule changes nothing of the meaning. On HIP's NVIDIA
// platform the functions take `const void *symbol` and HIP_SYMBOL(X) is &X:
// without the macro a scalar or struct symbol (`__device__ int d;`) does not
// compile there. Only a plain (possibly qualified or templated) variable name
// is wrapped: `&sym` or `(const void *)&sym` already is an address and would
// be wrong inside HIP_SYMBOL on NVIDIA.
//
// A symbol given as a string ("sym", removed in CUDA 5.0) is reported: HIP's
// template would silently take the string literal itself as the symbol.
#include "../RuleSupport.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct SymbolApi {
  llvm::StringRef Name;
  unsigned SymbolArg;
};
const SymbolApi Apis[] = {
    {"cudaMemcpyToSymbol", 0},   {"cudaMemcpyToSymbolAsync", 0},
    {"cudaMemcpyFromSymbol", 1}, {"cudaMemcpyFromSymbolAsync", 1},
    {"cudaGetSymbolAddress", 1}, {"cudaGetSymbolSize", 1},
};

class MemcpyToSymbolRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    std::vector<llvm::StringRef> Names;
    for (const SymbolApi &A : Apis)
      Names.push_back(A.Name);
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      llvm::StringRef Name = T.spelling(X.Name);
      unsigned Arg = 0;
      for (const SymbolApi &A : Apis)
        if (A.Name == Name)
          Arg = A.SymbolArg;
      if (Arg >= X.Args.size())
        continue;
      auto [First, Last] = X.Args[Arg];
      if (T[First].Kind == tok::string_literal) {
        Out.diag(DiagId::SymbolByName, T[First].Offset, Name, T.spelling(First)).Subject =
            Name.str();
        continue;
      }
      if (T.isIdentifier(First, "HIP_SYMBOL") || !rules::isIdExpression(T, First, Last))
        continue;
      Out.Edits.insert(T[First].Offset, "HIP_SYMBOL(", name());
      Out.Edits.insert(T[Last].end(), ")", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createMemcpyToSymbolRule() {
  return std::make_unique<MemcpyToSymbolRule>();
}
