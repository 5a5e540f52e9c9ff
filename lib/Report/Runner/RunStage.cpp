// The run and verify stages. On a device (or through --runner) the hipcc
// executable runs once. On the CPU backend the program is built as
// cpu-runtime.json says, emulating the HIP release the translation targets
// (once per wavefront width before HIP 7, where warpSize is a compile-time
// constant), and runs once per wavefront width; each run's last
// line is checked, and the runs of the same executable must print the same
// output (a difference is a warp-size divergence).
#include "ProgramRun.h"

#include "CompileCache.h"
#include "CompilerLog.h"
#include "HipLibraries.h"
#include "Support/Clock.h"
#include "Support/FileKinds.h"
#include "Support/Process.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

#include <chrono>
#include <csignal>
#include <map>
#include <thread>

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;

namespace {
/// Runs change directory: every path they are given is absolute.
std::string absolute(std::string P) {
  llvm::SmallString<256> A(P);
  fs::make_absolute(A);
  return std::string(A);
}

/// The end of a program's output for a report: its last lines, at most 4 KiB
/// (a line may be megabytes long).
std::string tail(llvm::StringRef S) {
  std::string T = lastLines(S, 20);
  if (T.size() > 4096)
    T = "..." + T.substr(T.size() - 4096);
  return T;
}

std::string mib(uint64_t Bytes) { return std::to_string(Bytes >> 20) + " MiB"; }

/// What a manifest-less program's runs find beside them: the files of its
/// directory that are neither code nor build scripts (inputs it opens by a
/// relative path), and those of the shared directories (../NAME/).
bool isDataFile(llvm::StringRef Rel) {
  llvm::StringRef Name = path::filename(Rel);
  if (isCodeFile(Name) || buildScriptKind(Name) != BuildScriptKind::None || Name == "corpus.yaml")
    return false;
  for (auto I = path::begin(Rel), E = path::end(Rel); I != E; ++I)
    if (I->starts_with("."))
      return false; // hidden files and directories (.git)
  return true;
}

/// The data a run is given, at most this much in all.
constexpr uint64_t DataBudget = uint64_t(256) << 20;

/// Copies \p From (a file or a directory) to \p To, files only where \p Keep
/// says, within \p Budget bytes (a file past it is left out). Links are not
/// followed.
void copyData(const std::string &From, const std::string &To,
              llvm::function_ref<bool(llvm::StringRef Rel)> Keep, uint64_t &Budget) {
  fs::file_status St;
  if (fs::status(From, St, /*follow=*/false))
    return;
  auto One = [&](const std::string &F, const std::string &T, uint64_t Size) {
    if (Size > Budget)
      return;
    Budget -= Size;
    fs::create_directories(path::parent_path(T));
    fs::copy_file(F, T);
  };
  if (St.type() == fs::file_type::regular_file) {
    One(From, To, St.getSize());
    return;
  }
  if (St.type() != fs::file_type::directory_file)
    return;
  std::error_code EC;
  for (fs::recursive_directory_iterator I(From, EC, /*follow_symlinks=*/false), E; I != E && !EC;
       I.increment(EC)) {
    llvm::StringRef Rel(I->path());
    Rel = Rel.drop_front(From.size()).ltrim('/');
    if (I->type() == fs::file_type::directory_file) {
      if (path::filename(Rel).starts_with("."))
        I.no_push();
      continue;
    }
    fs::file_status FS;
    if (I->type() != fs::file_type::regular_file || I->status().getError() || !Keep(Rel))
      continue;
    if (!fs::status(I->path(), FS, false))
      One(I->path(), joinPath(To, Rel.str()), FS.getSize());
  }
}

/// What the CPU backend said when it stopped a program: the last line of
/// stderr, but under memcheck (`--memcheck`) its line naming the access,
/// thread and buffer, which AddressSanitizer's report follows.
std::string backendStopLine(llvm::StringRef Err) {
  for (size_t At = 0; (At = Err.find("cu2hip-cpu: memcheck: ", At)) != llvm::StringRef::npos; ++At)
    if (At == 0 || Err[At - 1] == '\n')
      return firstLine(Err.substr(At), 400);
  return firstLine(lastLines(Err, 1), 160);
}
} // namespace

/// Runs \p Program and fills \p Run (and \p ExitCode); the output is
/// returned. The run passes when the program ends by itself within the time
/// limit, whatever its exit status (verify judges that): a crash, a time-out,
/// a limit or the CPU backend stopping it (\p BackendExit) fails it. \p
/// Dropped says how much of stdout was not kept.
std::string runner::runOnce(const std::string &Program, const std::vector<std::string> &Args,
                            const ProcessOptions &PO, StageResult &Run, std::optional<int> &ExitCode,
                            const ProgramRun &PR, std::optional<int> BackendExit, uint64_t *Dropped) {
  auto Start = std::chrono::steady_clock::now();
  ProcessResult P = runProcess(Program, Args, PO);
  Run.Seconds = secondsSince(Start);
  // The files hold at most OutputCap bytes each (a contained run); the bound
  // is kept here too.
  uint64_t Cap = PO.Contain ? PO.OutputCap : uint64_t(64) << 20;
  std::string Out = readFileHead(PO.OutPath, Cap), Err = readFileHead(PO.ErrPath, Cap);
  Run.Detail = PR.clean(tail(Err + (Err.empty() || Out.empty() ? "" : "\n") + Out));
  if (Dropped)
    *Dropped = P.OutDropped;
  if (P.Started && !P.TimedOut && P.ExitCode >= 0) // not a crash
    ExitCode = P.ExitCode;
  Run.Status = StageStatus::Failed;
  if (!P.Started)
    Run.Message = P.Error;
  else if (P.TimedOut)
    Run.Message = "timed out after " + std::to_string(PO.Timeout) + " s";
  else if (P.KilledKeeper)
    Run.Message = "killed the process that ran it (its own end is unknown)";
  else if (P.Signal == SIGXFSZ)
    Run.Message = "wrote a file past the file-size limit (" + mib(PO.Limits.FileBytes) + ")";
  else if (P.Signal == SIGXCPU)
    Run.Message = "used more CPU time than its limit (" +
                  std::to_string(PO.Limits.CpuSeconds) + " s)";
  else if (P.ExitCode < 0)
    Run.Message = "crashed: " + P.Error;
  else if (BackendExit && P.ExitCode == *BackendExit)
    Run.Message = "stopped by the CPU backend (exit code " + std::to_string(P.ExitCode) + "): " +
                  backendStopLine(Err);
  else
    Run.Status = StageStatus::Passed;
  // What was not kept is said, failed or not.
  std::string Cut;
  for (auto [What, N] : {std::pair<const char *, uint64_t>{"stdout", P.OutDropped},
                         {"stderr", P.ErrDropped}})
    if (N)
      Cut += std::string(Cut.empty() ? "" : "; ") + What + ": " + std::to_string(N) +
             " bytes past the first " + mib(PO.OutputCap) + " dropped";
  if (!Cut.empty())
    Run.Message += (Run.Message.empty() ? "" : "; ") + Cut;
  return Out;
}

namespace {

/// The output's lines that the manifest's `ignore` patterns do not match.
std::vector<std::string> checkedLines(llvm::StringRef Out, const CorpusProgram &M) {
  std::vector<llvm::Regex> Ignore;
  for (const std::string &I : M.Ignore)
    Ignore.emplace_back(I);
  llvm::SmallVector<llvm::StringRef> Lines;
  Out.split(Lines, '\n');
  std::vector<std::string> Kept;
  for (llvm::StringRef L : Lines)
    if (llvm::none_of(Ignore, [&](const llvm::Regex &R) { return R.match(L); }))
      Kept.push_back(L.str());
  return Kept;
}

std::string lastNonEmptyLine(const std::vector<std::string> &Lines) {
  for (auto I = Lines.rbegin(); I != Lines.rend(); ++I)
    if (!llvm::StringRef(*I).trim().empty())
      return llvm::StringRef(*I).trim().str();
  return "";
}

/// The verdict on a run that ended: its exit status, then the output the
/// manifest expects (the last line, a pattern on some line). A failure says
/// when the output it judged was cut (\p Dropped bytes of stdout not kept).
void verify(const std::string &Out, std::optional<int> Exit, const CorpusProgram &M,
            std::string &LastLine, StageResult &Verify, const ProgramRun &PR, uint64_t Dropped) {
  std::vector<std::string> Lines = checkedLines(Out, M);
  LastLine = lastNonEmptyLine(Lines);
  llvm::Regex Want(M.ExpectOutput);
  auto Matches = [&](const std::string &L) { return Want.match(L); };
  Verify.Status = StageStatus::Failed;
  Verify.Detail = PR.clean(tail(Out));
  if (Exit && *Exit != M.ExpectExit)
    Verify.Message = "exit code " + std::to_string(*Exit) +
                     (M.ExpectExit ? " (expected " + std::to_string(M.ExpectExit) + ")" : "");
  else if (!M.Expect.empty() && LastLine != M.Expect)
    Verify.Message =
        "expected '" + M.Expect + "' as the last line, got '" + firstLine(LastLine, 120) + "'";
  else if (!M.ExpectOutput.empty() && llvm::none_of(Lines, Matches))
    Verify.Message = "no line of the output matches '" + M.ExpectOutput + "'";
  else {
    Verify.Status = StageStatus::Passed;
    Verify.Detail.clear();
    return;
  }
  if (Dropped)
    Verify.Message += " (stdout kept only in part: " + std::to_string(Dropped) + " bytes dropped)";
}

} // namespace

/// The output without the lines the manifest ignores (timings), for comparing
/// the widths' runs.
std::string runner::comparable(const std::string &Out, const CorpusProgram &M) {
  if (M.Ignore.empty())
    return Out;
  return llvm::join(checkedLines(Out, M), "\n");
}

void ProgramRun::run() {
  StageResult &Run = R.stage(Stage::Run), &Verify = R.stage(Stage::Verify);
  auto Skip = [&](const std::string &Why) { Run.Message = Verify.Message = Why; };
  if (!O.Run)
    return Skip("not requested (--run)");
  if (!O.Device.Available)
    return Skip("no device");
  if (O.Device.Kind != RunTarget::CpuBackend) {
    if (R.stage(Stage::Compile).Status != StageStatus::Passed)
      return Skip("did not compile");
    return runOnDevice();
  }
  // As on a device: a translation that left CUDA entities still produced a
  // program, which runs if it builds.
  if (!TranslatedOk)
    return Skip("translation failed");
  // What the backend cannot run is said before what hipcc could not build:
  // it would not run even with every HIP library installed.
  if (auto Gap = cpuBackendGap(R.Manifest.Libraries, neededLibraries()))
    return Skip("not supported by the CPU backend: " + *Gap);
  // hipcc's build is not needed here (the backend builds its own), but a
  // program hipcc rejected is not run.
  if (R.stage(Stage::Compile).Status == StageStatus::Failed)
    return Skip("did not compile");
  runOnCpu();
}

ProcessOptions ProgramRun::runOptions(const std::string &Dir, bool OwnHome) const {
  ProcessOptions PO;
  PO.Timeout = R.Manifest.Timeout ? R.Manifest.Timeout : O.RunTimeout;
  PO.Contain = true;
  // A fresh directory each run: nothing of an earlier run (--work-dir is
  // reused) is found there.
  fs::remove_directories(Dir);
  fs::create_directories(Dir);
  PO.WorkDir = Dir;
  // A runner is the user's own tool: it keeps the user's identity.
  PO.Unprivileged = OwnHome;
  stageData(Dir);
  if (OwnHome) {
    std::string Home = joinPath(Dir, "home"), Tmp = joinPath(Dir, "tmp");
    fs::create_directories(Home);
    fs::create_directories(Tmp);
    PO.Env = {"HOME=" + Home, "TMPDIR=" + Tmp, "XDG_CACHE_HOME=" + joinPath(Home, ".cache"),
              "XDG_CONFIG_HOME=" + joinPath(Home, ".config"),
              "XDG_DATA_HOME=" + joinPath(Home, ".local/share")};
  }
  // No program can use more CPU time than this in the time limit (every core
  // busy), so the limit stops only what outlives it; a run without a time
  // limit has none.
  unsigned Cores = std::max(1u, std::thread::hardware_concurrency());
  PO.Limits.CpuSeconds = PO.Timeout ? uint64_t(PO.Timeout) * Cores + 1 : 0;
  // Sanitized programs (a sanitizer build's CPU backend) reserve terabytes
  // of shadow memory, which a memory limit counts.
  bool Sanitized = O.Cpu && llvm::any_of(O.Cpu->Link, [](const std::string &F) {
    return llvm::StringRef(F).starts_with("-fsanitize=");
  });
  PO.Limits.MemoryBytes = Sanitized ? 0 : O.RunMemoryBytes;
  PO.Limits.FileBytes = O.RunFileBytes;
  PO.Limits.Processes = O.RunProcesses;
  PO.OutputCap = O.RunOutputBytes;
  return PO;
}

void ProgramRun::stageData(const std::string &Dir) const {
  const CorpusProgram &P = R.Manifest;
  uint64_t Budget = DataBudget;
  // `../NAME/...` lands beside the work directory, as beside the program.
  std::string Beside = path::parent_path(Dir).str();
  if (!P.Found) {
    for (const std::string &D : P.Data) {
      llvm::SmallString<256> Normal(D);
      path::remove_dots(Normal, /*remove_dot_dot=*/true);
      llvm::StringRef N = Normal;
      std::string To = N.consume_front("../") ? joinPath(Beside, N.str()) : joinPath(Dir, N.str());
      copyData(joinPath(P.Dir, D), To, [](llvm::StringRef) { return true; }, Budget);
    }
    return;
  }
  copyData(P.Dir, Dir, isDataFile, Budget);
  for (const std::string &S : P.Shared)
    copyData(S, joinPath(Beside, path::filename(S).str()), isDataFile, Budget);
}

void ProgramRun::runOnDevice() {
  StageResult &Run = R.stage(Stage::Run), &Verify = R.stage(Stage::Verify);
  // The executable built for the device's arch, else the first one.
  std::string Arch = O.Archs.front();
  for (const std::string &A : O.Archs)
    if (A == O.Device.Name)
      Arch = A;
  std::string Dir = absolute(joinPath(BuildDir, Arch));
  std::string Exe = joinPath(Dir, path::filename(R.Manifest.Name));
  // A runner is the user's own tool (it may need its configuration, ssh keys):
  // it keeps HOME; the rest of the containment applies.
  ProcessOptions PO = runOptions(joinPath(Dir, "run"), /*OwnHome=*/O.Runner.empty());
  PO.OutPath = joinPath(Dir, "run.out");
  PO.ErrPath = joinPath(Dir, "run.err");
  std::string Program = Exe;
  std::vector<std::string> Args;
  if (!O.Runner.empty()) {
    Program = O.Runner.front();
    Args.assign(O.Runner.begin() + 1, O.Runner.end());
    Args.push_back(Exe);
  }
  Args.insert(Args.end(), R.Manifest.Args.begin(), R.Manifest.Args.end());
  uint64_t Dropped = 0;
  std::string Out = runOnce(Program, Args, PO, Run, R.ExitCode, *this, std::nullopt, &Dropped);
  if (Run.Status != StageStatus::Passed) {
    Verify.Message = "did not run";
    return;
  }
  verify(Out, R.ExitCode, R.Manifest, R.LastLine, Verify, *this, Dropped);
}

Version ProgramRun::cpuHipTarget() const {
  return (CpuT && O.CpuTranslate ? *O.CpuTranslate : O.Translate).HipTarget;
}

std::string ProgramRun::buildForCpu(unsigned Wave, const std::string &Dir, ArchResult &A,
                                    const std::string &FromSrc) {
  A.Arch = Wave ? "cpu-backend-wave" + std::to_string(Wave) : "cpu-backend";
  auto Start = std::chrono::steady_clock::now();
  const CpuRuntime &Cpu = *O.Cpu;
  std::string Src = !FromSrc.empty() ? FromSrc : CpuT ? joinPath(Root, "cpu-src") : SrcDir;
  fs::create_directories(Dir);
  std::string Exe = joinPath(Dir, path::filename(R.Manifest.Name));
  // The backend emulates the release the translation targets, and before
  // HIP 7 the width the build is for (warpSize is a constant there).
  std::vector<std::string> Compile = Cpu.compileFlags(cpuHipTarget(), Wave);
  auto Fail = [&](const std::string &What, const std::string &LogPath, const ProcessResult &PR) {
    A.Status = StageStatus::Failed;
    if (!PR.Started)
      A.Message = What + ": " + PR.Error;
    else if (PR.TimedOut)
      A.Message = What + ": timed out after " + std::to_string(O.CompileTimeout) + " s";
    else {
      std::string Log = readCompilerLog(LogPath);
      A.FirstError = clean(firstError(Log));
      if (A.FirstError.empty())
        A.FirstError = clean(lastLines(Log, 12));
      A.Message = What + ": " +
                  (A.FirstError.empty() ? "exit code " + std::to_string(PR.ExitCode)
                                        : firstLine(A.FirstError));
    }
    A.Seconds = secondsSince(Start);
    return std::string();
  };
  BuildPlan Plan = planBuild(Src, Dir, Compile, {}, Exe, Cpu.Link);
  const auto &Commands = Plan.Commands;
  const auto &Logs = Plan.Logs;
  const auto &Whats = Plan.Whats;
  // The backend's headers and library are named by the commands (their
  // versions are in the key); cpu-runtime.json's own bytes go in too.
  std::string Key;
  if (Cache) {
    auto Description = llvm::MemoryBuffer::getFile(Cpu.Path);
    if (Description)
      Key = Cache->key(Cpu.Cxx, Commands, Root, includeTrees(Src), (*Description)->getBuffer());
  }
  if (!Key.empty())
    if (std::optional<CompileCache::Entry> E = Cache->lookup(Key, Exe)) {
      A.Status = E->Status;
      A.Message = E->Message;
      A.FirstError = E->FirstError;
      A.Cached = true;
      A.Seconds = secondsSince(Start);
      return A.Status == StageStatus::Passed ? Exe : std::string();
    }
  for (size_t I = 0; I < Commands.size(); ++I) {
    ProcessOptions PO;
    PO.Timeout = O.CompileTimeout;
    PO.OutPath = PO.ErrPath = Logs[I];
    ProcessResult PR = runProcess(Cpu.Cxx, Commands[I], PO);
    if (!PR.Started || PR.TimedOut || PR.ExitCode != 0) {
      Fail(Whats[I], Logs[I], PR);
      // A compiler that did not start or ran out of time says nothing about
      // the program: not kept.
      if (!Key.empty() && PR.Started && !PR.TimedOut)
        Cache->store(Key, {A.Status, A.Message, A.FirstError}, "", Root);
      return "";
    }
  }
  A.Status = StageStatus::Passed;
  A.Seconds = secondsSince(Start);
  if (!Key.empty())
    Cache->store(Key, {A.Status, A.Message, A.FirstError}, Exe, Root);
  return Exe;
}

void ProgramRun::runOnCpu() {
  StageResult &Run = R.stage(Stage::Run), &Verify = R.stage(Stage::Verify);
  // Before HIP 7 a program is built once per width, as for two GPU
  // architectures, and each build runs at its width; from HIP 7 one build
  // runs at every width. R.CpuBuild sums the builds up.
  bool PerWave = O.Cpu->buildsPerWave(cpuHipTarget());
  std::map<unsigned, std::string> Exes; // width -> executable
  ArchResult &A = R.CpuBuild;
  A = ArchResult();
  A.Arch = "cpu-backend";
  A.Status = StageStatus::Passed;
  // From the cache when every build was.
  A.Cached = true;
  for (unsigned W : PerWave ? O.Waves : std::vector<unsigned>{0}) {
    ArchResult One;
    std::string Exe = buildForCpu(
        W, absolute(joinPath(BuildDir, W ? "cpu-backend-wave" + std::to_string(W) : "cpu-backend")),
        One);
    A.Seconds += One.Seconds;
    A.Cached &= One.Cached;
    if (Exe.empty()) {
      A.Status = StageStatus::Failed;
      A.Message = W ? "wave" + std::to_string(W) + " " + One.Message : One.Message;
      A.FirstError = One.FirstError;
      break;
    }
    Exes[W] = Exe;
  }
  auto ExeFor = [&](unsigned W) { return PerWave ? Exes[W] : Exes[0]; };
  // A run at width W in directory Base (its output beside it, Base.out/.err).
  auto WaveRunOptions = [&](const std::string &Base, unsigned W) {
    ProcessOptions PO = runOptions(Base, /*OwnHome=*/true);
    PO.OutPath = Base + ".out";
    PO.ErrPath = Base + ".err";
    PO.Env.push_back(O.Cpu->WaveEnv + "=" + std::to_string(W));
    // A differential run's trace, beside its output.
    if (differential()) {
      PO.Env.push_back(O.Cpu->TraceEnv + "=" + Base + ".trace");
      PO.Writable.push_back(Base + ".trace");
    }
    return PO;
  };
  Run.Seconds = R.CpuBuild.Seconds;
  if (A.Status != StageStatus::Passed) {
    Run.Status = StageStatus::Failed;
    Run.Message = "CPU backend build failed: " + R.CpuBuild.Message;
    Run.Detail = R.CpuBuild.FirstError;
    Verify.Message = "did not run";
    return;
  }
  for (unsigned W : O.Waves) {
    WaveRun WR;
    WR.Wave = W;
    std::string Exe = ExeFor(W);
    std::string Base = joinPath(path::parent_path(Exe).str(), "run-wave" + std::to_string(W));
    ProcessOptions PO = WaveRunOptions(Base, W);
    WR.Dir = Base;
    uint64_t Dropped = 0;
    WR.Output = runOnce(Exe, R.Manifest.Args, PO, WR.Run, WR.ExitCode, *this, O.Cpu->ErrorExit,
                        &Dropped);
    Run.Seconds += WR.Run.Seconds;
    if (WR.Run.Status == StageStatus::Passed)
      verify(WR.Output, WR.ExitCode, R.Manifest, WR.LastLine, WR.Verify, *this, Dropped);
    else
      WR.Verify.Message = "did not run";
    R.Waves.push_back(std::move(WR));
  }

  // The stage results say the worst of the widths, naming them.
  auto Merge = [&](StageResult &Into, StageResult WaveRun::*Part) {
    Into.Status = StageStatus::Passed;
    for (const WaveRun &WR : R.Waves) {
      const StageResult &S = WR.*Part;
      if (S.Status == StageStatus::Passed)
        continue;
      std::string Msg = "wave" + std::to_string(WR.Wave) + ": " + S.Message;
      if (Into.Status == StageStatus::Passed) {
        Into.Status = S.Status;
        Into.Message = Msg;
        Into.Detail = S.Detail;
      } else {
        Into.Message += "; " + Msg;
      }
    }
  };
  Merge(Run, &WaveRun::Run);
  if (Run.Status != StageStatus::Passed) {
    Verify.Message = "did not run";
    Verify.Status = StageStatus::Skipped;
    return;
  }
  Merge(Verify, &WaveRun::Verify);
  // A differential run compares each width with the reference under a
  // tolerance, in place of the widths' exact comparison.
  if (differential())
    return runDifferential();
  if (R.Waves.size() >= 2) {
    std::string First = comparable(R.Waves[0].Output, R.Manifest),
                Second = comparable(R.Waves[1].Output, R.Manifest);
    auto Diff = firstDifference(First, Second);
    if (Diff) {
      // Before calling it a warp-size divergence, run the first width again:
      // lines that change between two runs at one width (timings, clock
      // counters) say nothing about the width.
      WaveRun Again;
      std::string Exe = ExeFor(R.Waves[0].Wave);
      std::string Base = joinPath(path::parent_path(Exe).str(),
                                  "run-wave" + std::to_string(R.Waves[0].Wave) + "-again");
      ProcessOptions PO = WaveRunOptions(Base, R.Waves[0].Wave);
      std::string Out = runOnce(Exe, R.Manifest.Args, PO, Again.Run, Again.ExitCode, *this, O.Cpu->ErrorExit);
      Run.Seconds += Again.Run.Seconds;
      if (Again.Run.Status == StageStatus::Passed)
        Diff = firstDifference(First, Second, varyingLines(First, comparable(Out, R.Manifest)));
    }
    if (Diff)
      R.Divergence = WaveDivergence{Diff->Line, Diff->First, Diff->Second};
  }
  if (R.Divergence) {
    const WaveDivergence &D = *R.Divergence;
    std::string Msg = "warp-size divergence: wave" + std::to_string(R.Waves[0].Wave) + " and wave" +
                      std::to_string(R.Waves[1].Wave) + " outputs differ at line " +
                      std::to_string(D.Line) + ": '" + D.Wave32 + "' vs '" + D.Wave64 + "'";
    failVerify(Verify, Msg);
  }
}

void runner::failVerify(StageResult &Verify, const std::string &Msg) {
  if (Verify.Status == StageStatus::Passed) {
    Verify.Status = StageStatus::Failed;
    Verify.Message = Msg;
    Verify.Detail.clear();
  } else {
    Verify.Message += "; " + Msg;
  }
}
