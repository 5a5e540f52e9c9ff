// Differential runs (docs/coverage.md, "Differential runs"): for a program
// with no self-check, its runs on the CPU backend are compared with a
// reference run that has CUDA's semantics: the translation with
// --warp-model none (warp code as written), run at wave32. What it printed
// (numbers within a tolerance), the files it wrote and the device memory at
// each kernel boundary (the backend's trace) must be the same; the verdict
// names the first difference.
#include "ProgramRun.h"

#include "CompilerLog.h"
#include "Differential.h"
#include "Support/Process.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;

namespace {
/// A run's directories that are not the program's output: the HOME and
/// TMPDIR of a contained run (ProgramRun::runOptions).
const std::vector<std::string> ScratchDirs = {"home", "tmp"};

/// The width the reference runs at: CUDA's warp.
constexpr unsigned ReferenceWave = 32;
} // namespace

bool ProgramRun::differential() const {
  return (O.Differential || R.Manifest.Differential) && O.Cpu && !O.Cpu->TraceEnv.empty();
}

void ProgramRun::runDifferential() {
  StageResult &Verify = R.stage(Stage::Verify);
  DifferentialResult &D = R.Differential.emplace();
  auto Fail = [&](const std::string &Msg) { failVerify(Verify, "differential: " + Msg); };

  // The reference: its own translation and build; or, where the program's
  // translation is the reference's already (--warp-model none), the
  // executable of its wave32 run.
  std::string RefExe, RefDir;
  StageResult &Ref = D.Reference;
  if (!RefT) {
    for (const WaveRun &WR : R.Waves)
      if (WR.Wave == ReferenceWave)
        RefDir = WR.Dir;
    if (RefDir.empty()) {
      Ref.Status = StageStatus::Failed;
      Ref.Message = "no wave32 run to take as the reference";
    } else {
      RefExe = joinPath(path::parent_path(RefDir).str(), path::filename(R.Manifest.Name).str());
    }
  } else {
    std::string RefRoot = joinPath(Root, "reference");
    // A program the build scripts make is translated with their -I and -D.
    std::optional<Translator> Own;
    if (std::vector<std::string> Flags = translateFlags(R.Manifest); !Flags.empty()) {
      TranslateOptions X = RefT->options();
      X.ExtraArgs.insert(X.ExtraArgs.end(), Flags.begin(), Flags.end());
      Own.emplace(X);
    }
    const Translator &RT = Own ? *Own : *RefT;
    std::vector<std::string> Files = files();
    std::vector<std::string> Problems =
        translateCopy(O, RT, R.Manifest.Dir, joinPath(RefRoot, "src"), &Files);
    // The suite's shared directories beside it, translated alike (../common/x.h).
    for (const std::string &S : R.Manifest.Shared)
      translateCopy(O, RT, S, joinPath(RefRoot, path::filename(S)));
    if (!Problems.empty()) {
      Ref.Status = StageStatus::Failed;
      Ref.Message = "translation with --warp-model none failed: " + oneLine(Problems.front());
    } else {
      bool PerWave = O.Cpu->buildsPerWave(cpuHipTarget());
      ArchResult A;
      llvm::SmallString<256> Build(joinPath(RefRoot, "build"));
      fs::make_absolute(Build);
      RefExe = buildForCpu(PerWave ? ReferenceWave : 0, std::string(Build), A, joinPath(RefRoot, "src"));
      Ref.Seconds += A.Seconds;
      RefDir = joinPath(std::string(Build), "run-wave" + std::to_string(ReferenceWave));
      if (RefExe.empty()) {
        Ref.Status = StageStatus::Failed;
        Ref.Message = "CPU backend build failed: " + A.Message;
        Ref.Detail = A.FirstError;
      }
    }
  }
  // A reference run in directory Dir (its output and trace beside it).
  struct RefRun {
    StageResult Run;
    std::optional<int> Exit;
    std::string Out, Dir;
  };
  auto RunReference = [&](const std::string &Dir, RefRun &X) {
    X.Dir = Dir;
    ProcessOptions PO = runOptions(Dir, /*OwnHome=*/true);
    PO.OutPath = Dir + ".out";
    PO.ErrPath = Dir + ".err";
    PO.Env.push_back(O.Cpu->WaveEnv + "=" + std::to_string(ReferenceWave));
    PO.Env.push_back(O.Cpu->TraceEnv + "=" + Dir + ".trace");
    PO.Writable.push_back(Dir + ".trace");
    X.Out = runOnce(RefExe, R.Manifest.Args, PO, X.Run, X.Exit, *this, O.Cpu->ErrorExit);
    R.stage(Stage::Run).Seconds += X.Run.Seconds;
  };
  RefRun First;
  if (RefT && !RefExe.empty()) {
    RunReference(RefDir, First);
    Ref.Status = First.Run.Status;
    Ref.Message = First.Run.Message;
    Ref.Detail = First.Run.Detail;
    Ref.Seconds += First.Run.Seconds;
  } else if (!RefT && !RefExe.empty()) {
    for (const WaveRun &WR : R.Waves)
      if (WR.Dir == RefDir) {
        First.Run = Ref = WR.Run;
        First.Exit = WR.ExitCode;
        First.Out = WR.Output;
        First.Dir = WR.Dir;
      }
  }
  if (Ref.Status != StageStatus::Passed)
    return Fail("the reference (--warp-model none at wave32) did not run: " + Ref.Message);

  // What changes between two runs of the reference itself (a timing line,
  // a file stamped with the time, float atomics in another order) says
  // nothing about the translation: found by running it again when a
  // difference shows, and left out of the comparison.
  struct Unstable {
    std::vector<bool> Lines;
    std::vector<std::string> Files;
    bool Trace = false;
  };
  Tolerance T{O.DifferentialRel, O.DifferentialAbs};
  std::string RefTrace = readFile(First.Dir + ".trace");
  std::string RefText = comparable(First.Out, R.Manifest);
  auto Judge = [&](const WaveRun &WR, const Unstable &U, DifferentialResult::Candidate &C) {
    std::optional<std::string> Diff;
    // The first kernel whose memory differs comes first: what the program
    // printed or wrote later follows from it.
    if (!U.Trace) {
      Diff = compareTraces(RefTrace, readFile(WR.Dir + ".trace"), T, &C.Kernel, &C.Launch);
      if (Diff && llvm::StringRef(*Diff).starts_with("after "))
        *Diff = "first difference " + *Diff;
    }
    if (!Diff)
      Diff = compareText(RefText, comparable(WR.Output, R.Manifest), T, "stdout", U.Lines);
    if (!Diff && First.Exit != WR.ExitCode)
      Diff = "exit code " + (First.Exit ? std::to_string(*First.Exit) : "?") + " vs " +
             (WR.ExitCode ? std::to_string(*WR.ExitCode) : "?");
    if (!Diff)
      Diff = compareFiles(First.Dir, WR.Dir, ScratchDirs, T, U.Files);
    return Diff;
  };
  Unstable U;
  bool Again = false;
  for (size_t Pass = 0; Pass < 2; ++Pass) {
    D.Candidates.clear();
    bool Any = false;
    for (const WaveRun &WR : R.Waves) {
      if (WR.Run.Status != StageStatus::Passed)
        continue;
      DifferentialResult::Candidate C;
      C.Wave = WR.Wave;
      if (auto Diff = Judge(WR, U, C)) {
        C.Difference = *Diff;
        Any = true;
      } else {
        C.Kernel.clear();
        C.Launch = 0;
      }
      D.Candidates.push_back(std::move(C));
    }
    if (!Any || Again)
      break;
    RefRun Second;
    RunReference(First.Dir + "-again", Second);
    Again = true;
    if (Second.Run.Status != StageStatus::Passed)
      break;
    U.Lines = varyingLines(RefText, comparable(Second.Out, R.Manifest));
    U.Trace = compareTraces(RefTrace, readFile(Second.Dir + ".trace"), Tolerance{0, 0}).has_value();
    std::vector<std::string> A = writtenFiles(First.Dir, ScratchDirs), B = writtenFiles(Second.Dir, ScratchDirs);
    for (const std::string &F : A)
      if (!llvm::is_contained(B, F) || readFile(First.Dir + "/" + F) != readFile(Second.Dir + "/" + F))
        U.Files.push_back(F);
    for (const std::string &F : B)
      if (!llvm::is_contained(A, F))
        U.Files.push_back(F);
    // Nothing varies: the first pass's verdict stands.
    if (llvm::none_of(U.Lines, [](bool V) { return V; }) && U.Files.empty() && !U.Trace)
      break;
  }
  std::vector<std::string> Differ;
  for (const DifferentialResult::Candidate &C : D.Candidates)
    if (!C.Difference.empty())
      Differ.push_back("wave" + std::to_string(C.Wave) + " vs the reference: " + C.Difference);
  if (!Differ.empty())
    Fail(llvm::join(Differ, "; "));
}
