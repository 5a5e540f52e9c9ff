// A semantic rewrite: one small class per file, registered in RuleRegistry.cpp.
#pragma once

#include "../Core/PassContext.h"

#include <memory>
#include <vector>

namespace cu2hip {

class Rule {
public:
  virtual ~Rule() = default;
  /// Short name used in conflict reports and docs.
  virtual llvm::StringRef name() const = 0;
  /// Adds edits and diagnostics for one file. Runs before the rename pass,
  /// which leaves alone every token a rule replaced.
  virtual void run(PassContext &C) = 0;
};

/// All rules, in the order they run.
std::vector<std::unique_ptr<Rule>> createRules();

} // namespace cu2hip
