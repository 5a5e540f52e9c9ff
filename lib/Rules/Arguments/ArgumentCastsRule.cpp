// One rule, many rows: casts argument N of API X (ArgumentCasts.def), the way
// Clang Transformer writes a rewrite as data.
//
//   cudaFuncGetAttributes(&a, kernel)  -> hipFuncGetAttributes(&a, reinterpret_cast<const void*>(kernel))
//   cudaLaunchKernel(k, g, b, args)    -> hipLaunchKernel(reinterpret_cast<const void*>(k), g, b, args)
//   cudaMallocPitch(&img, &pitch, w, h) -> hipMallocPitch((void **)&img, &pitch, w, h)
//
// The rename pass renames the function afterwards.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
enum class Cast { ConstVoidPtr, VoidPtrPtr };

struct ArgCast {
  llvm::StringRef Api;
  unsigned Arg;
  Cast Kind;
  unsigned MinArgs;
};

const ArgCast Rows[] = {
#define ARG_CAST(Api, Arg, Kind, MinArgs) {Api, Arg, Cast::Kind, MinArgs},
#include "ArgumentCasts.def"
};

class ArgumentCastsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    static const std::vector<llvm::StringRef> Names = [] {
      std::vector<llvm::StringRef> N;
      for (const ArgCast &R : Rows)
        N.push_back(R.Api);
      return N;
    }();
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      const ArgCast *Row = nullptr;
      for (const ArgCast &R : Rows)
        if (R.Api == T.spelling(X.Name))
          Row = &R;
      if (X.Args.size() < Row->MinArgs || Row->Arg >= X.Args.size())
        continue;
      auto [First, Last] = X.Args[Row->Arg];
      if (rules::isVoidPointerCast(T, First, Last) || rules::isNullLiteral(T, First, Last))
        continue;
      if (Row->Kind == Cast::ConstVoidPtr) {
        Out.Edits.insert(T[First].Offset, "reinterpret_cast<const void*>(", name());
        Out.Edits.insert(T[Last].end(), ")", name());
        continue;
      }
      // `&name` and `name` take a cast as they are; anything else is parenthesized.
      bool Simple = rules::isIdExpression(T, First, Last) ||
                    (T[First].Kind == clang::tok::amp && First < Last &&
                     rules::isIdExpression(T, First + 1, Last));
      Out.Edits.insert(T[First].Offset, Simple ? "(void **)" : "(void **)(", name());
      if (!Simple)
        Out.Edits.insert(T[Last].end(), ")", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createArgumentCastsRule() { return std::make_unique<ArgumentCastsRule>(); }
