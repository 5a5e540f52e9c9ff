#include "Directives.h"

#include "RawTokens.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
/// The tokens of the directive whose '#' is token \p Hash: one past its last.
size_t directiveEnd(const RawTokens &T, size_t Hash) {
  size_t I = Hash + 1;
  while (I < T.size() && T[I].DirectiveStart == int(Hash))
    ++I;
  return I;
}

/// Fills the name of an include directive from the tokens after its keyword:
/// a string literal, or '<' up to the first '>' of the directive.
bool readHeaderName(const RawTokens &T, size_t Hash, size_t End, IncludeDirective &D) {
  size_t N = Hash + 2;
  if (N >= End)
    return false;
  if (T[N].Kind == tok::string_literal) {
    D.Angled = false;
    D.SpecBegin = T[N].Offset;
    D.SpecEnd = T[N].end();
  } else if (T[N].Kind == tok::less) {
    size_t G = N + 1;
    while (G < End && T[G].Kind != tok::greater)
      ++G;
    if (G >= End)
      return false;
    D.Angled = true;
    D.SpecBegin = T[N].Offset;
    D.SpecEnd = T[G].end();
  } else {
    return false; // #include MACRO
  }
  D.NameBegin = D.SpecBegin + 1;
  D.NameEnd = D.SpecEnd - 1;
  D.Name = T.text().slice(D.NameBegin, D.NameEnd);
  return true;
}
} // namespace

Directives::Directives(const RawTokens &T) {
  using Cond = ConditionalDirective;
  // The open groups, innermost last: each one's branch and the index in Conds
  // of its latest directive.
  BranchPath Path;
  std::vector<size_t> Latest;
  unsigned Groups = 0;
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].Kind != tok::hash || !T[I].LineStart)
      continue;
    size_t End = directiveEnd(T, I);
    llvm::StringRef Keyword = T.directiveOf(I);
    unsigned Offset = T[I].Offset;
    auto Include = llvm::StringSwitch<int>(Keyword)
                       .Case("include", IncludeDirective::Include)
                       .Case("include_next", IncludeDirective::IncludeNext)
                       .Case("import", IncludeDirective::Import)
                       .Default(-1);
    if (Include >= 0) {
      IncludeDirective D{IncludeDirective::KindType(Include), I, End, Offset,
                         T.lineColumn(Offset).first, {}, false, 0, 0, 0, 0, Path};
      if (readHeaderName(T, I, End, D))
        Incs.push_back(std::move(D));
      I = End - 1;
      continue;
    }
    if (Keyword == "define") {
      if (I + 2 < End && T[I + 2].Kind == tok::raw_identifier)
        Defs.push_back({I, End, Offset, T.spelling(I + 2)});
      I = End - 1;
      continue;
    }
    auto Kind = llvm::StringSwitch<int>(Keyword)
                    .Case("if", Cond::If)
                    .Case("ifdef", Cond::Ifdef)
                    .Case("ifndef", Cond::Ifndef)
                    .Case("elif", Cond::Elif)
                    .Case("elifdef", Cond::Elifdef)
                    .Case("elifndef", Cond::Elifndef)
                    .Case("else", Cond::Else)
                    .Case("endif", Cond::Endif)
                    .Default(-1);
    if (Kind < 0 || (Kind >= Cond::Elif && Path.empty())) {
      I = End - 1;
      continue; // another directive, or one closing no open group
    }
    Cond D{Cond::KindType(Kind), I, End, Offset, T.lineColumn(Offset).first, {}, -1};
    if (D.opensGroup()) {
      Path.push_back({++Groups, 0});
      Latest.push_back(Conds.size());
      D.Opens = Path.back();
    } else {
      Conds[Latest.back()].Next = int(Conds.size());
      Latest.back() = Conds.size();
      D.Opens = {Path.back().Group, Path.back().Arm + 1};
      if (D.Kind == Cond::Endif) {
        Path.pop_back();
        Latest.pop_back();
      } else {
        Path.back() = D.Opens;
      }
    }
    Conds.push_back(D);
    After.push_back(Path);
    I = End - 1;
  }
}

const IncludeDirective *Directives::includeAt(size_t Hash) const {
  auto It = std::lower_bound(Incs.begin(), Incs.end(), Hash,
                             [](const IncludeDirective &D, size_t H) { return D.Hash < H; });
  return It != Incs.end() && It->Hash == Hash ? &*It : nullptr;
}

const ConditionalDirective *Directives::conditionalAt(size_t Hash) const {
  auto It = std::lower_bound(Conds.begin(), Conds.end(), Hash,
                             [](const ConditionalDirective &D, size_t H) { return D.Hash < H; });
  return It != Conds.end() && It->Hash == Hash ? &*It : nullptr;
}

const ConditionalDirective *Directives::endOf(const ConditionalDirective &D) const {
  const ConditionalDirective *C = &D;
  while (C->Next >= 0)
    C = &Conds[size_t(C->Next)];
  return C->Kind == ConditionalDirective::Endif ? C : nullptr;
}

const BranchPath &Directives::branchesAt(unsigned Offset) const {
  auto It = std::upper_bound(Conds.begin(), Conds.end(), Offset,
                             [](unsigned Off, const ConditionalDirective &D) { return Off < D.Offset; });
  return It == Conds.begin() ? None : After[size_t(It - Conds.begin()) - 1];
}

DirectiveScan::DirectiveScan(const std::string &Text) : Toks(std::make_unique<RawTokens>(Text)) {}

DirectiveScan::DirectiveScan(llvm::StringRef Text)
    : Copy(Text.str()), Toks(std::make_unique<RawTokens>(Copy)) {}

DirectiveScan::~DirectiveScan() = default;

const Directives &DirectiveScan::directives() const & { return Toks->directives(); }
