// `cu2hip coverage`'s stages over a whole corpus: finding the device, and
// running the stages of every program (lib/Report/Runner/) in parallel.
#include "cu2hip/Coverage.h"
#include "Support/Process.h"
#include "Runner/ProgramRun.h"
#include "cu2hip/Translator.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <mutex>

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;

llvm::StringRef cu2hip::runTargetName(RunTarget T) {
  switch (T) {
  case RunTarget::None: return "none";
  case RunTarget::Gpu: return "gpu";
  case RunTarget::Runner: return "runner";
  case RunTarget::CpuBackend: return "cpu-backend";
  }
  return "?";
}

std::vector<std::string> cu2hip::defaultHipIncludeRoots() {
  std::vector<std::string> Roots;
  for (const std::string &Root : rocmRoots()) // cu2hip/Options.h: the one list
    Roots.push_back(joinPath(Root, "include"));
  return Roots;
}

DeviceInfo cu2hip::detectHipDevice() {
  DeviceInfo D;
  if (!fs::exists("/dev/kfd")) {
    D.Reason = "no /dev/kfd (no AMD GPU driver)";
    return D;
  }
  auto Rocminfo = llvm::sys::findProgramByName("rocminfo");
  if (!Rocminfo) {
    D.Reason = "/dev/kfd is present but rocminfo is not installed";
    return D;
  }
  llvm::SmallString<128> Tmp;
  if (fs::createTemporaryFile("cu2hip-rocminfo", "txt", Tmp)) {
    D.Reason = "cannot create a temporary file";
    return D;
  }
  ProcessOptions PO;
  PO.Timeout = 30;
  PO.OutPath = PO.ErrPath = std::string(Tmp);
  ProcessResult PR = runProcess(*Rocminfo, {}, PO);
  std::string Out = readFile(Tmp);
  fs::remove(Tmp);
  if (!PR.Started || PR.TimedOut || PR.ExitCode != 0) {
    D.Reason = "rocminfo failed";
    return D;
  }
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Out).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    if (!L.consume_front("Name:"))
      continue;
    L = L.trim();
    if (L.starts_with("gfx")) {
      D.Available = true;
      D.Kind = RunTarget::Gpu;
      D.Name = L.str();
      return D;
    }
  }
  D.Reason = "rocminfo lists no GPU agent";
  return D;
}

std::vector<ProgramResult> cu2hip::runCoverageStages(const Corpus &C, const CoverageRunOptions &O) {
  std::vector<ProgramResult> Results(C.Programs.size());
  Translator T(O.Translate);
  // The CPU backend's copy, when cpu-runtime.json adds translate arguments.
  std::optional<Translator> CpuT;
  if (O.Device.Kind == RunTarget::CpuBackend && O.CpuTranslate)
    CpuT.emplace(*O.CpuTranslate);
  std::mutex Lock;
  unsigned Done = 0;
  auto One = [&](size_t I) {
    ProgramResult &R = Results[I];
    R.Manifest = C.Programs[I];
    ProgramRun PR(O, T, CpuT ? &*CpuT : nullptr, R, joinPath(O.WorkDir, R.Manifest.Name));
    PR.translate();
    PR.compile();
    PR.run();
    if (O.Progress) {
      std::lock_guard<std::mutex> G(Lock);
      O.Progress(R, ++Done, Results.size());
    }
  };
  unsigned Jobs = O.Jobs ? O.Jobs : llvm::hardware_concurrency().compute_thread_count();
  Jobs = std::max(1u, std::min<unsigned>(Jobs, std::max<size_t>(1, Results.size())));
  if (Jobs == 1) {
    for (size_t I = 0; I < Results.size(); ++I)
      One(I);
  } else {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
    for (size_t I = 0; I < Results.size(); ++I)
      Pool.async([&, I] { One(I); });
    Pool.wait();
  }
  llvm::sort(Results, [](const ProgramResult &A, const ProgramResult &B) {
    return A.Manifest.Name < B.Manifest.Name;
  });
  return Results;
}
