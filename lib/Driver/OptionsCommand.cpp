// `cu2hip options`: the option table (include/cu2hip/Options.def) as text,
// Markdown (docs/options.md) or JSON (for scripts and tests).
#include "cu2hip/Commands.h"
#include "cu2hip/OptionTable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace cu2hip;

namespace {
std::vector<std::string> commandsOf(const OptionSpec &S) {
  std::vector<std::string> Out;
  for (const CommandName &C : commandNames())
    if (S.Commands & C.Bit)
      Out.push_back(C.Name.str());
  return Out;
}

/// A Markdown table cell: '|' would end it.
std::string cell(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '|')
      Out += "\\|";
    else
      Out += C;
  }
  return Out;
}
} // namespace

int cu2hip::runOptions(const std::string &Format, const std::string &Command, llvm::raw_ostream &Out,
                       llvm::raw_ostream &Err) {
  unsigned Mask = ~0u;
  if (!Command.empty()) {
    std::optional<CommandBit> B = parseCommandName(Command);
    if (!B) { // the command line checks the name; a library caller may not
      Err << "cu2hip options: unknown command '" << Command << "'\n";
      return ExitUsage;
    }
    Mask = *B;
  }
  std::vector<const OptionSpec *> Rows;
  for (const OptionSpec &S : optionTable())
    if (S.Commands & Mask)
      Rows.push_back(&S);

  if (Format == "json") {
    llvm::json::Array A;
    for (const OptionSpec *S : Rows) {
      llvm::json::Array Cmds, Choices;
      for (std::string &C : commandsOf(*S))
        Cmds.push_back(std::move(C));
      for (std::string &C : optionChoices(*S))
        Choices.push_back(std::move(C));
      llvm::json::Object O{{"id", S->IdName},
                           {"names", S->Names},
                           {"key", S->key()},
                           {"kind", optionKindName(S->Kind)},
                           {"type", S->Type == OptionType::UInt ? "uint" : "string"},
                           {"default", S->Default},
                           {"choices", std::move(Choices)},
                           {"commands", std::move(Cmds)},
                           {"changes_output", S->Effect == OptionEffect::Output},
                           {"help", optionHelp(*S)}};
      if (S->Sample != "-")
        O["sample"] = S->Sample;
      A.push_back(std::move(O));
    }
    Out << llvm::formatv("{0:2}", llvm::json::Value(std::move(A))) << "\n";
    return ExitOk;
  }

  if (Format == "md") {
    Out << "# Options\n\n"
        << "Made by `cu2hip options --format md` from include/cu2hip/Options.def, the one\n"
        << "table of cu2hip's options (a test keeps this file equal to it). *Changes\n"
        << "output*: the option changes what a translation or port writes, so port's\n"
        << "resume state and its report record it.\n";
    for (const CommandName &C : commandNames()) {
      if (!(C.Bit & Mask))
        continue;
      Out << "\n## cu2hip " << C.Name << "\n\n"
          << "| Option | Value | Default | Changes output | What it does |\n"
          << "|---|---|---|---|---|\n";
      for (const OptionSpec *S : Rows) {
        if (!(S->Commands & C.Bit))
          continue;
        std::vector<std::string> Choices = optionChoices(*S);
        std::string Value = !Choices.empty() ? llvm::join(Choices, ", ")
                            : S->Kind == OptionKind::Flag ? std::string()
                            : S->Type == OptionType::UInt ? std::string("number")
                                                          : std::string("text");
        if (S->Kind == OptionKind::List || S->Kind == OptionKind::Args)
          Value += Value.empty() ? "repeatable" : ", repeatable";
        Out << "| `" << cell(S->Names) << "` | " << cell(Value) << " | "
            << (S->Default.empty() ? "" : "`" + cell(S->Default) + "`") << " | "
            << (S->Effect == OptionEffect::Output ? "yes" : "") << " | " << cell(optionHelp(*S)) << " |\n";
      }
    }
    return ExitOk;
  }

  for (const OptionSpec *S : Rows) {
    Out << S->Names;
    if (S->Effect == OptionEffect::Output)
      Out << "  (changes output)";
    Out << "\n    " << optionHelp(*S) << "\n    commands: " << llvm::join(commandsOf(*S), ", ");
    if (!S->Default.empty())
      Out << "; default: " << S->Default;
    Out << "\n";
  }
  return ExitOk;
}
