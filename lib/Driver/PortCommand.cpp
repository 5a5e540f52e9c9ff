// `cu2hip port SRC -o DST` / `cu2hip port SRC --in-place`: a CUDA project tree
// becomes a HIP project tree. Design and guarantees: docs/port.md.
//
//  1. walk SRC (symlinks are not followed), sort by path;
//  2. read and classify: C/C++/CUDA text is scanned for CUDA use and #includes
//     (a cheap textual scan) -> translation units (TUs), headers, build
//     scripts, plain text, other files;
//  3. translate the TUs in parallel (one Translator, a thread pool). Every TU
//     may claim the CUDA headers it includes; a header's translation is the
//     one made in the context of the *first TU in path order that includes
//     it* (its owner): a TU only claims a header when it comes before the
//     header's current owner, and a header is written once every TU before
//     its owner has finished, so the result does not depend on -j or timing;
//  4. headers no TU included are translated on their own; build scripts,
//     links and other files are handled meanwhile;
//  5. every write is atomic; DST/.cu2hip-state.json records what is done so an
//     interrupted or repeated run skips up-to-date translations.
#include "cu2hip/Commands.h"
#include "cu2hip/Config.h"
#include "cu2hip/Output.h"
#include "cu2hip/UserRules.h"
#include "cu2hip/Port.h"
#include "cu2hip/TimeReport.h"
#include "cu2hip/Translator.h"
#include "cu2hip/UnifiedDiff.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/xxhash.h"

#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdio>
#include <map>
#include <mutex>
#include <optional>
#include <set>

#include <csignal>
#include <cstring>
#include <ctime>

#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

constexpr const char *StateFile = ".cu2hip-state.json";
constexpr const char *WarpHeaderName = "cu2hip_warp.h";
// --- Interrupts ----------------------------------------------------------------------------
//
// SIGINT/SIGTERM stop the run gracefully: no new work is scheduled, writes in
// flight finish (each is a temporary file renamed over its target), the state
// and report are saved and the exit status is 128 + the signal. LLVM's own
// handler (SetInterruptFunction) unregisters itself after the first signal,
// so the copy of the signal that `timeout` and terminals also send to the
// process group would kill the run half-way; our handler stays installed and
// treats repeats within a second as the same interrupt. A repeat after that
// is a hard stop: temporary files are removed (RunInterruptHandlers) and the
// signal takes its default action.
std::atomic<bool> Interrupted{false};
std::atomic<int> InterruptSignal{0};
std::atomic<int64_t> FirstSignalNs{0};

int64_t monotonicNs() {
  struct timespec T;
  clock_gettime(CLOCK_MONOTONIC, &T); // async-signal-safe
  return int64_t(T.tv_sec) * 1000000000 + T.tv_nsec;
}

void onSignal(int Sig) {
  int64_t Now = monotonicNs(), Expected = 0;
  if (FirstSignalNs.compare_exchange_strong(Expected, Now)) {
    InterruptSignal = Sig;
    Interrupted = true;
    return;
  }
  if (Now - Expected < 1000000000)
    return; // the same interrupt, delivered to the process and to its group
  llvm::sys::RunInterruptHandlers();
  ::signal(Sig, SIG_DFL);
  ::raise(Sig);
}

/// LLVM's handlers might be registered again later (RemoveFileOnSignal); the
/// interrupt function then still only sets the flag.
void onLLVMInterrupt() {
  InterruptSignal = SIGINT;
  Interrupted = true;
}

class InterruptGuard {
public:
  InterruptGuard() {
    Interrupted = false;
    InterruptSignal = 0;
    FirstSignalNs = 0;
    // Registers LLVM's handlers first, so that it does not install them over ours later.
    llvm::sys::SetInterruptFunction(onLLVMInterrupt);
    struct sigaction SA;
    memset(&SA, 0, sizeof SA);
    SA.sa_handler = onSignal;
    SA.sa_flags = SA_RESTART;
    sigemptyset(&SA.sa_mask);
    sigaction(SIGINT, &SA, &OldInt);
    sigaction(SIGTERM, &SA, &OldTerm);
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &OldInt, nullptr);
    sigaction(SIGTERM, &OldTerm, nullptr);
    llvm::sys::SetInterruptFunction(nullptr);
  }

private:
  struct sigaction OldInt, OldTerm;
};

using Clock = std::chrono::steady_clock;

std::string hashOf(llvm::StringRef Bytes) {
  uint64_t H = llvm::xxh3_64bits(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(Bytes.data()), Bytes.size()));
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex_no_prefix(H, 16);
  return S;
}

/// Absolute, '.' and '..' removed, without resolving symlinks.
std::string absolute(llvm::StringRef P) {
  llvm::SmallString<256> A(P);
  fs::make_absolute(A);
  path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

/// The real path of \p P, which need not exist: its deepest existing ancestor
/// is resolved and the rest appended.
std::string realPathOfMaybeMissing(llvm::StringRef P) {
  std::string A = absolute(P);
  llvm::SmallString<256> Real;
  if (!fs::real_path(A, Real))
    return std::string(Real);
  llvm::StringRef Parent = path::parent_path(A);
  if (Parent.empty() || Parent == A)
    return A;
  llvm::SmallString<256> R(realPathOfMaybeMissing(Parent));
  path::append(R, path::filename(A));
  return std::string(R);
}

/// True when \p Inner is \p Outer or below it (paths already normalized).
bool isWithin(llvm::StringRef Inner, llvm::StringRef Outer) {
  if (Inner == Outer)
    return true;
  llvm::StringRef O = Outer.ends_with("/") ? Outer.drop_back() : Outer;
  return Inner.starts_with(O) && Inner.size() > O.size() && Inner[O.size()] == '/';
}

std::string joinRel(llvm::StringRef Dir, llvm::StringRef Name) {
  return Dir.empty() ? Name.str() : (Dir + "/" + Name).str();
}

/// 'dir/x/../y' -> 'dir/y'; empty when it leaves the tree.
std::string normalizeRel(llvm::StringRef Rel) {
  llvm::SmallVector<llvm::StringRef> Parts, Out;
  Rel.split(Parts, '/');
  for (llvm::StringRef P : Parts) {
    if (P.empty() || P == ".")
      continue;
    if (P == "..") {
      if (Out.empty())
        return "";
      Out.pop_back();
      continue;
    }
    Out.push_back(P);
  }
  return llvm::join(Out, "/");
}

std::string relDir(llvm::StringRef Rel) {
  size_t S = Rel.rfind('/');
  return S == llvm::StringRef::npos ? "" : Rel.substr(0, S).str();
}

/// FILE.orig, FILE.orig.N (our --in-place backups), FILE.bak, FILE~, FILE.rej.
bool isBackupName(llvm::StringRef Rel) {
  llvm::StringRef Name = path::filename(Rel);
  if (Name.ends_with("~") || Name.ends_with(".bak") || Name.ends_with(".rej") ||
      Name.ends_with(".orig"))
    return true;
  size_t P = Name.rfind(".orig.");
  return P != llvm::StringRef::npos &&
         llvm::all_of(Name.substr(P + 6), [](char C) { return llvm::isDigit(C); });
}

enum class Role {
  Dir,         // a directory (created in DST)
  TU,          // a CUDA translation unit
  Header,      // a CUDA file that is only included: translated in an includer's context
  BuildScript, // CMake or Makefile
  Text,        // C/C++ text without CUDA: copied (includes of renamed files updated)
  Copy,        // anything else: copied byte for byte
  Link,        // a symbolic link: recreated as a link
  Special,     // fifo, socket, device: skipped
};

enum class Status { Pending, Translated, Unchanged, Copied, Link, Skipped, Failed, NotDone };

const char *statusName(Status S) {
  switch (S) {
  case Status::Pending: return "pending";
  case Status::Translated: return "translated";
  case Status::Unchanged: return "unchanged";
  case Status::Copied: return "copied";
  case Status::Link: return "link";
  case Status::Skipped: return "skipped";
  case Status::Failed: return "failed";
  case Status::NotDone: return "not-done";
  }
  return "?";
}

struct PortNote {
  bool Error;
  std::string Message;
};

struct Entry {
  std::string Rel, OutRel;
  std::string Abs; // SRC/Rel
  fs::file_type Type = fs::file_type::type_unknown;
  fs::perms Perms = fs::perms_not_known;
  Role R = Role::Copy;
  BuildScriptKind Script = BuildScriptKind::None;
  bool Excluded = false, Binary = false, Loaded = false, DirectCuda = false, CudaBearing = false,
       IncludedByOther = false, ReadFailed = false;
  std::string Bytes, Hash;
  std::vector<int> Includes;
  std::string LinkTarget;

  // Results.
  Status St = Status::Pending;
  std::vector<Diagnostic> Diags;
  std::vector<BuildScriptNote> ScriptNotes;
  std::vector<PortNote> Notes;
  std::string Owner; // headers: the TU whose translation this is ("" on its own)
  bool Owned = false;
  bool UpToDate = false, Resumed = false, ParseProblems = false, NeedsWarpHeader = false;
  std::string OutHash;
  unsigned UserRuleEdits = 0; // of the edits, those the user's rules made (docs/rules.md)
  std::map<std::string, std::string> Deps; // TUs: in-tree headers included -> their hash
  std::optional<std::string> PendingWrite; // --in-place: written at the end
  std::string Diff;
  bool Final = false;

  const char *kind() const {
    switch (R) {
    case Role::Dir: return "directory";
    case Role::TU: return "translation-unit";
    case Role::Header: return "header";
    case Role::BuildScript: return Script == BuildScriptKind::CMake ? "cmake" : "makefile";
    case Role::Text: return "text";
    case Role::Copy: return Binary ? "binary" : "other";
    case Role::Link: return "link";
    case Role::Special: return "special";
    }
    return "?";
  }
};

/// A manifest entry (DST/.cu2hip-state.json) from an earlier run.
struct StateEntry {
  std::string Src, Out, OutHash, Status, Owner;
  std::map<std::string, std::string> Deps;
  bool WarpHeader = false, ParseProblems = false;
  std::vector<Diagnostic> Diags;
};

/// Takes an earlier run's result for \p En from the state file (its output is
/// up to date) and returns the status it ended with.
Status reuseState(Entry &En, const StateEntry &S) {
  En.Resumed = En.UpToDate = true;
  En.OutHash = S.OutHash;
  En.Deps = S.Deps;
  En.Diags = S.Diags;
  En.NeedsWarpHeader = S.WarpHeader;
  En.ParseProblems = S.ParseProblems;
  return S.Status == "translated" ? Status::Translated : Status::Unchanged;
}

/// A claimable header's best translation so far.
struct HeaderState {
  int Best = INT_MAX; // rank of the TU whose translation is kept
  bool FromDisk = false;
  std::optional<FileResult> Result;
  std::vector<Diagnostic> Diags;
  bool ParseProblems = false;
  bool Final = false;
};

/// (llvm::json::Value borrows StringRefs: every string here is copied.)
llvm::json::Value diagToJson(const Diagnostic &D, const std::string &FileRel) {
  llvm::json::Object O{{"code", diagCode(D.Id)},
                       {"name", diagInfo(D.Id).Name.str()},
                       {"severity", severityName(D.severity()).str()},
                       {"line", D.Line},
                       {"column", D.Column},
                       {"message", D.Message}};
  if (!D.Subject.empty())
    O["subject"] = D.Subject;
  if (!FileRel.empty())
    O["file"] = std::string(FileRel);
  return llvm::json::Value(std::move(O));
}

std::optional<Diagnostic> diagFromJson(const llvm::json::Value &V) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  auto Code = O->getString("code");
  if (!Code)
    return std::nullopt;
  std::optional<DiagId> Id = diagIdFromCode(*Code);
  if (!Id)
    return std::nullopt;
  Diagnostic D{};
  D.Id = *Id;
  D.Line = O->getInteger("line").value_or(0);
  D.Column = O->getInteger("column").value_or(0);
  D.Message = O->getString("message").value_or("").str();
  D.Subject = O->getString("subject").value_or("").str();
  D.File = O->getString("file").value_or("").str();
  return D;
}

/// Progress on stderr: a bar on a terminal, a plain line now and then otherwise.
class Progress {
public:
  enum Mode { None, Bar, Lines };
  Progress(llvm::raw_ostream &Err, Mode M, size_t Total) : Err(Err), M(M), Total(Total) {}

  void started(llvm::StringRef Rel) {
    std::lock_guard<std::mutex> L(Mu);
    Current = Rel.str();
  }
  void finished() { ++Done; }
  size_t done() const { return Done; }

  /// Called by the main thread every ~100 ms.
  void tick(bool Force = false) {
    if (M == None)
      return;
    auto Now = Clock::now();
    size_t D = Done;
    std::string Cur;
    {
      std::lock_guard<std::mutex> L(Mu);
      Cur = Current;
    }
    if (M == Bar) {
      if (!Force && Now - LastDraw < std::chrono::milliseconds(100))
        return;
      LastDraw = Now;
      unsigned Cols = llvm::sys::Process::StandardErrColumns();
      if (Cols < 40)
        Cols = 80;
      const unsigned Width = 24;
      unsigned Filled = Total ? unsigned(Width * D / Total) : Width;
      std::string Line = "[" + std::string(Filled, '#') + std::string(Width - Filled, '.') + "] " +
                         std::to_string(D) + "/" + std::to_string(Total) + " ";
      if (Line.size() + Cur.size() + 1 > Cols)
        Cur = "..." + Cur.substr(Cur.size() - std::min<size_t>(Cur.size(), Cols - Line.size() - 5));
      Line += Cur;
      Err << "\r\x1b[K" << Line;
      Err.flush();
      Drawn = true;
      return;
    }
    // Lines: every 10% or every 5 seconds, whichever comes first.
    size_t Decile = Total ? D * 10 / Total : 10;
    if (!Force && Decile == LastDecile && Now - LastDraw < std::chrono::seconds(5))
      return;
    if (D == LastDone)
      return;
    LastDecile = Decile;
    LastDraw = Now;
    LastDone = D;
    Err << "cu2hip port: " << D << "/" << Total << " files";
    if (!Cur.empty() && D < Total)
      Err << " (" << Cur << ")";
    Err << "\n";
    Err.flush();
  }
  void clear() {
    if (M == Bar && Drawn) {
      Err << "\r\x1b[K";
      Err.flush();
    }
  }

private:
  llvm::raw_ostream &Err;
  Mode M;
  size_t Total;
  std::atomic<size_t> Done{0};
  std::mutex Mu;
  std::string Current;
  Clock::time_point LastDraw{};
  size_t LastDecile = SIZE_MAX, LastDone = SIZE_MAX;
  bool Drawn = false;
};

class Port {
public:
  Port(const PortCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err)
      : Cmd(Cmd), Out(Out), Err(Err) {}
  int run();

private:
  // --- Setup ---------------------------------------------------------------------------
  int usage(const llvm::Twine &Msg) {
    Err << "cu2hip port: " << Msg << "\n";
    return ExitUsage;
  }
  int checkPaths();
  int checkReportPath();
  int checkGit();
  int createOutput();
  int loadCompileDatabase();
  bool walk();
  void classify(llvm::ThreadPoolInterface &Pool);
  int resolveInclude(const IncludeRef &Inc, int From) const;
  int followLinks(int J) const;
  int entryForPath(llvm::StringRef P) const;
  int resolveRef(llvm::StringRef Ref, llvm::StringRef FromDir) const;
  void assignRoles();
  void planRenames();
  std::string optionsHash() const;
  const std::string &warpHeader();
  void loadState();
  void planResume();
  bool outputMatches(const Entry &E, llvm::StringRef Hash) const;

  // --- Work ----------------------------------------------------------------------------
  void translateTU(int Rank);
  void tuFinished(int Rank);
  void finalizeHeader(int Idx, std::vector<int> &Write);
  void translateAlone(int Idx);
  void processOther(int Idx);
  void buildScript(int Idx);
  std::string rewriteIncludes(int Idx, llvm::StringRef Text) const;
  void applyTranslation(int Idx, const FileResult &F, bool Ok);
  void emit(int Idx, llvm::StringRef Content, bool Translated);
  bool ensureDir(llvm::StringRef RelDir, std::string &Error);
  bool writeOut(llvm::StringRef Base, llvm::StringRef OutRel, llvm::StringRef Content,
                fs::perms Perms, bool &UpToDate, std::string &Error);
  void writeLink(int Idx);
  void finish(int Idx, Status S);
  void fail(int Idx, const std::string &Msg);
  void writeInPlace();
  void writeWarpHeaders();
  llvm::json::Value stateJson();
  void saveState();

  // --- Results -------------------------------------------------------------------------
  llvm::json::Value reportJson(double Seconds);
  int summarize(double Seconds);

  const PortCommand &Cmd;
  llvm::raw_ostream &Out, &Err;
  std::string SrcAbs, SrcReal, DstAbs, Base; // Base: where outputs go (real DST or real SRC)
  bool InPlace = false, DryRun = false;
  std::vector<Entry> E;
  llvm::StringMap<int> ByRel, ByAbs;
  std::map<std::string, std::vector<int>> ByName; // file name -> entries
  std::vector<std::pair<std::string, std::string>> Outside; // compile_commands paths outside SRC
  std::string DbHash;
  BuildScriptOptions ScriptOpts;
  bool ProjectUsesHip = false;

  std::unique_ptr<Translator> T;
  std::vector<int> TUs;     // entry indexes, path order
  std::vector<int> RankOf;  // entry -> rank in TUs, or -1
  std::vector<HeaderState> HS; // by entry
  std::vector<char> TUDone;
  std::vector<char> SkipTU;
  std::vector<std::vector<int>> Bucket; // rank -> headers that TU owns (or owned)
  int Prefix = 0;
  std::map<std::string, StateEntry> State;
  bool StateUsable = false;

  std::mutex Mu;            // results, header states, TU completion
  std::mutex DirMu;
  llvm::StringSet<> MadeDirs;
  std::mutex HashMu;
  std::unique_ptr<Progress> Prog;
  std::atomic<size_t> Outstanding{0};
  std::mutex WaitMu;
  std::condition_variable WaitCv;
  Clock::time_point LastStateSave = Clock::now();
  bool WasInterrupted = false;
  bool WarpHeaderLoaded = false;
  std::string WarpHeaderText;
};

// --- Setup ---------------------------------------------------------------------------------

int Port::checkPaths() {
  if (Cmd.Src.empty())
    return usage("no source directory given");
  InPlace = Cmd.InPlace;
  DryRun = Cmd.DryRun;
  if (InPlace == !Cmd.Dst.empty())
    return usage(InPlace ? "-o DST and --in-place are mutually exclusive"
                         : "give an output directory (-o DST) or --in-place");
  if (InPlace && Cmd.Rename)
    return usage("--rename cannot be combined with --in-place (port to a new tree with -o DST)");
  if (!fs::is_directory(Cmd.Src))
    return usage("'" + Cmd.Src + "' is not a directory");
  SrcAbs = absolute(Cmd.Src);
  SrcReal = realPathOfMaybeMissing(SrcAbs);
  if (InPlace) {
    Base = SrcReal;
    return ExitOk;
  }
  DstAbs = absolute(Cmd.Dst);
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
  Base = DstReal;
  return ExitOk;
}

/// --report PATH must not replace a user's file: refused inside the source
/// tree (with --in-place or --dry-run too) and over an existing file that is
/// not an earlier cu2hip port report.
int Port::checkReportPath() {
  if (Cmd.ReportFile.empty())
    return ExitOk;
  std::string Abs = absolute(Cmd.ReportFile);
  std::string Real = realPathOfMaybeMissing(Abs);
  if (isWithin(Real, SrcReal) || isWithin(Abs, SrcAbs))
    return usage("refusing to write the report '" + Cmd.ReportFile + "' inside the source tree '" +
                 Cmd.Src + "'");
  fs::file_status St;
  if (fs::status(Abs, St))
    return ExitOk; // does not exist (or cannot be seen: the write reports that)
  if (fs::is_directory(St))
    return usage("the report path '" + Cmd.ReportFile + "' is a directory");
  auto Buf = llvm::MemoryBuffer::getFile(Abs, false, false);
  bool IsReport = false;
  if (Buf) {
    llvm::Expected<llvm::json::Value> V = llvm::json::parse((*Buf)->getBuffer());
    if (V) {
      const llvm::json::Object *O = V->getAsObject();
      IsReport = O && O->get("cu2hip_port");
    } else {
      llvm::consumeError(V.takeError());
    }
  }
  if (!IsReport)
    return usage("refusing to replace '" + Cmd.ReportFile +
                 "' with the report: it exists and is not a cu2hip port report");
  return ExitOk;
}

/// Creates DST once everything has been checked.
int Port::createOutput() {
  if (InPlace || DryRun)
    return ExitOk;
  if (std::error_code EC = fs::create_directories(DstAbs)) {
    Err << "cu2hip port: cannot create '" << Cmd.Dst << "': " << EC.message() << "\n";
    return ExitFailed;
  }
  Base = realPathOfMaybeMissing(DstAbs);
  return ExitOk;
}

std::string shellQuote(llvm::StringRef S) {
  std::string Q = "'";
  for (char C : S) {
    if (C == '\'')
      Q += "'\\''";
    else
      Q += C;
  }
  return Q + "'";
}

int Port::checkGit() {
  if (!InPlace || Cmd.Force || DryRun)
    return ExitOk;
  // GIT_OPTIONAL_LOCKS=0: `git status` must not write the index either.
  std::string Command = "GIT_OPTIONAL_LOCKS=0 git -C " + shellQuote(SrcAbs) +
                        " status --porcelain --untracked-files=normal -- . 2>/dev/null";
  FILE *P = popen(Command.c_str(), "r");
  if (!P)
    return ExitOk;
  std::string Output;
  char Buf[4096];
  size_t N;
  while ((N = fread(Buf, 1, sizeof Buf, P)) > 0)
    Output.append(Buf, N);
  int RC = pclose(P);
  if (RC != 0) {
    // Not a git work tree (or no git): nothing to check; backups are kept.
    if (!Cmd.Quiet && !Cmd.Backup)
      Err << "cu2hip port: note: '" << Cmd.Src
          << "' is not in a git work tree and --no-backup was given; originals will not be kept\n";
    return ExitOk;
  }
  if (llvm::StringRef(Output).trim().empty())
    return ExitOk;
  Err << "cu2hip port: refusing to rewrite '" << Cmd.Src
      << "' in place: its git work tree has uncommitted changes (use --force to override):\n";
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Output).trim().split(Lines, '\n');
  for (size_t I = 0; I < Lines.size() && I < 10; ++I)
    Err << "  " << Lines[I] << "\n";
  if (Lines.size() > 10)
    Err << "  ... (" << Lines.size() - 10 << " more)\n";
  return ExitUsage;
}

int Port::loadCompileDatabase() {
  if (Cmd.Opts.BuildDir.empty())
    return ExitOk;
  llvm::SmallString<256> P(Cmd.Opts.BuildDir);
  path::append(P, "compile_commands.json");
  auto Buf = llvm::MemoryBuffer::getFile(P);
  if (!Buf) {
    Err << "cu2hip port: cannot read '" << P << "': " << Buf.getError().message() << "\n";
    return ExitUsage;
  }
  DbHash = hashOf((*Buf)->getBuffer());
  std::string Error;
  auto DB = clang::tooling::JSONCompilationDatabase::loadFromFile(
      P, Error, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!DB) {
    Err << "cu2hip port: cannot load '" << P << "': " << Error << "\n";
    return ExitUsage;
  }
  std::set<std::string> Seen;
  for (const std::string &F : DB->getAllFiles()) {
    std::string A = absolute(F);
    std::string R = realPathOfMaybeMissing(A);
    if (isWithin(A, SrcAbs) || isWithin(R, SrcReal))
      continue;
    if (Seen.insert(A).second)
      Outside.push_back({A, "listed in compile_commands.json but outside the source tree; "
                            "not translated or written"});
  }
  return ExitOk;
}

bool Port::walk() {
  // Our own recursion: one unreadable directory is reported, not fatal.
  std::vector<std::string> Stack = {""};
  std::map<std::string, size_t> DirAt;
  while (!Stack.empty()) {
    std::string RelDir = Stack.back();
    Stack.pop_back();
    llvm::SmallString<256> Dir(SrcAbs);
    if (!RelDir.empty())
      path::append(Dir, RelDir);
    std::error_code EC;
    for (fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End; It != End && !EC;
         It.increment(EC)) {
      llvm::StringRef Name = path::filename(It->path());
      if (RelDir.empty() && Name == StateFile)
        continue; // an earlier port's state, when porting a port
      if (Name.starts_with(".") && Name.contains(".cu2hip-") && Name.ends_with(".tmp"))
        continue; // a temporary file of an interrupted run
      Entry En;
      En.Rel = joinRel(RelDir, Name);
      En.Abs = std::string(It->path());
      fs::file_status St;
      if (std::error_code SE = fs::status(It->path(), St, /*Follow=*/false)) {
        En.Type = fs::file_type::type_unknown;
        En.R = Role::Special;
        En.Notes.push_back({true, "cannot stat: " + SE.message()});
        En.St = Status::Failed;
      } else {
        En.Type = St.type();
        En.Perms = St.permissions();
      }
      if (En.Type == fs::file_type::directory_file) {
        if (Name == ".git" || Name == ".hg" || Name == ".svn")
          continue; // version control data is not part of the port
        En.R = Role::Dir;
        Stack.push_back(En.Rel);
        DirAt[En.Rel] = E.size();
      } else if (En.Type == fs::file_type::symlink_file) {
        En.R = Role::Link;
        char Buf[4096];
        ssize_t N = ::readlink(En.Abs.c_str(), Buf, sizeof Buf);
        if (N < 0) {
          En.Notes.push_back({true, "cannot read the link"});
          En.St = Status::Failed;
        } else {
          En.LinkTarget.assign(Buf, N);
        }
      } else if (En.Type != fs::file_type::regular_file && En.St != Status::Failed) {
        En.R = Role::Special;
      }
      E.push_back(std::move(En));
    }
    if (EC) {
      auto It = DirAt.find(RelDir);
      if (It == DirAt.end()) {
        Entry En;
        En.Rel = ".";
        En.Abs = std::string(Dir);
        En.R = Role::Dir;
        DirAt[RelDir] = E.size();
        E.push_back(std::move(En));
        It = DirAt.find(RelDir);
      }
      Entry &En = E[It->second];
      En.Notes.push_back({true, "cannot read the directory: " + EC.message()});
      En.St = Status::Failed;
    }
  }
  std::sort(E.begin(), E.end(), [](const Entry &A, const Entry &B) { return A.Rel < B.Rel; });
  E.erase(std::unique(E.begin(), E.end(), [](const Entry &A, const Entry &B) { return A.Rel == B.Rel; }),
          E.end());
  for (size_t I = 0; I < E.size(); ++I) {
    ByRel[E[I].Rel] = I;
    ByAbs[absolute(E[I].Abs)] = I;
    llvm::SmallString<256> R(SrcReal);
    path::append(R, E[I].Rel);
    ByAbs[R] = I;
    ByName[path::filename(E[I].Rel).str()].push_back(I);
  }
  return true;
}

void Port::classify(llvm::ThreadPoolInterface &Pool) {
  for (size_t I = 0; I < E.size(); ++I) {
    Entry &En = E[I];
    if (En.R != Role::Copy || En.St == Status::Failed || En.Type != fs::file_type::regular_file)
      continue;
    if (isBackupName(En.Rel))
      continue; // FILE.orig of an earlier --in-place run: copied, never translated
    bool Excluded = false;
    if (!Cmd.Include.empty())
      Excluded = llvm::none_of(Cmd.Include, [&](const std::string &G) { return portGlobMatch(G, En.Rel); });
    for (const std::string &G : Cmd.Exclude)
      Excluded |= portGlobMatch(G, En.Rel);
    En.Excluded = Excluded;
    En.Script = buildScriptKind(En.Rel);
    bool Code = isPortSourceFile(En.Rel) || isPortHeaderFile(En.Rel);
    if (!Code && En.Script == BuildScriptKind::None)
      continue;
    Pool.async([this, I, Code] {
      Entry &En = E[I];
      auto Buf = llvm::MemoryBuffer::getFile(En.Abs, /*IsText=*/false, /*RequiresNullTerminator=*/false);
      if (!Buf) {
        En.ReadFailed = true;
        En.Notes.push_back({true, "cannot read: " + Buf.getError().message()});
        return;
      }
      En.Bytes = (*Buf)->getBuffer().str();
      En.Loaded = true;
      En.Hash = hashOf(En.Bytes);
      En.Binary = looksBinary(En.Bytes);
      if (En.Binary || !Code)
        return;
      En.DirectCuda = portExtension(En.Rel) == "cu" || portExtension(En.Rel) == "cuh" ||
                      textUsesCuda(En.Bytes);
    });
  }
  Pool.wait();
  // The include graph (textual): which files include which.
  for (size_t I = 0; I < E.size(); ++I) {
    Entry &En = E[I];
    if (!En.Loaded || En.Binary || En.Script != BuildScriptKind::None)
      continue;
    for (const IncludeRef &Inc : scanIncludes(En.Bytes)) {
      int J = followLinks(resolveInclude(Inc, I));
      if (J < 0 || J == int(I) || E[J].Type != fs::file_type::regular_file)
        continue;
      En.Includes.push_back(J);
      E[J].IncludedByOther = true;
    }
  }
  // CUDA-bearing: uses CUDA itself or includes (transitively) a file that does.
  std::vector<char> State(E.size(), 0); // 0 unvisited, 1 in progress, 2 done
  std::function<bool(int)> Bearing = [&](int I) -> bool {
    if (State[I] == 2 || State[I] == 1)
      return E[I].CudaBearing;
    State[I] = 1;
    bool B = E[I].DirectCuda;
    for (int J : E[I].Includes)
      B |= Bearing(J);
    E[I].CudaBearing = B;
    State[I] = 2;
    return B;
  };
  for (size_t I = 0; I < E.size(); ++I)
    Bearing(I);
}

int Port::resolveRef(llvm::StringRef Ref, llvm::StringRef FromDir) const {
  if (path::is_absolute(Ref)) {
    std::string A = absolute(Ref);
    auto It = ByAbs.find(A);
    return It == ByAbs.end() ? -1 : It->second;
  }
  std::string N = normalizeRel(joinRel(FromDir, Ref));
  if (!N.empty()) {
    auto It = ByRel.find(N);
    if (It != ByRel.end())
      return It->second;
  }
  return -1;
}

int Port::resolveInclude(const IncludeRef &Inc, int From) const {
  llvm::StringRef S = Inc.Spelling;
  if (!Inc.Angled) {
    int J = resolveRef(S, relDir(E[From].Rel));
    if (J >= 0)
      return J;
  }
  // Found through an -I directory: the one tree file whose path ends with it.
  std::string N = normalizeRel(S);
  if (N.empty() || S.contains(".."))
    return -1;
  auto It = ByName.find(path::filename(N).str());
  if (It == ByName.end())
    return -1;
  for (int J : It->second) // path order: deterministic
    if (E[J].Rel == N || llvm::StringRef(E[J].Rel).ends_with("/" + N))
      return J;
  return -1;
}

/// The file a link inside the tree leads to (links to links followed a few
/// times), or -1; other entries are returned as they are.
int Port::followLinks(int J) const {
  for (int Hops = 0; J >= 0 && E[J].R == Role::Link && Hops < 8; ++Hops) {
    if (path::is_absolute(E[J].LinkTarget))
      return -1;
    std::string N = normalizeRel(joinRel(relDir(E[J].Rel), E[J].LinkTarget));
    auto It = N.empty() ? ByRel.end() : ByRel.find(N);
    J = It == ByRel.end() ? -1 : It->second;
  }
  return J >= 0 && E[J].R == Role::Link ? -1 : J;
}

/// The tree entry of a path clang used (through links: the file itself), or -1.
int Port::entryForPath(llvm::StringRef P) const {
  std::string A = absolute(P);
  auto It = ByAbs.find(A);
  if (It != ByAbs.end() && E[It->second].R != Role::Link)
    return It->second;
  llvm::SmallString<256> Real;
  if (fs::real_path(A, Real))
    return -1;
  It = ByAbs.find(Real);
  return It == ByAbs.end() || E[It->second].R == Role::Link ? -1 : It->second;
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

void Port::assignRoles() {
  for (Entry &En : E) {
    if (En.R != Role::Copy || En.Type != fs::file_type::regular_file)
      continue;
    if (En.ReadFailed) {
      En.St = Status::Failed;
      continue;
    }
    if (En.Excluded || En.Binary)
      continue; // copied as is
    if (En.Script != BuildScriptKind::None) {
      En.R = Role::BuildScript;
      continue;
    }
    bool Source = isPortSourceFile(En.Rel), Header = isPortHeaderFile(En.Rel);
    if (!Source && !Header)
      continue;
    if (path::filename(En.Rel) == WarpHeaderName && En.Bytes == warpHeader())
      continue; // the helper an earlier port wrote: copied as is
    if (Source && En.CudaBearing && !En.IncludedByOther)
      En.R = Role::TU;
    else if (En.DirectCuda)
      En.R = Role::Header;
    else
      En.R = Role::Text;
  }
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R == Role::TU)
      TUs.push_back(I);
  RankOf.assign(E.size(), -1);
  for (size_t R = 0; R < TUs.size(); ++R)
    RankOf[TUs[R]] = R;
  HS.resize(E.size());
  TUDone.assign(TUs.size(), 0);
  Bucket.assign(TUs.size(), {});
  SkipTU.assign(TUs.size(), 0);
  // CMake: the library packages every CUDA:: target of the project needs.
  std::set<std::string> Pkgs;
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

void Port::planRenames() {
  for (Entry &En : E)
    En.OutRel = En.Rel;
  if (!Cmd.Rename)
    return;
  for (Entry &En : E) {
    if ((En.Type != fs::file_type::regular_file && En.Type != fs::file_type::symlink_file) ||
        En.Excluded)
      continue;
    std::string New = portRenamedPath(En.Rel);
    if (New.empty())
      continue;
    if (ByRel.count(New)) {
      En.Notes.push_back({false, "not renamed to '" + New + "': a file of that name exists"});
      continue;
    }
    En.OutRel = New;
  }
}

std::string Port::optionsHash() const {
  std::string S = std::string("cu2hip " CU2HIP_VERSION "\n") + (Cmd.Rename ? "rename\n" : "") +
                  "arch " + Cmd.OffloadArch + "\n";
  const TranslateOptions &O = Cmd.Opts;
  S += "launch " + std::to_string(int(O.Launch)) + " warp " + std::to_string(int(O.Warp)) +
       " hip " + (T ? T->options().HipTarget.str() : O.HipTarget.str()) + " annotate " +
       std::to_string(O.Annotate) + " cuda " + O.CudaPath + " db " + DbHash + "\n";
  for (const std::string &A : O.ExtraArgs)
    S += "arg " + A + "\n";
  for (const std::string &G : Cmd.Include)
    S += "include " + G + "\n";
  for (const std::string &G : Cmd.Exclude)
    S += "exclude " + G + "\n";
  // The rules change the output as much as the options: a run with other
  // rules (--select-rules, a changed .cu2hip.yaml or --rules file) redoes
  // every file.
  S += "select " + O.Rules + "\n";
  if (O.UserRules) {
    llvm::raw_string_ostream OS(S);
    printEffectiveRules(*O.UserRules, OS);
  }
  return hashOf(S);
}

void Port::loadState() {
  if (InPlace || DryRun || Cmd.Diff)
    return;
  llvm::SmallString<256> P(Base);
  path::append(P, StateFile);
  auto Buf = llvm::MemoryBuffer::getFile(P);
  if (!Buf)
    return;
  auto V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return;
  }
  const llvm::json::Object *O = V->getAsObject();
  if (!O || O->getInteger("cu2hip_state") != 1 || O->getString("options") != optionsHash())
    return;
  const llvm::json::Object *Files = O->getObject("files");
  if (!Files)
    return;
  for (const auto &[K, FV] : *Files) {
    const llvm::json::Object *F = FV.getAsObject();
    if (!F)
      continue;
    StateEntry S;
    S.Src = F->getString("src").value_or("").str();
    S.Out = F->getString("out").value_or("").str();
    S.OutHash = F->getString("out_hash").value_or("").str();
    S.Status = F->getString("status").value_or("").str();
    S.Owner = F->getString("owner").value_or("").str();
    S.WarpHeader = F->getBoolean("warp_header").value_or(false);
    S.ParseProblems = F->getBoolean("parse_problems").value_or(false);
    if (const llvm::json::Object *D = F->getObject("deps"))
      for (const auto &[DK, DV] : *D)
        S.Deps[DK.str()] = DV.getAsString().value_or("").str();
    if (const llvm::json::Array *A = F->getArray("diagnostics"))
      for (const llvm::json::Value &DV : *A)
        if (auto D = diagFromJson(DV))
          S.Diags.push_back(*D);
    State[K.str()] = std::move(S);
  }
  StateUsable = true;
}

bool Port::outputMatches(const Entry &En, llvm::StringRef Hash) const {
  llvm::SmallString<256> P(Base);
  path::append(P, En.OutRel);
  fs::file_status St;
  if (fs::status(P, St, /*Follow=*/false) || St.type() != fs::file_type::regular_file)
    return false;
  auto Buf = llvm::MemoryBuffer::getFile(P, false, false);
  return Buf && hashOf((*Buf)->getBuffer()) == Hash;
}

void Port::planResume() {
  if (!StateUsable)
    return;
  // A file is "done" when its source and output are what the state says.
  auto Done = [&](int I) -> const StateEntry * {
    const Entry &En = E[I];
    auto It = State.find(En.Rel);
    if (It == State.end() || It->second.Src != En.Hash || It->second.Out != En.OutRel ||
        It->second.Status == "failed" || !outputMatches(En, It->second.OutHash))
      return nullptr;
    return &It->second;
  };
  std::vector<const StateEntry *> DoneAt(E.size(), nullptr);
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R == Role::TU || E[I].R == Role::Header)
      DoneAt[I] = Done(I);
  for (size_t R = 0; R < TUs.size(); ++R) {
    int I = TUs[R];
    const StateEntry *S = DoneAt[I];
    if (!S)
      continue;
    bool Ok = true;
    for (const auto &[Rel, H] : S->Deps) {
      auto It = ByRel.find(Rel);
      if (It == ByRel.end()) {
        Ok = false;
        break;
      }
      int J = It->second;
      std::string Cur = E[J].Loaded ? E[J].Hash : "";
      if (!E[J].Loaded) {
        auto Buf = llvm::MemoryBuffer::getFile(E[J].Abs, false, false);
        if (Buf)
          Cur = hashOf((*Buf)->getBuffer());
      }
      if (Cur != H || (E[J].R == Role::Header && !DoneAt[J])) {
        Ok = false;
        break;
      }
    }
    SkipTU[R] = Ok;
  }
  // Which reused units include which headers (their recorded dependencies).
  std::vector<int> Headers;
  std::vector<std::vector<int>> Includers(E.size());
  for (size_t H = 0; H < E.size(); ++H)
    if (E[H].R == Role::Header && DoneAt[H])
      Headers.push_back(H);
  for (size_t R = 0; R < TUs.size(); ++R) {
    if (!SkipTU[R])
      continue;
    for (const auto &Dep : DoneAt[TUs[R]]->Deps) {
      auto It = ByRel.find(Dep.first);
      if (It != ByRel.end() && E[It->second].R == Role::Header)
        Includers[It->second].push_back(R);
    }
  }
  auto OwnerRankOf = [&](int H) {
    auto It = ByRel.find(DoneAt[H]->Owner);
    return DoneAt[H]->Owner.empty() || It == ByRel.end() ? -1 : RankOf[It->second];
  };
  // A header kept from disk needs its owner reused too, and no reused unit
  // before that owner may include it; otherwise the units that include it are
  // translated again, so that its owner is found afresh.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (int H : Headers) {
      int OwnerRank = OwnerRankOf(H);
      bool Valid = OwnerRank >= 0 && SkipTU[OwnerRank];
      for (int R : Includers[H])
        if (SkipTU[R] && (!Valid || R < OwnerRank)) {
          SkipTU[R] = 0;
          Changed = true;
        }
    }
  }
  for (int H : Headers) {
    int OwnerRank = OwnerRankOf(H);
    if (OwnerRank >= 0 && SkipTU[OwnerRank]) {
      HS[H].Best = OwnerRank;
      HS[H].FromDisk = true;
      Bucket[OwnerRank].push_back(H);
    }
  }
}

// --- Work ----------------------------------------------------------------------------------

bool Port::ensureDir(llvm::StringRef RelDir, std::string &Error) {
  if (RelDir.empty())
    return true;
  {
    std::lock_guard<std::mutex> L(DirMu);
    if (MadeDirs.count(RelDir))
      return true;
  }
  llvm::SmallVector<llvm::StringRef> Parts;
  RelDir.split(Parts, '/');
  llvm::SmallString<256> P(Base);
  std::string SoFar;
  for (llvm::StringRef Part : Parts) {
    path::append(P, Part);
    SoFar = joinRel(SoFar, Part);
    fs::file_status St;
    std::error_code EC = fs::status(P, St, /*Follow=*/false);
    if (!EC && St.type() == fs::file_type::directory_file)
      continue;
    if (!EC && St.type() == fs::file_type::symlink_file) {
      Error = "'" + SoFar + "' is a symbolic link in the output tree; refusing to write through it";
      return false;
    }
    if (!EC) {
      Error = "'" + SoFar + "' is in the way: not a directory";
      return false;
    }
    // The directory gets its source's mode (as files do); the owner keeps
    // write and search permission, without which the rest could not be written.
    fs::perms Mode = fs::all_all;
    llvm::SmallString<256> SrcDir(SrcAbs);
    path::append(SrcDir, SoFar);
    fs::file_status SrcSt;
    bool FromSrc = !fs::status(SrcDir, SrcSt, false) && SrcSt.type() == fs::file_type::directory_file;
    if (FromSrc)
      Mode = SrcSt.permissions() | fs::owner_write | fs::owner_exe;
    if (std::error_code CE = fs::create_directory(P, /*IgnoreExisting=*/true, Mode)) {
      Error = "cannot create directory '" + SoFar + "': " + CE.message();
      return false;
    }
    if (fs::status(P, St, false) || St.type() != fs::file_type::directory_file) {
      Error = "'" + SoFar + "' is not a directory";
      return false;
    }
    if (FromSrc && St.permissions() != Mode)
      fs::setPermissions(P, Mode); // the umask applied at creation
  }
  std::lock_guard<std::mutex> L(DirMu);
  MadeDirs.insert(RelDir);
  return true;
}

bool Port::writeOut(llvm::StringRef Root, llvm::StringRef OutRel, llvm::StringRef Content,
                    fs::perms Perms, bool &UpToDate, std::string &Error) {
  UpToDate = false;
  if (!ensureDir(relDir(OutRel), Error))
    return false;
  llvm::SmallString<256> P(Root);
  path::append(P, OutRel);
  fs::file_status St;
  if (!fs::status(P, St, /*Follow=*/false)) {
    if (St.type() == fs::file_type::directory_file) {
      Error = "a directory is in the way";
      return false;
    }
    if (St.type() == fs::file_type::regular_file && St.getSize() == Content.size()) {
      auto Buf = llvm::MemoryBuffer::getFile(P, false, false);
      if (Buf && (*Buf)->getBuffer() == Content) {
        UpToDate = true;
        if (Perms != fs::perms_not_known && St.permissions() != Perms)
          fs::setPermissions(P, Perms);
        return true;
      }
    }
  }
  if (Interrupted) {
    Error = "interrupted";
    return false;
  }
  if (llvm::Error E = writeFileAtomically(P, Content)) {
    Error = llvm::toString(std::move(E));
    return false;
  }
  if (Perms != fs::perms_not_known && !fs::status(P, St, false) && St.permissions() != Perms)
    fs::setPermissions(P, Perms);
  return true;
}

void Port::finish(int Idx, Status S) {
  Entry &En = E[Idx];
  std::lock_guard<std::mutex> L(Mu); // saveState() reads finished entries
  if (En.Final)
    return;
  if (En.St != Status::Failed)
    En.St = S;
  En.Final = true;
  if (En.R != Role::Dir && En.St != Status::NotDone) // an interrupted run's leftovers are not done
    Prog->finished();
}

/// Why a unit produced nothing: the crash or limit that stopped it (it is
/// copied unchanged), else the generic reason.
std::string failureMessage(const TranslationResult &R) {
  for (const Diagnostic &D : R.Diags)
    if (D.Id == DiagId::UnitAborted)
      return D.Message + "; copied unchanged";
  return "could not be translated";
}

void Port::fail(int Idx, const std::string &Msg) {
  Entry &En = E[Idx];
  // A write cut short by the interrupt (its temporary file was removed) is
  // not a failure: the file is simply not done yet.
  if (Interrupted) {
    En.St = Status::NotDone;
  } else {
    En.Notes.push_back({true, Msg});
    En.St = Status::Failed;
  }
}

void Port::emit(int Idx, llvm::StringRef Content, bool Translated) {
  Entry &En = E[Idx];
  if (Cmd.Diff && Translated && (Content != En.Bytes || En.OutRel != En.Rel))
    En.Diff = unifiedDiff("a/" + En.Rel, "b/" + En.OutRel, En.Bytes, Content);
  En.OutHash = hashOf(Content);
  if (DryRun)
    return;
  if (InPlace) {
    if (Content != En.Bytes)
      En.PendingWrite = Content.str();
    return;
  }
  bool UpToDate = false;
  std::string Error;
  if (!writeOut(Base, En.OutRel, Content, En.Perms, UpToDate, Error)) {
    fail(Idx, "cannot write '" + En.OutRel + "': " + Error);
    if (Interrupted)
      En.St = Status::NotDone;
    return;
  }
  En.UpToDate = UpToDate;
}

std::string Port::rewriteIncludes(int Idx, llvm::StringRef Text) const {
  if (!Cmd.Rename)
    return Text.str();
  std::string Out;
  size_t Pos = 0;
  for (const IncludeRef &Inc : scanIncludes(Text)) {
    int J = resolveInclude(Inc, Idx);
    if (J < 0 || E[J].OutRel == E[J].Rel)
      continue;
    std::string New = portRenamedPath(Inc.Spelling);
    if (New.empty())
      continue;
    Out.append(Text.data() + Pos, Inc.Offset - Pos);
    Out += New;
    Pos = Inc.Offset + Inc.Spelling.size();
  }
  Out.append(Text.data() + Pos, Text.size() - Pos);
  return Out;
}

void Port::applyTranslation(int Idx, const FileResult &F, bool Ok) {
  Entry &En = E[Idx];
  std::string Output = rewriteIncludes(Idx, F.Output);
  En.NeedsWarpHeader = F.NeedsWarpHeader;
  En.UserRuleEdits = Ok ? F.UserRuleEdits : 0;
  if (!Ok) {
    // Nothing trustworthy came out: the original is copied and the file reported.
    emit(Idx, En.Bytes, false);
    En.Notes.push_back({true, "could not be translated; copied unchanged"});
    En.St = Status::Failed;
    return;
  }
  emit(Idx, Output, true);
  if (En.St == Status::Pending)
    En.St = Output != En.Bytes || En.OutRel != En.Rel ? Status::Translated : Status::Unchanged;
}

void Port::translateTU(int Rank) {
  int Idx = TUs[Rank];
  Entry &En = E[Idx];
  if (Interrupted) {
    En.St = Status::NotDone;
    tuFinished(Rank);
    return;
  }
  Prog->started(En.Rel);
  if (SkipTU[Rank]) {
    En.St = reuseState(En, State.at(En.Rel));
    tuFinished(Rank);
    return;
  }
  std::vector<int> Seen;
  TranslationResult R = T->translate(En.Abs, [&](llvm::StringRef HeaderPath) {
    int H = entryForPath(HeaderPath);
    if (H < 0)
      return false; // outside the tree: never written
    Seen.push_back(H);
    if (E[H].R != Role::Header)
      return false;
    std::lock_guard<std::mutex> L(Mu);
    if (Rank < HS[H].Best) {
      HS[H].Best = Rank;
      HS[H].FromDisk = false;
      Bucket[Rank].push_back(H);
      return true;
    }
    return false;
  });
  // Which file each diagnostic belongs to.
  std::map<std::string, int> HeaderOf;
  for (size_t I = 1; I < R.Files.size(); ++I) {
    int H = entryForPath(R.Files[I].Path);
    if (H >= 0)
      HeaderOf[absolute(R.Files[I].Path)] = H;
  }
  std::map<int, std::vector<Diagnostic>> HeaderDiags;
  std::map<int, bool> HeaderParse;
  std::vector<Diagnostic> MainDiags;
  bool MainParse = false;
  for (Diagnostic &D : R.Diags) {
    std::string A = D.File.empty() ? "" : absolute(D.File);
    auto It = HeaderOf.find(A);
    bool Parse = D.Id == DiagId::ParseProblem || D.Id == DiagId::TooManyParseProblems;
    if (It != HeaderOf.end()) {
      D.File = E[It->second].Rel;
      HeaderDiags[It->second].push_back(D);
      HeaderParse[It->second] |= Parse;
      continue;
    }
    int Own = A.empty() ? -1 : entryForPath(A);
    if (Own >= 0)
      D.File = E[Own].Rel;
    MainDiags.push_back(D);
    MainParse |= Parse;
  }
  En.Diags = std::move(MainDiags);
  En.ParseProblems = MainParse || !R.ParsedCleanly;
  {
    std::lock_guard<std::mutex> L(HashMu);
    for (int H : Seen) {
      Entry &D = E[H];
      if (!D.Loaded && D.Hash.empty()) {
        auto Buf = llvm::MemoryBuffer::getFile(D.Abs, false, false);
        D.Hash = Buf ? hashOf((*Buf)->getBuffer()) : "unreadable";
      }
      En.Deps[D.Rel] = D.Hash;
    }
  }
  if (R.Files.empty()) {
    fail(Idx, failureMessage(R));
    emit(Idx, En.Bytes, false);
  } else {
    applyTranslation(Idx, R.Files.front(), R.Ok);
  }
  // Keep this TU's header translations where it is (still) the owner.
  {
    std::lock_guard<std::mutex> L(Mu);
    for (size_t I = 1; I < R.Files.size(); ++I) {
      auto It = HeaderOf.find(absolute(R.Files[I].Path));
      if (It == HeaderOf.end())
        continue;
      HeaderState &H = HS[It->second];
      if (H.Best != Rank)
        continue;
      H.Result = std::move(R.Files[I]);
      H.Diags = HeaderDiags[It->second];
      H.ParseProblems = HeaderParse[It->second];
      H.FromDisk = false;
    }
  }
  tuFinished(Rank);
}

void Port::tuFinished(int Rank) {
  int Idx = TUs[Rank];
  std::vector<int> Write;
  {
    std::lock_guard<std::mutex> L(Mu);
    TUDone[Rank] = 1;
    int Old = Prefix;
    while (Prefix < int(TUs.size()) && TUDone[Prefix])
      ++Prefix;
    // A header is final once every TU before its owner has finished.
    for (int R = Old; R < Prefix; ++R)
      for (int H : Bucket[R])
        if (!HS[H].Final && HS[H].Best == R)
          finalizeHeader(H, Write);
  }
  finish(Idx, E[Idx].St == Status::Pending ? Status::Unchanged : E[Idx].St);
  for (int H : Write) {
    HeaderState &S = HS[H];
    Entry &En = E[H];
    Prog->started(En.Rel);
    if (Interrupted) {
      En.St = Status::NotDone;
      finish(H, Status::NotDone);
      continue;
    }
    if (S.FromDisk) {
      finish(H, reuseState(En, State.at(En.Rel)));
      continue;
    }
    En.Diags = S.Diags;
    En.ParseProblems = S.ParseProblems;
    applyTranslation(H, *S.Result, true);
    S.Result.reset();
    finish(H, En.St == Status::Pending ? Status::Unchanged : En.St);
  }
}

/// Called with Mu held.
void Port::finalizeHeader(int H, std::vector<int> &Write) {
  HeaderState &S = HS[H];
  if (!S.FromDisk && !S.Result)
    return; // claimed, but the owner produced nothing: translated on its own later
  S.Final = true;
  E[H].Owner = E[TUs[S.Best]].Rel;
  E[H].Owned = true;
  Write.push_back(H);
}

void Port::translateAlone(int Idx) {
  Entry &En = E[Idx];
  if (Interrupted) {
    finish(Idx, Status::NotDone);
    return;
  }
  Prog->started(En.Rel);
  if (StateUsable) {
    auto It = State.find(En.Rel);
    if (It != State.end() && It->second.Owner.empty() && It->second.Src == En.Hash &&
        It->second.Out == En.OutRel && It->second.Status != "failed" &&
        outputMatches(En, It->second.OutHash)) {
      finish(Idx, reuseState(En, It->second));
      return;
    }
  }
  TranslationResult R = T->translate(En.Abs);
  bool Parse = !R.ParsedCleanly;
  for (Diagnostic &D : R.Diags) {
    int Own = D.File.empty() ? -1 : entryForPath(D.File);
    if (Own >= 0)
      D.File = E[Own].Rel;
    Parse |= D.Id == DiagId::ParseProblem;
  }
  En.Diags = std::move(R.Diags);
  En.ParseProblems = Parse;
  if (R.Files.empty()) {
    fail(Idx, failureMessage(R));
    emit(Idx, En.Bytes, false);
  } else {
    applyTranslation(Idx, R.Files.front(), R.Ok);
  }
  finish(Idx, En.St == Status::Pending ? Status::Unchanged : En.St);
}

void Port::buildScript(int Idx) {
  Entry &En = E[Idx];
  BuildScriptOptions O = ScriptOpts;
  O.AppendHipSourceBlock = path::filename(En.Rel) == "CMakeLists.txt";
  std::string Dir = relDir(En.Rel);
  O.RenameRef = [this, Dir](llvm::StringRef Ref) -> std::optional<std::string> {
    // Strip a leading ${VAR}/ or $(VAR)/ and resolve the rest.
    llvm::StringRef Rest = Ref;
    if (Rest.starts_with("${") || Rest.starts_with("$(")) {
      size_t Close = Rest.find(Rest[1] == '{' ? '}' : ')');
      if (Close == llvm::StringRef::npos || Close + 1 >= Rest.size() || Rest[Close + 1] != '/')
        return std::nullopt;
      Rest = Rest.substr(Close + 2);
    }
    int J = resolveRef(Rest, Dir);
    if (J < 0)
      J = resolveRef(Rest, "");
    if (J < 0) {
      IncludeRef Inc{Rest.str(), true, 0};
      J = resolveInclude(Inc, 0);
    }
    if (J < 0 || E[J].OutRel == E[J].Rel)
      return std::nullopt;
    std::string New = portRenamedPath(Ref);
    if (New.empty())
      return std::nullopt;
    return New;
  };
  BuildScriptResult R = En.Script == BuildScriptKind::CMake ? translateCMake(En.Bytes, O)
                                                           : translateMakefile(En.Bytes, O);
  En.ScriptNotes = std::move(R.Notes);
  emit(Idx, R.Output, true);
  if (En.St == Status::Pending)
    En.St = R.Output != En.Bytes ? Status::Translated : Status::Unchanged;
}

void Port::writeLink(int Idx) {
  Entry &En = E[Idx];
  if (En.St == Status::Failed)
    return;
  std::string Target = En.LinkTarget;
  // Never followed; one that leaves the tree is kept as a link and reported.
  std::string Resolved = path::is_absolute(Target) ? "" : normalizeRel(joinRel(relDir(En.Rel), Target));
  if (Resolved.empty())
    En.Notes.push_back({false, "the link points outside the source tree ('" + Target +
                                   "'); copied as a link, not followed"});
  else if (Cmd.Rename) {
    auto It = ByRel.find(Resolved);
    if (It != ByRel.end() && E[It->second].OutRel != E[It->second].Rel) {
      std::string New = portRenamedPath(Target);
      if (!New.empty())
        Target = New;
    }
  }
  if (DryRun || InPlace)
    return;
  std::string Error;
  if (!ensureDir(relDir(En.OutRel), Error)) {
    fail(Idx, Error);
    return;
  }
  llvm::SmallString<256> P(Base);
  path::append(P, En.OutRel);
  fs::file_status St;
  if (!fs::status(P, St, false)) {
    if (St.type() == fs::file_type::symlink_file) {
      char Buf[4096];
      ssize_t N = ::readlink(P.c_str(), Buf, sizeof Buf);
      if (N >= 0 && std::string(Buf, N) == Target) {
        En.UpToDate = true;
        return;
      }
    } else if (St.type() == fs::file_type::directory_file) {
      fail(Idx, "cannot write the link '" + En.OutRel + "': a directory is in the way");
      return;
    }
  }
  if (Interrupted) {
    En.St = Status::NotDone;
    return;
  }
  // Atomically: a temporary link, then a rename over the old entry.
  llvm::SmallString<256> Tmp(P.str());
  path::remove_filename(Tmp);
  path::append(Tmp, "." + path::filename(P).str() + ".cu2hip-link-%%%%%%.tmp");
  llvm::SmallString<256> TmpPath;
  for (int Try = 0; Try < 10; ++Try) {
    fs::createUniquePath(Tmp, TmpPath, /*MakeAbsolute=*/false);
    if (::symlink(Target.c_str(), TmpPath.c_str()) == 0)
      break;
    TmpPath.clear();
  }
  if (TmpPath.empty()) {
    fail(Idx, "cannot create the link '" + En.OutRel + "'");
    return;
  }
  llvm::sys::RemoveFileOnSignal(TmpPath);
  if (::rename(TmpPath.c_str(), P.c_str()) != 0) {
    fs::remove(TmpPath);
    llvm::sys::DontRemoveFileOnSignal(TmpPath);
    fail(Idx, "cannot write the link '" + En.OutRel + "'");
    return;
  }
  llvm::sys::DontRemoveFileOnSignal(TmpPath);
}

void Port::processOther(int Idx) {
  Entry &En = E[Idx];
  if (Interrupted) {
    finish(Idx, Status::NotDone);
    return;
  }
  Prog->started(En.Rel);
  switch (En.R) {
  case Role::BuildScript:
    buildScript(Idx);
    finish(Idx, En.St);
    return;
  case Role::Link:
    writeLink(Idx);
    finish(Idx, Status::Link);
    return;
  case Role::Special:
    if (En.St != Status::Failed)
      En.Notes.push_back({false, "not a regular file, directory or link; skipped"});
    finish(Idx, Status::Skipped);
    return;
  case Role::Text: {
    std::string Output = rewriteIncludes(Idx, En.Bytes);
    emit(Idx, Output, true);
    finish(Idx, Output != En.Bytes || En.OutRel != En.Rel ? Status::Translated : Status::Copied);
    return;
  }
  case Role::Dir: {
    if (!DryRun && !InPlace) {
      std::string Error;
      if (!ensureDir(En.Rel, Error))
        fail(Idx, Error);
    }
    finish(Idx, Status::Copied);
    return;
  }
  default:
    break;
  }
  // Copied byte for byte.
  if (En.St == Status::Failed) {
    finish(Idx, Status::Failed);
    return;
  }
  if (En.Binary && (isPortSourceFile(En.Rel) || isPortHeaderFile(En.Rel)))
    En.Notes.push_back({false, "binary content (NUL bytes); copied unchanged"});
  if (InPlace || DryRun) {
    finish(Idx, Status::Copied);
    return;
  }
  std::string Content;
  if (En.Loaded) {
    Content = En.Bytes;
  } else {
    auto Buf = llvm::MemoryBuffer::getFile(En.Abs, false, false);
    if (!Buf) {
      fail(Idx, "cannot read: " + Buf.getError().message());
      finish(Idx, Status::Failed);
      return;
    }
    Content = (*Buf)->getBuffer().str();
    En.Binary = looksBinary(Content);
  }
  bool UpToDate = false;
  std::string Error;
  if (!writeOut(Base, En.OutRel, Content, En.Perms, UpToDate, Error))
    fail(Idx, "cannot write '" + En.OutRel + "': " + Error);
  En.UpToDate = UpToDate;
  finish(Idx, Status::Copied);
}

void Port::writeInPlace() {
  for (size_t I = 0; I < E.size(); ++I) {
    Entry &En = E[I];
    if (!En.PendingWrite)
      continue;
    if (Interrupted) {
      En.St = Status::NotDone;
      continue;
    }
    if (Cmd.Backup) {
      // FILE.orig; an older, different backup is kept and a new one numbered.
      llvm::SmallString<256> P(Base);
      path::append(P, En.Rel);
      std::string Chosen = chooseBackupPath(P, En.Bytes);
      std::string Backup =
          Chosen.empty() ? "" : En.Rel + llvm::StringRef(Chosen).drop_front(P.size()).str();
      bool UpToDate;
      std::string Error;
      if (Backup.empty() || !writeOut(Base, Backup, En.Bytes, En.Perms, UpToDate, Error)) {
        fail(I, "cannot write the backup of '" + En.Rel + "': " + Error + "; file left unchanged");
        continue;
      }
      En.Notes.push_back({false, "original kept as " + Backup});
    }
    bool UpToDate;
    std::string Error;
    if (!writeOut(Base, En.Rel, *En.PendingWrite, En.Perms, UpToDate, Error))
      fail(I, "cannot write '" + En.Rel + "': " + Error);
  }
}

void Port::writeWarpHeaders() {
  std::set<std::string> Dirs;
  for (const Entry &En : E)
    if (En.NeedsWarpHeader && En.St != Status::NotDone && En.St != Status::Failed)
      Dirs.insert(relDir(En.OutRel));
  if (Dirs.empty() || DryRun)
    return;
  const std::string *Text = &warpHeader();
  if (Text->empty()) {
    Err << "cu2hip port: cannot find " << WarpHeaderName << " in the share directory\n";
    return;
  }
  for (const std::string &D : Dirs) {
    std::string Rel = joinRel(D, WarpHeaderName);
    auto It = ByRel.find(Rel);
    if (It != ByRel.end() && E[It->second].Bytes != *Text && E[It->second].Loaded) {
      E[It->second].Notes.push_back({true, std::string("the tree has its own ") + WarpHeaderName +
                                               ", which the translated files here would need; kept"});
      continue;
    }
    bool UpToDate;
    std::string Error;
    fs::perms Perms = static_cast<fs::perms>(0644);
    if (!writeOut(Base, Rel, *Text, Perms, UpToDate, Error))
      Err << "cu2hip port: cannot write '" << Rel << "': " << Error << "\n";
  }
}

llvm::json::Value Port::stateJson() {
  llvm::json::Object Files;
  for (const Entry &En : E) {
    if ((En.R != Role::TU && En.R != Role::Header) || !En.Final ||
        (En.St != Status::Translated && En.St != Status::Unchanged))
      continue;
    llvm::json::Object F{{"src", En.Hash},
                         {"out", En.OutRel},
                         {"out_hash", En.OutHash},
                         {"status", statusName(En.St)}};
    if (En.R == Role::Header)
      F["owner"] = En.Owner;
    if (!En.Deps.empty()) {
      llvm::json::Object D;
      for (const auto &[K, V] : En.Deps)
        D[K] = V;
      F["deps"] = std::move(D);
    }
    if (En.NeedsWarpHeader)
      F["warp_header"] = true;
    if (En.ParseProblems)
      F["parse_problems"] = true;
    llvm::json::Array Diags;
    for (const Diagnostic &D : En.Diags)
      Diags.push_back(diagToJson(D, D.File == En.Rel ? "" : D.File));
    if (!Diags.empty())
      F["diagnostics"] = std::move(Diags);
    Files[En.Rel] = std::move(F);
  }
  return llvm::json::Object{{"cu2hip_state", 1}, {"options", optionsHash()}, {"files", std::move(Files)}};
}

void Port::saveState() {
  if (InPlace || DryRun)
    return;
  std::string S;
  {
    std::lock_guard<std::mutex> L(Mu);
    llvm::raw_string_ostream OS(S);
    OS << llvm::formatv("{0:2}", stateJson()) << "\n";
  }
  llvm::SmallString<256> P(Base);
  path::append(P, StateFile);
  if (llvm::Error Er = writeFileAtomically(P, S))
    llvm::consumeError(std::move(Er));
  LastStateSave = Clock::now();
}

// --- Results -------------------------------------------------------------------------------

llvm::json::Value Port::reportJson(double Seconds) {
  llvm::json::Array Files;
  std::map<std::string, unsigned> Counts, Unsupported;
  unsigned Warp = 0, ParseFiles = 0, ScriptItems = 0, UserRuleEdits = 0;
  for (const Entry &En : E) {
    if (En.R == Role::Dir && En.St != Status::Failed)
      continue;
    ++Counts[statusName(En.St)];
    UserRuleEdits += En.UserRuleEdits;
    llvm::json::Object F{{"path", En.Rel}, {"kind", En.kind()}, {"status", statusName(En.St)}};
    if (En.OutRel != En.Rel)
      F["output"] = En.OutRel;
    if (En.Owned)
      F["owner"] = En.Owner;
    if (En.Excluded)
      F["excluded"] = true;
    if (En.UpToDate)
      F["up_to_date"] = true;
    if (En.Resumed)
      F["resumed"] = true;
    if (En.ParseProblems) {
      F["parse_problems"] = true;
      ++ParseFiles;
    }
    if (En.UserRuleEdits)
      F["user_rule_edits"] = En.UserRuleEdits;
    if (En.R == Role::Link)
      F["target"] = En.LinkTarget;
    llvm::json::Array Diags;
    for (const Diagnostic &D : En.Diags) {
      Diags.push_back(diagToJson(D, D.File == En.Rel ? "" : D.File));
      if (isUnsupported(D.Id))
        ++Unsupported[D.Subject.empty() ? D.Message : D.Subject];
      llvm::StringRef Name = diagInfo(D.Id).Name;
      if (Name == "warp-site" || Name == "warp-mask")
        ++Warp;
    }
    for (const BuildScriptNote &N : En.ScriptNotes) {
      llvm::json::Object O{{"code", "build-script"},
                           {"severity", N.Unsupported ? "warning" : "remark"},
                           {"line", N.Line},
                           {"message", N.Message}};
      if (!N.Subject.empty())
        O["subject"] = N.Subject;
      Diags.push_back(std::move(O));
      ScriptItems += N.Unsupported;
    }
    for (const PortNote &N : En.Notes)
      Diags.push_back(llvm::json::Object{
          {"code", "port"}, {"severity", N.Error ? "error" : "note"}, {"message", N.Message}});
    if (!Diags.empty())
      F["diagnostics"] = std::move(Diags);
    Files.push_back(std::move(F));
  }
  llvm::json::Array OutsideArr;
  for (const auto &[P, Why] : Outside)
    OutsideArr.push_back(llvm::json::Object{{"path", P}, {"reason", Why}});
  llvm::json::Object Unsup;
  for (const auto &[K, V] : Unsupported)
    Unsup[K] = V;
  llvm::json::Object Summary{{"files", int64_t(Files.size())},
                             {"warp_size_sites", Warp},
                             {"parse_problem_files", ParseFiles},
                             {"build_script_items", ScriptItems},
                             {"unsupported_apis", std::move(Unsup)}};
  for (const char *S : {"translated", "unchanged", "copied", "link", "skipped", "failed", "not-done"})
    Summary[S] = Counts[S];
  if (Cmd.Opts.UserRules) // only with user rules: existing reports keep their shape
    Summary["user_rule_edits"] = UserRuleEdits;
  (void)Seconds;
  llvm::json::Object R{{"cu2hip_port", 1},
                       {"version", CU2HIP_VERSION},
                       {"hip_version", T ? T->options().HipTarget.str() : Cmd.Opts.HipTarget.str()},
                       {"source", SrcAbs},
                       {"mode", InPlace ? "in-place" : "tree"},
                       {"dry_run", DryRun},
                       {"rename", Cmd.Rename},
                       {"interrupted", WasInterrupted},
                       {"summary", std::move(Summary)},
                       {"files", std::move(Files)},
                       {"outside_tree", std::move(OutsideArr)}};
  if (!InPlace)
    R["destination"] = DstAbs;
  return llvm::json::Value(std::move(R));
}

int Port::summarize(double Seconds) {
  bool AnyFailed = false;
  std::map<std::string, unsigned> Counts, Unsupported;
  unsigned Warp = 0, ParseFiles = 0, ScriptItems = 0, Scripts = 0, ScriptsChanged = 0, Total = 0,
           Done = 0, UpToDate = 0, Resumed = 0;
  for (const Entry &En : E) {
    for (const PortNote &N : En.Notes)
      if (N.Error || Cmd.Opts.Verbose)
        Err << "cu2hip port: " << En.Rel << ": " << (N.Error ? "error: " : "note: ") << N.Message
            << "\n";
    if (Cmd.Opts.Verbose)
      for (const Diagnostic &D : En.Diags)
        printDiagnostic(Err, D, Cmd.Color);
    if (En.R == Role::Dir && En.St != Status::Failed)
      continue;
    ++Total;
    ++Counts[statusName(En.St)];
    AnyFailed |= En.St == Status::Failed;
    Done += En.St != Status::NotDone && En.St != Status::Pending;
    UpToDate += En.UpToDate;
    Resumed += En.Resumed;
    ParseFiles += En.ParseProblems;
    for (const Diagnostic &D : En.Diags) {
      if (isUnsupported(D.Id))
        ++Unsupported[D.Subject.empty() ? D.Message : D.Subject];
      llvm::StringRef Name = diagInfo(D.Id).Name;
      if (Name == "warp-site" || Name == "warp-mask")
        ++Warp;
    }
    if (En.R == Role::BuildScript) {
      ++Scripts;
      ScriptsChanged += En.St == Status::Translated;
      for (const BuildScriptNote &N : En.ScriptNotes)
        ScriptItems += N.Unsupported;
    }
  }
  if (!Cmd.Quiet) {
    size_t Processed = Total - Counts["not-done"];
    Err << "cu2hip port: " << Total << " files in " << llvm::format("%.1f", Seconds) << " s ("
        << llvm::format("%.1f", Seconds > 0 ? Processed / Seconds : 0.0) << " files/s): "
        << Counts["translated"] << " translated, " << Counts["unchanged"] << " unchanged, "
        << Counts["copied"] << " copied, " << Counts["link"] << " links, " << Counts["skipped"]
        << " skipped, " << Counts["failed"] << " failed";
    if (Counts["not-done"])
      Err << ", " << Counts["not-done"] << " not done";
    Err << "\n";
    if (UpToDate || Resumed)
      Err << "cu2hip port: " << UpToDate << " outputs were already up to date (" << Resumed
          << " translations reused from " << StateFile << ")\n";
    if (Scripts)
      Err << "cu2hip port: build scripts: " << ScriptsChanged << " of " << Scripts << " translated; "
          << ScriptItems << " items left for manual work (see the '# cu2hip:' comments)\n";
    unsigned Uses = 0;
    for (const auto &[K, V] : Unsupported)
      Uses += V;
    Err << "cu2hip port: unsupported APIs: " << Uses << " uses";
    if (!Unsupported.empty())
      Err << " (" << mostFrequent({Unsupported.begin(), Unsupported.end()}, 8) << ")";
    Err << "; warp-size sites: " << Warp << "; files with parse problems: " << ParseFiles << "\n";
    for (const auto &[P, Why] : Outside)
      Err << "cu2hip port: " << P << ": " << Why << "\n";
    if (DryRun)
      Err << "cu2hip port: dry run: nothing was written\n";
  }
  if (WasInterrupted) {
    Err << "cu2hip port: interrupted: " << Done << " of " << Total
        << " files done, every file written is complete; run the same command again to "
           "resume\n";
    return 128 + (InterruptSignal ? InterruptSignal.load() : SIGINT);
  }
  return AnyFailed ? ExitFailed : ExitOk;
}

int Port::run() {
  if (std::optional<int> RC = runSupervised("port", Err))
    return *RC;
  startWorker(Cmd.Limits);
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
  InterruptGuard Signals;

  unsigned Jobs = workerJobs()  ? workerJobs()
                  : Cmd.Jobs    ? Cmd.Jobs
                                : llvm::hardware_concurrency().compute_thread_count();
  Jobs = std::max(1u, Jobs);
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));

  walk();
  classify(Pool);
  assignRoles();
  planRenames();
  TranslateOptions Opts = Cmd.Opts;
  T = std::make_unique<Translator>(Opts);
  loadState();
  planResume();

  size_t Total = 0;
  for (const Entry &En : E)
    Total += En.R != Role::Dir;
  Progress::Mode M = Progress::None;
  if (!Cmd.Quiet) {
    if (Cmd.Progress == "bar" || (Cmd.Progress == "auto" && llvm::sys::Process::StandardErrIsDisplayed()))
      M = Progress::Bar;
    else if (Cmd.Progress != "none")
      M = Progress::Lines;
  }
  Prog = std::make_unique<Progress>(Err, M, Total);

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
  for (size_t R = 0; R < TUs.size(); ++R)
    Async([this, R] { translateTU(R); });
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R != Role::TU && E[I].R != Role::Header)
      Async([this, I] { processOther(I); });
  WaitAll();
  // Phase 2: CUDA headers no translation unit included are translated on their own.
  for (size_t I = 0; I < E.size(); ++I)
    if (E[I].R == Role::Header && !HS[I].Final)
      Async([this, I] { translateAlone(I); });
  WaitAll();
  if (InPlace && !DryRun)
    writeInPlace();
  if (!Interrupted)
    writeWarpHeaders();
  WasInterrupted = Interrupted;
  for (size_t I = 0; I < E.size(); ++I)
    if (!E[I].Final)
      finish(I, WasInterrupted ? Status::NotDone : E[I].St);
  Prog->tick(true);
  Prog->clear();
  saveState();

  if (Cmd.Diff)
    for (const Entry &En : E)
      Out << En.Diff;
  Out.flush();
  double Seconds = std::chrono::duration<double>(Clock::now() - Start).count();
  if (!Cmd.ReportFile.empty()) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << llvm::formatv("{0:2}", reportJson(Seconds)) << "\n";
    if (llvm::Error Er = writeFileAtomically(Cmd.ReportFile, S)) {
      Err << "cu2hip port: cannot write the report: " << llvm::toString(std::move(Er)) << "\n";
      summarize(Seconds);
      return ExitFailed;
    }
  }
  return summarize(Seconds);
}

} // namespace

int cu2hip::runPort(const PortCommand &Cmd, llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  return Port(Cmd, Out, Err).run();
}
