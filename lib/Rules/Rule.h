// A semantic rewrite: one small class per file, named by its row in
// Rules.def (lib/Rules/README.md: adding one).
#pragma once

#include "../Core/PassContext.h"

#include <memory>
#include <vector>

namespace cu2hip {

class Rule;
/// The rules \p Spec leaves enabled (see ruleSpecError), in the order they run.
std::vector<std::unique_ptr<Rule>> createRules(llvm::StringRef Spec = "");

class Rule {
public:
  virtual ~Rule() = default;
  /// Its row's name: in conflict reports, --select-rules and `cu2hip rules`.
  llvm::StringRef name() const { return Name; }
  /// Adds edits and diagnostics for one file. Runs before the rename pass,
  /// which leaves alone every token a rule replaced.
  virtual void run(const RuleInput &C, RuleOutput &Out) = 0;

private:
  friend std::vector<std::unique_ptr<Rule>> createRules(llvm::StringRef Spec);
  llvm::StringRef Name;
};

} // namespace cu2hip
