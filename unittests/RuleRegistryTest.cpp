// The rule table: unique names in run order, and --select-rules selection.
#include "Rules/Rule.h"

#include <gtest/gtest.h>

#include <set>

using namespace cu2hip;

namespace {
std::vector<std::string> names(const std::vector<std::unique_ptr<Rule>> &Rules) {
  std::vector<std::string> Out;
  for (const auto &R : Rules)
    Out.push_back(R->name().str());
  return Out;
}
} // namespace

TEST(RuleRegistry, ListedInRunOrderWithUniqueNames) {
  std::vector<std::string> Listed;
  for (const RuleInfo &R : listRules()) {
    Listed.push_back(R.Name);
    EXPECT_FALSE(R.Summary.empty()) << R.Name;
  }
  EXPECT_EQ(Listed, names(createRules()));
  EXPECT_EQ(std::set<std::string>(Listed.begin(), Listed.end()).size(), Listed.size());
  // inline-ptx-idiom claims the statements it rewrites before inline-asm reports the rest.
  auto Pos = [&](llvm::StringRef N) { return std::find(Listed.begin(), Listed.end(), N) - Listed.begin(); };
  EXPECT_LT(Pos("inline-ptx-idiom"), Pos("inline-asm"));
}

TEST(RuleRegistry, SpecSwitchesRulesOffAndOnInOrder) {
  std::vector<std::string> All = names(createRules());
  std::vector<std::string> NoWarp = names(createRules("-warp-size"));
  EXPECT_EQ(NoWarp.size(), All.size() - 1);
  EXPECT_EQ(std::count(NoWarp.begin(), NoWarp.end(), "warp-size"), 0);
  EXPECT_EQ(names(createRules("-*,warp-size")), std::vector<std::string>{"warp-size"});
  EXPECT_EQ(names(createRules("-cooperative-groups-*")).size(), All.size() - 2);
  EXPECT_EQ(names(createRules("-warp-size,warp-size")), All);
}

TEST(RuleRegistry, UnknownPatternIsAnError) {
  EXPECT_FALSE(bool(ruleSpecError("")));
  EXPECT_FALSE(bool(ruleSpecError("-warp-size, -cuda-*")));
  llvm::Error E = ruleSpecError("-warp-sise");
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)), "no rule matches 'warp-sise' (`cu2hip rules` lists them)");
}
