// `cu2hip coverage CORPUS`: checks the command line, loads the corpus, runs the
// stages (lib/Report/CoverageRunner.cpp), compares with a baseline, applies
// --fail-under and writes the report. Exit codes: docs/coverage.md.
#include "cu2hip/Commands.h"
#include "cu2hip/Coverage.h"
#include "cu2hip/Isolation.h"
#include "cu2hip/Output.h"
#include "cu2hip/TimeReport.h"
#include "../Frontend/Frontend.h"
#include "Port/BuildFacts.h"
#include "Support/Clock.h"
#include "Support/Paths.h"
#include "Support/Progress.h"
#include "Support/Shard.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"

#include <chrono>
#include <unistd.h>
#include <cmath>
#include <map>

using namespace cu2hip;

namespace {
int usage(llvm::raw_ostream &Err, const llvm::Twine &Msg) {
  Err << "cu2hip coverage: " << Msg << "\n";
  return ExitUsage;
}

struct Threshold {
  std::string What; // empty: the deepest stage attempted
  double Pct;
};

std::optional<Threshold> parseThreshold(llvm::StringRef S) {
  Threshold T;
  auto [L, R] = S.split('=');
  if (!R.empty() || S.contains('=')) {
    T.What = L.trim().str();
    S = R;
  }
  if (!T.What.empty() && T.What != "api" && !parseStage(T.What))
    return std::nullopt;
  S = S.trim();
  S.consume_back("%");
  if (S.getAsDouble(T.Pct) || T.Pct < 0 || T.Pct > 100)
    return std::nullopt;
  return T;
}

bool validArch(llvm::StringRef A) {
  return !A.empty() && llvm::all_of(A, [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == ':' || C == '+' || C == '-';
  });
}

} // namespace

int cu2hip::runCoverage(const CoverageCommand &Cmd, llvm::raw_ostream &Out,
                        llvm::raw_ostream &Err) {
  auto WallStart = std::chrono::steady_clock::now();
  // A file that crashes, hangs or blows up while being translated fails its
  // program's translate stage; the rest of the corpus is measured
  // (include/cu2hip/Isolation.h).
  if (std::optional<int> RC = runSupervised("coverage", Cmd.Limits, Err))
    return *RC;
  TimeReportAtExit Report(Cmd.Opts.TimeReport, Err);
  if (Cmd.Corpus.empty())
    return usage(Err, "no corpus directory given");
  if (!llvm::sys::fs::is_directory(Cmd.Corpus))
    return usage(Err, "'" + Cmd.Corpus + "' is not a directory");
  // Extra reports from the same run: FORMAT=FILE each.
  std::vector<std::pair<CoverageEmitter, std::string>> Extra;
  for (const std::string &A : Cmd.Also) {
    auto [Fmt, File] = llvm::StringRef(A).split('=');
    CoverageEmitter E = findCoverageEmitter(Fmt.str());
    if (!E || File.empty())
      return usage(Err, "--also expects FORMAT=FILE with FORMAT one of " +
                            llvm::join(coverageFormats(), ", ") + ", got '" + A + "'");
    Extra.emplace_back(E, File.str());
  }
  CoverageEmitter Emit = findCoverageEmitter(Cmd.Format);
  if (!Emit)
    return usage(Err, "unknown --format '" + Cmd.Format + "' (expected " +
                          llvm::join(coverageFormats(), ", ") + ")");
  // Every report file goes through the one output policy before minutes of
  // work: never inside the corpus, never over a file that is not a report.
  std::vector<std::string> Files;
  if (!Cmd.OutFile.empty() && Cmd.OutFile != "-")
    Files.push_back(Cmd.OutFile);
  for (const auto &[E, File] : Extra)
    Files.push_back(File);
  for (const std::string &F : Files)
    if (llvm::Error E = checkOutputFile(F, OwnOutput::Report, {Cmd.Corpus}))
      return usage(Err, llvm::toString(std::move(E)));
  std::optional<support::Progress::Mode> ProgressMode =
      support::Progress::modeFor(Cmd.Progress, support::Progress::None);
  if (!ProgressMode)
    return usage(Err, "--progress expects auto, bar, lines or none");
  support::Shard Part;
  if (!Cmd.Shard.empty()) {
    std::string Error;
    std::optional<support::Shard> S = support::Shard::parse(Cmd.Shard, Error);
    if (!S)
      return usage(Err, Error);
    Part = *S;
  }

  CoverageRunOptions O;
  O.Translate = Cmd.Opts;
  // --hip-version A,B,...: the targets, oldest first; the newest is the
  // report's own (the one run). One value is a plain --hip-version.
  std::vector<Version> Targets;
  if (!Cmd.HipVersions.empty()) {
    auto List = parseHipTargetList(Cmd.HipVersions);
    if (!List)
      return usage(Err, "--hip-version " + llvm::toString(List.takeError()));
    Targets = std::move(*List);
    O.Translate.HipTarget = Targets.back();
    if (Targets.size() == 1)
      Targets.clear();
  }
  std::map<std::string, std::string> HipccFor; // release X.Y -> hipcc
  for (const std::string &A : Cmd.HipccFor) {
    auto [VS, Path] = llvm::StringRef(A).split('=');
    auto V = parseHipTarget(VS.trim());
    if (!V)
      return usage(Err, "--hipcc-for expects V=PATH: " + llvm::toString(V.takeError()));
    if (Path.empty())
      return usage(Err, "--hipcc-for expects V=PATH, got '" + A + "'");
    std::string Resolved = Path.str();
    if (!llvm::sys::path::has_parent_path(Resolved)) {
      auto P = llvm::sys::findProgramByName(Resolved);
      if (!P)
        return usage(Err, "--hipcc-for " + A + ": '" + Resolved + "' not found on PATH");
      Resolved = *P;
    } else if (!llvm::sys::fs::can_execute(Resolved)) {
      return usage(Err, "--hipcc-for " + A + ": '" + Resolved + "' is not an executable");
    }
    HipccFor[Version::make(V->major(), V->minor()).str()] = Resolved;
  }
  if (!O.Translate.HipTarget.isSet())
    O.Translate.HipTarget = detectHipVersion();
  O.Run = Cmd.Run;
  O.Jobs = workerJobs() ? workerJobs() : Cmd.Jobs;
  O.CompileTimeout = Cmd.CompileTimeout;
  O.RunTimeout = Cmd.RunTimeout;
  // A program run's memory limit by default is the translation's: half the
  // machine's memory.
  uint64_t Phys = uint64_t(::sysconf(_SC_PHYS_PAGES)) * uint64_t(::sysconf(_SC_PAGESIZE));
  O.RunMemoryBytes = Cmd.RunMemoryMiB ? uint64_t(*Cmd.RunMemoryMiB) << 20 : Phys / 2;
  O.RunFileBytes = uint64_t(Cmd.RunFileMiB) << 20;
  O.RunProcesses = Cmd.RunProcesses;
  O.RunOutputBytes = uint64_t(Cmd.RunOutputMiB) << 20;
  for (const std::string &List : Cmd.Archs) {
    llvm::SmallVector<llvm::StringRef> Parts;
    llvm::StringRef(List).split(Parts, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef A : Parts) {
      A = A.trim();
      if (!validArch(A))
        return usage(Err, "--offload-arch: '" + A + "' is not an offload arch such as gfx90a");
      if (!llvm::is_contained(O.Archs, A))
        O.Archs.push_back(A.str());
    }
  }
  if (O.Archs.empty())
    O.Archs.push_back("gfx90a");

  std::vector<Threshold> Thresholds;
  for (const std::string &F : Cmd.FailUnder) {
    llvm::SmallVector<llvm::StringRef> Parts;
    llvm::StringRef(F).split(Parts, ',', -1, false);
    for (llvm::StringRef P : Parts) {
      auto T = parseThreshold(P);
      if (!T)
        return usage(Err, "--fail-under expects PCT or STAGE=PCT (STAGE: translate, compile, run, "
                          "verify or api; PCT from 0 to 100), got '" + P + "'");
      // A stage not asked for is not measured: a threshold on it would read 0%.
      if (T->What == "compile" && !Cmd.Compile)
        return usage(Err, "--fail-under " + P + ": the compile stage is not requested (add --compile)");
      if ((T->What == "run" || T->What == "verify") && !Cmd.Run)
        return usage(Err, "--fail-under " + P + ": the " + T->What + " stage is not requested (add --run)");
      Thresholds.push_back(*T);
    }
  }

  if (!Cmd.SourceUrl.empty())
    if (llvm::Error E = checkSourceUrlTemplate(Cmd.SourceUrl))
      return usage(Err, "--source-url '" + Cmd.SourceUrl + "': " + llvm::toString(std::move(E)));

  if (!Cmd.Baseline.empty()) {
    // Read it now so that a bad file fails before minutes of compiling.
    if (auto B = compareWithBaseline(Cmd.Baseline, {}); !B)
      return usage(Err, llvm::toString(B.takeError()));
  }

  // Where --run runs: --runner, else a GPU, else the CPU backend.
  std::optional<CpuRuntime> Cpu;
  std::optional<TranslateOptions> CpuTranslate;
  std::string NoCpuReason;
  bool CpuDisabled = Cmd.CpuRuntime == "none";
  if (CpuDisabled)
    NoCpuReason = "--cpu-runtime none";
  if (O.Run && Cmd.Runner.empty() && !CpuDisabled) {
    std::string Path = Cmd.CpuRuntime.empty()
                           ? defaultCpuRuntimePath(findShareDir(O.Translate.ShareDir))
                           : Cmd.CpuRuntime;
    auto C = loadCpuRuntime(Path);
    if (C) {
      if (!C->Translate.empty()) {
        TranslateOptions CpuOpts = O.Translate;
        if (llvm::Error E = parseTranslateArgs(C->Translate, CpuOpts))
          return usage(Err, C->Path + ": \"translate\": " + llvm::toString(std::move(E)));
        CpuTranslate = CpuOpts;
      }
      Cpu = std::move(*C);
    } else if (!Cmd.CpuRuntime.empty()) {
      return usage(Err, "--cpu-runtime: " + llvm::toString(C.takeError()));
    } else {
      NoCpuReason = llvm::toString(C.takeError());
    }
  }

  if (!Cmd.Runner.empty()) {
    llvm::BumpPtrAllocator A;
    llvm::StringSaver Saver(A);
    llvm::SmallVector<const char *> Toks;
    llvm::cl::TokenizeGNUCommandLine(Cmd.Runner, Saver, Toks);
    for (const char *T : Toks)
      O.Runner.push_back(T);
    if (O.Runner.empty())
      return usage(Err, "--runner is empty");
    if (!llvm::sys::path::has_parent_path(O.Runner[0])) {
      auto P = llvm::sys::findProgramByName(O.Runner[0]);
      if (!P)
        return usage(Err, "--runner: '" + O.Runner[0] + "' not found on PATH");
      O.Runner[0] = *P;
    }
    O.Device = {true, RunTarget::Runner, "runner: " + Cmd.Runner, ""};
  } else if (O.Run) {
    O.Device = Cmd.CpuRuntime.empty() || CpuDisabled ? detectHipDevice() : DeviceInfo{};
    if (!O.Device.Available && Cpu) {
      O.Device = {true, RunTarget::CpuBackend, "cpu-backend", ""};
      O.Cpu = Cpu;
      O.CpuTranslate = CpuTranslate;
    } else if (!O.Device.Available) {
      O.Device.Reason += "; no CPU backend (" + NoCpuReason + ")";
    }
  } else {
    O.Device.Reason = "not checked without --run";
  }
  // Memcheck is the CPU backend's: a GPU or a runner runs what hipcc built.
  if (Cmd.Memcheck) {
    if (!O.Run)
      return usage(Err, "--memcheck needs --run");
    if (O.Device.Kind != RunTarget::CpuBackend)
      return usage(Err, "--memcheck checks runs on the CPU backend, and the programs would run on " +
                            (O.Device.Available ? O.Device.Name : "no device (" + O.Device.Reason + ")") +
                            " (--cpu-runtime selects the backend where a GPU is present)");
    if (llvm::Error E = O.Cpu->useMemcheck())
      return usage(Err, "--memcheck: " + llvm::toString(std::move(E)));
  }
  // --differential: a reference run and traces, which only the CPU backend gives.
  for (auto [Name, Text, To] : {std::tuple<const char *, const std::string &, double *>{
                                    "--differential-rtol", Cmd.DifferentialRtol, &O.DifferentialRel},
                                {"--differential-atol", Cmd.DifferentialAtol, &O.DifferentialAbs}})
    if (llvm::StringRef(Text).trim().getAsDouble(*To) || !(*To >= 0) || std::isinf(*To))
      return usage(Err, std::string(Name) + " expects a number 0 or more, got '" + Text + "'");
  O.Differential = Cmd.Differential;
  O.Compat = Cmd.Compat;
  if (O.Differential && !O.Run)
    return usage(Err, "--differential needs --run");
  if (O.Differential && O.Device.Kind != RunTarget::CpuBackend)
    return usage(Err, "--differential runs on the CPU backend only (" +
                          (O.Device.Available ? "--run goes to " + O.Device.Name
                                              : "no CPU backend: " + O.Device.Reason) + ")");
  if (O.Differential && O.Cpu->TraceEnv.empty())
    return usage(Err, "--differential: " + O.Cpu->Path +
                          " names no \"trace_env\" (the CPU backend's kernel-boundary trace)");
  // --run implies --compile where the run needs hipcc's executable; the CPU
  // backend builds its own, so there hipcc compiles only when asked for.
  O.Compile = Cmd.Compile || (O.Run && O.Device.Kind != RunTarget::CpuBackend);
  std::string OwnRelease = Version::make(O.Translate.HipTarget.major(),
                                         O.Translate.HipTarget.minor()).str();
  if (O.Compile) {
    std::string Hipcc = Cmd.Hipcc.empty() ? "hipcc" : Cmd.Hipcc;
    if (llvm::sys::path::has_parent_path(Hipcc)) {
      if (!llvm::sys::fs::can_execute(Hipcc))
        return usage(Err, "--hipcc '" + Hipcc + "' is not an executable");
      O.Hipcc = Hipcc;
    } else if (auto P = llvm::sys::findProgramByName(Hipcc)) {
      O.Hipcc = *P;
    } else if (Targets.empty() && O.Device.Kind != RunTarget::CpuBackend &&
               !HipccFor.count(OwnRelease)) {
      return usage(Err, "--compile needs hipcc, which is not on PATH (install hipcc or use --hipcc)");
    } // else: compile is skipped (hipcc not found), the CPU backend still builds and runs
    if (!Targets.empty()) {
      // Each target's own compiler; the plain hipcc's release is asked once.
      std::string PlainHipcc = O.Hipcc;
      auto Release = [&]() -> std::string {
        llvm::SmallString<128> Dir;
        if (llvm::sys::fs::createUniqueDirectory("cu2hip-hipcc-version", Dir))
          return "";
        std::string R = hipccRelease(PlainHipcc, Dir, O.CompileTimeout);
        llvm::sys::fs::remove_directories(Dir);
        return R;
      };
      O.Targets = findHipTargetCompilers(Targets, HipccFor, PlainHipcc, Release);
      O.Hipcc = O.Targets.back().Hipcc;
      O.NoHipccReason = O.Targets.back().Reason;
    } else if (auto It = HipccFor.find(OwnRelease); It != HipccFor.end() && Cmd.Hipcc.empty()) {
      O.Hipcc = It->second; // --hipcc-for of the one target, when --hipcc does not say
    }
  }
  if (!Targets.empty() && !O.Compile)
    for (Version V : Targets)
      O.Targets.push_back({V.str(), "", "", ""});
  // Libraries are asked of each compiler unless --library-root says where.
  O.IncludeRoots = Cmd.LibraryRoots;

  Corpus C = loadCorpus(Cmd.Corpus);
  addBuildPrograms(C);
  // --program 'NAME: CMD ARGS': how NAME runs (its arguments).
  for (const std::string &Spec : Cmd.Programs) {
    auto [Name, Line] = llvm::StringRef(Spec).split(':');
    Name = Name.trim();
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *> Words;
    llvm::cl::TokenizeGNUCommandLine(Line, Saver, Words);
    if (Name.empty() || !llvm::StringRef(Spec).contains(':') || Words.empty())
      return usage(Err, "--program expects 'NAME: CMD ARGS' (NAME a program of the corpus, CMD "
                        "the program itself), got '" + Spec + "'");
    auto It = llvm::find_if(C.Programs, [&](const CorpusProgram &P) { return P.Name == Name; });
    if (It == C.Programs.end())
      return usage(Err, "--program: no program '" + Name.str() + "' in " + Cmd.Corpus);
    if (llvm::sys::path::filename(Words[0]) != Name)
      return usage(Err, "--program " + Name.str() + ": the command must run '" + Name.str() +
                            "' (for example './" + Name.str() + "'), got '" + Words[0] + "'");
    It->Args.assign(Words.begin() + 1, Words.end());
  }
  // --shard K/N: the programs of this part (by name); corpus errors are every part's.
  if (Part.Given)
    llvm::erase_if(C.Programs, [&](const CorpusProgram &P) { return !Part.has(P.Name); });
  // A file name or a manifest's value with a newline or an escape byte is
  // printed on one line (support::printable).
  for (const CorpusProblem &W : C.Warnings)
    Err << support::printable(W.File)
        << (W.Line ? ":" + std::to_string(W.Line) + ":" + std::to_string(W.Column) : "")
        << ": warning: " << support::printable(W.Message) << "\n";
  for (const CorpusProblem &E : C.Errors)
    Err << support::printable(E.File)
        << (E.Line ? ":" + std::to_string(E.Line) + ":" + std::to_string(E.Column) : "")
        << ": error: " << support::printable(E.Message) << "\n";

  // The work directory: translated sources, objects, logs, executables.
  bool RemoveWorkDir = false;
  if (Cmd.WorkDir.empty()) {
    llvm::SmallString<256> Dir;
    // In the supervisor's scratch directory when there is one: removed even
    // when this worker dies on a file and the supervisor runs again.
    std::string Scratch = Cmd.Keep ? "" : workerScratchDir();
    if (!Scratch.empty())
      llvm::sys::path::append(Dir, Scratch, "coverage-" + std::to_string(llvm::sys::Process::getProcessId()));
    if (std::error_code EC = Scratch.empty()
                                 ? llvm::sys::fs::createUniqueDirectory("cu2hip-coverage", Dir)
                                 : llvm::sys::fs::create_directories(Dir)) {
      Err << "cu2hip coverage: cannot create a work directory: " << EC.message() << "\n";
      return ExitFailed;
    }
    O.WorkDir = std::string(Dir);
    RemoveWorkDir = !Cmd.Keep;
  } else {
    if (std::error_code EC = llvm::sys::fs::create_directories(Cmd.WorkDir))
      return usage(Err, "cannot create --work-dir '" + Cmd.WorkDir + "': " + EC.message());
    llvm::SmallString<256> Abs(Cmd.WorkDir);
    llvm::sys::fs::make_absolute(Abs);
    llvm::sys::path::remove_dots(Abs, true);
    O.WorkDir = std::string(Abs);
  }

  support::Progress Bar(Err, *ProgressMode, C.Programs.size(), "cu2hip coverage", "programs");
  if (*ProgressMode != support::Progress::None)
    O.Progress = [&, Force = *ProgressMode == support::Progress::Bar](const ProgramResult &P, unsigned,
                                                                       unsigned) {
      Bar.started(P.Manifest.Name + " (" + P.category({O.Compile, O.Run}).str() + ")");
      Bar.finished();
      Bar.tick(Force);
    };

  CoverageReport R;
  R.Corpus = Cmd.Corpus;
  if (Part.Given)
    R.Shard = Part.str();
  R.HipVersion = O.Translate.HipTarget.str();
  R.Archs = O.Archs;
  R.CompileRequested = O.Compile;
  R.RunRequested = O.Run;
  R.Hipcc = O.Hipcc;
  R.Device = O.Device;
  R.Cpu = O.Cpu;
  R.Targets = O.Targets;
  R.WarpModel = warpModelName(O.Translate.Warp);
  R.CorpusErrors = C.Errors;
  R.SourceUrl = Cmd.SourceUrl;
  R.Programs = runCoverageStages(C, O);
  Bar.clear();
  R.Summary = summarizeCoverage(R.Programs, R.requested());

  if (!Cmd.Baseline.empty()) {
    auto B = compareWithBaseline(Cmd.Baseline, R.Programs);
    if (!B) {
      Err << "cu2hip coverage: " << llvm::toString(B.takeError()) << "\n";
      return ExitUsage;
    }
    R.Baseline = std::move(*B);
    R.History = coverageHistory(*R.Baseline, R.Summary);
  }

  // --fail-under: a bare PCT is about the deepest stage that was attempted.
  Stage Deepest = O.Run && O.Device.Available ? Stage::Verify
                  : O.Compile                 ? Stage::Compile
                                              : Stage::Translate;
  for (const Threshold &T : Thresholds) {
    ThresholdCheck Ch;
    Ch.What = T.What.empty() ? stageName(Deepest).str() : T.What;
    Ch.Threshold = T.Pct;
    if (Ch.What == "api")
      Ch.Actual = R.Summary.ApiTotal.pct();
    else
      Ch.Actual = R.Summary.Programs
                      ? 100.0 * R.Summary.stage(*parseStage(Ch.What)).Reached / R.Summary.Programs
                      : 0.0;
    // Compare at the precision shown (one decimal) so "75.0% < 75" cannot happen.
    Ch.Ok = std::round(Ch.Actual * 10) / 10 >= Ch.Threshold;
    R.Thresholds.push_back(Ch);
  }

  if (!R.CorpusErrors.empty()) {
    R.ExitCode = ExitBrokenCorpus;
    R.FailReasons.push_back(std::to_string(R.CorpusErrors.size()) +
                            (R.CorpusErrors.size() == 1 ? " corpus error" : " corpus errors"));
  }
  if (R.Baseline && !R.Baseline->Regressions.empty()) {
    if (!R.ExitCode)
      R.ExitCode = ExitFailed;
    size_t N = R.Baseline->Regressions.size();
    R.FailReasons.push_back(std::to_string(N) + (N == 1 ? " regression" : " regressions") +
                            " against the baseline");
  }
  for (const ThresholdCheck &T : R.Thresholds)
    if (!T.Ok) {
      if (!R.ExitCode)
        R.ExitCode = ExitFailed;
      R.FailReasons.push_back(T.What + " " + llvm::formatv("{0:f1}", T.Actual).str() +
                              "% is below --fail-under " + llvm::formatv("{0:f1}", T.Threshold).str() + "%");
    }
  R.Summary.WallSeconds = support::secondsSince(WallStart);

  int RC = R.ExitCode;
  if (Cmd.OutFile.empty() || Cmd.OutFile == "-") {
    Emit(R, Out);
    Out.flush();
  } else {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    Emit(R, OS);
    if (llvm::Error E = writeFileAtomically(Cmd.OutFile, Text)) {
      Err << "cu2hip coverage: cannot write '" << Cmd.OutFile << "': " << llvm::toString(std::move(E))
          << "\n";
      RC = RC ? RC : ExitFailed;
    }
  }
  for (auto &[E, File] : Extra) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    E(R, OS);
    if (llvm::Error Er = writeFileAtomically(File, Text)) {
      Err << "cu2hip coverage: cannot write '" << File << "': " << llvm::toString(std::move(Er)) << "\n";
      RC = RC ? RC : ExitFailed;
    }
  }
  if (RemoveWorkDir)
    llvm::sys::fs::remove_directories(O.WorkDir);
  else if (Cmd.WorkDir.empty())
    Err << "cu2hip coverage: work directory kept at " << O.WorkDir << "\n";
  return RC;
}
