// cu2hip's command line, made from the option table (include/cu2hip/Options.def):
// each command's options are registered from its rows, parsed into
// OptionValues, and read into the command's struct in one place per command.
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/OptionTable.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <CLI/CLI.hpp>

using namespace cu2hip;

namespace {

/// Registers every option that all commands of \p Cmd take on \p A; what is
/// given lands in \p V.
void addOptions(CLI::App *A, unsigned Cmd, OptionValues &V) {
  for (const OptionSpec &S : optionTable()) {
    if ((S.Commands & Cmd) != Cmd)
      continue;
    OptionId Id = S.Id;
    std::string Names = S.Names.str(), Help = optionHelp(S);
    CLI::Option *O = nullptr;
    switch (S.Kind) {
    case OptionKind::Flag:
      O = A->add_flag_callback(Names, [&V, Id] { V.set(Id, {"true"}); }, Help);
      break;
    case OptionKind::FlagValue: // bare: the default; --name=VALUE: VALUE
      O = A->add_flag(Names + "{" + S.Default.str() + "}")
              ->description(Help)
              ->each([&V, Id](const std::string &X) { V.set(Id, {X}); });
      break;
    case OptionKind::Value:
    case OptionKind::Arg:
    case OptionKind::OptArg:
      if (S.Type == OptionType::UInt)
        O = A->add_option_function<unsigned>(
            Names, [&V, Id](const unsigned &N) { V.set(Id, {std::to_string(N)}); }, Help);
      else
        O = A->add_option_function<std::string>(
            Names, [&V, Id](const std::string &X) { V.set(Id, {X}); }, Help);
      break;
    case OptionKind::List:
    case OptionKind::Args:
      O = A->add_option_function<std::vector<std::string>>(
          Names, [&V, Id](const std::vector<std::string> &X) { V.set(Id, X); }, Help);
      break;
    }
    if (S.Kind == OptionKind::List)
      O->allow_extra_args(false);
    if (S.Kind == OptionKind::Arg || S.Kind == OptionKind::Args)
      O->required();
    if (!S.Default.empty() && S.Kind != OptionKind::FlagValue)
      O->default_str(S.Default.str());
    std::vector<std::string> Choices = optionChoices(S);
    if (!Choices.empty())
      O->check(CLI::IsMember(Choices));
  }
}

bool color(const OptionValues &V) {
  std::string C = V.str(OptionId::Color);
  return C == "always" || (C == "auto" && llvm::sys::Process::StandardErrHasColors());
}

UnitLimits limits(const OptionValues &V, OptionId Timeout, OptionId Memory) {
  UnitLimits L;
  L.TimeoutSeconds = V.uint(Timeout);
  L.MemoryMiB = V.uint(Memory);
  return L;
}

/// --hip-version's value \p Text ("" leaves \p Into as it is).
bool readHipVersion(const std::string &Text, Version &Into, llvm::raw_ostream &Err) {
  if (Text.empty())
    return true;
  auto Parsed = parseHipTarget(Text);
  if (!Parsed) {
    Err << "cu2hip: --hip-version " << llvm::toString(Parsed.takeError()) << "\n";
    return false;
  }
  Into = *Parsed;
  return true;
}

/// Reads the translation options (CmdTranslating's rows) from \p V into \p O:
/// every one (its default where not given), or with \p OnlyGiven those given.
/// --hip-version is a list for coverage (\p HipList receives it).
bool readTranslateOptions(const OptionValues &V, TranslateOptions &O, bool OnlyGiven,
                          std::string *HipList, llvm::raw_ostream &Err) {
  auto Take = [&](OptionId Id) { return !OnlyGiven || V.given(Id); };
  if (Take(OptionId::LaunchSyntax))
    O.Launch = V.str(OptionId::LaunchSyntax) == "hip" ? LaunchSyntax::Hip : LaunchSyntax::Cuda;
  if (Take(OptionId::DynamicShared))
    O.DynamicSharedMacro = V.str(OptionId::DynamicShared) == "macro";
  if (Take(OptionId::WarpModel))
    for (WarpModel M : {WarpModel::Logical32, WarpModel::Native, WarpModel::None})
      if (V.str(OptionId::WarpModel) == warpModelName(M))
        O.Warp = M;
  if (Take(OptionId::BuildDir))
    O.BuildDir = V.str(OptionId::BuildDir);
  if (Take(OptionId::CudaPath))
    O.CudaPath = V.str(OptionId::CudaPath);
  if (Take(OptionId::Annotate))
    O.Annotate = V.flag(OptionId::Annotate);
  if (Take(OptionId::Verbose))
    O.Verbose = V.flag(OptionId::Verbose);
  if (Take(OptionId::NoPch))
    O.NoPch = V.flag(OptionId::NoPch);
  if (Take(OptionId::NoCache))
    O.NoCache = V.flag(OptionId::NoCache);
  if (Take(OptionId::TimeReport))
    O.TimeReport = V.str(OptionId::TimeReport);
  if (Take(OptionId::RuleFiles))
    O.RuleFiles = V.list(OptionId::RuleFiles);
  if (Take(OptionId::SelectRules)) {
    O.Rules = V.str(OptionId::SelectRules);
    if (llvm::Error E = ruleSpecError(O.Rules)) {
      Err << "cu2hip: --select-rules: " << llvm::toString(std::move(E)) << "\n";
      return false;
    }
  }
  std::string Hip = V.str(OptionId::HipVersion);
  if (HipList && llvm::StringRef(Hip).contains(',')) {
    *HipList = Hip;
    return true;
  }
  return !Take(OptionId::HipVersion) || readHipVersion(Hip, O.HipTarget, Err);
}
/// The `options:` of the rule files loaded (the project's .cu2hip.yaml, then
/// --rules files) set what the command line did not: only options that change
/// the output, each checked as the command line checks it, errors at the
/// file:line:col of the value. An option for another command (`rename` in
/// translate) is not this command's business and is left alone.
bool applyConfigOptions(const UserRuleSet &Rules, CommandBit Cmd, OptionValues &V,
                        llvm::raw_ostream &Err) {
  unsigned Errors = 0;
  auto Error = [&](llvm::SMLoc Loc, const llvm::Twine &Msg) {
    Rules.sourceMgr().PrintMessage(Err, Loc, llvm::SourceMgr::DK_Error, Msg);
    ++Errors;
  };
  OptionValues Config;
  for (const UserOption &U : Rules.Options) {
    const OptionSpec *Row = nullptr;
    for (const OptionSpec &S : optionTable())
      if (!S.isPositional() && S.key() == U.Key && (!Row || (S.Commands & Cmd)))
        Row = &S;
    if (!Row) {
      Error(U.KeyLoc, "unknown option '" + U.Key + "' (`cu2hip options` lists them)");
      continue;
    }
    if (Row->Effect != OptionEffect::Output) {
      Error(U.KeyLoc, "'" + U.Key + "' does not change the output; give it on the command line");
      continue;
    }
    if (Row->Id == OptionId::RuleFiles || Row->Id == OptionId::BuildDir || Row->Id == OptionId::CudaPath) {
      Error(U.KeyLoc, "'" + U.Key + "' names a path: give it on the command line");
      continue;
    }
    if (!(Row->Commands & Cmd))
      continue;
    bool Many = Row->Kind == OptionKind::List;
    if (!Many && U.Values.size() != 1) {
      Error(U.ValueLoc, "'" + U.Key + "' takes one value");
      continue;
    }
    std::vector<std::string> Choices = optionChoices(*Row);
    if (Row->Kind == OptionKind::Flag)
      Choices = {"true", "false"};
    bool Ok = true;
    for (const std::string &X : U.Values)
      if (!Choices.empty() && !llvm::is_contained(Choices, X)) {
        Error(U.ValueLoc, "'" + U.Key + "': '" + X + "' is not one of " + llvm::join(Choices, ", "));
        Ok = false;
      }
    if (Ok && Row->Id == OptionId::HipVersion && !llvm::StringRef(U.Values[0]).contains(','))
      if (auto H = parseHipTarget(U.Values[0]); !H) {
        Error(U.ValueLoc, "'hip-version': " + llvm::toString(H.takeError()));
        Ok = false;
      }
    if (!Ok)
      continue;
    if (Row->Kind == OptionKind::Flag) {
      if (U.Values[0] == "true")
        Config.set(Row->Id, {"true"});
    } else {
      Config.set(Row->Id, U.Values);
    }
  }
  if (Errors) {
    Err << "cu2hip: " << Errors << (Errors == 1 ? " error" : " errors") << " in rule files; nothing done\n";
    return false;
  }
  V.fillFrom(Config);
  return true;
}

/// Loads the rule files (the project's from \p Start, then --rules), takes
/// their options, and reads the translation options into \p O.
bool setUpTranslation(OptionValues &V, CommandBit Cmd, llvm::StringRef Start, TranslateOptions &O,
                      std::string *HipList, llvm::raw_ostream &Err) {
  O.RuleFiles = V.list(OptionId::RuleFiles);
  if (!loadRuleFiles(O, Start, Err))
    return false;
  if (O.UserRules && !applyConfigOptions(*O.UserRules, Cmd, V, Err))
    return false;
  // The translation cache keys on the option table's Output rows.
  O.OptionsKey = translationOptionsKey;
  return readTranslateOptions(V, O, /*OnlyGiven=*/false, HipList, Err);
}
} // namespace

llvm::Error cu2hip::parseTranslateArgs(const std::vector<std::string> &Args, TranslateOptions &O) {
  CLI::App A("translate arguments");
  OptionValues V;
  // Only the options every command that writes a translation takes: those
  // are the ones that can describe one.
  addOptions(&A, CmdWriting, V);
  std::vector<std::string> Reversed(Args.rbegin(), Args.rend()); // CLI11 takes them reversed
  try {
    A.parse(Reversed);
  } catch (const CLI::ParseError &E) {
    return llvm::createStringError(std::errc::invalid_argument, "%s", E.what());
  }
  if (!Reversed.empty())
    return llvm::createStringError(std::errc::invalid_argument, "unexpected argument '%s'",
                                   Reversed.back().c_str());
  std::string Message;
  llvm::raw_string_ostream Err(Message);
  if (!readTranslateOptions(V, O, /*OnlyGiven=*/true, nullptr, Err))
    return llvm::createStringError(std::errc::invalid_argument, "%s", llvm::StringRef(Message).trim().str().c_str());
  return llvm::Error::success();
}

namespace {
/// Of \p Names, the one nearest \p Typed when it is near enough to be what
/// the user meant (`transalte` -> `translate`, `outdir` -> `out-dir`).
std::optional<std::string> nearest(llvm::StringRef Typed, const std::vector<std::string> &Names) {
  std::optional<std::string> Best;
  unsigned BestDistance = std::max<unsigned>(2, Typed.size() / 3) + 1;
  for (const std::string &N : Names) {
    unsigned D = Typed.edit_distance(N, /*AllowReplacements=*/true, BestDistance);
    if (D < BestDistance) {
      BestDistance = D;
      Best = N;
    }
  }
  return Best;
}

/// After a usage error: "did you mean ...?" for a misspelt command or option.
/// The command is the deepest one parsed; a word where a command is expected
/// is compared with the commands there, an unknown --option with the long
/// options of the command.
void suggestCorrection(CLI::App &Top, int Argc, char **Argv, llvm::raw_ostream &Err) {
  CLI::App *Cmd = &Top;
  for (;;) {
    std::vector<CLI::App *> Sub = Cmd->get_subcommands();
    if (Sub.empty())
      break;
    Cmd = Sub.front();
  }
  std::vector<std::string> Commands;
  for (const CLI::App *A : Cmd->get_subcommands([](const CLI::App *) { return true; }))
    Commands.push_back(A->get_name());
  std::vector<std::string> Options;
  for (const CLI::Option *O : Cmd->get_options())
    for (const std::string &L : O->get_lnames())
      Options.push_back("--" + L);
  // The words after the command's own name.
  int First = 1;
  for (CLI::App *A = Cmd; A != &Top; A = A->get_parent())
    ++First;
  for (int I = First; I < Argc; ++I) {
    llvm::StringRef W(Argv[I]);
    if (W.starts_with("--")) {
      llvm::StringRef Name = W.split('=').first;
      if (llvm::is_contained(Options, Name.str()))
        continue;
      if (std::optional<std::string> S = nearest(Name, Options)) {
        Err << "cu2hip: unknown option '" << Name << "'; did you mean '" << *S << "'?\n";
        return;
      }
    } else if (!W.starts_with("-") && !Commands.empty() && !llvm::is_contained(Commands, W.str())) {
      if (std::optional<std::string> S = nearest(W, Commands))
        Err << "cu2hip: unknown command '" << W << "'; did you mean '" << *S << "'?\n";
      return;
    }
  }
}
} // namespace

int cu2hip::runCommandLine(int argc, char **argv) {
  // Everything after `--` goes to the compiler, as with Clang tools.
  std::vector<std::string> Extra;
  int Argc = argc;
  for (int I = 1; I < argc; ++I)
    if (std::string(argv[I]) == "--") {
      Extra.assign(argv + I + 1, argv + argc);
      Argc = I;
      break;
    }

  CLI::App App{"cu2hip " CU2HIP_VERSION " - translate CUDA sources to HIP (Clang " CU2HIP_LLVM_VERSION ")"};
  App.set_version_flag("--version", "cu2hip " CU2HIP_VERSION " (LLVM " CU2HIP_LLVM_VERSION ")");
  App.require_subcommand(1);
  App.footer(topExamples().str());

  // One set of values: only one command is parsed.
  OptionValues V;
  std::map<CommandBit, CLI::App *> Apps;
  auto Add = [&](CLI::App *Parent, CommandBit Bit, const std::string &Name) {
    const CommandName &T = commandName(Bit);
    CLI::App *A = Parent->add_subcommand(Name, T.Description.str());
    addOptions(A, Bit, V);
    A->footer(T.Footer.str());
    Apps[Bit] = A;
    return A;
  };
  Add(&App, CmdTranslate, "translate");
  Add(&App, CmdWarpCheck, "warp-check");
  Add(&App, CmdWarpHeader, "warp-header");
  CLI::App *Ru = App.add_subcommand("rules", commandGroupDescription("rules").str());
  Ru->add_subcommand("list", "List the built-in rules (the default)");
  Add(Ru, CmdRulesCheck, "check");
  Add(Ru, CmdRulesPrint, "print");
  Ru->footer(commandName(CmdRulesCheck).Footer.str());
  Add(&App, CmdMappings, "mappings");
  Add(&App, CmdCoverage, "coverage");
  Add(&App, CmdPort, "port");
  CLI::App *Rp = App.add_subcommand("report", commandGroupDescription("report").str());
  Rp->require_subcommand(1);
  Rp->footer("Examples:\n"
             "  cu2hip report merge p1.json p2.json -o port.json   the shards' reports as one unsharded report\n"
             "  cu2hip report merge c*.json --format html -o r.html  coverage shards as one HTML report\n"
             "Exit status: 0 success, 1 the output could not be written, 2 usage error or the reports\n"
             "are not every shard of one run once. See docs/ci.md.");
  Add(Rp, CmdReportMerge, "merge");
  Add(&App, CmdOptions, "options");
  CLI::App *Cf = App.add_subcommand("config", commandGroupDescription("config").str());
  Cf->require_subcommand(1);
  Cf->footer(commandName(CmdConfigPrint).Footer.str());
  Add(Cf, CmdConfigPrint, "print");

  try {
    App.parse(Argc, argv);
  } catch (const CLI::ParseError &E) {
    int RC = App.exit(E);
    if (RC != 0)
      suggestCorrection(App, Argc, argv, llvm::errs());
    return RC == 0 ? ExitOk : ExitUsage;
  }
  // -I DIR and -D NAME given to cu2hip itself, as hipify-clang's users type
  // them: the same as after `--`, and before what is there.
  {
    std::vector<std::string> Given;
    for (const std::string &D : V.list(OptionId::IncludeDir))
      Given.push_back("-I" + D);
    for (const std::string &D : V.list(OptionId::Define))
      Given.push_back("-D" + D);
    Extra.insert(Extra.begin(), Given.begin(), Given.end());
  }
  llvm::raw_ostream &Out = llvm::outs(), &Err = llvm::errs();
  auto Parsed = [&](CommandBit B) { return Apps[B]->parsed(); };

  if (Parsed(CmdPort)) {
    PortCommand P;
    P.Src = V.str(OptionId::Src);
    P.Dst = V.str(OptionId::PortOutput);
    P.InPlace = V.flag(OptionId::PortInPlace);
    P.Force = V.flag(OptionId::Force);
    P.Rename = V.flag(OptionId::Rename);
    P.PortStyle = V.str(OptionId::Style) == "compat" ? PortCommand::Style::Compat : PortCommand::Style::Fork;
    P.CompatHeader = V.str(OptionId::CompatHeader);
    P.Check = V.flag(OptionId::Check);
    P.Include = V.list(OptionId::Include);
    P.Exclude = V.list(OptionId::Exclude);
    P.DryRun = V.flag(OptionId::DryRun);
    P.Diff = V.flag(OptionId::Diff);
    P.ReportFile = V.str(OptionId::Report);
    P.ExportFixes = V.str(OptionId::ExportFixes);
    P.Sarif = V.str(OptionId::Sarif);
    P.SarifRoot = V.str(OptionId::SarifRoot);
    P.OffloadArch = V.str(OptionId::OffloadArch);
    P.Progress = V.str(OptionId::Progress);
    P.Quiet = V.flag(OptionId::PortQuiet);
    P.Werror = V.flag(OptionId::PortWerror);
    P.FailOn = V.list(OptionId::FailOn);
    P.Shard = V.str(OptionId::PortShard);
    P.Jobs = V.uint(OptionId::Jobs);
    P.Limits = limits(V, OptionId::PortFileTimeout, OptionId::PortMemoryLimit);
    P.Color = color(V);
    P.Opts.ExtraArgs = Extra;
    std::string HipList;
    if (!setUpTranslation(V, CmdPort, P.Src, P.Opts, &HipList, Err))
      return ExitUsage;
    if (!HipList.empty()) {
      // --style=compat --hip-version 6.4,7.2: one header for every release
      // named; the translation targets the newest.
      if (P.PortStyle != PortCommand::Style::Compat) {
        Err << "cu2hip port: --hip-version takes one release (a list is for --style=compat)\n";
        return ExitUsage;
      }
      auto List = parseHipTargetList(HipList);
      if (!List) {
        Err << "cu2hip port: --hip-version: " << llvm::toString(List.takeError()) << "\n";
        return ExitUsage;
      }
      P.CompatTargets = std::move(*List);
      P.Opts.HipTarget = P.CompatTargets.back();
    }
    if (V.flag(OptionId::PortBackup) && V.flag(OptionId::NoBackup)) {
      Err << "cu2hip port: --backup and --no-backup are mutually exclusive\n";
      return ExitUsage;
    }
    P.Backup = !V.flag(OptionId::NoBackup);
    P.OutputOptions = outputOptionRecord(CmdPort, V);
    return runPort(P, Out, Err);
  }

  if (Parsed(CmdCoverage)) {
    CoverageCommand C;
    C.Corpus = V.str(OptionId::Corpus);
    C.Compile = V.flag(OptionId::Compile);
    C.Run = V.flag(OptionId::RunPrograms);
    C.Differential = V.flag(OptionId::Differential);
    C.Compat = V.str(OptionId::Style) == "compat";
    C.DifferentialRtol = V.str(OptionId::DifferentialRtol);
    C.DifferentialAtol = V.str(OptionId::DifferentialAtol);
    C.Archs = V.list(OptionId::CoverageArchs);
    C.Jobs = V.uint(OptionId::CoverageJobs);
    C.Format = V.str(OptionId::CoverageFormat);
    C.OutFile = V.str(OptionId::CoverageOutput);
    C.Also = V.list(OptionId::Also);
    C.Baseline = V.str(OptionId::Baseline);
    C.SourceUrl = V.str(OptionId::SourceUrl);
    C.FailUnder = V.list(OptionId::FailUnder);
    C.WorkDir = V.str(OptionId::WorkDir);
    C.Keep = V.flag(OptionId::Keep);
    C.Hipcc = V.str(OptionId::Hipcc);
    C.HipccFor = V.list(OptionId::HipccFor);
    C.Runner = V.str(OptionId::Runner);
    C.CpuRuntime = V.str(OptionId::CpuRuntime);
    C.Memcheck = V.flag(OptionId::Memcheck);
    C.LibraryRoots = V.list(OptionId::LibraryRoot);
    C.Programs = V.list(OptionId::Program);
    C.CompileTimeout = V.uint(OptionId::CompileTimeout);
    C.RunTimeout = V.uint(OptionId::RunTimeout);
    if (V.given(OptionId::RunMemoryLimit))
      C.RunMemoryMiB = V.uint(OptionId::RunMemoryLimit);
    C.RunFileMiB = V.uint(OptionId::RunFileLimit);
    C.RunProcesses = V.uint(OptionId::RunProcesses);
    C.RunOutputMiB = V.uint(OptionId::RunOutputLimit);
    C.Limits = limits(V, OptionId::CoverageFileTimeout, OptionId::CoverageMemoryLimit);
    C.Progress = V.str(OptionId::Progress);
    C.Shard = V.str(OptionId::CoverageShard);
    C.Opts.ExtraArgs = Extra;
    // coverage --hip-version A,B,...: a target list, checked by runCoverage.
    if (!setUpTranslation(V, CmdCoverage, C.Corpus, C.Opts, &C.HipVersions, Err))
      return ExitUsage;
    return runCoverage(C, Out, Err);
  }

  if (Parsed(CmdTranslate)) {
    TranslateCommand T;
    T.Files = V.list(OptionId::Files);
    T.OutFile = V.str(OptionId::TranslateOutput);
    T.OutDir = V.str(OptionId::OutDir);
    T.ExportFixes = V.str(OptionId::ExportFixes);
    T.Sarif = V.str(OptionId::Sarif);
    T.SarifRoot = V.str(OptionId::SarifRoot);
    T.InPlace = V.flag(OptionId::InPlace);
    T.Backup = V.flag(OptionId::Backup);
    T.Quiet = V.flag(OptionId::Quiet);
    T.Werror = V.flag(OptionId::Werror);
    T.Jobs = V.uint(OptionId::Jobs);
    T.Progress = V.str(OptionId::Progress);
    T.Limits = limits(V, OptionId::FileTimeout, OptionId::MemoryLimit);
    T.Color = color(V);
    T.Opts.ExtraArgs = Extra;
    if (!setUpTranslation(V, CmdTranslate, T.Files.front(), T.Opts, nullptr, Err))
      return ExitUsage;
    return runTranslate(T, Out, Err);
  }
  if (Parsed(CmdWarpCheck)) {
    WarpCheckCommand W;
    W.Files = V.list(OptionId::Files);
    W.Format = V.str(OptionId::WarpCheckFormat);
    W.SarifRoot = V.str(OptionId::SarifRoot);
    W.Jobs = V.uint(OptionId::Jobs);
    W.Opts.ExtraArgs = Extra;
    if (!setUpTranslation(V, CmdWarpCheck, W.Files.front(), W.Opts, nullptr, Err))
      return ExitUsage;
    return runWarpCheck(W, Out, Err);
  }
  if (Parsed(CmdReportMerge)) {
    ReportMergeCommand R;
    R.Inputs = V.list(OptionId::Reports);
    R.OutFile = V.str(OptionId::MergeOutput);
    R.Format = V.str(OptionId::MergeFormat);
    R.SourceUrl = V.str(OptionId::SourceUrl);
    return runReportMerge(R, Out, Err);
  }
  if (Parsed(CmdWarpHeader))
    return runWarpHeader(V.str(OptionId::WarpHeaderOutput), Out, Err);
  if (Ru->parsed()) {
    RulesCommand R;
    R.What = Parsed(CmdRulesCheck)   ? RulesCommand::Action::Check
             : Parsed(CmdRulesPrint) ? RulesCommand::Action::Print
                                     : RulesCommand::Action::List;
    R.CheckFiles = V.list(OptionId::RuleCheckFiles);
    R.RuleFiles = V.list(OptionId::RuleFiles);
    R.Dir = V.str(OptionId::RulesPrintDir);
    return runRules(R, Out, Err);
  }
  if (Parsed(CmdMappings)) {
    MappingsCommand M;
    M.Area = V.str(OptionId::Area);
    M.Status = V.str(OptionId::Status);
    M.Format = V.str(OptionId::MappingsFormat);
    M.Counts = V.flag(OptionId::Counts);
    if (!readHipVersion(V.str(OptionId::MappingsHipVersion), M.Hip, Err))
      return ExitUsage;
    return runMappings(M, Out, Err);
  }
  if (Parsed(CmdConfigPrint)) {
    ConfigPrintCommand C;
    C.Path = V.str(OptionId::ConfigPath);
    C.Format = V.str(OptionId::ConfigFormat);
    C.CommandLine = V;
    // A path that is not there would find the .cu2hip.yaml of whatever
    // directory of it exists: say so rather than print a guess.
    if (!llvm::sys::fs::exists(C.Path)) {
      Err << "cu2hip config print: '" << C.Path << "': no such file or directory\n";
      return ExitUsage;
    }
    // The same loading and checks as a translating command's: a rule file
    // or a value that would stop one stops this too. --hip-version may be
    // coverage's list.
    std::string HipList;
    if (!setUpTranslation(V, CmdConfigPrint, C.Path, C.Opts, &HipList, Err))
      return ExitUsage;
    C.Effective = V;
    return runConfigPrint(C, Out, Err);
  }
  if (Parsed(CmdOptions))
    return runOptions(V.str(OptionId::OptionsFormat), V.str(OptionId::OptionsCommand), Out, Err);
  return ExitUsage;
}
