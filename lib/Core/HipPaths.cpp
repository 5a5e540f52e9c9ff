#include "HipPaths.h"
#include "Mapping/Libraries.h"

#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
bool isHipPlatformMacro(llvm::StringRef S) {
  return S == "__HIP_PLATFORM_AMD__" || S == "__HIP_PLATFORM_HCC__" || S == "__HIPCC__" || S == "__HIP__" ||
         S == "__HIP_DEVICE_COMPILE__";
}

/// How directive \p C tests the HIP platform: +1 positively (true on HIP),
/// -1 only negated (`#ifndef __HIPCC__`, `#if !defined(__HIPCC__)`), 0 not.
/// A macro of \p Project counts as a platform macro.
int hipTest(const RawTokens &T, const ConditionalDirective &C, const llvm::StringSet<> *Project) {
  if (C.Kind == ConditionalDirective::Else || C.Kind == ConditionalDirective::Endif)
    return 0;
  bool Positive = false, Negated = false;
  for (size_t I = C.Hash + 2; I < C.End; ++I) {
    if (T[I].Kind != tok::raw_identifier)
      continue;
    llvm::StringRef S = T.spelling(I);
    if (!isHipPlatformMacro(S) && !(Project && Project->count(S)))
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

/// True when the arm that \p Arm opens, bytes [Begin, End), includes a HIP
/// header itself (not in an #if nested inside it).
bool armIncludesHip(const Directives &D, const ConditionalDirective &Arm, unsigned Begin, unsigned End) {
  return llvm::any_of(D.includes(), [&](const IncludeDirective &Inc) {
    return Inc.Offset > Begin && Inc.Offset < End && !Inc.Branches.empty() && Inc.Branches.back() == Arm.Opens &&
           libraries::isHipInclude(Inc.Name);
  });
}

/// The one macro directive \p C tests, and whether negated: `#ifdef M`,
/// `#ifndef M`, `#if M`, `#if defined(M)`, `#if !defined M`, `#elif ...`.
std::optional<std::pair<llvm::StringRef, bool>> singleMacroTest(const RawTokens &T,
                                                               const ConditionalDirective &C) {
  std::vector<size_t> Toks;
  for (size_t I = C.Hash + 2; I < C.End; ++I)
    Toks.push_back(I);
  bool Ndef = C.Kind == ConditionalDirective::Ifndef || C.Kind == ConditionalDirective::Elifndef;
  if (C.Kind == ConditionalDirective::Ifdef || C.Kind == ConditionalDirective::Elifdef || Ndef) {
    if (Toks.size() == 1 && T[Toks[0]].Kind == tok::raw_identifier)
      return std::make_pair(T.spelling(Toks[0]), Ndef);
    return std::nullopt;
  }
  if (C.Kind != ConditionalDirective::If && C.Kind != ConditionalDirective::Elif)
    return std::nullopt;
  size_t P = 0;
  bool Not = P < Toks.size() && T[Toks[P]].Kind == tok::exclaim;
  P += Not;
  bool Defined = P < Toks.size() && T.isIdentifier(Toks[P], "defined");
  P += Defined;
  bool Paren = Defined && P < Toks.size() && T[Toks[P]].Kind == tok::l_paren;
  P += Paren;
  if (P >= Toks.size() || T[Toks[P]].Kind != tok::raw_identifier)
    return std::nullopt;
  llvm::StringRef Name = T.spelling(Toks[P]);
  P += 1;
  if (Paren && (P >= Toks.size() || T[Toks[P]].Kind != tok::r_paren))
    return std::nullopt;
  P += Paren;
  if (P != Toks.size())
    return std::nullopt;
  return std::make_pair(Name, Not);
}
} // namespace

std::optional<std::pair<unsigned, unsigned>> cu2hip::groupAround(const RawTokens &T, const Directives &D,
                                                                 unsigned Offset) {
  const std::vector<ConditionalDirective> &Conds = D.conditionals();
  std::optional<std::pair<unsigned, unsigned>> Best;
  for (const ConditionalDirective &C : Conds) {
    if (!C.opensGroup())
      continue;
    const ConditionalDirective *Last = &C;
    while (Last->Next >= 0)
      Last = &Conds[size_t(Last->Next)];
    if (Last->Kind != ConditionalDirective::Endif)
      continue;
    size_t LastTok = Last->End - 1; // the #endif line's last token
    unsigned End = T[LastTok].end();
    if (C.Offset < Offset && Offset < End && (!Best || C.Offset >= Best->first))
      Best = std::make_pair(C.Offset, End);
  }
  return Best;
}

void cu2hip::collectHipMacros(const RawTokens &T, const Directives &D, llvm::StringSet<> &Out) {
  const std::vector<ConditionalDirective> &Conds = D.conditionals();
  for (size_t I = 0; I < Conds.size(); ++I) {
    if (!Conds[I].opensGroup())
      continue;
    std::optional<std::pair<llvm::StringRef, bool>> Negated; // the group's `#ifndef M`
    for (size_t A = I; Conds[A].Next >= 0; A = size_t(Conds[A].Next)) {
      const ConditionalDirective &Arm = Conds[A];
      unsigned Begin = Arm.Offset, End = Conds[size_t(Arm.Next)].Offset;
      std::optional<std::pair<llvm::StringRef, bool>> Test = singleMacroTest(T, Arm);
      if (A == I && Test && Test->second)
        Negated = Test;
      if (!armIncludesHip(D, Arm, Begin, End))
        continue;
      if (Test && !Test->second && !isHipPlatformMacro(Test->first))
        Out.insert(Test->first);
      else if (Arm.Kind == ConditionalDirective::Else && Negated && !isHipPlatformMacro(Negated->first))
        Out.insert(Negated->first);
    }
  }
}

std::vector<std::pair<unsigned, unsigned>> cu2hip::hipOnlyRanges(const RawTokens &T, const Directives &D,
                                                                 const llvm::StringSet<> *ProjectMacros) {
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
      int Test = hipTest(T, Arm, ProjectMacros);
      bool Hip = Test > 0 || (Arm.Kind == ConditionalDirective::Else && NegatedBefore);
      NegatedBefore |= Test < 0;
      Hip = Hip || armIncludesHip(D, Arm, Begin, End);
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
