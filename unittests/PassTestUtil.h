// Runs one rule or lexical pass over a snippet, without clang's AST, and
// returns what it did.
#pragma once

#include "Core/PassContext.h"
#include "Rename/Passes.h"

#include <gtest/gtest.h>

#include <string>

namespace cu2hip::test {

struct PassRun {
  std::string Output;
  std::vector<Diagnostic> Diags;
  std::vector<ApiUse> Uses;
  std::vector<RuleEdits::Edit> Edits; // as the pass returned them, in order
  bool NeedsWarpHeader = false;
};

/// \p Pass is called as Pass(const RuleInput &, RuleOutput &): a rule's run()
/// or one of the lexical passes, alone (no rule ran before it).
template <typename Fn>
PassRun runPass(const std::string &Text, Fn Pass, const llvm::StringSet<> &UserNames = {},
                Version Hip = Version::make(5, 2)) {
  PassRun R;
  RawTokens Toks(Text);
  Directives Dirs(Toks);
  TranslateOptions Opts;
  WarpPlan Warp; // no AST: logical32 everywhere
  PassResults Before("test.cu", R.Diags, R.Uses);
  RuleInput C{"test.cu", Toks, Dirs, Opts, Hip, UserNames, nullptr, {}, Warp, Before};
  RuleOutput Out(C);
  Pass(C, Out);
  R.Edits = Out.Edits.edits();
  R.NeedsWarpHeader = Out.NeedsWarpHeader;
  PassResults Merged("test.cu", R.Diags, R.Uses);
  Merged.merge(std::move(Out));
  EXPECT_TRUE(Merged.Edits.conflicts().empty());
  llvm::Expected<std::string> Output = Merged.Edits.apply(Text);
  EXPECT_TRUE(bool(Output)) << (Output ? "" : llvm::toString(Output.takeError()));
  R.Output = Output ? std::move(*Output) : "";
  return R;
}

} // namespace cu2hip::test
