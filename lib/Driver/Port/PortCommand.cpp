// `cu2hip port SRC -o DST` / `cu2hip port SRC --in-place`: a CUDA project tree
// becomes a HIP project tree. Design and guarantees: docs/port.md; the parts:
// Port.h. This file checks the command line and the paths and runs the phases:
//  1. plan (PortPlan): walk, classify, header owners, shards;
//  2. translate the TUs in parallel (one Translator, a thread pool), each with
//     the headers it owns, and handle everything else meanwhile;
//  3. headers no TU produced are translated on their own;
//  4. --in-place writes, cu2hip_warp.h, state, report, summary.
#include "Port.h"

#include "cu2hip/Compat.h"
#include "BuildFacts.h"
#include "../Sarif.h"
#include "Support/Clock.h"
#include "Support/JsonFile.h"
#include "Support/Interrupt.h"
#include "Support/Paths.h"
#include "Support/Process.h"

#include "cu2hip/Config.h"
#include "cu2hip/Output.h"
#include "cu2hip/TimeReport.h"
#include "cu2hip/UserRules.h"

#include "Frontend/Frontend.h"
#include "Support/TreeLock.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"

#include <map>
#include "llvm/Support/Threading.h"

#include <set>

using namespace cu2hip;
using namespace cu2hip::port;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

int Port::checkPaths() {
  if (Cmd.Src.empty())
    return usage("no source directory given");
  InPlace = Cmd.InPlace;
  DryRun = Cmd.DryRun || Cmd.Check; // --check compares and writes nothing
  if (InPlace == !Cmd.Dst.empty())
    return usage(InPlace ? "-o DST and --in-place are mutually exclusive"
                         : "give an output directory (-o DST) or --in-place");
  if (InPlace && Cmd.Rename)
    return usage("--rename cannot be combined with --in-place (port to a new tree with -o DST)");
  if (!Cmd.Shard.empty()) {
    std::string Error;
    std::optional<Shard> S = Shard::parse(Cmd.Shard, Error);
    if (!S)
      return usage(Error);
    Part = *S;
  }
  if (!fs::is_directory(Cmd.Src))
    return usage("'" + Cmd.Src + "' is not a directory");
  SrcAbs = absolutePath(Cmd.Src);
  SrcReal = realPathOfMaybeMissing(SrcAbs);
  if (InPlace) {
    Writer.setRoots(SrcReal, SrcAbs);
    return ExitOk;
  }
  DstAbs = absolutePath(Cmd.Dst);
  std::string DstReal = realPathOfMaybeMissing(DstAbs);
  if (DstReal == SrcReal || DstAbs == SrcAbs)
    return usage("the output directory is the source directory; use --in-place to rewrite it");
  if (isWithin(DstReal, SrcReal) || isWithin(DstAbs, SrcAbs))
    return usage("refusing to write the output '" + Cmd.Dst + "' inside the source tree '" +
                 Cmd.Src + "'");
  if (isWithin(SrcReal, DstReal) || isWithin(SrcAbs, DstAbs))
    return usage("refusing to port '" + Cmd.Src + "' into '" + Cmd.Dst +
                 "', which contains it");
  if (fs::exists(DstAbs) && !fs::is_directory(DstAbs))
    return usage("'" + Cmd.Dst + "' exists and is not a directory");
  Writer.setRoots(DstReal, SrcAbs);
  return ExitOk;
}

/// --report PATH must not replace a user's file: the output policy every
/// command shares (checkOutputFile): refused inside the source tree (with
/// --in-place or --dry-run too), on a directory, and over an existing file
/// that is not a cu2hip report.
int Port::checkReportPath() {
  if (!Cmd.ExportFixes.empty())
    if (llvm::Error E = checkOutputFile(Cmd.ExportFixes, OwnOutput::Fixes, {Cmd.Src}))
      return usage("--export-fixes: " + llvm::toString(std::move(E)));
  if (!Cmd.Sarif.empty())
    if (llvm::Error E = checkOutputFile(Cmd.Sarif, OwnOutput::Sarif, {Cmd.Src}))
      return usage("--sarif: " + llvm::toString(std::move(E)));
  if (Cmd.ReportFile.empty())
    return ExitOk;
  if (llvm::Error E = checkOutputFile(Cmd.ReportFile, OwnOutput::Report, {Cmd.Src}))
    return usage(llvm::toString(std::move(E)));
  return ExitOk;
}

/// Creates DST once everything has been checked.
int Port::createOutput() {
  if (InPlace || DryRun)
    return ExitOk;
  bool Existed = fs::is_directory(DstAbs);
  // Parents as `mkdir -p` makes them; DST itself gets SRC's mode.
  if (std::error_code EC = fs::create_directories(DstAbs, /*IgnoreExisting=*/true, fs::all_all)) {
    Err << "cu2hip port: cannot create '" << Cmd.Dst << "': " << EC.message() << "\n";
    return ExitFailed;
  }
  Writer.setRoots(realPathOfMaybeMissing(DstAbs), SrcAbs);
  if (!Existed)
    Writer.rootCreated();
  return ExitOk;
}

int Port::checkGit() {
  if (!InPlace || Cmd.Force || DryRun)
    return ExitOk;
  // GIT_OPTIONAL_LOCKS=0: `git status` must not write the index either.
  ProcessOptions PO;
  PO.Env = {"GIT_OPTIONAL_LOCKS=0"};
  std::string Output;
  ProcessResult R = runCaptured(
      "git", {"-C", SrcAbs, "status", "--porcelain", "-z", "--untracked-files=all", "--", "."}, Output,
      PO);
  if (!R.Started || R.ExitCode != 0) {
    // Not a git work tree (or no git): nothing to check; backups are kept.
    if (!Cmd.Quiet && !Cmd.Backup)
      Err << "cu2hip port: note: '" << Cmd.Src
          << "' is not in a git work tree and --no-backup was given; originals will not be kept\n";
    return ExitOk;
  }
  // `git status -z`: "XY PATH\0", a rename or copy followed by "ORIG\0";
  // paths are relative to the work tree's top.
  llvm::SmallVector<llvm::StringRef> Fields;
  llvm::StringRef(Output).split(Fields, '\0', -1, false);
  if (Fields.empty())
    return ExitOk;
  std::string Top;
  runCaptured("git", {"-C", SrcAbs, "rev-parse", "--show-toplevel"}, Top, PO);
  Top = realPathOfMaybeMissing(llvm::StringRef(Top).trim());
  // A rerun of an interrupted in-place port: the changes that are exactly
  // what the earlier run journaled (a file it rewrote, still holding its
  // output; a backup it made, still holding the original; cu2hip_warp.h) are
  // its own, and resuming does not need --force.
  std::map<std::string, std::string> Own; // SRC-relative path -> content hash
  if (std::string J = inPlaceStatePath(SrcReal, Part); !J.empty())
    for (const InPlaceWrite &W : readInPlaceWrites(J)) {
      Own[W.Rel] = W.To;
      if (!W.Backup.empty())
        Own[W.Backup] = W.From;
    }
  std::vector<std::string> Foreign;
  size_t Resumable = 0;
  for (size_t I = 0; I < Fields.size(); ++I) {
    llvm::StringRef F = Fields[I];
    if (F.size() > 3 && (F[0] == 'R' || F[0] == 'C'))
      ++I; // the original path of a staged rename or copy
    std::string Abs = Top + "/" + F.drop_front(3).str();
    std::string Rel = isWithin(Abs, SrcReal) && Abs.size() > SrcReal.size()
                          ? Abs.substr(SrcReal.size() + 1)
                          : "";
    bool Mine = false;
    if (!Rel.empty()) {
      auto Buf = llvm::MemoryBuffer::getFile(Abs, false, false);
      std::string Hash = Buf ? contentHash((*Buf)->getBuffer()) : "";
      auto It = Own.find(Rel);
      Mine = Buf && ((It != Own.end() && It->second == Hash) ||
                     (path::filename(Rel) == WarpHeaderName && (*Buf)->getBuffer() == warpHeader()));
    }
    if (Mine)
      ++Resumable;
    else
      Foreign.push_back(F.str());
  }
  if (Foreign.empty()) {
    if (!Cmd.Quiet)
      Err << "cu2hip port: note: resuming an earlier in-place port of '" << Cmd.Src << "': its "
          << Resumable << " uncommitted change" << (Resumable == 1 ? " is" : "s are") << " that run's own\n";
    return ExitOk;
  }
  Err << "cu2hip port: refusing to rewrite '" << Cmd.Src
      << "' in place: its git work tree has uncommitted changes (use --force to override):\n";
  for (size_t I = 0; I < Foreign.size() && I < 10; ++I)
    Err << "  " << support::printable(Foreign[I]) << "\n";
  if (Foreign.size() > 10)
    Err << "  ... (" << Foreign.size() - 10 << " more)\n";
  return ExitUsage;
}

int Port::loadCompileDatabase() {
  if (Cmd.Opts.BuildDir.empty())
    return ExitOk;
  std::string Bytes;
  auto Loaded = cu2hip::loadCompileDatabase(Cmd.Opts.BuildDir, &Bytes);
  if (!Loaded) {
    Err << "cu2hip port: " << llvm::toString(Loaded.takeError()) << "\n";
    return ExitUsage;
  }
  DbHash = contentHash(Bytes);
  auto &DB = *Loaded;
  std::set<std::string> Seen;
  for (const std::string &F : DB->getAllFiles()) {
    std::string A = absolutePath(F);
    std::string R = realPathOfMaybeMissing(A);
    if (isWithin(A, SrcAbs) || isWithin(R, SrcReal))
      continue;
    if (Seen.insert(A).second)
      Outside.push_back({A, "listed in compile_commands.json but outside the source tree; "
                            "not translated or written"});
  }
  return ExitOk;
}

const std::string &Port::warpHeader() {
  if (!WarpHeaderLoaded) {
    WarpHeaderLoaded = true;
    if (auto Text = warpHeaderText(Cmd.Opts.ShareDir))
      WarpHeaderText = *Text;
    else
      llvm::consumeError(Text.takeError());
  }
  return WarpHeaderText;
}

/// CMake: the library packages every CUDA:: target of the project needs
/// (the whole tree's, in every shard).
void Port::planScripts() {
  std::set<std::string> Pkgs;
  bool ProjectUsesHip = false;
  for (const Entry &En : E) {
    if (En.R != Role::BuildScript || En.Script != BuildScriptKind::CMake)
      continue;
    for (const std::string &P : cmakeHipPackagesFor(En.Bytes))
      Pkgs.insert(P);
    llvm::StringRef B = En.Bytes;
    ProjectUsesHip |= B.contains("CUDA") && (B.contains("project(") || B.contains("enable_language("));
  }
  ScriptOpts.HipPackages.assign(Pkgs.begin(), Pkgs.end());
  ScriptOpts.OffloadArch = Cmd.OffloadArch;
  ScriptOpts.RenameGlobs = Cmd.Rename;
  ScriptOpts.ProjectUsesHip = ProjectUsesHip;
}

std::string Port::optionsHash() const {
  // Every output-changing option of the table (Options.def), as given; then
  // what they resolve to or point at: the detected HIP target, the compile
  // database's bytes, the rules in effect.
  std::string S = std::string("cu2hip " CU2HIP_VERSION "\n");
  llvm::raw_string_ostream OS(S);
  OS << llvm::json::Value(llvm::json::Object(Cmd.OutputOptions)) << "\n";
  const TranslateOptions &O = Cmd.Opts;
  OS << "hip " << (T ? T->options().HipTarget.str() : O.HipTarget.str()) << "\ndb " << DbHash << "\n";
  for (const std::string &A : O.ExtraArgs)
    OS << "arg " << A << "\n";
  // The rules change the output as much as the options: a run with other
  // rules (a changed .cu2hip.yaml or --rules file) redoes every file.
  if (O.UserRules)
    printEffectiveRules(*O.UserRules, listRules(), OS);
  return contentHash(OS.str());
}

std::string Port::statePath() const {
  return InPlace ? inPlaceStatePath(SrcReal, Part) : outputStatePath(Writer.base(), Part);
}

void Port::loadState() {
  if (DryRun || Cmd.Diff)
    return;
  std::string P = statePath();
  if (P.empty())
    return;
  // The earlier runs' writes stay listed (a resumed run adds its own): they
  // are what tells their changes from the user's.
  if (InPlace)
    InPlaceWrites = readInPlaceWrites(P);
  if (std::optional<StateMap> S = readState(P, optionsHash())) {
    State = std::move(*S);
    StateUsable = true;
  }
}

namespace {
/// Without -p: a temporary compile_commands.json with what the build scripts
/// say (BuildFacts.h), removed at the end of the run.
struct FactsDb {
  std::string Dir;
  /// The directory to use as -p, or "" when the scripts say nothing.
  std::string create(const PortPlan &Plan, std::string &Hash) {
    std::map<int, SourceFacts> Facts = readBuildFacts(Plan);
    if (Facts.empty())
      return "";
    std::string Json = compileDatabaseJson(Plan, Facts);
    llvm::SmallString<128> D;
    if (fs::createUniqueDirectory("cu2hip-build-facts", D))
      return "";
    Dir = std::string(D);
    llvm::sys::RemoveFileOnSignal(Dir + "/compile_commands.json");
    if (llvm::Error E = writeFileAtomically(Dir + "/compile_commands.json", Json)) {
      llvm::consumeError(std::move(E));
      return "";
    }
    Hash = "facts " + contentHash(Json);
    return Dir;
  }
  ~FactsDb() {
    if (Dir.empty())
      return;
    fs::remove(Dir + "/compile_commands.json");
    llvm::sys::DontRemoveFileOnSignal(Dir + "/compile_commands.json");
    fs::remove(Dir);
  }
};
} // namespace

int Port::run() {
  if (std::optional<int> RC = runSupervised("port", Cmd.Limits, Err))
    return *RC;
  TimeReportAtExit Report(Cmd.Opts.TimeReport, Err);
  auto Start = Clock::now();
  if (int RC = checkPaths())
    return RC;
  if (int RC = checkReportPath())
    return RC;
  if (int RC = checkGit())
    return RC;
  if (int RC = loadCompileDatabase())
    return RC;
  if (int RC = createOutput())
    return RC;
  // One writer per tree for the whole run: a second port into the same DST
  // (or the same in-place tree) is refused instead of mixing two runs.
  std::optional<support::TreeLock> Held;
  if (!DryRun) {
    std::string Warning;
    auto Lock = support::TreeLock::acquire(InPlace ? SrcReal : realPathOfMaybeMissing(DstAbs), Warning);
    if (!Lock) {
      Err << "cu2hip port: " << llvm::toString(Lock.takeError()) << "\n";
      return ExitFailed;
    }
    if (!Warning.empty())
      Err << "cu2hip port: warning: " << Warning << "\n";
    Held.emplace(std::move(*Lock));
  }
  InterruptGuard Signals;

  unsigned Jobs = workerJobs()  ? workerJobs()
                  : Cmd.Jobs    ? Cmd.Jobs
                                : llvm::hardware_concurrency().compute_thread_count();
  Jobs = std::max(1u, Jobs);
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));

  PlanOptions PO;
  PO.Include = Cmd.Include;
  PO.Exclude = Cmd.Exclude;
  PO.Rename = Cmd.Rename;
  PO.WarpHeaderText = warpHeader();
  PO.Part = Part;
  Plan.setRoots(SrcAbs, SrcReal);
  Plan.walk([](llvm::StringRef Name) { return isStateFileName(Name); });
  Plan.load(PO, Pool);
  Plan.plan(PO);
  planScripts();
  TranslateOptions Opts = Cmd.Opts;
  FactsDb Facts;
  if (Opts.BuildDir.empty())
    Opts.BuildDir = Facts.create(Plan, DbHash);
  if (compatStyle()) {
    // A tree ported in compat style before reads as the CUDA it keeps.
    Opts.SourceView = [](llvm::StringRef Bytes) {
      std::string V = compat::restoreOriginal(Bytes);
      V.resize(std::max(V.size(), Bytes.size()), '\n');
      return V;
    };
    Opts.SourceViewRoot = SrcReal;
  }
  T = std::make_unique<Translator>(Opts);
  if (int RC = planCompat())
    return RC;
  loadState();
  if (compatStyle())
    StateUsable = false; // the header needs every file's names: nothing is reused
  planResume();

  size_t Total = 0;
  for (size_t I = 0; I < E.size(); ++I)
    Total += E[I].R != Role::Dir && Plan.InShard[I];
  Progress::Mode M = Cmd.Quiet ? Progress::None
                               : Progress::modeFor(Cmd.Progress, Progress::Lines).value_or(Progress::Lines);
  Prog = std::make_unique<Progress>(Err, M, Total, "cu2hip port", "files");

  auto Async = [&](std::function<void()> F) {
    ++Outstanding;
    Pool.async([this, F = std::move(F)] {
      F();
      if (--Outstanding == 0) {
        std::lock_guard<std::mutex> L(WaitMu);
        WaitCv.notify_all();
      }
    });
  };
  auto WaitAll = [&] {
    std::unique_lock<std::mutex> L(WaitMu);
    while (Outstanding > 0) {
      WaitCv.wait_for(L, std::chrono::milliseconds(100));
      L.unlock();
      Prog->tick();
      if (!InPlace && !DryRun && Clock::now() - LastStateSave > std::chrono::seconds(3))
        saveState();
      L.lock();
    }
    L.unlock();
    Pool.wait();
  };

  // Phase 1: translation units (path order), and everything that needs no header context.
  for (size_t R = 0; R < Plan.TUs.size(); ++R)
    if (Plan.InShard[Plan.TUs[R]])
      Async([this, R] { translateTU(R); });
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R != Role::TU && E[I].R != Role::Header && Plan.InShard[I])
      Async([this, I] { processOther(I); });
  WaitAll();
  // Phase 2: CUDA headers no translation unit produced are translated on their own.
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R == Role::Header && !E[I].Final && Plan.InShard[I])
      Async([this, I] { translateAlone(I); });
  WaitAll();
  if (compatStyle() && !interrupted())
    CompatWriteFailed = !writeCompat();
  if (InPlace && !DryRun)
    writeInPlace();
  if (!interrupted())
    writeWarpHeaders();
  WasInterrupted = interrupted();
  for (size_t I = 0; I < E.size(); ++I)
    if (!E[I].Final && Plan.InShard[I])
      finish(I, WasInterrupted ? Status::NotDone : E[I].St);
  Prog->tick(true);
  Prog->clear();
  if (saveState() && !InPlace)
    boundOutputStates(statePath());

  if (Cmd.Diff)
    for (size_t I = 0; I < E.size(); ++I)
      if (Plan.InShard[I])
        Out << E[I].Diff;
  Out.flush();
  double Seconds = support::secondsSince(Start);
  if (!Cmd.ExportFixes.empty()) {
    // Files an earlier run wrote and this one reused: their change is read back.
    for (size_t I = 0; I < E.size(); ++I)
      if (Plan.InShard[I] && E[I].Resumed && !InPlace)
        exportFixes(E[I], readFile(joinRel(Writer.base(), E[I].OutRel)));
    for (const std::string &S : Fixes.skipped())
      Err << "cu2hip port: warning: --export-fixes: " << S << "; left out\n";
    if (llvm::Error Er = Fixes.write(Cmd.ExportFixes, "")) {
      Err << "cu2hip port: cannot write --export-fixes: " << llvm::toString(std::move(Er)) << "\n";
      summarize(Seconds);
      return ExitFailed;
    }
  }
  if (!Cmd.Sarif.empty()) {
    // Every diagnostic of this run's files, in tree order; locations relative
    // to SRC unless --sarif-root says otherwise.
    SarifLog Log(Cmd.SarifRoot.empty() ? SrcAbs : Cmd.SarifRoot, "cu2hip CUDA-to-HIP translator: port");
    bool Failed = false;
    for (size_t I = 0; I < E.size(); ++I) {
      if (!Plan.InShard[I])
        continue;
      Failed |= E[I].St == Status::Failed;
      for (Diagnostic D : E[I].Diags) {
        // An entry's own diagnostics may name no file (read back from the state).
        if (D.File.empty())
          D.File = E[I].Rel;
        Log.add(D, SrcAbs);
      }
    }
    if (llvm::Error Er = Log.write(Cmd.Sarif, !Failed)) {
      Err << "cu2hip port: cannot write --sarif: " << llvm::toString(std::move(Er)) << "\n";
      summarize(Seconds);
      return ExitFailed;
    }
  }
  if (!Cmd.ReportFile.empty()) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << llvm::formatv("{0:2}", reportJson()) << "\n";
    if (llvm::Error Er = writeFileAtomically(Cmd.ReportFile, S)) {
      Err << "cu2hip port: cannot write the report: " << llvm::toString(std::move(Er)) << "\n";
      summarize(Seconds);
      return ExitFailed;
    }
  }
  return summarize(Seconds);
}

int cu2hip::runPort(const PortCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  return Port(Cmd, Out, Err).run();
}
