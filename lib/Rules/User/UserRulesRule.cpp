// The `user-rules` row of the rule table: runs the user's rename, api and
// macro-prefix rules through the same edit set as the built-in rules. It runs
// first, so a user's rewrite wins over a built-in one on the same tokens; the
// include, keep and mapping rules are consulted by the include and rename
// passes themselves (lib/Rename). A rename (or macro-prefix) onto a name the
// translation unit already declares would make two entities one: that rename
// is left undone in this file, with warning CU2HIP-W0500 at its first use
// (only the AST knows; `rules check` cannot).
#include "../Rule.h"
#include "../../Core/Calls.h"
#include "cu2hip/UserRules.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
class UserRulesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const UserRuleSet *U = C.Opts.UserRules.get();
    if (!U || U->empty())
      return;
    const RawTokens &T = C.Toks;
    const llvm::StringSet<> &FileMacros = C.Dirs.definedMacros();
    Refused.clear();
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || !T.isCode(I) ||
          Out.Edits.overlaps(T[I].Offset, T[I].Length))
        continue;
      llvm::StringRef Name = T.spelling(I);
      if (size_t End = rewriteCall(C, Out, *U, I, FileMacros); End != 0) {
        I = End; // the arguments were rewritten with the call
        continue;
      }
      if (U->keeps(Name))
        continue;
      std::string To = renamed(C, Out, *U, I, FileMacros);
      if (!To.empty())
        Out.Edits.replace(T[I].Offset, T[I].Length, To, "user-rules");
    }
  }

private:
  static bool isMacro(const RuleInput &C, llvm::StringRef Name) {
    if (!C.AST)
      return false;
    auto It = C.AST->Idents.find(Name);
    return It != C.AST->Idents.end() && It->getValue()->hadMacroDefinition();
  }

  /// The renames refused in this file (their target is declared here), each
  /// reported once, at its first use.
  llvm::StringSet<> Refused;

  /// The rename or macro-prefix rule for token \p I in this file ("" for none,
  /// and for a rename refused because its target is declared here).
  std::string renamed(const RuleInput &C, RuleOutput &Out, const UserRuleSet &U, size_t I,
                      const llvm::StringSet<> &FileMacros) {
    llvm::StringRef Name = C.Toks.spelling(I);
    std::string To;
    if (const UserRename *R = U.rename(Name, C.Path))
      To = R->To;
    // Only macros the user's own files define: a CUDA SDK macro is the
    // mapping table's business, and UserNames also holds declarations.
    else if (FileMacros.count(Name) || (C.UserNames.count(Name) && isMacro(C, Name)))
      if (const UserMacroPrefix *P = U.macroPrefix(Name))
        To = P->To + Name.substr(P->From.size()).str();
    if (To.empty() || To == Name || !(C.UserNames.count(To) || FileMacros.count(To)))
      return To;
    if (Refused.insert(Name).second)
      Out.diag(DiagId::UserRenameMerges, C.Toks[I].Offset, Name, To).Subject = Name.str();
    return "";
  }

  /// The text of tokens [First, Last] with every identifier translated as the
  /// rename pass and the user's renames would (the arguments of a rewritten
  /// call are replaced with it, so the passes after this one never see them).
  std::string translated(const RuleInput &C, RuleOutput &Diags, const UserRuleSet &U, size_t First,
                         size_t Last, const llvm::StringSet<> &FileMacros) {
    const RawTokens &T = C.Toks;
    std::string Out;
    unsigned Pos = T[First].Offset;
    for (size_t I = First; I <= Last; ++I) {
      Out += T.text().slice(Pos, T[I].Offset).str();
      Pos = T[I].end();
      llvm::StringRef S = T.spelling(I);
      std::string To;
      if (T[I].Kind == tok::raw_identifier && !T.isMemberName(I) && !U.keeps(S)) {
        To = renamed(C, Diags, U, I, FileMacros);
        if (To.empty() && !C.UserNames.count(S) && !FileMacros.count(S)) {
          const MappingEntry *E = U.mapping(S);
          if (!E)
            E = MappingTable::get().lookup(S);
          if (E && E->availableIn(C.Hip))
            To = E->Hip.str();
        }
      }
      Out += To.empty() ? S.str() : To;
    }
    return Out;
  }

  /// Rewrites the call whose callee is token \p I with the user's api rule
  /// for its callee and argument count; returns the index of its ')' or 0.
  size_t rewriteCall(const RuleInput &C, RuleOutput &Out, const UserRuleSet &U, size_t I,
                     const llvm::StringSet<> &FileMacros) {
    const RawTokens &T = C.Toks;
    llvm::ArrayRef<unsigned> Candidates = U.apisFor(T.spelling(I));
    if (Candidates.empty() || I + 1 >= T.size() || T[I + 1].Kind != tok::l_paren ||
        T.isMemberName(I))
      return 0;
    // `void launchOn(int, cudaStream_t);` declares, it does not call: a name
    // after a type name (an identifier that is no expression keyword) is skipped.
    if (I > 0 && T[I - 1].Kind == tok::raw_identifier &&
        !llvm::is_contained({"return", "else", "do", "throw", "case", "co_return", "co_yield",
                             "co_await"},
                            T.spelling(I - 1)))
      return 0;
    std::optional<TokenCall> X = callAt(T, I);
    if (!X)
      return 0;
    const UserApi *Rule = nullptr;
    for (unsigned Index : Candidates) {
      const UserApi &A = U.Apis[Index];
      if (A.Args < 0 || size_t(A.Args) == X->argCount())
        Rule = &A; // the last matching rule wins
    }
    if (!Rule || Out.Edits.overlaps(X->range().Begin, X->range().length()))
      return 0;
    size_t RParen = X->RParen;
    std::vector<std::string> ArgText;
    for (auto [First, Last] : X->Args)
      ArgText.push_back(translated(C, Out, U, First, Last, FileMacros));
    std::string Call;
    llvm::StringRef Tpl = Rule->Out;
    for (size_t P = 0; P < Tpl.size(); ++P) {
      if (Tpl[P] != '$') {
        Call += Tpl[P];
        continue;
      }
      if (P + 1 < Tpl.size() && Tpl[P + 1] == '*') {
        Call += llvm::join(ArgText, ", ");
        ++P;
        continue;
      }
      size_t Q = P + 1;
      while (Q < Tpl.size() && llvm::isDigit(Tpl[Q]))
        ++Q;
      unsigned N = 0;
      Tpl.slice(P + 1, Q).getAsInteger(10, N); // validated when the file was read
      if (N >= 1 && N <= ArgText.size())
        Call += ArgText[N - 1];
      P = Q - 1;
    }
    Out.Edits.replace(T[I].Offset, T[RParen].end() - T[I].Offset, Call, "user-rules");
    return RParen;
  }
};
} // namespace

std::unique_ptr<Rule> createUserRulesRule() { return std::make_unique<UserRulesRule>(); }
