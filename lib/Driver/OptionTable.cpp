// Expands include/cu2hip/Options.def (the only file that does) and answers
// questions about the table.
#include "cu2hip/OptionTable.h"
#include "cu2hip/Commands.h"
#include "cu2hip/Coverage.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Options.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;

namespace {
constexpr OptionKind Flag = OptionKind::Flag, Value = OptionKind::Value, List = OptionKind::List,
                     FlagValue = OptionKind::FlagValue, Arg = OptionKind::Arg, Args = OptionKind::Args,
                     OptArg = OptionKind::OptArg;
constexpr OptionType Str = OptionType::Str, UInt = OptionType::UInt;
constexpr OptionEffect Output = OptionEffect::Output, Run = OptionEffect::Run;

const OptionSpec Table[] = {
#define CU2HIP_OPTION(Id, Names, Kind, Type, Default, Choices, Sample, Commands, Effect, Help)   \
  {OptionId::Id, #Id, Names, Kind, Type, Default, Choices, Sample, Commands, Effect, Help},
#include "cu2hip/Options.def"
};

const CommandName Commands[] = {
    {CmdTranslate, "translate"},       {CmdWarpCheck, "warp-check"},  {CmdWarpHeader, "warp-header"},
    {CmdRulesCheck, "rules check"},    {CmdRulesPrint, "rules print"}, {CmdMappings, "mappings"},
    {CmdCoverage, "coverage"},         {CmdPort, "port"},             {CmdReportMerge, "report merge"},
    {CmdOptions, "options"},
};

std::vector<std::string> splitCommas(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  S.split(Parts, ',', -1, false);
  return std::vector<std::string>(Parts.begin(), Parts.end());
}
} // namespace

llvm::ArrayRef<CommandName> cu2hip::commandNames() { return Commands; }

std::optional<CommandBit> cu2hip::parseCommandName(llvm::StringRef Name) {
  for (const CommandName &C : Commands)
    if (C.Name == Name)
      return C.Bit;
  return std::nullopt;
}

llvm::ArrayRef<OptionSpec> cu2hip::optionTable() { return Table; }

const OptionSpec &cu2hip::optionSpec(OptionId Id) { return Table[static_cast<unsigned>(Id)]; }

llvm::StringRef OptionSpec::key() const {
  llvm::SmallVector<llvm::StringRef, 2> Parts;
  Names.split(Parts, ',');
  for (llvm::StringRef P : Parts)
    if (P.starts_with("--"))
      return P.drop_front(2);
  return Parts.front().ltrim('-');
}

std::vector<std::string> cu2hip::optionChoices(const OptionSpec &S) {
  if (S.Choices.empty())
    return {};
  if (!S.Choices.starts_with("@")) {
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    S.Choices.split(Parts, '|');
    return std::vector<std::string>(Parts.begin(), Parts.end());
  }
  llvm::StringRef Registry = S.Choices.drop_front();
  std::vector<std::string> Out;
  if (Registry == "warp-models")
    Out.assign(std::begin(WarpModelNames), std::end(WarpModelNames));
  else if (Registry == "progress")
    Out = progressValues();
  else if (Registry == "coverage-formats")
    for (llvm::StringRef F : coverageFormats())
      Out.push_back(F.str());
  else if (Registry == "areas") {
#define X(Name, Spelling) Out.push_back(Spelling);
    CU2HIP_AREAS(X)
#undef X
  }
  else if (Registry == "diag-names") {
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt)                                                         \
    if (!llvm::is_contained(Out, Name))                                                              \
      Out.push_back(Name);
#include "cu2hip/Diagnostics.def"
  } else if (Registry == "commands")
    for (const CommandName &C : Commands)
      Out.push_back(C.Name.str());
  else
    llvm::report_fatal_error(llvm::Twine("Options.def: unknown choice registry '") + Registry + "'");
  return Out;
}

std::string cu2hip::optionHelp(const OptionSpec &S) {
  // Filled only where a row asks: every command's rows are registered on
  // every start-up (the worker's too), and most have no placeholder.
  std::string H = S.Help.str();
  auto Fill = [&H](llvm::StringRef Key, llvm::function_ref<std::string()> With) {
    size_t At = H.find(Key.str());
    if (At != std::string::npos)
      H.replace(At, Key.size(), With());
  };
  Fill("{releases}", [] { return knownHipReleaseList(); });
  Fill("{areas}", [] { return llvm::join(optionChoices(optionSpec(OptionId::Area)), ", "); });
  return H;
}

llvm::StringRef cu2hip::optionKindName(OptionKind K) {
  switch (K) {
  case OptionKind::Flag: return "flag";
  case OptionKind::Value: return "value";
  case OptionKind::List: return "list";
  case OptionKind::FlagValue: return "flag[=value]";
  case OptionKind::Arg: return "argument";
  case OptionKind::Args: return "arguments";
  case OptionKind::OptArg: return "optional argument";
  }
  return "?";
}

std::string OptionValues::str(OptionId Id) const {
  auto It = Values.find(Id);
  if (It != Values.end() && !It->second.empty())
    return It->second.back();
  const OptionSpec &S = optionSpec(Id);
  return S.Kind == OptionKind::FlagValue ? std::string() : S.Default.str();
}

std::vector<std::string> OptionValues::list(OptionId Id) const {
  auto It = Values.find(Id);
  if (It != Values.end())
    return It->second;
  return splitCommas(optionSpec(Id).Default);
}

unsigned OptionValues::uint(OptionId Id) const {
  unsigned N = 0;
  return llvm::to_integer(str(Id), N, 10) ? N : 0;
}

void OptionValues::fillFrom(const OptionValues &Other) {
  for (const auto &[Id, V] : Other.Values)
    Values.emplace(Id, V);
}

llvm::json::Object cu2hip::outputOptionRecord(CommandBit Command, const OptionValues &V) {
  llvm::json::Object R;
  for (const OptionSpec &S : Table) {
    if (S.Effect != OptionEffect::Output || !(S.Commands & Command))
      continue;
    switch (S.Kind) {
    case OptionKind::Flag:
      R[S.key()] = V.flag(S.Id);
      break;
    case OptionKind::List:
    case OptionKind::Args: {
      llvm::json::Array A;
      for (const std::string &E : V.list(S.Id))
        A.push_back(E);
      R[S.key()] = std::move(A);
      break;
    }
    default:
      R[S.key()] = V.str(S.Id);
    }
  }
  return R;
}
