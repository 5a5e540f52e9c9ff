#include "Passes.h"

#include "../Mapping/RealWorldTables.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/UserRules.h"

using namespace cu2hip;
using clang::tok::TokenKind;
namespace tok = clang::tok;

void cu2hip::runRenamePass(const RuleInput &C, RuleOutput &Out) {
  const MappingTable &Table = MappingTable::get();
  const RawTokens &T = C.Toks;
  const llvm::StringSet<> &FileMacros = C.Dirs.definedMacros();
  auto IsUsers = [&](size_t I) { return C.isUserName(I) || FileMacros.count(T.spelling(I)); };

  for (size_t I = 0; I < T.size(); ++I) {
    const RawToken &Tok = T[I];
    if (Tok.Kind != tok::raw_identifier)
      continue;
    if (!T.isCode(I) || T.isMemberName(I))
      continue;
    llvm::StringRef Name = T.spelling(I);
    // User rules (docs/rules.md): a kept name is never touched; a user
    // mapping row replaces the built-in one, and a disabled one (no HIP
    // name) leaves the name as written.
    const UserRuleSet *User = C.Opts.UserRules.get();
    if (User && User->keeps(Name))
      continue;
    const MappingEntry *UserE = User ? User->mapping(Name) : nullptr;
    const MappingEntry *E = UserE ? UserE : Table.lookup(Name);
    if (Out.Edits.overlaps(Tok.Offset, Tok.Length)) {
      // A rule rewrote this token: it is still a use of the API, counted the
      // same whichever rule (or warp model) rewrote it.
      if (E && !IsUsers(I) && !C.Before.usedAt(Tok.Offset))
        Out.use(Tok.Offset, Name, E->availableIn(C.Hip) ? E->hipIn(C.Hip) : "", E->Where, true);
      continue;
    }
    // A rule counted this use without an edit (a name the target HIP has under
    // CUDA's own spelling, such as hip_bf16.h's __float2bfloat16).
    if (C.Before.usedAt(Tok.Offset))
      continue;
    if (!E) {
      if (looksLikeCudaName(Name) && !IsUsers(I)) {
        // Part of a feature reported once per file (lib/Mapping/Features.def).
        if (!realworld::reportedAsFeature(Name, C.Hip))
          Out.diag(DiagId::UnknownCudaName, Tok.Offset, Name).Subject = Name.str();
        Out.use(Tok.Offset, Name, "", Area::Runtime, false);
      }
      continue;
    }
    if (IsUsers(I))
      continue;
    if (UserE && UserE->Hip.empty()) {
      Out.use(Tok.Offset, Name, "", E->Where, false);
      continue;
    }
    if (E->availableIn(C.Hip)) {
      llvm::StringRef Hip = E->hipIn(C.Hip);
      if (Hip != Name)
        Out.Edits.replace(Tok.Offset, Tok.Length, Hip, UserE ? "user-rules" : "rename");
      if (E->Status == MapStatus::Experimental)
        Out.diag(DiagId::Experimental, Tok.Offset, Name, Hip).Subject = Name.str();
      Out.use(Tok.Offset, Name, Hip, E->Where, true);
      continue;
    }
    // A feature is reported once per file and feature by the features rule
    // (Features.def); anything else here is reported by itself.
    if (!realworld::reportedAsFeature(Name, C.Hip))
      Out.diagUnavailable(Tok.Offset, Name, *E);
    Out.use(Tok.Offset, Name, "", E->Where, false);
  }
}
