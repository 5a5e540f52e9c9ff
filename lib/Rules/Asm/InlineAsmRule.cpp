// Inline assembly is PTX in CUDA code: it never works on AMD GPUs as written.
// Every asm statement is reported with its location and its first instruction,
// except those InlinePtxIdiomRule already rewrote into HIP.
#include "../Rule.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
class InlineAsmRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      size_t J = T.asmOpenParen(I);
      if (!J)
        continue;
      if (Out.Edits.overlaps(T[I].Offset, T[I].Length))
        continue; // already rewritten (InlinePtxIdiomRule runs first)
      std::string Code = "asm statement";
      if (J + 1 < T.size() && T[J + 1].Kind == tok::string_literal) {
        llvm::StringRef Lit = T.spelling(J + 1);
        Code = "\"" + Lit.substr(1, Lit.size() - 2).str() + "\"";
      }
      Out.diag(DiagId::InlineAsm, T[I].Offset, Code).Subject = "asm";
    }
  }
};
} // namespace

std::unique_ptr<Rule> createInlineAsmRule() { return std::make_unique<InlineAsmRule>(); }
