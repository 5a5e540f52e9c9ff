// `cu2hip rules`: the built-in rule table (lib/Rules/Rules.def), and user rule
// files checked or printed with the built-ins (lib/UserRules, docs/rules.md).
#include "cu2hip/Commands.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include "llvm/Support/Format.h"

using namespace cu2hip;

int cu2hip::runRules(const RulesCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  switch (Cmd.What) {
  case RulesCommand::Action::Check: {
    unsigned Errors = 0;
    for (const std::string &F : Cmd.CheckFiles) {
      // Each file alone, through the same load and idempotence check as
      // translate and port (a chain across files is found when they are
      // loaded together: `rules print --rules A --rules B`).
      UserRuleSet Set;
      unsigned N = loadAndCheckUserRules({F}, Set, Err);
      Errors += N;
      if (!N)
        Out << F << ": " << Set.size() << (Set.size() == 1 ? " rule" : " rules") << ", ok\n";
    }
    return Errors ? ExitUsage : ExitOk;
  }
  case RulesCommand::Action::Print: {
    TranslateOptions O;
    O.RuleFiles = Cmd.RuleFiles;
    if (!loadRuleFiles(O, Cmd.Dir, Err))
      return ExitUsage;
    UserRuleSet None;
    printEffectiveRules(O.UserRules ? *O.UserRules : None, listRules(), Out);
    return ExitOk;
  }
  case RulesCommand::Action::List:
    for (const RuleInfo &R : listRules())
      Out << llvm::left_justify(R.Name, 28) << R.Summary << "\n";
    return ExitOk;
  }
  return ExitOk;
}
