// `cu2hip coverage`: how much of a corpus of CUDA programs translates cleanly,
// compiles with hipcc, runs and prints the expected output. The model below is
// filled by the runner (lib/Report/CoverageRunner.cpp), summarized, compared
// with an older JSON report (lib/Report/Baseline.cpp) and written by one of the
// emitters (lib/Report/Emitters/). docs/coverage.md documents the JSON schema.
#pragma once

#include "cu2hip/Diagnostics.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Options.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace llvm::json {
class Value;
} // namespace llvm::json

namespace cu2hip {

// --- The corpus ---------------------------------------------------------------

/// One program's corpus.yaml.
struct CorpusProgram {
  std::string Name;
  std::string Summary;
  std::vector<std::string> Features;
  std::vector<std::string> Sources;   // translation units, relative to Dir
  std::vector<std::string> Libraries; // curand, cublas, ... (see knownCorpusLibraries)
  std::string Expect = "PASS";        // the last line a successful run prints ("" none)
  std::vector<std::string> Args;      // the command-line arguments of each run
  std::string ExpectOutput;           // a regex some line of the output matches ("" none)
  int ExpectExit = 0;                 // the exit status of a successful run
  std::vector<std::string> Ignore;    // regexes: lines they match are not checked or compared
  unsigned Timeout = 0;               // seconds a run may take (0: --run-timeout)
  bool Found = false;                 // no corpus.yaml: its sources found in the directory
  /// A program the directory's build scripts make (no corpus.yaml): the script
  /// that says so, relative to Dir. Only its Sources and the headers are its files.
  std::string BuildScript;
  /// What compiling its sources takes, from the build scripts: -I (a directory
  /// relative to Dir, or absolute outside it) and -D.
  std::vector<std::string> Flags;
  /// Files and directories each run finds in its work directory (manifest
  /// `data`, relative to Dir; `../NAME/...` lands beside it). Without a
  /// manifest: every file of the directory and of Shared that is neither code
  /// nor a build script (docs/coverage.md, "Contained runs").
  std::vector<std::string> Data;
  /// Directories beside it that hold no program (a suite's common headers):
  /// translated beside the program's copy, where `../NAME/x.h` finds them.
  std::vector<std::string> Shared;
  bool WarpSensitive = false;
  /// `differential: true`: the program has no self-check; its runs are
  /// compared with a reference run (docs/coverage.md, "Differential runs").
  bool Differential = false;
  std::vector<std::string> HipGaps;
  std::string Dir;      // the program directory as found
  std::string Manifest; // Dir/corpus.yaml
};

/// A problem with the corpus itself (a malformed manifest...), with a location.
struct CorpusProblem {
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Message;
  std::string str() const; // file:line:col: message
};

struct Corpus {
  std::string Root;
  std::vector<CorpusProgram> Programs; // sorted by name
  std::vector<CorpusProblem> Errors;   // programs with errors are not in Programs
  std::vector<CorpusProblem> Warnings; // unknown manifest keys...
};

/// The library names a manifest may list.
llvm::ArrayRef<llvm::StringRef> knownCorpusLibraries();

/// Parses one manifest; \p Dir is the program directory (sources must exist
/// there). Problems go to \p Errors / \p Warnings with file:line.
std::optional<CorpusProgram> parseCorpusManifest(llvm::StringRef Path, llvm::StringRef Text,
                                                 llvm::StringRef Dir,
                                                 std::vector<CorpusProblem> &Errors,
                                                 std::vector<CorpusProblem> &Warnings);

/// Loads \p Root: a directory of program directories, each with corpus.yaml,
/// or one program directory. Never throws or crashes on bad input.
Corpus loadCorpus(llvm::StringRef Root);

// --- Results ------------------------------------------------------------------

enum class Stage { Translate, Compile, Run, Verify };
constexpr Stage AllStages[] = {Stage::Translate, Stage::Compile, Stage::Run, Stage::Verify};
constexpr unsigned NumStages = 4;
llvm::StringRef stageName(Stage S); // "translate", ...
std::optional<Stage> parseStage(llvm::StringRef S);

enum class StageStatus { Passed, Failed, Skipped, NeedsLibrary };
llvm::StringRef stageStatusName(StageStatus S); // "passed", "failed", "skipped", "needs-library"
std::optional<StageStatus> parseStageStatus(llvm::StringRef S);

struct StageResult {
  StageStatus Status = StageStatus::Skipped;
  std::string Message; // one line: what failed, or why it was skipped
  std::string Detail;  // several lines: the first compiler error, the end of a run's output
  double Seconds = 0;
};

/// A CUDA entity left in the translated code.
struct Unconverted {
  std::string Name;  // the API name, "<header.h>" or "inline asm"
  std::string Kind;  // "api", "include", "asm" or "feature" (a whole CUDA feature, Features.def)
  Area Where = Area::Runtime;
  std::string File;  // relative to the program directory
  unsigned Line = 0, Column = 0;
};

/// What a coverage run records of a warp diagnostic (see classifyWarpDiagnostic);
/// the site itself is cu2hip::WarpSite (cu2hip/WarpPlan.h), on Diagnostic::Site.
struct WarpFinding {
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Code; // CU2HIP-W0020
  std::string Name; // warp-mask
  std::string Message;
  bool Fixed = false;
};

struct ApiCount {
  unsigned Total = 0, Converted = 0;
  double pct() const { return Total ? 100.0 * Converted / Total : 100.0; }
};

struct TranslatedFile {
  std::string Path; // relative to the program directory
  unsigned Edits = 0;
  unsigned UserRuleEdits = 0; // of Edits, those the user's rules made (docs/rules.md)
  bool Changed = false;
  bool Ok = true;
  std::string Diff; // unified diff, original -> translated (empty when unchanged)
};

struct ArchResult {
  std::string Arch;
  StageStatus Status = StageStatus::Skipped;
  std::string Message;
  std::string FirstError;
  double Seconds = 0;
  /// Taken from coverage's compile cache: no compiler ran (docs/caching.md).
  bool Cached = false;
};

/// One run of a program on the CPU backend at one wavefront width.
struct WaveRun {
  unsigned Wave = 0; // 32 or 64
  StageResult Run, Verify;
  std::optional<int> ExitCode;
  std::string LastLine;
  std::string Output; // stdout, for the comparison of the widths (not reported)
  std::string Dir;    // the run's directory, its trace at Dir.trace (not reported)
};

/// `coverage --differential`: a program's runs against the reference (its
/// translation with --warp-model none, run at wave32: CUDA's semantics).
struct DifferentialResult {
  /// The reference's translation, build and run.
  StageResult Reference;
  /// Each width's run against the reference; Difference empty: the same
  /// within the tolerance.
  struct Candidate {
    unsigned Wave = 0;
    std::string Difference; // "after kernel 'k' (launch 3): argument 2 (float[8]) element 1: 1.5 vs 1.25"
    std::string Kernel;     // the kernel after which the memory differs ("" : not a trace difference)
    unsigned Launch = 0;
  };
  std::vector<Candidate> Candidates;
};

/// The first line where the wave32 and wave64 outputs of one executable differ.
struct WaveDivergence {
  unsigned Line = 0; // 1-based
  std::string Wave32, Wave64;
};

/// One program at one HIP target of `coverage --hip-version A,B,...` (a
/// target list): its own translation and its own hipcc build.
struct TargetResult {
  std::string HipVersion;        // "6.4"
  StageResult Translate, Compile;
  unsigned Left = 0;             // CUDA entities the translation left (translate's Blocking)
  ApiCount ApiTotal;
  std::vector<std::string> NeedsLibraries;
  std::vector<std::string> LinkFlags;
  std::vector<ArchResult> Archs;
  /// "compiled", "translated", "needs-library", "untranslated" (as
  /// ProgramResult::category() up to the compile stage).
  llvm::StringRef category() const;
};

/// The stages a coverage run was asked for: translate always, compile with
/// --compile, run and verify with --run. A stage not requested is left out
/// of the funnel ("programs reaching each stage"): it neither counts nor
/// stops a program from reaching the requested stages after it.
struct RequestedStages {
  bool Compile = true, Run = true;
  bool has(Stage S) const {
    return S == Stage::Translate || (S == Stage::Compile ? Compile : Run);
  }
};

struct ProgramResult {
  CorpusProgram Manifest;
  StageResult Stages[NumStages];
  StageResult &stage(Stage S) { return Stages[static_cast<int>(S)]; }
  const StageResult &stage(Stage S) const { return Stages[static_cast<int>(S)]; }

  // translate
  std::vector<TranslatedFile> Files;
  std::vector<Unconverted> Blocking;
  std::map<std::string, ApiCount> Api; // by area name
  ApiCount ApiTotal;
  unsigned ParseProblems = 0;
  std::vector<WarpFinding> Warp;
  // compile
  std::vector<std::string> NeedsLibraries; // display names of missing HIP libraries
  std::vector<std::string> LinkFlags;
  std::vector<ArchResult> Archs;
  // run / verify (on a device or through --runner)
  std::optional<int> ExitCode;
  std::string LastLine;
  // run / verify on the CPU backend: one run per wavefront width, and the
  // executable that was built for it (not a hipcc build: cpu-runtime.json)
  std::vector<WaveRun> Waves;
  std::optional<WaveDivergence> Divergence;
  std::optional<DifferentialResult> Differential;
  ArchResult CpuBuild;
  /// With a target list: every target, in the list's order (oldest first),
  /// the report's own (HipVersion: the newest) included; empty otherwise.
  std::vector<TargetResult> Targets;

  /// The last requested stage passed with every requested stage before it
  /// passed, if any.
  std::optional<Stage> reached(RequestedStages Req = {}) const;
  /// "verified", "ran", "compiled", "translated", "needs-library" or "blocked"
  /// (as reached(Req)).
  llvm::StringRef category(RequestedStages Req = {}) const;
};

/// How a diagnostic counts for warp-size sites: not one, a site found, a site fixed.
enum class WarpOutcome { None, Found, Fixed };
WarpOutcome classifyWarpDiagnostic(const Diagnostic &D);

struct StageSummary {
  unsigned Passed = 0, Failed = 0, Skipped = 0, NeedsLibrary = 0;
  unsigned Reached = 0; // programs that passed this stage and every requested stage before it
  double Seconds = 0;
};

struct Blocker {
  std::string Name, Kind;
  Area Where = Area::Runtime;
  unsigned Uses = 0;
  std::vector<std::string> Programs; // sorted
};

/// The run and verify figures of the CPU backend at one width.
struct WaveSummary {
  unsigned Ran = 0;      // exited with 0
  unsigned Verified = 0; // and printed the expected last line
  unsigned Failed = 0;   // ran on the backend but did not verify
  unsigned Skipped = 0;  // not run on the backend at all
};

/// One target's column of the summary (a target list only).
struct TargetSummary {
  std::string HipVersion;
  StageSummary Translate, Compile; // Compile.Reached: translated and compiled
  ApiCount ApiTotal;
  std::map<std::string, std::vector<std::string>> NeedsLibrary; // library -> programs
  std::map<std::string, unsigned> Categories;                   // TargetResult::category()
};

struct CoverageSummary {
  unsigned Programs = 0;
  std::map<unsigned, WaveSummary> Waves; // by width; empty unless the CPU backend ran
  unsigned Divergent = 0;                // programs whose wave32 and wave64 outputs differ
  unsigned DiffCompared = 0, DiffDiffer = 0; // differential runs: programs compared, and those that differ
  unsigned CpuAttempted = 0, CpuBuilt = 0; // programs built for the CPU backend (tried, built)
  /// Coverage's compile cache (docs/caching.md): the hipcc builds (a
  /// program for one arch and HIP target) and of them those taken from the
  /// cache; of CpuAttempted, the programs whose CPU backend builds all were.
  unsigned HipccBuilds = 0, HipccReused = 0, CpuReused = 0;
  StageSummary Stages[NumStages];
  const StageSummary &stage(Stage S) const { return Stages[static_cast<int>(S)]; }
  /// The stages counted: the reports show only these (a stage not requested
  /// has every program "skipped" and would only distort the funnel).
  RequestedStages Requested;
  std::map<std::string, ApiCount> Api; // by area
  ApiCount ApiTotal;
  std::vector<Blocker> Blockers; // most programs blocked first
  unsigned WarpFound = 0, WarpFixed = 0;
  std::map<std::string, std::vector<std::string>> NeedsLibrary; // library -> programs
  std::map<std::string, unsigned> Categories;                   // category -> programs
  std::vector<TargetSummary> Targets; // a target list: one per target, in its order
  double WallSeconds = 0;
};

CoverageSummary summarizeCoverage(const std::vector<ProgramResult> &Programs,
                                  RequestedStages Req = {});

/// One run on the history chart (docs/coverage.md, "History"): its programs
/// and the programs reaching each stage it requested.
struct HistoryPoint {
  unsigned Programs = 0;
  std::map<std::string, unsigned> Reached; // stage name -> programs
  /// The percentage of programs reaching \p S, one decimal as the reports
  /// show it; none when the run did not request \p S.
  std::optional<double> pct(Stage S) const;
};

/// The most points a report's "history" keeps (the oldest are dropped).
inline constexpr unsigned MaxHistoryPoints = 20;

struct BaselineChange {
  std::string Program;
  Stage Which;
  std::string Before, Now; // status names
};

struct BaselineComparison {
  std::string File;
  std::vector<BaselineChange> Regressions;  // passed before, failed or needs-library now
  std::vector<BaselineChange> Improvements; // not passed before, passed now
  std::vector<std::string> Added, Removed;  // programs only in this run / only in the baseline
  std::map<std::string, unsigned> BaselineReached; // stage -> programs, from the old report
  unsigned BaselinePrograms = 0;                    // its summary's programs
  /// The old report's "history", which ends with the old report itself; a
  /// report without one: that report alone.
  std::vector<HistoryPoint> History;
};

/// Compares \p Now with a JSON report written earlier by `coverage --format json`.
llvm::Expected<BaselineComparison> compareWithBaseline(llvm::StringRef BaselinePath,
                                                       const std::vector<ProgramResult> &Now);

/// The history a report with --baseline carries: the baseline's, then this
/// run (\p Now), the last MaxHistoryPoints.
std::vector<HistoryPoint> coverageHistory(const BaselineComparison &B, const CoverageSummary &Now);

struct ThresholdCheck {
  std::string What; // translate, compile, run, verify or api
  double Threshold = 0, Actual = 0;
  bool Ok = true;
};

/// Where `--run` runs the programs.
enum class RunTarget { None, Gpu, Runner, CpuBackend };
llvm::StringRef runTargetName(RunTarget T); // "none", "gpu", "runner", "cpu-backend"

struct DeviceInfo {
  bool Available = false;
  RunTarget Kind = RunTarget::None;
  std::string Name;   // gfx90a, "runner: CMD" or "cpu-backend"
  std::string Reason; // why none, when not available
};

/// How to build a translated program against the CPU backend (runtime/): the
/// cpu-runtime.json that the runtime's build writes. The one place these
/// flags live; coverage reads them, never spells them itself.
struct CpuRuntime {
  std::string Path;                   // the JSON file
  std::string Cxx;                    // the host compiler
  std::vector<std::string> Compile;   // flags for each translation unit
  std::vector<std::string> Link;      // flags and libraries for the link
  /// The exit status with which the backend stops a program it cannot run on
  /// (a barrier not reached, an unsupported call): a failed run, not a verdict.
  int ErrorExit = 86;
  std::vector<std::string> Translate; // extra `cu2hip translate` arguments
  std::string WaveEnv = "CU2HIP_WAVE"; // the variable that selects the width
  /// The variable that makes a run write its kernel-boundary trace to a file
  /// ("" : the backend cannot; `coverage --differential` needs it).
  std::string TraceEnv;
  /// Flags that make the backend emulate one HIP release ({major}, {minor}).
  std::vector<std::string> HipVersionFlags;
  /// Flags that build for one wavefront width ({wave}), where warpSize is a constant.
  std::vector<std::string> WaveFlags;
  /// The memcheck build (docs/cpu-backend.md, "Memcheck"): flags added to
  /// Compile, and the link flags used instead of Link (empty: none built).
  std::vector<std::string> MemcheckCompile, MemcheckLink;
  /// The programs are built for memcheck (`coverage --memcheck`).
  bool Memcheck = false;
  /// From this HIP release on warpSize is a run-time value: one build runs at
  /// every width. Before it, one build per width (unset: always one build).
  Version RuntimeWarpSizeFrom;

  /// The compile flags for a program that targets \p Hip, built for wavefront
  /// width \p Wave (0: no particular width).
  std::vector<std::string> compileFlags(Version Hip, unsigned Wave) const;
  /// Builds the programs for memcheck from now on (Compile and Link
  /// changed); an error when the backend has no memcheck build.
  llvm::Error useMemcheck();
  /// Whether a program that targets \p Hip is built once per width.
  bool buildsPerWave(Version Hip) const {
    return Hip.isSet() && RuntimeWarpSizeFrom.isSet() && Hip < RuntimeWarpSizeFrom && !WaveFlags.empty();
  }
};

/// Where the build puts cpu-runtime.json (SHARE/cpu-runtime/cpu-runtime.json).
std::string defaultCpuRuntimePath(llvm::StringRef ShareDir);
/// Reads and checks cpu-runtime.json; an error names the file and the problem.
llvm::Expected<CpuRuntime> loadCpuRuntime(llvm::StringRef Path);


/// The hipcc of one HIP target and how it was found (docs/coverage.md, "HIP
/// targets"): `--hipcc-for V=PATH`, else `hipcc-rocm-V` on PATH, else the plain
/// hipcc (`--hipcc` or PATH) when it is V's release.
struct HipTargetCompiler {
  std::string HipVersion; // "6.4"
  std::string Hipcc;      // resolved path; empty: none (the compile stage is skipped)
  std::string FoundBy;    // "--hipcc-for", "hipcc-rocm-6.4 on PATH", "hipcc (HIP 6.4)"
  std::string Reason;     // no compiler: why, in the compile stage's skip message
};

/// The HIP release (major.minor) \p Hipcc compiles for: the "HIP version:"
/// line of `hipcc --version`, else HIP_VERSION_MAJOR/MINOR of its
/// hip/hip_version.h; empty when neither answers. \p ScratchDir holds the
/// probe's files.
std::string hipccRelease(llvm::StringRef Hipcc, llvm::StringRef ScratchDir, unsigned Timeout = 60);

/// Finds the hipcc of each of \p Targets (in that order): \p HipccFor (version
/// -> path, from `--hipcc-for`), else `hipcc-rocm-V` in \p SearchPath (a
/// PATH-style list; empty: $PATH), else \p PlainHipcc when \p Release (its
/// hipccRelease, called at most once) is V's major.minor.
std::vector<HipTargetCompiler>
findHipTargetCompilers(llvm::ArrayRef<Version> Targets,
                       const std::map<std::string, std::string> &HipccFor,
                       llvm::StringRef PlainHipcc, std::function<std::string()> Release,
                       llvm::StringRef SearchPath = "");

/// A finding's place for the reports (docs/coverage.md, "Links to the
/// source"): its file relative to the corpus root and where a link goes.
struct SourceLocation {
  std::string Path; // "vector_add/main.cu": relative to the corpus root, '/' separated
  unsigned Line = 0, Column = 0;
  std::string Url;  // --source-url filled in, else Path#L<line> (percent-encoded)
  std::string str() const; // path:line:col (path alone without a line)
};

/// `--source-url TEMPLATE`: the placeholders a template may hold, and the
/// check of one (an error names an unknown or unclosed placeholder, or the
/// missing {path}).
inline constexpr llvm::StringLiteral SourceUrlPlaceholders[] = {"path", "line", "col"};
llvm::Error checkSourceUrlTemplate(llvm::StringRef Template);

/// \p File (relative to the program directory \p Dir, as the corpus was
/// loaded from \p Root) relative to the root, with '.' and '..' resolved
/// ("../common/x.h" of a program lands beside it).
std::string corpusRelativePath(llvm::StringRef Root, llvm::StringRef Dir, llvm::StringRef File);

/// The link of \p Path at \p Line:\p Col: \p Template with its
/// placeholders filled (an empty template: the relative link PATH#LLINE).
/// The path is percent-encoded except '/', the template's own text only
/// where a character could end the link (space, quotes, <>, (), |, `...),
/// so the result is safe in an HTML attribute (once markup-escaped) and in
/// a Markdown link.
std::string sourceUrl(llvm::StringRef Template, llvm::StringRef Path, unsigned Line, unsigned Col);

struct CoverageReport {
  std::string Source; // the file a report read back came from (coverageReportFromJson)
  std::string Corpus;
  std::string Shard; // "K/N" from `coverage --shard K/N`; empty: the whole corpus
  std::string HipVersion;
  std::vector<std::string> Archs;
  bool CompileRequested = false, RunRequested = false;
  RequestedStages requested() const { return {CompileRequested, RunRequested}; }
  std::string Hipcc;
  DeviceInfo Device;
  std::optional<CpuRuntime> Cpu; // the backend's build description, when it ran the programs
  std::string WarpModel;         // logical32, native or none
  /// `--hip-version A,B,...`: every target with its compiler, oldest first
  /// (HipVersion and Hipcc are the newest's); empty with one target.
  std::vector<HipTargetCompiler> Targets;
  std::vector<ProgramResult> Programs; // sorted by name
  std::vector<CorpusProblem> CorpusErrors;
  CoverageSummary Summary;
  std::optional<BaselineComparison> Baseline;
  /// With a baseline: the runs to chart, oldest first, this one last.
  std::vector<HistoryPoint> History;
  std::vector<ThresholdCheck> Thresholds;
  /// What the command will exit with (docs/coverage.md) and why, when not 0.
  int ExitCode = 0;
  std::vector<std::string> FailReasons;
  /// `--source-url`: the links of findings (checked; "" : relative links).
  std::string SourceUrl;

  /// Where \p File:\p Line:\p Col of program \p P is, for a report's finding row.
  SourceLocation locate(const ProgramResult &P, llvm::StringRef File, unsigned Line,
                        unsigned Col) const;
  /// Where corpus error \p E is (its Path empty: the corpus itself).
  SourceLocation locate(const CorpusProblem &E) const;
};

/// The "schema" of `coverage --format json` (docs/coverage.md): the JSON
/// emitter writes it, `report merge` reads this one only.
inline constexpr llvm::StringLiteral CoverageReportSchema = "cu2hip-coverage/1";

/// A `coverage --format json` report read back from JSON document \p Doc of
/// \p File (named in errors; kept in CoverageReport::Source): what the
/// emitters need. No total is read (the summary is left to
/// summarizeCoverage(), a program's API total is the sum of its areas); an
/// error for another schema, or a count or time that is negative, fractional
/// or out of range.
llvm::Expected<CoverageReport> coverageReportFromJson(llvm::StringRef File,
                                                      const llvm::json::Value &Doc);
/// The reports of the N shards of one `coverage --shard K/N` partition (each
/// once, in any order) -> the report one unsharded run gives. Baseline and
/// --fail-under checks are not carried over. An error for a program in two
/// shards (or twice in one, naming the files), one outside its shard's part,
/// and API counts whose sums overflow.
llvm::Expected<CoverageReport> mergeCoverageReports(std::vector<CoverageReport> Shards);

// --- Running ------------------------------------------------------------------

struct CoverageRunOptions {
  TranslateOptions Translate;
  /// --style=compat: each program is built from its compat translation (the
  /// CUDA kept, a generated header, guarded edits: include/cu2hip/Compat.h).
  bool Compat = false;
  bool Compile = false, Run = false;
  std::vector<std::string> Archs;
  std::string Hipcc;                 // resolved path; empty: no hipcc compile (CPU backend only)
  std::vector<std::string> Runner;   // command prefix that runs an executable (optional)
  DeviceInfo Device;
  std::optional<CpuRuntime> Cpu;     // set when Device.Kind is CpuBackend
  /// The options of the CPU backend's copy (Translate with cpu-runtime.json's
  /// "translate" arguments); unset: the backend builds the report's translation.
  std::optional<TranslateOptions> CpuTranslate;
  std::vector<unsigned> Waves = {32, 64}; // widths the CPU backend runs each program at
  /// `--differential`: every program's runs are compared with a reference
  /// run (as a manifest's `differential: true` asks for one program), its
  /// numbers within these tolerances (relative, absolute).
  bool Differential = false;
  double DifferentialRel = 1e-5, DifferentialAbs = 1e-8;
  unsigned Jobs = 0;                 // 0: one per core
  std::string WorkDir;               // must exist
  unsigned CompileTimeout = 60, RunTimeout = 60;
  /// Limits of each program run (docs/coverage.md, "Contained runs"): bytes
  /// of memory (RLIMIT_DATA) and of the largest file it writes, processes and
  /// threads (0: no limit), and bytes of stdout and of stderr kept.
  uint64_t RunMemoryBytes = 0, RunFileBytes = uint64_t(1) << 30;
  unsigned RunProcesses = 1024;
  uint64_t RunOutputBytes = uint64_t(16) << 20;
  /// Where HIP library headers are looked for on the host (--library-root);
  /// empty: each library is asked of the hipcc that compiles (HipLibraries.h).
  std::vector<std::string> IncludeRoots;
  /// Why Hipcc is empty, for the compile stage's skip message ("" : "hipcc not found").
  std::string NoHipccReason;
  /// `--hip-version A,B,...`: each target with its hipcc, oldest first. Each is
  /// translated (Translate with its HipTarget) and compiled on its own; the
  /// newest is the report's own (Translate.HipTarget and Hipcc are its) and
  /// the only one run. Empty: Translate.HipTarget and Hipcc alone.
  std::vector<HipTargetCompiler> Targets;
  /// Called (serialized) after each program, in completion order.
  std::function<void(const ProgramResult &, unsigned Done, unsigned Total)> Progress;
};

/// A GPU the HIP runtime can use: /dev/kfd and a gfx agent in rocminfo.
DeviceInfo detectHipDevice();

/// Runs the stages over every program; results are sorted by name.
std::vector<ProgramResult> runCoverageStages(const Corpus &C, const CoverageRunOptions &O);

// --- Output -------------------------------------------------------------------

using CoverageEmitter = void (*)(const CoverageReport &, llvm::raw_ostream &);
/// text, json, md, html, junit; null for an unknown name.
CoverageEmitter findCoverageEmitter(llvm::StringRef Format);
llvm::ArrayRef<llvm::StringRef> coverageFormats();

} // namespace cu2hip
