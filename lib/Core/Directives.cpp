#include "Directives.h"

#include "RawTokens.h"

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
    tok::PPKeywordKind Keyword = T.directiveKind(I);
    unsigned Offset = T[I].Offset;
    int Include = Keyword == tok::pp_include        ? IncludeDirective::Include
                  : Keyword == tok::pp_include_next ? IncludeDirective::IncludeNext
                  : Keyword == tok::pp_import       ? IncludeDirective::Import
                                                    : -1;
    if (Include >= 0) {
      IncludeDirective D{IncludeDirective::KindType(Include), I, End, Offset,
                         T.lineColumn(Offset).first, {}, false, 0, 0, 0, 0, Path};
      if (readHeaderName(T, I, End, D))
        Incs.push_back(std::move(D));
      I = End - 1;
      continue;
    }
    if (Keyword == tok::pp_define) {
      if (I + 2 < End && T[I + 2].Kind == tok::raw_identifier)
        Defs.push_back({I, End, Offset, T.spelling(I + 2)});
        DefinedNames.insert(Defs.back().Name);
      I = End - 1;
      continue;
    }
    int Kind;
    switch (Keyword) {
    case tok::pp_if: Kind = Cond::If; break;
    case tok::pp_ifdef: Kind = Cond::Ifdef; break;
    case tok::pp_ifndef: Kind = Cond::Ifndef; break;
    case tok::pp_elif: Kind = Cond::Elif; break;
    case tok::pp_elifdef: Kind = Cond::Elifdef; break;
    case tok::pp_elifndef: Kind = Cond::Elifndef; break;
    case tok::pp_else: Kind = Cond::Else; break;
    case tok::pp_endif: Kind = Cond::Endif; break;
    default: Kind = -1;
    }
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

DirectiveScan::DirectiveScan(const std::string &Text)
    : Toks(std::make_unique<RawTokens>(Text)), Dirs(std::make_unique<Directives>(*Toks)) {}

DirectiveScan::DirectiveScan(llvm::StringRef Text)
    : Copy(Text.str()), Toks(std::make_unique<RawTokens>(Copy)), Dirs(std::make_unique<Directives>(*Toks)) {}

DirectiveScan::~DirectiveScan() = default;

