// extern __shared__ T name[];  ->  HIP_DYNAMIC_SHARED(T, name);
// with --dynamic-shared=macro (default: left as it is, which hipcc accepts).
//
// Why an option: `extern __shared__ T x[];` is HIP that hipcc compiles, so the
// default output keeps it. A HIP implementation compiled as plain host C++
// (cu2hip's CPU backend, runtime/) cannot give a block-scope `extern` array a
// per-block definition; HIP's own HIP_DYNAMIC_SHARED(type, var) macro means the
// same thing on AMD and lets such an implementation define it. Alignment
// attributes (__align__(N), alignas(N)) are dropped from the type: HIP's
// dynamic shared memory is aligned for any type.
#include "../Rule.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
class DynamicSharedRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!C.Opts.DynamicSharedMacro)
      return;
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I + 5 < T.size(); ++I) {
      if (!T.isIdentifier(I, "extern") || !T.isIdentifier(I + 1, "__shared__") || T.inDirective(I))
        continue;
      // The declarator: NAME [ ] ; after the type tokens.
      size_t Semi = I + 2;
      while (Semi < T.size() && T[Semi].Kind != tok::semi && T[Semi].Kind != tok::l_brace)
        ++Semi;
      if (Semi >= T.size() || T[Semi].Kind != tok::semi || Semi < I + 6)
        continue;
      size_t Name = Semi - 3;
      if (T[Name].Kind != tok::raw_identifier || T[Name + 1].Kind != tok::l_square ||
          T[Name + 2].Kind != tok::r_square)
        continue;
      std::string Type;
      for (size_t J = I + 2; J < Name; ++J) {
        if (T.isIdentifier(J, "__align__") || T.isIdentifier(J, "alignas") || T.isIdentifier(J, "__attribute__")) {
          if (J + 1 < Name && T[J + 1].Kind == tok::l_paren) {
            J = T.findClosing(J + 1);
            continue;
          }
        }
        if (!Type.empty())
          Type += ' ';
        Type += T.spelling(J).str();
      }
      if (Type.empty())
        continue;
      std::string Text = "HIP_DYNAMIC_SHARED(" + Type + ", " + T.spelling(Name).str() + ")";
      Out.Edits.replace(T[I].Offset, T[Name + 2].end() - T[I].Offset, Text, name());
      I = Semi;
    }
  }
};
} // namespace

std::unique_ptr<Rule> createDynamicSharedRule() { return std::make_unique<DynamicSharedRule>(); }
