// The rule table of Rules.def: creating the enabled rules (--select-rules) and
// listing them (`cu2hip rules`).
#include "Rule.h"

#include "cu2hip/Translator.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/GlobPattern.h"

using namespace cu2hip;

#define RULE(Name, Create, Summary) std::unique_ptr<Rule> Create();
#include "Rules.def"

namespace {
struct RuleRow {
  const char *Name;
  const char *Summary;
  std::unique_ptr<Rule> (*Create)();
};

const RuleRow Rows[] = {
#define RULE(Name, Create, Summary) {Name, Summary, Create},
#include "Rules.def"
};

/// Which rules \p Spec enables: clang-tidy style, comma-separated globs applied
/// in order to "all enabled"; "-glob" disables, "glob" enables again.
llvm::Expected<std::vector<bool>> selectRules(llvm::StringRef Spec) {
  std::vector<bool> On(std::size(Rows), true);
  llvm::SmallVector<llvm::StringRef> Parts;
  Spec.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim();
    bool Enable = !Part.consume_front("-");
    auto Glob = llvm::GlobPattern::create(Part);
    if (!Glob)
      return Glob.takeError();
    bool Any = false;
    for (size_t I = 0; I < std::size(Rows); ++I)
      if (Glob->match(Rows[I].Name)) {
        On[I] = Enable;
        Any = true;
      }
    if (!Any)
      return llvm::createStringError("no rule matches '%s' (`cu2hip rules` lists them)",
                                     Part.str().c_str());
  }
  return On;
}
} // namespace

std::vector<std::unique_ptr<Rule>> cu2hip::createRules(llvm::StringRef Spec) {
  std::vector<bool> On(std::size(Rows), true);
  if (auto Sel = selectRules(Spec))
    On = std::move(*Sel);
  else
    llvm::consumeError(Sel.takeError()); // checked by ruleSpecError before a run
  std::vector<std::unique_ptr<Rule>> Rules;
  for (size_t I = 0; I < std::size(Rows); ++I) {
    if (!On[I])
      continue;
    Rules.push_back(Rows[I].Create());
    Rules.back()->Name = Rows[I].Name;
  }
  return Rules;
}

std::vector<RuleInfo> cu2hip::listRules() {
  std::vector<RuleInfo> Out;
  for (const RuleRow &R : Rows)
    Out.push_back({R.Name, R.Summary});
  return Out;
}

llvm::Error cu2hip::ruleSpecError(llvm::StringRef Spec) {
  auto Sel = selectRules(Spec);
  return Sel ? llvm::Error::success() : Sel.takeError();
}
