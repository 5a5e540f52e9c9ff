// static void CUDART_CB done(void *p)   -> static void done(void *p)
// void CUDA_CB onEvent(...)             -> void onEvent(...)
//
// Why a rule: CUDART_CB / CUDA_CB (and CUDARTAPI / CUDAAPI) are calling-
// convention macros for host callbacks and API declarations; they expand to
// nothing except on 32-bit Windows. HIP has no such macros, so the rename pass
// can neither map them (a table row needs a HIP name) nor leave them (hipcc
// then fails: "variable has incomplete type 'void'", hipcc 5.2, checked). The
// macro and the blank after it are removed. A project that defines one of
// these names itself keeps it.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class CallbackMacrosRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    llvm::StringRef Text = T.text();
    auto DefinedHere = [&](llvm::StringRef Name) {
      return llvm::any_of(C.Dirs.defines(),
                          [&](const DefineDirective &D) { return D.Name == Name; });
    };
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != clang::tok::raw_identifier)
        continue;
      llvm::StringRef S = T.spelling(I);
      if (S != "CUDART_CB" && S != "CUDA_CB" && S != "CUDARTAPI" && S != "CUDAAPI")
        continue;
      if (C.isUserName(I) || DefinedHere(S))
        continue;
      if (!T.isCode(I) || T.inCondition(I))
        continue; // a test of the macro (or its #undef), not a use
      unsigned End = T[I].end();
      if (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
        ++End;
      Out.Edits.replace(T[I].Offset, End - T[I].Offset, "", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCallbackMacrosRule() {
  return std::make_unique<CallbackMacrosRule>();
}
