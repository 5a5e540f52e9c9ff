// cub::BlockReduce<float, 256>      -> hipcub::BlockReduce<float, 256>
// using namespace cub;              -> using namespace hipcub;
// namespace c = cub;                -> namespace c = hipcub;
//
// Why a rule: hipCUB mirrors CUB's API under the namespace `hipcub`, so CUB
// code ports by changing the namespace (and the include, which the include
// pass maps to <hipcub/hipcub.hpp>). The namespace name `cub` is too short and
// common to rename everywhere from a table row: only `cub` used as a namespace
// is rewritten (followed by `::`, after `using namespace`, or as the target of
// a namespace alias); a variable or member called `cub` is left alone. (The
// user-name set cannot decide this: a field named `cub` puts the name in it.)
#include "../RuleSupport.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
class CubNamespaceRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T.isIdentifier(I, "cub") || !T.isFreeName(I) || !T.isCode(I))
        continue;
      bool Qualifier = I + 1 < T.size() && T[I + 1].Kind == tok::coloncolon;
      bool UsingDirective = I >= 2 && T.isIdentifier(I - 1, "namespace") &&
                            T.isIdentifier(I - 2, "using");
      bool AliasTarget = I >= 1 && T[I - 1].Kind == tok::equal && I >= 3 &&
                         T.isIdentifier(I - 3, "namespace") && I + 1 < T.size() &&
                         T[I + 1].Kind == tok::semi;
      if (Qualifier || UsingDirective || AliasTarget)
        Out.Edits.replace(T[I].Offset, T[I].Length, "hipcub", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCubNamespaceRule() { return std::make_unique<CubNamespaceRule>(); }
