// cu2hip's command-line options as data (include/cu2hip/Options.def): what
// each option is, which commands take it, whether it changes what is written.
// The command line, `.cu2hip.yaml` `options:`, port's resume hash and report
// record, `cu2hip options` and docs/options.md all read this one table.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// The commands that take options (a bit each, so a row names several).
enum CommandBit : unsigned {
  CmdTranslate = 1u << 0,
  CmdWarpCheck = 1u << 1,
  CmdWarpHeader = 1u << 2,
  CmdRulesCheck = 1u << 3,
  CmdRulesPrint = 1u << 4,
  CmdMappings = 1u << 5,
  CmdCoverage = 1u << 6,
  CmdPort = 1u << 7,
  CmdReportMerge = 1u << 8,
  CmdOptions = 1u << 9,
  CmdConfigPrint = 1u << 10,
  /// The commands that translate, and so take the translation options.
  CmdTranslating = CmdTranslate | CmdWarpCheck | CmdCoverage | CmdPort,
  /// Those that write translated code (warp-check only reports sites): the
  /// options that shape only the written code are theirs.
  CmdWriting = CmdTranslate | CmdCoverage | CmdPort,
};
/// Every command, in --help's order, with its name as typed ("rules check").
struct CommandName {
  CommandBit Bit;
  llvm::StringRef Name;
  llvm::StringRef Description; // --help's line for it
  llvm::StringRef Footer;      // its examples and exit status
};
llvm::ArrayRef<CommandName> commandNames();
const CommandName &commandName(CommandBit Bit);
/// The first words of the two-word commands ("rules" of "rules check"), with
/// --help's line for the group: the command line, completions and man page
/// read them here.
struct CommandGroup {
  llvm::StringRef Name;
  llvm::StringRef Description;
};
llvm::ArrayRef<CommandGroup> commandGroups();
llvm::StringRef commandGroupDescription(llvm::StringRef Name);
/// The top level's --help examples (translate's too).
llvm::StringRef topExamples();
std::optional<CommandBit> parseCommandName(llvm::StringRef Name);

enum class OptionId : unsigned {
#define CU2HIP_OPTION(Id, ...) Id,
#include "cu2hip/Options.def"
};
enum class OptionKind { Flag, Value, List, FlagValue, Arg, Args, OptArg };
enum class OptionType { Str, UInt };
/// Output: changes what a translation or port writes; Run: how it runs.
enum class OptionEffect { Output, Run };

struct OptionSpec {
  OptionId Id;
  llvm::StringRef IdName;  // "LaunchSyntax"
  llvm::StringRef Names;   // "-j,--jobs", or a positional's name
  OptionKind Kind;
  OptionType Type;
  llvm::StringRef Default; // "" none; FlagValue: the value when bare
  llvm::StringRef Choices; // "a|b", "@registry" or ""
  llvm::StringRef Sample;  // "-": none
  unsigned Commands;       // CommandBit mask
  OptionEffect Effect;
  llvm::StringRef Help;    // with {releases}/{areas} unfilled; see optionHelp

  bool isPositional() const {
    return Kind == OptionKind::Arg || Kind == OptionKind::Args || Kind == OptionKind::OptArg;
  }
  /// The long name without dashes ("launch-syntax"), else the short one
  /// ("p"), else the positional's name: the key in records and .cu2hip.yaml.
  llvm::StringRef key() const;
};

llvm::ArrayRef<OptionSpec> optionTable();
const OptionSpec &optionSpec(OptionId Id);
/// The values an option accepts (its Choices, a registry's list resolved);
/// empty: any.
std::vector<std::string> optionChoices(const OptionSpec &S);
/// Its help text, placeholders filled.
std::string optionHelp(const OptionSpec &S);
llvm::StringRef optionKindName(OptionKind K);

/// What was given for each option, as text, in the order given (the command
/// line, or `.cu2hip.yaml` `options:`); an option not given is absent.
class OptionValues {
public:
  void add(OptionId Id, std::string V) { Values[Id].push_back(std::move(V)); }
  void set(OptionId Id, std::vector<std::string> V) { Values[Id] = std::move(V); }
  bool given(OptionId Id) const { return Values.count(Id) != 0; }
  /// A Value's or FlagValue's value: the last given, else the row's default
  /// ("" for a FlagValue not given).
  std::string str(OptionId Id) const;
  /// A List's or Args' values, else the default split at ',' (or none).
  std::vector<std::string> list(OptionId Id) const;
  bool flag(OptionId Id) const { return given(Id); }
  /// A UInt option's value (given values are checked by the command line).
  unsigned uint(OptionId Id) const;
  /// Takes \p Other's value for each option given there and not here.
  void fillFrom(const OptionValues &Other);

private:
  std::map<OptionId, std::vector<std::string>> Values;
};

/// Every Output option \p Command takes, each with its value in \p V (or its
/// default), keyed by OptionSpec::key(): what port's resume hash covers and
/// its report records. Flags are true/false, lists arrays, the rest strings.
llvm::json::Object outputOptionRecord(CommandBit Command, const OptionValues &V);

struct TranslateOptions;
/// Every Output row `translate` takes (a unit's translation; port's own rows
/// act on the tree around it), each with the value \p O
/// holds for it (the resolved HIP target; -I and -D as the compiler
/// arguments they became): the options part of the translation cache's key
/// (TranslateOptions::OptionsKey). A row it cannot read is a fatal error, so
/// that a new Output option cannot be left out of the key.
std::string translationOptionsKey(const TranslateOptions &O);

} // namespace cu2hip
