// The one list of rules. Adding a rule: one file under lib/Rules/<Area>/, one
// declaration and one line below, one lit test named after it.
#include "Rule.h"

std::unique_ptr<cu2hip::Rule> createKernelLaunchRule();
std::unique_ptr<cu2hip::Rule> createInlineAsmRule();
std::unique_ptr<cu2hip::Rule> createWarpSizeRule();

std::vector<std::unique_ptr<cu2hip::Rule>> cu2hip::createRules() {
  std::vector<std::unique_ptr<Rule>> Rules;
  Rules.push_back(createKernelLaunchRule());
  Rules.push_back(createInlineAsmRule());
  Rules.push_back(createWarpSizeRule());
  return Rules;
}
