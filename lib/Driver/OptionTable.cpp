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
namespace json = llvm::json;

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

/// --help's examples for translate, and the top level's.
const char *TopExamples = R"(
Examples:
  cu2hip translate vector_add.cu                      HIP on stdout
  cu2hip translate kernel.cu -o kernel.hip            write one file
  cu2hip translate src/*.cu --out-dir hip/ -j 8       many files, in parallel
  cu2hip translate app.cu --in-place --backup         rewrite in place, keep app.cu.orig
  cu2hip translate app.cu --launch-syntax hip         k<<<g,b>>>(x) -> hipLaunchKernelGGL(k, g, b, 0, 0, x)
  cu2hip translate app.cu -p build/                   flags from build/compile_commands.json
  cu2hip translate app.cu -- -DUSE_FAST_MATH -Iinc    extra compiler arguments
  cu2hip mappings --area runtime --format md          the CUDA->HIP tables
  cu2hip options --command port                       every option of one command
  cu2hip config print src/                            the options a run on src/ uses, and from where
Exit status: 0 success, 1 a file could not be translated or written (or --werror
found unsupported APIs), 2 usage error.
)";
const char *RulesFooter = "Examples:\n"
     "  cu2hip rules                                        the built-in rules, in the order they run\n"
     "  cu2hip rules check my-rules.yaml                    validate a user rule file\n"
     "  cu2hip rules print --rules my-rules.yaml src/       everything a translation of src/ would apply\n"
     "Exit status: 0 success, 2 a rule file has errors or usage error. See docs/rules.md.";

/// Every command: its name as typed, what --help says of it, its examples
/// and exit codes (--help's footer, the man page).
const CommandName Commands[] = {
    {CmdTranslate, "translate", "Translate CUDA files to HIP", TopExamples},
    {CmdWarpCheck, "warp-check", "List warp-size assumptions (32-lane warps) without rewriting",
     "Examples:\n"
     "  cu2hip warp-check src/*.cu                          file:line:col list with explanations\n"
     "  cu2hip warp-check kernel.cu --format sarif > w.sarif   for code-scanning tools\n"
     "Exit status: 0 success (sites found or not), 1 a file could not be read, 2 usage error."},
    {CmdWarpHeader, "warp-header", "Print cu2hip_warp.h, the helper header logical32 output includes",
     "Exit status: 0 success, 1 the file could not be written."},
    {CmdRulesCheck, "rules check", "Validate user rule files: their rule count, or file:line:col errors",
     RulesFooter},
    {CmdRulesPrint, "rules print", "Print the effective rules (built-ins, project .cu2hip.yaml, --rules) as YAML",
     RulesFooter},
    {CmdMappings, "mappings", "Print the CUDA->HIP mapping tables",
     "Examples:\n"
     "  cu2hip mappings --counts                            mapped / known / unsupported per area\n"
     "  cu2hip mappings --area runtime --format md          one area as a Markdown table\n"
     "  cu2hip mappings --area blas --status unsupported    what has no HIP equivalent\n"
     "  cu2hip mappings --hip-version 6.4 --format json     availability judged for HIP 6.4\n"
     "Exit status: 0 success, 2 usage error."},
    {CmdCoverage, "coverage", "Measure how much of a CUDA corpus translates, compiles and runs",
     "Exit status: 0 ok, 1 a regression against --baseline or below --fail-under, 2 usage error,\n"
     "3 the corpus itself is broken (a manifest error). See docs/coverage.md."},
    {CmdPort, "port", "Port a CUDA project tree to HIP (sources, headers, CMake, Makefiles)",
     "Exit status: 0 ok, 1 a file could not be read, translated or written, 2 usage error or\n"
     "refused (output inside the source, dirty git tree), 130/143 interrupted by SIGINT/SIGTERM\n"
     "(run the same command again to resume).\n"
     "See docs/port.md."},
    {CmdReportMerge, "report merge",
     "Merge the JSON reports of the N shards of a --shard K/N partition (port or coverage) into the "
     "report one unsharded run gives",
     "Exit status: 0 success, 1 the output could not be written, 2 usage error or the reports\n"
     "are not every shard of one run once. See docs/ci.md."},
    {CmdOptions, "options", "List cu2hip's options: which commands take them and whether they change the output",
     "Exit status: 0 success, 2 usage error. docs/options.md is `cu2hip options --format md`."},
    {CmdConfigPrint, "config print",
     "Print the options a command run at PATH would use, each with where it came from: the "
     "default, a .cu2hip.yaml line, or the command line",
     "Examples:\n"
     "  cu2hip config print                                 the options in effect here\n"
     "  cu2hip config print src/ --hip-version 6.4          for a run on src/ with this option\n"
     "  cu2hip config print --format json | jq '.options[\"warp-model\"]'\n"
     "Exit status: 0 success, 2 a rule file (.cu2hip.yaml, --rules) has errors, PATH does not\n"
     "exist, or usage error. See docs/rules.md."},
};

/// The two-word commands' first words, in --help's order.
const CommandGroup Groups[] = {
    {"rules", "List the translator's rules (names for --select-rules); check or print user rules"},
    {"report", "Work with cu2hip's JSON reports"},
    {"config", "Show the configuration a command would run with"},
};

std::vector<std::string> splitCommas(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  S.split(Parts, ',', -1, false);
  return std::vector<std::string>(Parts.begin(), Parts.end());
}
} // namespace

llvm::ArrayRef<CommandName> cu2hip::commandNames() { return Commands; }

const CommandName &cu2hip::commandName(CommandBit Bit) {
  for (const CommandName &C : Commands)
    if (C.Bit == Bit)
      return C;
  llvm_unreachable("every command has a row");
}

llvm::StringRef cu2hip::topExamples() { return TopExamples; }

llvm::ArrayRef<CommandGroup> cu2hip::commandGroups() { return Groups; }

llvm::StringRef cu2hip::commandGroupDescription(llvm::StringRef Name) {
  for (const CommandGroup &G : Groups)
    if (G.Name == Name)
      return G.Description;
  llvm_unreachable("every two-word command's first word has a row");
}

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

std::string cu2hip::translationOptionsKey(const TranslateOptions &O) {
  // Commands set TranslateOptions fields directly too (coverage's reference
  // translation with --warp-model none, a manifest's flags), so the values
  // come from the options, not from the command line.
  json::Object R;
  auto Join = [](const std::vector<std::string> &L) {
    json::Array A;
    for (const std::string &E : L)
      A.push_back(E);
    return A;
  };
  // The rows `translate` takes are those of a unit's translation; port's own
  // (--rename, --include...) act on the tree around it.
  for (const OptionSpec &S : Table) {
    if (S.Effect != OptionEffect::Output || !(S.Commands & CmdTranslate))
      continue;
    json::Value V = nullptr;
    switch (S.Id) {
    case OptionId::LaunchSyntax: V = O.Launch == LaunchSyntax::Hip ? "hip" : "cuda"; break;
    case OptionId::DynamicShared: V = O.DynamicSharedMacro ? "macro" : "extern"; break;
    case OptionId::HipVersion: V = O.HipTarget.str(); break;
    case OptionId::WarpModel: V = warpModelName(O.Warp); break;
    // -p: what the database says of a unit is in that unit's key (its compile
    // command, whether it is listed), not where the database is (port makes
    // a temporary one from the build scripts on every run).
    case OptionId::BuildDir: V = O.BuildDir.empty() ? "" : "given"; break;
    // -I and -D are in the compiler arguments, after those of `--`.
    case OptionId::IncludeDir:
    case OptionId::Define: V = Join(O.ExtraArgs); break;
    case OptionId::CudaPath: V = O.CudaPath; break;
    case OptionId::Annotate: V = O.Annotate; break;
    case OptionId::RuleFiles: V = Join(O.RuleFiles); break;
    case OptionId::SelectRules: V = O.Rules; break;
    default:
      llvm::report_fatal_error(llvm::Twine("Options.def: the Output option '") + S.key() +
                               "' is not in the translation cache's key (translationOptionsKey)");
    }
    R[S.key()] = std::move(V);
  }
  // port --style=compat reads a tree's earlier compat layer as its CUDA
  // (TranslateOptions::SourceView): the same bytes translate differently.
  if (O.SourceView)
    R["source-view"] = "compat:" + O.SourceViewRoot;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << json::Value(std::move(R));
  return Out;
}
