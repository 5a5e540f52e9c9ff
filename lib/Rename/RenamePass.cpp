#include "Passes.h"

#include "../Rules/RealWorld/RealWorld.h"
#include "cu2hip/Mapping.h"

using namespace cu2hip;
using clang::tok::TokenKind;
namespace tok = clang::tok;

namespace {
/// Macro names defined anywhere in the file, taken branches or not.
llvm::StringSet<> lexicallyDefinedMacros(const RawTokens &T) {
  llvm::StringSet<> Names;
  for (size_t I = 0; I + 2 < T.size(); ++I)
    if (T[I].Kind == tok::hash && T[I].LineStart && T.isIdentifier(I + 1, "define") &&
        T[I + 2].Kind == tok::raw_identifier)
      Names.insert(T.spelling(I + 2));
  return Names;
}

bool isMemberName(const RawTokens &T, size_t I) {
  return I > 0 && (T[I - 1].Kind == tok::period || T[I - 1].Kind == tok::arrow);
}
} // namespace

void cu2hip::runRenamePass(PassContext &C) {
  const MappingTable &Table = MappingTable::get();
  const RawTokens &T = C.Toks;
  llvm::StringSet<> FileMacros = lexicallyDefinedMacros(T);
  auto IsUsers = [&](llvm::StringRef N) { return C.UserNames.count(N) || FileMacros.count(N); };

  for (size_t I = 0; I < T.size(); ++I) {
    const RawToken &Tok = T[I];
    if (Tok.Kind != tok::raw_identifier)
      continue;
    llvm::StringRef Dir = T.directiveOf(I);
    if (Dir == "include" || Dir == "include_next" || Dir == "import" || Dir == "error" ||
        Dir == "warning" || Dir == "line")
      continue;
    if (isMemberName(T, I) || C.Edits.overlaps(Tok.Offset, Tok.Length))
      continue;
    llvm::StringRef Name = T.spelling(I);
    const MappingEntry *E = Table.lookup(Name);
    if (!E) {
      if (looksLikeCudaName(Name) && !IsUsers(Name)) {
        // Part of a feature reported once per file (lib/Rules/RealWorld/Features.def).
        if (!realworld::reportedAsFeature(Name, C.Hip))
          C.diag(DiagId::UnknownCudaName, Tok.Offset, Name).Subject = Name.str();
        auto [L, Col] = T.lineColumn(Tok.Offset);
        C.Uses.push_back({Name.str(), "", Area::Runtime, false, L, Col});
      }
      continue;
    }
    if (IsUsers(Name))
      continue;
    auto [Line, Col] = T.lineColumn(Tok.Offset);
    if (E->availableIn(C.Hip)) {
      if (E->Hip != Name)
        C.Edits.replace(Tok.Offset, Tok.Length, E->Hip, "rename");
      if (E->Status == MapStatus::Experimental)
        C.diag(DiagId::Experimental, Tok.Offset, Name, E->Hip).Subject = Name.str();
      C.Uses.push_back({Name.str(), E->Hip.str(), E->Where, true, Line, Col});
      continue;
    }
    if (realworld::reportedAsFeature(Name, C.Hip)) {
      // Reported once per file and feature by the features rule (Features.def).
      C.Uses.push_back({Name.str(), "", E->Where, false, Line, Col});
      continue;
    }
    diagUnavailable(C, Tok.Offset, Name, *E);
    C.Uses.push_back({Name.str(), "", E->Where, false, Line, Col});
  }
}
