// k<<<g, b, shmem, stream>>>(args)  ->  hipLaunchKernelGGL(k, g, b, shmem, stream, args)
// with --launch-syntax=hip. Works on raw tokens so launches inside macro
// bodies and in code clang could not parse are rewritten too.
#include "../Rule.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {

/// Token index where the kernel expression before `<<<` at \p L starts, or
/// -1 when it is not a recognisable name. Sets \p Templated when it has
/// template arguments (which need HIP_KERNEL_NAME to survive the macro).
long kernelStart(const RawTokens &T, size_t L, bool &Templated) {
  long J = long(L) - 1;
  Templated = false;
  while (J >= 0) {
    if (T[J].Kind == tok::greater || T[J].Kind == tok::greatergreater) {
      size_t Less = T.templateArgsOpening(size_t(J));
      if (Less >= T.size())
        return -1;
      Templated = true;
      J = long(Less) - 1;
    }
    if (J < 0 || T[J].Kind != tok::raw_identifier)
      return -1;
    if (J >= 2 && T[J - 1].Kind == tok::coloncolon &&
        (T[J - 2].Kind == tok::raw_identifier || T[J - 2].Kind == tok::greater ||
         T[J - 2].Kind == tok::greatergreater)) {
      J -= 2;
      continue;
    }
    if (J >= 1 && T[J - 1].Kind == tok::coloncolon)
      return J - 1;
    return J;
  }
  return -1;
}

class KernelLaunchRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (C.Opts.Launch != LaunchSyntax::Hip)
      return;
    const RawTokens &T = C.Toks;
    for (size_t L = 0; L < T.size(); ++L) {
      if (T[L].Kind != tok::lesslessless)
        continue;
      bool Templated;
      long Start = kernelStart(T, L, Templated);
      // The >>> at nesting depth 0 and the launch-configuration arguments.
      std::vector<std::pair<size_t, size_t>> Config;
      size_t G = T.size();
      if (!T.splitLaunchConfig(L, Config, &G))
        G = T.size();
      size_t Args = Config.size();
      if (Start < 0 || G >= T.size() || T[G].Kind != tok::greatergreatergreater ||
          G + 1 >= T.size() || T[G + 1].Kind != tok::l_paren || Args < 2 || Args > 4) {
        // Not a launch we can rewrite safely; hipcc accepts <<<>>> anyway, but
        // the syntax asked for is not what the user gets: say so.
        const char *Why = Start < 0 ? "the kernel is not a plain name"
                          : G >= T.size() || T[G].Kind != tok::greatergreatergreater
                              ? "no matching '>>>'"
                          : G + 1 >= T.size() || T[G + 1].Kind != tok::l_paren
                              ? "the kernel's arguments do not follow '>>>' (a macro body?)"
                              : "the launch configuration is not 2 to 4 arguments";
        Out.diag(DiagId::LaunchNotConverted, T[L].Offset, Why);
        continue;
      }
      size_t Close = T.findClosing(G + 1);
      if (Close >= T.size())
        continue;
      bool HasCallArgs = Close != G + 2;
      std::string Open = "hipLaunchKernelGGL(";
      if (Templated)
        Open += "HIP_KERNEL_NAME(";
      std::string Mid = (Templated ? ")" : "");
      Mid += ", ";
      std::string Tail;
      for (size_t A = Args; A < 4; ++A)
        Tail += ", 0";
      if (HasCallArgs)
        Tail += ", ";
      Out.Edits.insert(T[Start].Offset, Open, name());
      Out.Edits.replace(T[L].Offset, T[L].Length, Mid, name());
      Out.Edits.replace(T[G].Offset, T[G + 1].end() - T[G].Offset, Tail, name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createKernelLaunchRule() { return std::make_unique<KernelLaunchRule>(); }
