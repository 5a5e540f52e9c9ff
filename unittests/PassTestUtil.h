// Runs one lexical pass over a snippet, without clang's AST, and returns the text.
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
};

template <typename Fn>
PassRun runPass(const std::string &Text, Fn Pass, const llvm::StringSet<> &UserNames = {},
                Version Hip = Version::make(5, 2)) {
  PassRun R;
  RawTokens Toks(Text);
  EditSet Edits("test.cu");
  TranslateOptions Opts;
  WarpPlan Warp; // no AST: logical32 everywhere
  PassContext C{"test.cu", Toks, Opts, Hip, UserNames, nullptr, {}, Warp, Edits, R.Diags, R.Uses, {}};
  Pass(C);
  EXPECT_TRUE(Edits.conflicts().empty());
  R.Output = Edits.apply(Text);
  return R;
}

} // namespace cu2hip::test
