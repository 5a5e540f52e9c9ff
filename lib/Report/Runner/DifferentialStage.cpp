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
  auto Fail = [&](const std::string &Msg) {
    std::string M = "differential: " + Msg;
    if (Verify.Status == StageStatus::Passed) {
      Verify.Status = StageStatus::Failed;
      Verify.Message = M;
      Verify.Detail.clear();
    } else {
      Verify.Message += "; " + M;
    }
  };

  // The reference: its own translation, build and run; or, where the
  // program's translation is the reference's already (--warp-model none),
  // its wave32 run.
  std::string RefOut, RefDir;
  std::optional<int> RefExit;
  const WaveRun *Own = nullptr;
  for (const WaveRun &WR : R.Waves)
    if (WR.Wave == ReferenceWave)
      Own = &WR;
  StageResult &Ref = D.Reference;
  if (!RefT && Own) {
    Ref = Own->Run;
    RefOut = Own->Output;
    RefDir = Own->Dir;
    RefExit = Own->ExitCode;
  } else if (!RefT) {
    Ref.Status = StageStatus::Failed;
    Ref.Message = "no wave32 run to take as the reference";
  } else {
    std::string RefRoot = joinPath(Root, "reference");
    std::vector<std::string> Problems = translateCopy(O, *RefT, R.Manifest.Dir, joinPath(RefRoot, "src"));
    // The suite's shared directories beside it, translated alike (../common/x.h).
    for (const std::string &S : R.Manifest.Shared)
      translateCopy(O, *RefT, S, joinPath(RefRoot, path::filename(S)));
    if (!Problems.empty()) {
      Ref.Status = StageStatus::Failed;
      Ref.Message = "translation with --warp-model none failed: " + oneLine(Problems.front());
    } else {
      bool PerWave = O.Cpu->buildsPerWave(cpuHipTarget());
      ArchResult A;
      llvm::SmallString<256> Build(joinPath(RefRoot, "build"));
      fs::make_absolute(Build);
      std::string Exe = buildForCpu(PerWave ? ReferenceWave : 0, std::string(Build), A, joinPath(RefRoot, "src"));
      if (Exe.empty()) {
        Ref.Status = StageStatus::Failed;
        Ref.Message = "CPU backend build failed: " + A.Message;
        Ref.Detail = A.FirstError;
      } else {
        RefDir = joinPath(std::string(Build), "run-wave" + std::to_string(ReferenceWave));
        ProcessOptions PO = runOptions(RefDir, /*OwnHome=*/true);
        PO.OutPath = RefDir + ".out";
        PO.ErrPath = RefDir + ".err";
        PO.Env.push_back(O.Cpu->WaveEnv + "=" + std::to_string(ReferenceWave));
        PO.Env.push_back(O.Cpu->TraceEnv + "=" + RefDir + ".trace");
        RefOut = runOnce(Exe, R.Manifest.Args, PO, Ref, RefExit, *this, O.Cpu->ErrorExit);
        Ref.Seconds += A.Seconds;
        R.stage(Stage::Run).Seconds += Ref.Seconds;
      }
    }
  }
  if (Ref.Status != StageStatus::Passed)
    return Fail("the reference (--warp-model none at wave32) did not run: " + Ref.Message);

  Tolerance T{O.DifferentialRel, O.DifferentialAbs};
  std::string RefTrace = readFile(RefDir + ".trace");
  std::string RefText = comparable(RefOut, R.Manifest);
  std::vector<std::string> Differ;
  for (const WaveRun &WR : R.Waves) {
    if (WR.Run.Status != StageStatus::Passed)
      continue;
    DifferentialResult::Candidate C;
    C.Wave = WR.Wave;
    // The first kernel whose memory differs comes first: what the program
    // printed or wrote later follows from it.
    std::optional<std::string> Diff =
        compareTraces(RefTrace, readFile(WR.Dir + ".trace"), T, &C.Kernel, &C.Launch);
    if (Diff && llvm::StringRef(*Diff).starts_with("after "))
      *Diff = "first difference " + *Diff;
    if (!Diff)
      Diff = compareText(RefText, comparable(WR.Output, R.Manifest), T, "stdout");
    if (!Diff && RefExit != WR.ExitCode)
      Diff = "exit code " + (RefExit ? std::to_string(*RefExit) : "?") + " vs " +
             (WR.ExitCode ? std::to_string(*WR.ExitCode) : "?");
    if (!Diff)
      Diff = compareFiles(RefDir, WR.Dir, ScratchDirs, T);
    if (Diff) {
      C.Difference = *Diff;
      Differ.push_back("wave" + std::to_string(WR.Wave) + " vs the reference: " + *Diff);
    }
    D.Candidates.push_back(std::move(C));
  }
  if (!Differ.empty())
    Fail(llvm::join(Differ, "; "));
}
