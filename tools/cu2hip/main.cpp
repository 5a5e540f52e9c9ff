// cu2hip command line: parses options into the library's structs and calls it.
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UserRules.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>

using namespace cu2hip;

namespace {
const char *Examples = R"(
Examples:
  cu2hip translate vector_add.cu                      HIP on stdout
  cu2hip translate kernel.cu -o kernel.hip            write one file
  cu2hip translate src/*.cu --out-dir hip/ -j 8       many files, in parallel
  cu2hip translate app.cu --in-place --backup         rewrite in place, keep app.cu.orig
  cu2hip translate app.cu --launch-syntax hip         k<<<g,b>>>(x) -> hipLaunchKernelGGL(k, g, b, 0, 0, x)
  cu2hip translate app.cu -p build/                   flags from build/compile_commands.json
  cu2hip translate app.cu -- -DUSE_FAST_MATH -Iinc    extra compiler arguments
  cu2hip mappings --area runtime --format md          the CUDA->HIP tables
Exit status: 0 success, 1 a file could not be translated or written (or --werror
found unsupported APIs), 2 usage error.
)";

void addCommonTranslateOptions(CLI::App *Cmd, TranslateOptions &O, std::string &HipVersion,
                               std::string &Launch, std::string &Warp) {
  Cmd->add_option("--launch-syntax", Launch,
                  "Kernel launches: keep CUDA's <<<...>>> (hipcc accepts it) or use hipLaunchKernelGGL")
      ->check(CLI::IsMember({"cuda", "hip"}))
      ->default_str("cuda");
  Cmd->add_option_function<std::string>(
         "--dynamic-shared",
         [&O](const std::string &V) { O.DynamicSharedMacro = V == "macro"; },
         "Dynamic shared memory: keep `extern __shared__ T x[]` or write HIP_DYNAMIC_SHARED(T, x)")
      ->check(CLI::IsMember({"extern", "macro"}))
      ->default_str("extern");
  Cmd->add_option("--hip-version", HipVersion,
                  "Target HIP release X.Y (default: the installed HIP's, else the newest known; known: " +
                      knownHipReleaseList() + ")");
  Cmd->add_option("--warp-model", Warp,
                  "logical32 keeps CUDA's 32-lane warps; native adapts to the wavefront; none renames "
                  "tokens only (HIP's own warp intrinsics, as a token renamer would: for comparison)")
      ->check(CLI::IsMember(std::vector<std::string>(std::begin(WarpModelNames), std::end(WarpModelNames))))
      ->default_str("logical32");
  Cmd->add_option("-p", O.BuildDir, "Build directory containing compile_commands.json");
  Cmd->add_option("--cuda-path", O.CudaPath, "Parse against this CUDA SDK instead of the bundled headers");
  Cmd->add_flag("--annotate", O.Annotate, "Leave a /* CU2HIP-Wnnnn */ comment at each site needing manual work");
  Cmd->add_flag("-v,--verbose", O.Verbose, "Say more about what is done (HIP version, clang command)");
  Cmd->add_flag("--no-pch", O.NoPch, "Parse the bundled headers in every file instead of once (slower; for comparison)");
  Cmd->add_flag("--no-cache", O.NoCache,
                "Do not use the prelude cache on disk ($XDG_CACHE_HOME/cu2hip): build the precompiled headers for this run only");
  Cmd->add_flag("--time-report{text}", O.TimeReport,
                "Print where the time went, per phase, at the end (--time-report=json: as JSON), on stderr")
      ->check(CLI::IsMember({"text", "json"}));
  Cmd->add_option("--rules", O.RuleFiles,
                  "User rule file (repeatable; after the project .cu2hip.yaml, later wins; docs/rules.md)")
      ->allow_extra_args(false);
  Cmd->add_option("--select-rules", O.Rules, "Switch rules off (or on again): -NAME,-GLOB,NAME (see `cu2hip rules`)");
}

bool finishTranslateOptions(TranslateOptions &O, const std::string &HipVersion,
                            const std::string &Launch, const std::string &Warp) {
  O.Launch = Launch == "hip" ? LaunchSyntax::Hip : LaunchSyntax::Cuda;
  for (WarpModel M : {WarpModel::Logical32, WarpModel::Native, WarpModel::None})
    if (Warp == warpModelName(M))
      O.Warp = M;
  if (llvm::Error E = ruleSpecError(O.Rules)) {
    llvm::errs() << "cu2hip: --select-rules: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  if (!HipVersion.empty()) {
    auto V = parseHipTarget(HipVersion);
    if (!V) {
      llvm::errs() << "cu2hip: --hip-version " << llvm::toString(V.takeError()) << "\n";
      return false;
    }
    O.HipTarget = *V;
  }
  return true;
}

/// Applies extra `translate` arguments (the CPU backend's cpu-runtime.json
/// has some) to \p O with the same option definitions as the command line;
/// what they do not name keeps its value.
llvm::Error parseTranslateArgs(const std::vector<std::string> &Args, TranslateOptions &O) {
  CLI::App A("translate arguments");
  std::string HipVersion = O.HipTarget.isSet() ? O.HipTarget.str() : "";
  std::string Launch = O.Launch == LaunchSyntax::Hip ? "hip" : "cuda";
  std::string Warp = warpModelName(O.Warp);
  addCommonTranslateOptions(&A, O, HipVersion, Launch, Warp);
  std::vector<std::string> Reversed(Args.rbegin(), Args.rend()); // CLI11 takes them reversed
  try {
    A.parse(Reversed);
  } catch (const CLI::ParseError &E) {
    return llvm::createStringError(std::errc::invalid_argument, "%s", E.what());
  }
  if (!Reversed.empty())
    return llvm::createStringError(std::errc::invalid_argument, "unexpected argument '%s'",
                                   Reversed.back().c_str());
  if (!finishTranslateOptions(O, HipVersion, Launch, Warp))
    return llvm::createStringError(std::errc::invalid_argument, "bad --hip-version");
  return llvm::Error::success();
}
} // namespace

static int runCommandLine(int argc, char **argv) {
  llvm::InitLLVM X(argc, argv);
  // translate and port run their work in a child of this same command line,
  // which a crash on one file cannot take down (docs/reliability.md).
  setSelfInvocation(argc, argv);

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
  App.footer(Examples);

  TranslateCommand T;
  std::string HipVersion, Launch = "cuda", Warp = "logical32", Color = "auto";
  CLI::App *Tr = App.add_subcommand("translate", "Translate CUDA files to HIP");
  Tr->add_option("files", T.Files, "CUDA sources (.cu, .cuh, or C++ using CUDA)")->required();
  Tr->add_option("-o,--output", T.OutFile, "Output file (one input only)");
  Tr->add_option("--out-dir", T.OutDir, "Write each translated file into this directory");
  Tr->add_flag("--in-place", T.InPlace, "Rewrite the input files (atomically)");
  Tr->add_flag("--backup", T.Backup, "With --in-place: keep the original as FILE.orig");
  Tr->add_flag("-q,--quiet", T.Quiet, "No summary at the end");
  Tr->add_flag("--werror", T.Werror, "Exit 1 when any CUDA API is left unconverted");
  Tr->add_option("-j,--jobs", T.Jobs, "Parallel jobs (default: number of cores)");
  Tr->add_option("--progress", T.Progress, "Progress on stderr while files are translated: auto (a bar on a terminal), bar, lines or none")
      ->check(CLI::IsMember(progressValues()));
  Tr->add_option("--file-timeout", T.Limits.TimeoutSeconds, "Seconds one file may take before it is reported and skipped (default 300; 0: none)");
  Tr->add_option("--memory-limit", T.Limits.MemoryMiB, "MiB the translation may use before the file in progress is reported and skipped (default: half the memory)");
  Tr->add_option("--color", Color, "Colored diagnostics")->check(CLI::IsMember({"auto", "always", "never"}));
  addCommonTranslateOptions(Tr, T.Opts, HipVersion, Launch, Warp);
  Tr->footer(Examples);

  WarpCheckCommand W;
  std::string WHip, WLaunch = "cuda", WWarp = "logical32";
  CLI::App *Wc = App.add_subcommand("warp-check", "List warp-size assumptions (32-lane warps) without rewriting");
  Wc->add_option("files", W.Files, "CUDA sources")->required();
  Wc->add_option("--format", W.Format, "text, json or sarif (SARIF 2.1.0)")
      ->check(CLI::IsMember({"text", "json", "sarif"}));
  Wc->add_option("-j,--jobs", W.Jobs, "Parallel jobs (default: number of cores)");
  addCommonTranslateOptions(Wc, W.Opts, WHip, WLaunch, WWarp);
  Wc->footer("Examples:\n"
             "  cu2hip warp-check src/*.cu                          file:line:col list with explanations\n"
             "  cu2hip warp-check kernel.cu --format sarif > w.sarif   for code-scanning tools\n"
             "Exit status: 0 success (sites found or not), 1 a file could not be read, 2 usage error.");

  std::string WarpHeaderOut;
  CLI::App *Wh = App.add_subcommand("warp-header", "Print cu2hip_warp.h, the helper header logical32 output includes");
  Wh->add_option("-o,--output", WarpHeaderOut, "Write it to this file instead of stdout");
  Wh->footer("Exit status: 0 success, 1 the file could not be written.");

  CLI::App *Ru = App.add_subcommand("rules", "List the translator's rules (names for --select-rules); check or print user rules");
  CLI::App *RuList = Ru->add_subcommand("list", "List the built-in rules (the default)");
  RulesCommand Rc;
  CLI::App *RuCheck = Ru->add_subcommand("check", "Validate user rule files: their rule count, or file:line:col errors");
  RuCheck->add_option("files", Rc.CheckFiles, "Rule files (docs/rules.md)")->required();
  CLI::App *RuPrint = Ru->add_subcommand("print", "Print the effective rules (built-ins, project .cu2hip.yaml, --rules) as YAML");
  RuPrint->add_option("--rules", Rc.RuleFiles, "User rule file (repeatable)")->allow_extra_args(false);
  RuPrint->add_option("dir", Rc.Dir, "Where to look for .cu2hip.yaml, upwards (default: .)");
  Ru->footer("Examples:\n"
             "  cu2hip rules                                        the built-in rules, in the order they run\n"
             "  cu2hip rules check my-rules.yaml                    validate a user rule file\n"
             "  cu2hip rules print --rules my-rules.yaml src/       everything a translation of src/ would apply\n"
             "Exit status: 0 success, 2 a rule file has errors or usage error. See docs/rules.md.");

  MappingsCommand M;
  std::string MapHip;
  CLI::App *Mp = App.add_subcommand("mappings", "Print the CUDA->HIP mapping tables");
  Mp->add_option("--area", M.Area, "runtime, driver, device, complex, rtc, blas, rand, fft, sparse, solver, dnn, cub, cg");
  Mp->add_option("--status", M.Status, "supported or unsupported (in the target HIP version)");
  Mp->add_option("--format", M.Format, "md, json or csv")->check(CLI::IsMember({"md", "json", "csv"}));
  Mp->add_option("--hip-version", MapHip, "HIP version X.Y to judge availability against");
  Mp->add_flag("--counts", M.Counts, "Per-area counts instead of rows");
  Mp->footer("Examples:\n"
             "  cu2hip mappings --counts                            mapped / known / unsupported per area\n"
             "  cu2hip mappings --area runtime --format md          one area as a Markdown table\n"
             "  cu2hip mappings --area blas --status unsupported    what has no HIP equivalent\n"
             "  cu2hip mappings --hip-version 6.3 --format json     availability judged for HIP 6.3\n"
             "Exit status: 0 success, 2 usage error.");

  // `cu2hip coverage` (docs/coverage.md).
  CoverageCommand Cv;
  std::string CvHip, CvLaunch = "cuda", CvWarp = "logical32";
  CLI::App *Co = App.add_subcommand("coverage", "Measure how much of a CUDA corpus translates, compiles and runs");
  Co->add_option("corpus", Cv.Corpus, "Corpus directory: one directory per program, each with corpus.yaml")->required();
  Co->add_flag("--compile", Cv.Compile, "Compile the translated programs with hipcc (per offload arch, then link)");
  Co->add_flag("--run", Cv.Run, "Run them and check the expected output: on a HIP device, through --runner, else on the CPU backend at wave32 and wave64 (implies --compile)");
  Co->add_option("--offload-arch", Cv.Archs, "Offload archs, comma-separated (default gfx90a)")->allow_extra_args(false);
  Co->add_option("-j,--jobs", Cv.Jobs, "Programs in parallel (default: number of cores)");
  Co->add_option("--format", Cv.Format, "text, json, md, html or junit")
      ->check(CLI::IsMember({"text", "json", "md", "html", "junit"}));
  Co->add_option("-o,--output", Cv.OutFile, "Write the report to this file instead of stdout");
  Co->add_option("--also", Cv.Also, "Also write FORMAT=FILE from the same run (repeatable), e.g. --also html=report.html")->allow_extra_args(false);
  Co->add_option("--baseline", Cv.Baseline, "An earlier --format json report: list regressions and improvements; any regression fails");
  Co->add_option("--fail-under", Cv.FailUnder, "Fail when below PCT (the deepest stage run) or STAGE=PCT (translate, compile, run, verify, api)")->allow_extra_args(false);
  Co->add_option("--work-dir", Cv.WorkDir, "Where translated sources, objects and logs go (kept; default: a temporary directory)");
  Co->add_flag("--keep", Cv.Keep, "Keep the temporary work directory");
  Co->add_option("--hipcc", Cv.Hipcc, "The hipcc to compile with (default: hipcc on PATH)");
  Co->add_option("--hipcc-for", Cv.HipccFor, "V=PATH: compile HIP target V (of --hip-version) with this hipcc (repeatable; default: hipcc-rocm-V on PATH, else hipcc when it is V's release)")->allow_extra_args(false);
  Co->add_option("--runner", Cv.Runner, "Run each executable as 'CMD EXE' (a run backend, e.g. a wrapper that runs on a GPU machine)");
  Co->add_option("--cpu-runtime", Cv.CpuRuntime, "The CPU backend's cpu-runtime.json (default: the one built with cu2hip); given, --run uses the backend even where a GPU is present; 'none': never the backend");
  Co->add_option("--library-root", Cv.LibraryRoots, "Look for HIP library headers under this include directory (repeatable; default: $ROCM_PATH/include, $HIP_PATH/include, /opt/rocm/include, /usr/include)")->allow_extra_args(false);
  Co->add_option("--compile-timeout", Cv.CompileTimeout, "Seconds per hipcc call (default 60)");
  Co->add_option("--run-timeout", Cv.RunTimeout, "Seconds per program run (default 60)");
  Co->add_option("--file-timeout", Cv.Limits.TimeoutSeconds, "Seconds translating one file may take before its program fails the translate stage (default 300; 0: none)");
  Co->add_option("--memory-limit", Cv.Limits.MemoryMiB, "MiB the translation may use before the file in progress fails its program's translate stage (default: half the memory)");
  Co->add_option("--progress", Cv.Progress, "Progress on stderr: auto (a bar on a terminal), bar, lines or none")
      ->check(CLI::IsMember(progressValues()));
  Co->add_option("--shard", Cv.Shard, "K/N: run the K-th of N parts of the corpus (one CI job each; merge the JSON reports with 'cu2hip report merge', docs/ci.md)");
  addCommonTranslateOptions(Co, Cv.Opts, CvHip, CvLaunch, CvWarp);
  Co->footer("Exit status: 0 ok, 1 a regression against --baseline or below --fail-under, 2 usage error,\n"
             "3 the corpus itself is broken (a manifest error). See docs/coverage.md.");

  // `cu2hip port` (docs/port.md).
  PortCommand Pt;
  std::string PtHip, PtLaunch = "cuda", PtWarp = "logical32", PtColor = "auto";
  bool PtNoBackup = false, PtBackup = false;
  CLI::App *Po = App.add_subcommand("port", "Port a CUDA project tree to HIP (sources, headers, CMake, Makefiles)");
  Po->add_option("src", Pt.Src, "The CUDA project directory")->required();
  Po->add_option("-o,--output", Pt.Dst, "The HIP project directory to write (outside SRC)");
  Po->add_flag("--in-place", Pt.InPlace, "Rewrite SRC itself (refused on a dirty git work tree unless --force)");
  Po->add_flag("--backup", PtBackup, "With --in-place: keep FILE.orig (the default)");
  Po->add_flag("--no-backup", PtNoBackup, "With --in-place: do not keep FILE.orig");
  Po->add_flag("--force", Pt.Force, "With --in-place: rewrite even with uncommitted changes");
  Po->add_flag("--rename", Pt.Rename, ".cu -> .hip, .cuh -> .hip.h, with every include and build-script reference");
  Po->add_option("--include", Pt.Include, "Translate only files matching this glob (repeatable; others are copied)")->allow_extra_args(false);
  Po->add_option("--exclude", Pt.Exclude, "Copy files matching this glob unchanged (repeatable)")->allow_extra_args(false);
  Po->add_flag("--dry-run", Pt.DryRun, "Write nothing; report what would be done");
  Po->add_flag("--diff", Pt.Diff, "Print a unified diff of every changed file on stdout");
  Po->add_option("--report", Pt.ReportFile, "Write a JSON report of every file");
  Po->add_option("--offload-arch", Pt.OffloadArch, "AMD GPU targets for build scripts, comma-separated (default gfx90a)");
  Po->add_option("--progress", Pt.Progress, "Progress on stderr: auto (a bar on a terminal, else lines), bar, lines or none")
      ->check(CLI::IsMember(progressValues()));
  Po->add_flag("-q,--quiet", Pt.Quiet, "No progress and no summary");
  Po->add_option("--shard", Pt.Shard, "K/N: do the K-th of N parts of the tree (one CI job each; the N outputs together are one unsharded run's, docs/ci.md)");
  Po->add_option("-j,--jobs", Pt.Jobs, "Parallel jobs (default: number of cores)");
  Po->add_option("--file-timeout", Pt.Limits.TimeoutSeconds, "Seconds one file may take before it is copied unchanged and reported (default 300; 0: none)");
  Po->add_option("--memory-limit", Pt.Limits.MemoryMiB, "MiB the translation may use before the file in progress is copied unchanged and reported (default: half the memory)");
  Po->add_option("--color", PtColor, "Colored diagnostics")->check(CLI::IsMember({"auto", "always", "never"}));
  addCommonTranslateOptions(Po, Pt.Opts, PtHip, PtLaunch, PtWarp);
  Po->footer("Exit status: 0 ok, 1 a file could not be read, translated or written, 2 usage error or\n"
             "refused (output inside the source, dirty git tree), 130/143 interrupted by SIGINT/SIGTERM\n"
             "(run the same command again to resume).\n"
             "See docs/port.md.");

  // `cu2hip report merge` (docs/ci.md).
  ReportMergeCommand Rm;
  CLI::App *Rp = App.add_subcommand("report", "Work with cu2hip's JSON reports");
  Rp->require_subcommand(1);
  CLI::App *RpMerge = Rp->add_subcommand("merge", "Merge the JSON reports of the N shards of a --shard K/N partition (port or coverage) into the report one unsharded run gives");
  RpMerge->add_option("reports", Rm.Inputs, "The shard reports (every K of K/N once)")->required();
  RpMerge->add_option("-o,--output", Rm.OutFile, "Write the merged report to this file instead of stdout");
  RpMerge->add_option("--format", Rm.Format, "json (default); coverage reports also text, md, html or junit")
      ->check(CLI::IsMember({"text", "json", "md", "html", "junit"}));
  RpMerge->footer("Exit status: 0 success, 1 the output could not be written, 2 usage error or the reports\n"
                  "are not every shard of one run once. See docs/ci.md.");

  try {
    App.parse(Argc, argv);
  } catch (const CLI::ParseError &E) {
    int RC = App.exit(E);
    return RC == 0 ? ExitOk : ExitUsage;
  }

  if (Po->parsed()) {
    Pt.Opts.ExtraArgs = Extra;
    if (!finishTranslateOptions(Pt.Opts, PtHip, PtLaunch, PtWarp) ||
        !loadRuleFiles(Pt.Opts, Pt.Src, llvm::errs()))
      return ExitUsage;
    if (PtBackup && PtNoBackup) {
      llvm::errs() << "cu2hip port: --backup and --no-backup are mutually exclusive\n";
      return ExitUsage;
    }
    Pt.Backup = !PtNoBackup;
    Pt.Color = PtColor == "always" || (PtColor == "auto" && llvm::sys::Process::StandardErrHasColors());
    return runPort(Pt, llvm::outs(), llvm::errs());
  }

  if (Co->parsed()) {
    Cv.Opts.ExtraArgs = Extra;
    // coverage --hip-version A,B,...: a target list, checked by runCoverage.
    if (llvm::StringRef(CvHip).contains(',')) {
      Cv.HipVersions = CvHip;
      CvHip.clear();
    }
    if (!finishTranslateOptions(Cv.Opts, CvHip, CvLaunch, CvWarp) ||
        !loadRuleFiles(Cv.Opts, Cv.Corpus, llvm::errs()))
      return ExitUsage;
    Cv.ParseTranslateArgs = parseTranslateArgs;
    return runCoverage(Cv, llvm::outs(), llvm::errs());
  }

  if (Tr->parsed()) {
    T.Opts.ExtraArgs = Extra;
    if (!finishTranslateOptions(T.Opts, HipVersion, Launch, Warp) ||
        !loadRuleFiles(T.Opts, T.Files.front(), llvm::errs()))
      return ExitUsage;
    T.Color = Color == "always" || (Color == "auto" && llvm::sys::Process::StandardErrHasColors());
    return runTranslate(T, llvm::outs(), llvm::errs());
  }
  if (Wc->parsed()) {
    W.Opts.ExtraArgs = Extra;
    if (!finishTranslateOptions(W.Opts, WHip, WLaunch, WWarp) ||
        !loadRuleFiles(W.Opts, W.Files.front(), llvm::errs()))
      return ExitUsage;
    return runWarpCheck(W, llvm::outs(), llvm::errs());
  }
  if (RpMerge->parsed())
    return runReportMerge(Rm, llvm::outs(), llvm::errs());
  if (Wh->parsed())
    return runWarpHeader(WarpHeaderOut, llvm::outs(), llvm::errs());
  if (Ru->parsed()) {
    (void)RuList; // `cu2hip rules` and `cu2hip rules list` are the same
    Rc.What = RuCheck->parsed()   ? RulesCommand::Action::Check
              : RuPrint->parsed() ? RulesCommand::Action::Print
                                  : RulesCommand::Action::List;
    return runRules(Rc, llvm::outs(), llvm::errs());
  }
  if (Mp->parsed()) {
    if (!MapHip.empty()) {
      auto V = parseHipTarget(MapHip);
      if (!V) {
        llvm::errs() << "cu2hip: --hip-version " << llvm::toString(V.takeError()) << "\n";
        return ExitUsage;
      }
      M.Hip = *V;
    }
    return runMappings(M, llvm::outs(), llvm::errs());
  }
  return ExitUsage;
}

int main(int argc, char **argv) {
  int RC = runCommandLine(argc, argv);
  // Every file is written and closed by now: leave without running the
  // destructors of the thousands of static objects in LLVM's and clang's
  // shared libraries (milliseconds of every invocation, twice with the worker
  // process). A failed write to stdout still takes the normal way out, where
  // LLVM reports it.
  llvm::outs().flush();
  if (llvm::outs().has_error())
    return RC;
  std::fflush(nullptr);
  std::_Exit(RC);
}
