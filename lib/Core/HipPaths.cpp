#include "HipPaths.h"
#include "Mapping/Libraries.h"

#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
bool isHipPlatformMacro(llvm::StringRef S) {
  return S == "__HIP_PLATFORM_AMD__" || S == "__HIP_PLATFORM_HCC__" || S == "__HIPCC__" || S == "__HIP__" ||
         S == "__HIP_DEVICE_COMPILE__";
}

/// How directive \p C tests the HIP platform: +1 positively (true on HIP),
/// -1 only negated (`#ifndef __HIPCC__`, `#if !defined(__HIPCC__)`), 0 not.
int hipTest(const RawTokens &T, const ConditionalDirective &C) {
  if (C.Kind == ConditionalDirective::Else || C.Kind == ConditionalDirective::Endif)
    return 0;
  bool Positive = false, Negated = false;
  for (size_t I = C.Hash + 2; I < C.End; ++I) {
    if (T[I].Kind != tok::raw_identifier || !isHipPlatformMacro(T.spelling(I)))
      continue;
    // `!defined(X)`, `!defined X` or `!X`: look back past `(`, `defined`.
    size_t J = I;
    if (J > C.Hash + 2 && T[J - 1].Kind == tok::l_paren)
      --J;
    if (J > C.Hash + 2 && T[J - 1].Kind == tok::raw_identifier && T.spelling(J - 1) == "defined")
      --J;
    bool Not = J > C.Hash + 2 && T[J - 1].Kind == tok::exclaim;
    (Not ? Negated : Positive) = true;
  }
  bool Ndef = C.Kind == ConditionalDirective::Ifndef || C.Kind == ConditionalDirective::Elifndef;
  if (Ndef && (Positive || Negated))
    return -1;
  return Positive ? 1 : Negated ? -1 : 0;
}
} // namespace

std::vector<std::pair<unsigned, unsigned>> cu2hip::hipOnlyRanges(const RawTokens &T, const Directives &D) {
  const std::vector<ConditionalDirective> &Conds = D.conditionals();
  std::vector<std::pair<unsigned, unsigned>> Arms;
  for (size_t I = 0; I < Conds.size(); ++I) {
    const ConditionalDirective &C = Conds[I];
    if (!C.opensGroup())
      continue;
    // Walk the group's arms: [directive, next directive of the group).
    bool NegatedBefore = false;
    for (size_t A = I; Conds[A].Next >= 0; A = size_t(Conds[A].Next)) {
      const ConditionalDirective &Arm = Conds[A];
      unsigned Begin = Arm.Offset, End = Conds[size_t(Arm.Next)].Offset;
      int Test = hipTest(T, Arm);
      bool Hip = Test > 0 || (Arm.Kind == ConditionalDirective::Else && NegatedBefore);
      NegatedBefore |= Test < 0;
      if (!Hip)
        Hip = llvm::any_of(D.includes(), [&](const IncludeDirective &Inc) {
          return Inc.Offset > Begin && Inc.Offset < End && !Inc.Branches.empty() &&
                 Inc.Branches.back() == Arm.Opens && libraries::isHipInclude(Inc.Name);
        });
      if (Hip)
        Arms.push_back({Begin, End});
    }
  }
  llvm::sort(Arms);
  std::vector<std::pair<unsigned, unsigned>> Out;
  for (const auto &R : Arms)
    if (Out.empty() || R.first >= Out.back().second)
      Out.push_back(R);
  return Out;
}
