// Fuzz target `rules`: a user rule file (docs/rules.md) through
// parseUserRules and, when it parses, checkUserRules: what `--rules`,
// `.cu2hip.yaml` and `rules check` do with each file (loadAndCheckUserRules).
// Findings: a crash or hang; a file refused without a message, or one that
// changed the rule set although refused; a rule set that passes both but
// breaks what the rules' users assume (identifiers, a glob that compiles,
// `$N` templates within the rule's argument count, no rename chain, no
// macro prefix that renames its own output); `rules print` output that does
// not read back as the same rules.
#include "FuzzTargets.h"

#include "cu2hip/Translator.h" // RuleInfo
#include "cu2hip/UserRules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"

using namespace cu2hip;

namespace {
const char *const Target = "rules";
constexpr llvm::StringLiteral Path = "fuzz.yaml";

bool isIdentifier(llvm::StringRef S) {
  return !S.empty() && !llvm::isDigit(S[0]) &&
         llvm::all_of(S, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; });
}

void identifier(llvm::StringRef S, const char *What) {
  if (!isIdentifier(S))
    fuzz::violated(Target, llvm::Twine(What) + " '" + S + "' is not an identifier");
}

/// What UserRulesRule's template expansion relies on ("validated when the
/// file was read"): every '$' is "$*" or "$N" with 1 <= N <= the rule's count.
void checkTemplate(const UserApi &A) {
  llvm::StringRef T = A.Out;
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I] != '$')
      continue;
    if (I + 1 < T.size() && T[I + 1] == '*') {
      ++I;
      continue;
    }
    size_t J = I + 1;
    while (J < T.size() && llvm::isDigit(T[J]))
      ++J;
    unsigned N = 0;
    if (J == I + 1 || T.slice(I + 1, J).getAsInteger(10, N) || N == 0 || A.Args < 0 ||
        int(N) > A.Args)
      fuzz::violated(Target, "api rule for '" + A.Callee + "' (args " + llvm::Twine(A.Args) +
                                 ") has template '" + A.Out + "' whose '$' at " + llvm::Twine(I) +
                                 " is not a valid argument reference");
    I = J - 1;
  }
}

void checkSet(const UserRuleSet &S) {
  for (const UserRename &R : S.Renames) {
    identifier(R.From, "rename 'from'");
    identifier(R.To, "rename 'to'");
    if (!R.Files.empty()) {
      auto G = llvm::GlobPattern::create(R.Files);
      if (!G) {
        llvm::consumeError(G.takeError());
        fuzz::violated(Target, "rename 'files' glob '" + R.Files + "' does not compile");
      }
    }
    for (const UserRename &O : S.Renames)
      if (&O != &R && O.From == R.To && O.Files == R.Files && R.From != R.To)
        fuzz::violated(Target, "rename chain " + R.From + " -> " + R.To + " -> " + O.To);
  }
  for (const UserInclude &I : S.Includes)
    if (I.From.empty())
      fuzz::violated(Target, "include rule with an empty 'from'");
  for (const UserApi &A : S.Apis) {
    identifier(A.Callee, "api 'callee'");
    if (A.Args < -1)
      fuzz::violated(Target, "api rule with args " + llvm::Twine(A.Args));
    checkTemplate(A);
  }
  for (const UserMapping &M : S.Mappings) {
    identifier(M.Cuda, "mapping 'cuda'");
    if (!M.Hip.empty())
      identifier(M.Hip, "mapping 'hip'");
  }
  for (const auto &K : S.Keep)
    identifier(K.getKey(), "keep");
  for (const UserMacroPrefix &P : S.MacroPrefixes) {
    identifier(P.From, "macro-prefix 'from'");
    identifier(P.To, "macro-prefix 'to'");
    // The identity (ROC_ -> ROC_) changes nothing, so it cannot change its
    // output again; the checker accepts it (first finding of this target).
    if (P.To != P.From && llvm::StringRef(P.To).starts_with(P.From))
      fuzz::violated(Target, "macro-prefix " + P.From + " -> " + P.To + " renames its own output");
  }
}

std::string print(const UserRuleSet &S) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  printEffectiveRules(S, {}, OS);
  return Text;
}
} // namespace

int fuzz::rules(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  UserRuleSet Set;
  std::string Diags;
  llvm::raw_string_ostream Err(Diags);
  unsigned Errors = parseUserRules(Path, Text, Set, Err);
  if (Errors) {
    if (Diags.empty())
      violated(Target, llvm::Twine(Errors) + " errors counted but none printed");
    if (!Set.empty() || !Set.Sources.empty())
      violated(Target, "a refused file changed the rule set");
    return 0;
  }
  if (!Diags.empty())
    violated(Target, "no error counted but the parser printed: " + Diags);
  if (Set.Sources.size() != 1 || Set.Sources.front() != Path)
    violated(Target, "an accepted file is not listed in the rule set's sources");
  if (unsigned N = checkUserRules(Set, Err)) {
    if (Diags.empty())
      violated(Target, llvm::Twine(N) + " check errors counted but none printed");
    return 0;
  }
  if (!Diags.empty())
    violated(Target, "no check error counted but checkUserRules printed: " + Diags);
  checkSet(Set);
  // `cu2hip rules print` writes rules that read back (UserRuleParser.cpp
  // accepts its informational keys): the same rules, printed the same.
  std::string Printed = print(Set);
  UserRuleSet Again;
  std::string Diags2;
  llvm::raw_string_ostream Err2(Diags2);
  if (parseUserRules(Path, Printed, Again, Err2) || checkUserRules(Again, Err2))
    violated(Target, "`rules print` output does not read back:\n" + Printed + "\n" + Diags2);
  std::string Reprinted = print(Again);
  if (Reprinted != Printed)
    violated(Target, "`rules print` output reads back as other rules:\n" + Printed + "\nthen\n" +
                         Reprinted);
  return 0;
}
