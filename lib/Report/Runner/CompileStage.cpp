// The compile stage: hipcc per offload arch (each translation unit, then the
// link), after checking that the HIP libraries the program needs are
// installed. The CPU backend's own build is part of the run stage (RunStage.cpp).
#include "ProgramRun.h"

#include "CompileCache.h"
#include "CompilerLog.h"
#include "HipLibraries.h"
#include "Support/Clock.h"
#include "Support/Process.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;

std::vector<std::string> ProgramRun::neededLibraries() const {
  llvm::StringSet<> Needed;
  for (const std::string &L : R.Manifest.Libraries)
    for (llvm::StringRef H : hipLibrariesForManifest(L))
      Needed.insert(H);
  for (const std::string &I : TranslatedIncludes)
    for (llvm::StringRef H : hipLibrariesForInclude(I))
      Needed.insert(H);
  std::vector<std::string> Out;
  for (const HipLibrary &L : hipLibraries())
    if (Needed.count(L.Name))
      Out.push_back(L.Name.str());
  return Out;
}

std::vector<std::string> ProgramRun::includeTrees(const std::string &Src) const {
  std::vector<std::string> Trees = {Src};
  for (const std::string &D : R.Manifest.Shared)
    Trees.push_back(joinPath(path::parent_path(Src), path::filename(D)));
  return Trees;
}

void ProgramRun::compile() {
  StageResult &S = R.stage(Stage::Compile);
  if (!O.Compile) {
    S.Message = "not requested (--compile)";
    return;
  }
  if (!TranslatedOk) {
    S.Message = "translation failed";
    return;
  }
  if (O.Hipcc.empty()) {
    S.Message = O.NoHipccReason.empty() ? "hipcc not found" : O.NoHipccReason;
    return;
  }
  for (const std::string &Name : neededLibraries())
    for (const HipLibrary &L : hipLibraries())
      if (L.Name == Name && !(Libraries ? Libraries->find(L, R.LinkFlags)
                                        : findHipLibrary(L, O.IncludeRoots, R.LinkFlags)))
        R.NeedsLibraries.push_back(Name);
  if (!R.NeedsLibraries.empty()) {
    S.Status = StageStatus::NeedsLibrary;
    // Asked of the compiler, the answer is that compiler's (a wrapper hipcc
    // has its own root); under --library-root, the host's.
    S.Message = "needs " + llvm::join(R.NeedsLibraries, ", ") + " (not installed" +
                (Libraries && O.IncludeRoots.empty()
                     ? " for " + llvm::sys::path::filename(O.Hipcc).str()
                     : std::string()) +
                ")";
    return;
  }

  auto Start = std::chrono::steady_clock::now();
  std::string Exe = llvm::sys::path::filename(R.Manifest.Name).str();
  for (const std::string &Arch : O.Archs) {
    ArchResult A;
    A.Arch = Arch;
    auto ArchStart = std::chrono::steady_clock::now();
    std::string Dir = joinPath(BuildDir, Arch);
    std::string Tmp = joinPath(Dir, "tmp");
    fs::create_directories(Tmp);
    // The commands, each source to an object and then the link, with the log
    // each writes: the cache's key is made of them.
    BuildPlan Plan = planBuild(SrcDir, Dir, {"--offload-arch=" + Arch, "-x", "hip", "-std=c++17"},
                               {"--offload-arch=" + Arch}, joinPath(Dir, Exe), R.LinkFlags);
    const auto &Commands = Plan.Commands;
    const auto &Logs = Plan.Logs;
    const auto &Whats = Plan.Whats;
    // The program's copy and the shared directories beside it are what its
    // #includes can reach in the work directory.
    std::string Key = Cache ? Cache->key(O.Hipcc, Commands, Root, includeTrees(SrcDir), "") : "";
    if (!Key.empty())
      if (std::optional<CompileCache::Entry> E = Cache->lookup(Key, joinPath(Dir, Exe))) {
        A.Status = E->Status;
        A.Message = E->Message;
        A.FirstError = E->FirstError;
        A.Cached = true;
        A.Seconds = secondsSince(ArchStart);
        R.Archs.push_back(std::move(A));
        continue;
      }
    // clang's offload driver leaves an empty directory per compile in
    // TMPDIR, which belongs in the work directory.
    auto Options = [&](const std::string &Log) {
      ProcessOptions P;
      P.Timeout = O.CompileTimeout;
      P.OutPath = P.ErrPath = Log;
      P.Env = {"TMPDIR=" + Tmp};
      return P;
    };
    // A compiler that did not start or ran out of time says nothing about
    // the program: not kept.
    bool Keep = true;
    auto Fail = [&](const std::string &What, const std::string &LogPath, const ProcessResult &PR) {
      A.Status = StageStatus::Failed;
      std::string Log = readCompilerLog(LogPath);
      Keep = PR.Started && !PR.TimedOut;
      if (!PR.Started)
        A.Message = What + ": " + PR.Error;
      else if (PR.TimedOut)
        A.Message = What + ": timed out after " + std::to_string(O.CompileTimeout) + " s";
      else {
        A.FirstError = clean(firstError(Log));
        if (A.FirstError.empty())
          A.FirstError = clean(lastLines(Log, 12));
        // "main.cu:10:7: error: ..." already says where; a link error does not.
        bool Located = !A.FirstError.empty() && llvm::StringRef(A.FirstError).contains(" error:") &&
                       What != "link";
        A.Message = (Located ? "" : What + ": ") +
                    (A.FirstError.empty() ? "hipcc exited with code " + std::to_string(PR.ExitCode)
                                          : firstLine(A.FirstError));
      }
    };
    A.Status = StageStatus::Passed;
    for (size_t I = 0; I < Commands.size(); ++I) {
      ProcessResult PR = runProcess(O.Hipcc, Commands[I], Options(Logs[I]));
      if (!PR.Started || PR.TimedOut || PR.ExitCode != 0) {
        Fail(Whats[I], Logs[I], PR);
        break;
      }
    }
    if (!Key.empty() && Keep)
      Cache->store(Key, {A.Status, A.Message, A.FirstError},
                   A.Status == StageStatus::Passed ? joinPath(Dir, Exe) : "", Root);
    A.Seconds = secondsSince(ArchStart);
    R.Archs.push_back(std::move(A));
  }
  S.Seconds = secondsSince(Start);
  S.Status = StageStatus::Passed;
  for (const ArchResult &A : R.Archs)
    if (A.Status != StageStatus::Passed) {
      S.Status = StageStatus::Failed;
      S.Message = A.Arch + ": " + A.Message;
      S.Detail = A.FirstError;
      break;
    }
}
