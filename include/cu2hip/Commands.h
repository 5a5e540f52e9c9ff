// The subcommands behind the CLI. runCommandLine (lib/Driver/CommandLine.cpp)
// fills these structs from the option table (include/cu2hip/Options.def) and
// calls the functions; tests can call them directly.
#pragma once

#include "cu2hip/Isolation.h"
#include "cu2hip/OptionTable.h"
#include "cu2hip/Options.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// Exit codes shared by all subcommands.
enum ExitCode : int {
  ExitOk = 0,
  ExitFailed = 1, // a file could not be translated/written, or --werror tripped
  ExitUsage = 2,  // bad command line
  ExitBrokenCorpus = 3, // coverage: the corpus itself is broken (a manifest error)
};

struct TranslateCommand {
  std::vector<std::string> Files;
  std::string OutFile;  // -o
  std::string OutDir;   // --out-dir
  std::string ExportFixes; // --export-fixes
  std::string Sarif;       // --sarif: every diagnostic as a SARIF 2.1.0 log
  std::string SarifRoot;   // --sarif-root: what its locations are relative to ("" the current directory)
  bool InPlace = false;
  bool Backup = false;
  bool Quiet = false;
  bool Werror = false;
  bool Color = false;
  unsigned Jobs = 0; // 0: one per core
  std::string Progress = "auto"; // auto (a bar on a terminal) | bar | lines | none (on stderr)
  UnitLimits Limits; // --file-timeout, --memory-limit
  TranslateOptions Opts;
};

/// cu2hip's command line: parses \p argv with the option table and runs the
/// command; returns its exit status.
int runCommandLine(int argc, char **argv);

/// Applies `translate` arguments (cpu-runtime.json's) to \p O with the
/// command line's own option definitions; what they do not name keeps its value.
llvm::Error parseTranslateArgs(const std::vector<std::string> &Args, TranslateOptions &O);

/// `cu2hip options`: the option table as text, md or json; \p Command ("" all)
/// keeps one command's options.
int runOptions(const std::string &Format, const std::string &Command, llvm::raw_ostream &Out,
               llvm::raw_ostream &Err);

/// The values every command's --progress takes.
const std::vector<std::string> &progressValues();

int runTranslate(const TranslateCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

struct WarpCheckCommand {
  std::vector<std::string> Files;
  std::string Format = "text"; // text | json | sarif
  std::string SarifRoot;        // --sarif-root ("" the current directory)
  unsigned Jobs = 0;
  TranslateOptions Opts;
};

int runWarpCheck(const WarpCheckCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// Prints (or writes to OutFile) the cu2hip_warp.h helper header.
int runWarpHeader(const std::string &OutFile, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// `cu2hip rules`: list the built-in rules, check user rule files, or print the
/// rules a translation would apply (docs/rules.md).
struct RulesCommand {
  enum class Action { List, Check, Print } What = Action::List;
  std::vector<std::string> CheckFiles; // check: the files to validate
  std::vector<std::string> RuleFiles;  // print: --rules
  std::string Dir = ".";               // print: where to look for .cu2hip.yaml, upwards
};

int runRules(const RulesCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// `cu2hip config print [PATH]`: the options a command run at PATH would use,
/// and where each came from (docs/rules.md).
struct ConfigPrintCommand {
  std::string Path = ".";     // where the command would run; .cu2hip.yaml is looked for from here
  std::string Format = "yaml"; // yaml | json
  OptionValues CommandLine;   // what the command line gave
  OptionValues Effective;     // and with the rule files' `options:` filling the rest
  TranslateOptions Opts;      // the rule files loaded (Opts.UserRules), the HIP target read
};

int runConfigPrint(const ConfigPrintCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

struct MappingsCommand {
  std::string Area;   // empty: all
  std::string Status; // empty: all; supported | unsupported
  std::string Format = "md"; // md | json | csv
  Version Hip;        // unset: detect
  bool Counts = false;
};

int runMappings(const MappingsCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// `cu2hip coverage CORPUS`: exit codes in docs/coverage.md (0 ok, 1 regression
/// or below --fail-under, 2 usage, 3 the corpus itself is broken).
struct CoverageCommand {
  std::string Corpus;
  bool Compile = false;
  bool Run = false;                 // implies Compile
  bool Compat = false; // --style=compat: programs built from their compat translation
  bool Differential = false;        // --differential: runs compared with a reference
  std::string DifferentialRtol = "1e-5", DifferentialAtol = "1e-8"; // its tolerances
  std::vector<std::string> Archs;   // empty: gfx90a
  unsigned Jobs = 0;                // 0: one per core
  std::string Format = "text";      // text | json | md | html | junit
  std::string OutFile;              // empty: stdout
  std::string Baseline;             // an earlier --format json report
  std::string SourceUrl;            // --source-url: where findings link to ("" : relative links)
  std::vector<std::string> FailUnder; // "PCT" or "STAGE=PCT" (translate, compile, run, verify, api)
  std::vector<std::string> Also;      // "FORMAT=FILE": more reports from the same run
  std::string WorkDir;              // empty: a temporary directory
  bool Keep = false;                // keep the temporary work directory
  std::string Hipcc;                // empty: hipcc from PATH
  /// `--hip-version A,B,...` (a comma list; one value goes to Opts.HipTarget):
  /// the HIP targets, each translated and compiled on its own (docs/coverage.md).
  std::string HipVersions;
  std::vector<std::string> HipccFor; // "V=PATH": the hipcc of target V (repeatable)
  std::string Runner;               // command that runs an executable on a device
  std::string CpuRuntime;           // cpu-runtime.json; set: run on the CPU backend even with a GPU
  bool Memcheck = false;            // the CPU backend's runs under AddressSanitizer (docs/cpu-backend.md)
  std::vector<std::string> LibraryRoots; // where HIP library headers are looked for
  std::vector<std::string> Programs; // --program 'NAME: CMD ARGS'
  unsigned CompileTimeout = 60, RunTimeout = 60;
  /// Limits of each program run (MiB, MiB, count, MiB; 0: none, but the
  /// output limit: 0 keeps nothing); no memory limit given: half the memory.
  std::optional<unsigned> RunMemoryMiB;
  unsigned RunFileMiB = 1024, RunProcesses = 1024, RunOutputMiB = 16;
  std::string Progress = "auto";    // auto (a bar on a terminal) | bar | lines | none (on stderr)
  UnitLimits Limits;                // --file-timeout, --memory-limit (translating one file)
  std::string Shard;                // --shard K/N: this run does the K-th of N parts (docs/ci.md)
  TranslateOptions Opts;
};

int runCoverage(const CoverageCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// `cu2hip port`: a CUDA project tree -> a HIP project tree (docs/port.md).
struct PortCommand {
  std::string Src;
  std::string Dst;        // -o; empty with --in-place
  bool InPlace = false;
  bool Backup = true;     // --in-place keeps FILE.orig unless --no-backup
  bool Force = false;     // --in-place on a dirty git work tree
  bool Rename = false;    // .cu -> .hip, .cuh -> .hip.h
  /// --style: Fork replaces the CUDA; Compat keeps it and adds a HIP layer
  /// (one generated header, guarded source edits, a build option).
  enum class Style { Fork, Compat } PortStyle = Style::Fork;
  std::string CompatHeader; // --compat-header: its path relative to SRC ("" chosen)
  bool Check = false;       // --check: compare, write nothing, exit 1 when stale
  std::vector<Version> CompatTargets; // --hip-version A,B: the releases the header serves
  std::vector<std::string> Include, Exclude; // globs: which files are translated
  bool DryRun = false;
  bool Diff = false;      // unified diffs on stdout
  std::string ReportFile; // JSON report
  std::string ExportFixes; // --export-fixes: every change as clang-apply-replacements YAML
  std::string Sarif;       // --sarif: every diagnostic as a SARIF 2.1.0 log
  std::string SarifRoot;   // --sarif-root ("" SRC)
  std::string OffloadArch = "gfx90a"; // what CUDA architectures become in build scripts
  std::string Progress = "auto";      // auto | bar | lines | none (on stderr)
  std::string Shard;      // --shard K/N: this run does the K-th of N parts (docs/ci.md)
  bool Quiet = false;
  bool Color = false;
  bool Werror = false;    // exit 1 when an unsupported API or inline asm remains
  std::vector<std::string> FailOn; // diagnostic names that make the exit status 1
  unsigned Jobs = 0;      // 0: one per core
  UnitLimits Limits;      // --file-timeout, --memory-limit
  TranslateOptions Opts;  // -p, --hip-version, ... (as for translate)
  /// The output-changing options as given (outputOptionRecord, OptionTable.h):
  /// what the resume state's hash covers and the report records.
  llvm::json::Object OutputOptions;
};

/// Exit status: 0 success, 1 a file failed, 2 usage error or refused, 128 + the
/// signal when interrupted (130 SIGINT, 143 SIGTERM).
int runPort(const PortCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// `cu2hip report merge A.json B.json ...`: the JSON reports of the N shards
/// of one `port --shard K/N` or `coverage --shard K/N` partition -> the report
/// one unsharded run gives (docs/ci.md). Exit status 0, 1 cannot write, 2 bad
/// input (not every shard once, different runs).
struct ReportMergeCommand {
  std::vector<std::string> Inputs;
  std::string OutFile;         // -o; empty or "-": stdout
  std::string Format = "json"; // coverage: text | json | md | html | junit; port: json
  std::string SourceUrl;       // --source-url (coverage reports): where findings link to
};

int runReportMerge(const ReportMergeCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

} // namespace cu2hip
