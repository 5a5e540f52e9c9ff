// One table-driven rule for calls whose arguments HIP needs written
// differently, the way Clang Transformer writes a rewrite as data: each row of
// lib/Mapping/CallArguments.def and lib/Mapping/DefaultArgs.def names an API
// and what happens to its arguments; the rows of one kind form one rule of the
// registry (so each can be listed and switched off by name):
//
//   memcpy-to-symbol   SYMBOL_ARG     cudaMemcpyToSymbol(sym, src, n) -> hipMemcpyToSymbol(HIP_SYMBOL(sym), src, n)
//   argument-casts     ARG_CAST       cudaFuncGetAttributes(&a, kernel) -> hipFuncGetAttributes(&a, reinterpret_cast<const void*>(kernel))
//                                     cudaMallocPitch(&img, &pitch, w, h) -> hipMallocPitch((void **)&img, &pitch, w, h)
//   default-arguments  DEFAULT_ARGS   cudaStreamWaitEvent(s, e) -> hipStreamWaitEvent(s, e, 0)
//                      FORWARD_ARITY  cudaEventCreate(&e, flags) -> hipEventCreateWithFlags(&e, flags)
//
// The rename pass renames the function afterwards, except where a row chose
// the HIP name.
#include "../RuleSupport.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
/// What a row does to a call of its API.
enum class Action {
  Symbol,       // argument Arg is a device symbol: HIP_SYMBOL(arg)
  ConstVoidPtr, // argument Arg: reinterpret_cast<const void*>(arg)
  VoidPtrPtr,   // argument Arg: (void **)arg
  Append,       // a call with exactly Args arguments gets ", Text" appended
  Forward,      // a call with exactly Args arguments calls Text instead
};

struct Row {
  llvm::StringRef Api;
  Action Act;
  unsigned Arg;     // Symbol, casts: the argument; Append, Forward: the call's arity
  unsigned MinArgs; // casts: calls with fewer arguments are left alone
  llvm::StringRef Text;
};

const Row Rows[] = {
#define SYMBOL_ARG(Api, Arg) {Api, Action::Symbol, Arg, 0, ""},
#define ARG_CAST(Api, Arg, Cast, MinArgs) {Api, Action::Cast, Arg, MinArgs, ""},
#include "../../Mapping/CallArguments.def"
#define DEFAULT_ARGS(Api, Args, Values) {Api, Action::Append, Args, 0, Values},
#include "../../Mapping/DefaultArgs.def"
#define FORWARD_ARITY(Api, Args, Hip) {Api, Action::Forward, Args, 0, Hip},
#include "../../Mapping/DefaultArgs.def"
};

class CallArgumentsRule : public Rule {
public:
  explicit CallArgumentsRule(std::initializer_list<Action> Kinds) {
    for (const Row &R : Rows)
      if (llvm::is_contained(Kinds, R.Act)) {
        Mine.push_back(&R);
        if (!llvm::is_contained(Names, R.Api))
          Names.push_back(R.Api);
      }
  }

  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, Names)) {
      bool Rewritten = Out.Edits.overlaps(T[X.Name].Offset, T[X.RParen].end() - T[X.Name].Offset);
      for (const Row *R : Mine)
        if (R->Api == T.spelling(X.Name))
          apply(C, Out, *R, X, Rewritten);
    }
  }

private:
  void apply(const RuleInput &C, RuleOutput &Out, const Row &R, const rules::Call &X,
             bool Rewritten) {
    const RawTokens &T = C.Toks;
    size_t N = X.Args.size();
    switch (R.Act) {
    case Action::Symbol: {
      if (R.Arg >= N)
        return;
      auto [First, Last] = X.Args[R.Arg];
      if (T[First].Kind == tok::string_literal) {
        Out.diag(DiagId::SymbolByName, T[First].Offset, T.spelling(X.Name), T.spelling(First))
            .Subject = T.spelling(X.Name).str();
        return;
      }
      if (T.isIdentifier(First, "HIP_SYMBOL") || !rules::isIdExpression(T, First, Last))
        return;
      Out.Edits.insert(T[First].Offset, "HIP_SYMBOL(", name());
      Out.Edits.insert(T[Last].end(), ")", name());
      return;
    }
    case Action::ConstVoidPtr:
    case Action::VoidPtrPtr: {
      if (N < R.MinArgs || R.Arg >= N)
        return;
      auto [First, Last] = X.Args[R.Arg];
      if (rules::isVoidPointerCast(T, First, Last) || rules::isNullLiteral(T, First, Last))
        return;
      if (R.Act == Action::ConstVoidPtr) {
        Out.Edits.insert(T[First].Offset, "reinterpret_cast<const void*>(", name());
        Out.Edits.insert(T[Last].end(), ")", name());
        return;
      }
      // `&name` and `name` take a cast as they are; anything else is parenthesized.
      bool Simple = rules::isIdExpression(T, First, Last) ||
                    (T[First].Kind == tok::amp && First < Last && rules::isIdExpression(T, First + 1, Last));
      Out.Edits.insert(T[First].Offset, Simple ? "(void **)" : "(void **)(", name());
      if (!Simple)
        Out.Edits.insert(T[Last].end(), ")", name());
      return;
    }
    case Action::Append:
      if (!Rewritten && R.Arg == N && N > 0)
        Out.Edits.insert(T[X.Args.back().second].end(), (", " + R.Text).str(), name());
      return;
    case Action::Forward:
      if (!Rewritten && R.Arg == N) {
        Out.Edits.replace(T[X.Name].Offset, T[X.Name].Length, R.Text, name());
        Out.use(T[X.Name].Offset, T.spelling(X.Name), R.Text, Area::Runtime, true);
      }
      return;
    }
  }

  std::vector<const Row *> Mine; // this rule's rows, in table order
  std::vector<llvm::StringRef> Names;
};
} // namespace

std::unique_ptr<Rule> createMemcpyToSymbolRule() {
  return std::make_unique<CallArgumentsRule>(std::initializer_list<Action>{Action::Symbol});
}
std::unique_ptr<Rule> createArgumentCastsRule() {
  return std::make_unique<CallArgumentsRule>(
      std::initializer_list<Action>{Action::ConstVoidPtr, Action::VoidPtrPtr});
}
std::unique_ptr<Rule> createDefaultArgumentsRule() {
  return std::make_unique<CallArgumentsRule>(std::initializer_list<Action>{Action::Append, Action::Forward});
}
