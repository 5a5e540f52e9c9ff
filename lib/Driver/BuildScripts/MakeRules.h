// A Makefile's rules as text (no make run): its variables expanded, its rules
// with their targets, prerequisites, static patterns and recipes, the default
// goal's names, and the arguments its `run:` recipe gives each program. Port's
// build facts (lib/Driver/Port/BuildFacts.cpp) turn them into the programs
// `coverage` runs (docs/coverage.md, "Programs from the build scripts").
#pragma once

#include "llvm/ADT/StringRef.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {
namespace buildscripts {

struct MakeRule {
  std::vector<std::string> Targets, Deps;
  std::string TargetPattern, DepPattern; // a static pattern rule's (`$(T): %: %.cu`)
  std::string Recipe;                    // expanded; $@ $< $^ kept; one command a line
  /// The recipe links a program named \p Name: `-o $@` (or `-o NAME`), no `-c`.
  bool linksProgram(llvm::StringRef Name) const;
};

struct MakeFile {
  std::vector<MakeRule> Rules;
  /// The default goal's names: `all`'s prerequisites, else the first rule's targets.
  std::vector<std::string> Goals;
  /// How `make run` (or `test`, `check`) runs each program: `./NAME ARGS`.
  std::map<std::string, std::vector<std::string>> RunArgs;
};

MakeFile parseMakeRules(llvm::StringRef Text);

/// A target that is not a program's name: an object, a library, a pattern, a
/// special or conventional phony target (all, clean, install, test, run).
bool notAProgramName(llvm::StringRef Target);

} // namespace buildscripts
} // namespace cu2hip
