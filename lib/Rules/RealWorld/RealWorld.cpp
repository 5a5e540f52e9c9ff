#include "RealWorld.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::realworld;
namespace tok = clang::tok;

std::pair<unsigned, unsigned> realworld::definitionRange(const RawTokens &T, size_t Name,
                                                        size_t RBrace) {
  size_t First = Name;
  while (First > 0) {
    const RawToken &P = T[First - 1];
    if (P.DirectiveStart >= 0 || P.Kind == tok::semi || P.Kind == tok::r_brace ||
        P.Kind == tok::l_brace || P.Kind == tok::colon)
      break;
    --First;
  }
  unsigned End = T[RBrace].end();
  if (RBrace + 1 < T.size() && T[RBrace + 1].Kind == tok::semi)
    End = T[RBrace + 1].end();
  return {T[First].Offset, End};
}

bool realworld::hiddenFromHip(const RuleInput &C, unsigned Offset) {
  const RawTokens &T = C.Toks;
  const Directives &D = C.Dirs;
  for (const Branch &B : D.branchesAt(Offset)) {
    if (B.Arm != 0)
      continue;
    auto If = llvm::find_if(D.conditionals(), [&](const ConditionalDirective &X) {
      return X.opensGroup() && X.Opens == B;
    });
    std::string Test;
    for (size_t I = If->Hash + 2; I < If->End; ++I)
      Test += T.spelling(I);
    if ((If->Kind == ConditionalDirective::If &&
         (Test == HipGuardTest || Test == "!defined__HIPCC__")) ||
        (If->Kind == ConditionalDirective::Ifndef && Test == "__HIPCC__"))
      return true;
  }
  return false;
}

bool realworld::guardOutForHip(const RuleInput &C, RuleOutput &Out, unsigned Begin, unsigned End, llvm::StringRef Why,
                               llvm::StringRef Who) {
  llvm::StringRef Text = C.Toks.text();
  llvm::StringRef EOL = C.Toks.lineEnding();
  std::string If = ("#if " + HipGuardTest + " // cu2hip: " + Why + EOL).str();
  // The guard's edits: the #if line before the definition, the #endif after.
  // Edits of other rules inside the definition do not stop it (they change
  // CUDA's text, which stays); only an edit over the two places does.
  unsigned OpenAt = Begin, OpenLength = 0;
  std::string OpenText = EOL.str() + If;
  unsigned LineBegin = Begin;
  while (LineBegin > 0 && Text[LineBegin - 1] != '\n')
    --LineBegin;
  if (Text.slice(LineBegin, Begin).trim().empty()) {
    // Replace (not insert before) the indentation and the first token: an
    // insertion at the same offset (the include pass's hip_runtime.h, the
    // #endif of a guard just above) then lands before the #if instead of
    // conflicting with it.
    const auto &Toks = C.Toks.tokens();
    auto It = std::lower_bound(Toks.begin(), Toks.end(), Begin,
                               [](const RawToken &T, unsigned Off) { return T.Offset < Off; });
    unsigned First = It != Toks.end() && It->Offset == Begin ? It->end() : Begin;
    OpenAt = LineBegin;
    OpenLength = First - LineBegin;
    OpenText = If + Text.slice(LineBegin, First).str();
  }

  unsigned CloseAt = End;
  std::string CloseText = EOL.str() + "#endif" + EOL.str();
  size_t NL = Text.find('\n', End);
  llvm::StringRef Rest = Text.slice(End, NL == llvm::StringRef::npos ? Text.size() : NL).trim();
  if (Rest.empty() || Rest.starts_with("//")) {
    if (NL == llvm::StringRef::npos) {
      CloseAt = Text.size();
    } else {
      CloseAt = NL + 1;
      CloseText = ("#endif" + EOL).str();
    }
  }

  if (!(OpenLength ? Out.Edits.canReplace(OpenAt, OpenLength) : Out.Edits.canInsert(OpenAt)) ||
      !Out.Edits.canInsert(CloseAt))
    return false;
  if (OpenLength)
    Out.Edits.replace(OpenAt, OpenLength, OpenText, Who);
  else
    Out.Edits.insert(OpenAt, OpenText, Who);
  Out.Edits.insert(CloseAt, CloseText, Who);
  return true;
}
