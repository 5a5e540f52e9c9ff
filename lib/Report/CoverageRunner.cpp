// `cu2hip coverage`'s stages over a whole corpus: finding the device, and
// running the stages of every program (lib/Report/Runner/) in parallel.
#include "cu2hip/Coverage.h"
#include "Support/Process.h"
#include "Runner/CompileCache.h"
#include "Runner/HipLibraries.h"
#include "Runner/ProgramRun.h"
#include "cu2hip/Translator.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <map>
#include <memory>
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

namespace {
/// "6.4" from "HIP version: 6.4.43483-a187df25c" (hipcc --version).
std::string releaseFromVersionOutput(llvm::StringRef Out) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    if (!L.consume_front("HIP version:"))
      continue;
    // "6.4.43483": the third part is a build number, not a patch release.
    auto [Major, Rest] = L.trim().split('.');
    unsigned Ma, Mi;
    if (!Major.getAsInteger(10, Ma) &&
        !Rest.take_while([](char C) { return llvm::isDigit(C); }).getAsInteger(10, Mi))
      return Version::make(Ma, Mi).str();
  }
  return "";
}

} // namespace

std::string cu2hip::hipccRelease(llvm::StringRef Hipcc, llvm::StringRef ScratchDir,
                                 unsigned Timeout) {
  if (fs::create_directories(ScratchDir))
    return "";
  ProcessOptions PO;
  PO.Timeout = Timeout;
  PO.Env = {"TMPDIR=" + ScratchDir.str()};
  std::string Base = joinPath(ScratchDir, "hipcc-version");
  PO.OutPath = Base + ".out";
  PO.ErrPath = Base + ".err"; // Debian's hipcc 5.2 prints a traceback there without a GPU
  ProcessResult PR = runProcess(Hipcc, {"--version"}, PO);
  if (PR.Started && !PR.TimedOut)
    if (std::string R = releaseFromVersionOutput(readFile(PO.OutPath)); !R.empty())
      return R;
  std::string Src = Base + ".hip", Out = Base + ".macros";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Src, EC);
    if (EC)
      return "";
    OS << "#include <hip/hip_version.h>\n";
  }
  PR = runProcess(Hipcc, {"-x", "hip", "--cuda-host-only", "-E", "-dM", Src, "-o", Out}, PO);
  if (!PR.Started || PR.TimedOut || PR.ExitCode != 0)
    return "";
  std::optional<Version> V = hipVersionFromDefines(readFile(Out));
  return V ? V->str() : "";
}

std::vector<HipTargetCompiler>
cu2hip::findHipTargetCompilers(llvm::ArrayRef<Version> Targets,
                               const std::map<std::string, std::string> &HipccFor,
                               llvm::StringRef PlainHipcc, std::function<std::string()> Release,
                               llvm::StringRef SearchPath) {
  llvm::SmallVector<llvm::StringRef> Paths;
  if (!SearchPath.empty())
    SearchPath.split(Paths, ':', -1, false);
  std::optional<std::string> PlainRelease;
  std::vector<HipTargetCompiler> Out;
  for (Version V : Targets) {
    HipTargetCompiler C;
    C.HipVersion = V.str();
    // Compilers are per release: 6.4.3 is compiled by 6.4's.
    std::string Rel = Version::make(V.major(), V.minor()).str();
    if (auto It = HipccFor.find(Rel); It != HipccFor.end()) {
      C.Hipcc = It->second;
      C.FoundBy = "--hipcc-for";
    } else if (auto P = llvm::sys::findProgramByName("hipcc-rocm-" + Rel, Paths)) {
      C.Hipcc = *P;
      C.FoundBy = "hipcc-rocm-" + Rel + " on PATH";
    } else if (!PlainHipcc.empty()) {
      if (!PlainRelease)
        PlainRelease = Release ? Release() : std::string();
      if (*PlainRelease == Rel) {
        C.Hipcc = PlainHipcc.str();
        C.FoundBy = "hipcc (HIP " + *PlainRelease + ")";
      }
    }
    if (C.Hipcc.empty())
      C.Reason = "no hipcc for HIP " + Rel + " (no --hipcc-for " + Rel + "=PATH, no hipcc-rocm-" +
                 Rel + " on PATH, " +
                 (PlainHipcc.empty() ? std::string("no hipcc")
                  : PlainRelease->empty()
                      ? "hipcc does not say its HIP version"
                      : "hipcc is HIP " + *PlainRelease) +
                 ")";
    Out.push_back(std::move(C));
  }
  return Out;
}

llvm::StringRef TargetResult::category() const {
  if (Compile.Status == StageStatus::NeedsLibrary)
    return "needs-library";
  if (Translate.Status != StageStatus::Passed)
    return "untranslated";
  return Compile.Status == StageStatus::Passed ? "compiled" : "translated";
}

namespace {
TargetResult targetResult(const std::string &HipVersion, const ProgramResult &P) {
  TargetResult T;
  T.HipVersion = HipVersion;
  T.Translate = P.stage(Stage::Translate);
  T.Compile = P.stage(Stage::Compile);
  T.Left = P.Blocking.size();
  T.ApiTotal = P.ApiTotal;
  T.NeedsLibraries = P.NeedsLibraries;
  T.LinkFlags = P.LinkFlags;
  T.Archs = P.Archs;
  return T;
}
} // namespace

std::vector<ProgramResult> cu2hip::runCoverageStages(const Corpus &C, const CoverageRunOptions &O) {
  std::vector<ProgramResult> Results(C.Programs.size());
  // Each target's own options (its HIP version, its hipcc; translated and
  // compiled, not run) and translator; the last is the newest, the report's own.
  struct Target {
    CoverageRunOptions Opts;
    std::optional<Translator> T;
    std::unique_ptr<LibraryProbe> Libraries;
    std::string Name;
  };
  std::vector<Target> Others(O.Targets.size() > 1 ? O.Targets.size() - 1 : 0);
  for (size_t I = 0; I < Others.size(); ++I) {
    const HipTargetCompiler &H = O.Targets[I];
    Target &X = Others[I];
    X.Opts.Translate = O.Translate;
    X.Opts.Translate.HipTarget = *Version::parse(H.HipVersion);
    X.Opts.Compile = O.Compile;
    X.Opts.Archs = O.Archs;
    X.Opts.Hipcc = H.Hipcc;
    X.Opts.NoHipccReason = H.Reason;
    X.Opts.CompileTimeout = O.CompileTimeout;
    X.Opts.IncludeRoots = O.IncludeRoots;
    X.Opts.WorkDir = O.WorkDir;
    X.Name = H.HipVersion;
    X.T.emplace(X.Opts.Translate);
  }
  // One library probe per compiler, shared by the programs and the targets
  // that use it.
  std::map<std::string, std::unique_ptr<LibraryProbe>> Probes;
  auto ProbeFor = [&](const std::string &Hipcc) -> LibraryProbe * {
    if (Hipcc.empty() || !O.IncludeRoots.empty())
      return nullptr;
    std::unique_ptr<LibraryProbe> &P = Probes[Hipcc];
    if (!P)
      P = std::make_unique<LibraryProbe>(
          Hipcc, std::vector<std::string>{},
          joinPath(joinPath(O.WorkDir, ".library-probes"), std::to_string(Probes.size())),
          O.CompileTimeout);
    return P.get();
  };
  LibraryProbe *Own = ProbeFor(O.Hipcc);
  std::vector<LibraryProbe *> OtherProbes;
  for (Target &X : Others)
    OtherProbes.push_back(ProbeFor(X.Opts.Hipcc));

  // Builds whose inputs did not change since a run that made them are taken
  // from the cache (docs/caching.md).
  std::unique_ptr<CompileCache> Cache = CompileCache::open(O.Translate.NoCache);
  Translator T(O.Translate);
  // The CPU backend's copy, when cpu-runtime.json adds translate arguments.
  std::optional<Translator> CpuT;
  if (O.Device.Kind == RunTarget::CpuBackend && O.CpuTranslate)
    CpuT.emplace(*O.CpuTranslate);
  SharedTranslations SharedDirs;
  // A differential run's reference: the backend's translation with
  // --warp-model none; none needed when that is the programs' own.
  std::optional<Translator> RefT;
  bool AnyDifferential = O.Differential || llvm::any_of(C.Programs, [](const CorpusProgram &P) {
                           return P.Differential;
                         });
  if (O.Device.Kind == RunTarget::CpuBackend && AnyDifferential && O.Translate.Warp != WarpModel::None) {
    TranslateOptions Ref = O.CpuTranslate ? *O.CpuTranslate : O.Translate;
    Ref.Warp = WarpModel::None;
    RefT.emplace(Ref);
  }
  std::mutex Lock;
  unsigned Done = 0;
  auto One = [&](size_t I) {
    ProgramResult &R = Results[I];
    R.Manifest = C.Programs[I];
    // A program the build scripts make is translated with their -I and -D
    // (its own translators; the bundled headers' precompiled prelude is shared
    // through the prelude cache).
    std::vector<std::string> Flags = translateFlags(R.Manifest);
    auto WithFlags = [&](const TranslateOptions &TO, std::optional<Translator> &Keep) -> const Translator & {
      TranslateOptions X = TO;
      X.ExtraArgs.insert(X.ExtraArgs.end(), Flags.begin(), Flags.end());
      return Keep.emplace(X);
    };
    for (size_t K = 0; K < Others.size(); ++K) {
      ProgramResult Other;
      Other.Manifest = R.Manifest;
      std::optional<Translator> Kept;
      const Translator &OT = Flags.empty() ? *Others[K].T : WithFlags(Others[K].Opts.Translate, Kept);
      ProgramRun PR(Others[K].Opts, OT, nullptr, Other,
                    joinPath(joinPath(O.WorkDir, "hip-" + Others[K].Name), R.Manifest.Name));
      PR.Libraries = OtherProbes[K];
      PR.Cache = Cache.get();
      PR.Shared = Flags.empty() ? &SharedDirs : nullptr;
      PR.translate();
      PR.compile();
      R.Targets.push_back(targetResult(Others[K].Name, Other));
    }
    std::optional<Translator> KeptT, KeptCpu;
    const Translator &PT = Flags.empty() ? T : WithFlags(O.Translate, KeptT);
    const Translator *PCpu = !CpuT ? nullptr : Flags.empty() ? &*CpuT : &WithFlags(*O.CpuTranslate, KeptCpu);
    ProgramRun PR(O, PT, PCpu, R, joinPath(O.WorkDir, R.Manifest.Name));
    PR.Libraries = Own;
    PR.Cache = Cache.get();
    PR.Shared = Flags.empty() ? &SharedDirs : nullptr;
    PR.RefT = RefT ? &*RefT : nullptr;
    PR.translate();
    PR.compile();
    PR.run();
    if (!O.Targets.empty() && O.Targets.size() > 1)
      R.Targets.push_back(targetResult(O.Targets.back().HipVersion, R));
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
