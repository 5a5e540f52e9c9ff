// Crash isolation of translation units (see include/cu2hip/Isolation.h).
#include "cu2hip/Isolation.h"
#include "Support/Paths.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/ErrorHandling.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <list>
#include <map>
#include <pthread.h>
#include <time.h>
#include <mutex>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char **environ;

using namespace llvm;

namespace cu2hip {
namespace {

/// The worker's exit status when its watchdog ended it (a limit was exceeded);
/// the journal says which unit.
constexpr int ExitWorkerLimit = 86;
constexpr const char *WorkerEnv = "CU2HIP_WORKER";

std::vector<std::string> &selfArgs() {
  static std::vector<std::string> Args;
  return Args;
}

// --- Worker side ------------------------------------------------------------

struct WorkerState {
  bool Active = false;
  int JournalFD = -1;
  UnitLimits Limits;
  uint64_t MemoryBytes = 0;
  unsigned Jobs = 0;
  StringMap<std::string> Skip;
  std::mutex Mu;
  struct Unit {
    std::string Path;
    std::chrono::steady_clock::time_point Start;
    clockid_t Cpu; // the unit thread's CPU clock
  };
  std::list<Unit> InFlight;
};

WorkerState &worker() {
  // Never destroyed: the watchdog thread may still look at it during exit.
  static WorkerState *W = new WorkerState;
  return *W;
}

/// One write(2) per line: appends from several threads never interleave.
void journal(const std::string &Line) {
  WorkerState &W = worker();
  if (W.JournalFD < 0)
    return;
  std::string L = Line + "\n";
  ssize_t N = ::write(W.JournalFD, L.data(), L.size());
  (void)N;
}

/// Journal and skip-file fields are separated by tabs and newlines, which a
/// file name may hold: each field is written escaped (backslash, tab, newline,
/// carriage return) and unescaped when read back.
std::string field(StringRef S) {
  std::string R;
  R.reserve(S.size());
  for (char C : S)
    switch (C) {
    case '\\': R += "\\\\"; break;
    case '\t': R += "\\t"; break;
    case '\n': R += "\\n"; break;
    case '\r': R += "\\r"; break;
    default: R += C;
    }
  return R;
}

std::string unfield(StringRef S) {
  std::string R;
  R.reserve(S.size());
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] != '\\' || I + 1 == S.size()) {
      R += S[I];
      continue;
    }
    char C = S[++I];
    R += C == 't' ? '\t' : C == 'n' ? '\n' : C == 'r' ? '\r' : C;
  }
  return R;
}

uint64_t residentBytes() {
  int FD = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (FD < 0)
    return 0;
  char Buf[128] = {};
  ssize_t N = ::read(FD, Buf, sizeof Buf - 1);
  ::close(FD);
  if (N <= 0)
    return 0;
  unsigned long long Size = 0, Resident = 0;
  if (std::sscanf(Buf, "%llu %llu", &Size, &Resident) != 2)
    return 0;
  return Resident * uint64_t(::sysconf(_SC_PAGESIZE));
}

[[noreturn]] void endWorker(const std::string &Line) {
  journal(Line);
  // Temporary files (the precompiled prelude's source, half-written outputs)
  // are registered for removal on a signal; this is the same clean-up.
  sys::RunInterruptHandlers();
  ::_exit(ExitWorkerLimit);
}

/// The journal line naming the unit this thread translates, made before the
/// work starts: a crash handler must not allocate.
thread_local const std::string *CrashLine = nullptr;
/// The journal line for this thread's unit growing past the memory limit.
thread_local const std::string *MemoryLine = nullptr;
/// Why, for the journal: "translation grew past the memory limit (...)".
std::string &memoryWhy() {
  static std::string *W = new std::string;
  return *W;
}
std::atomic<bool> Crashing{false};

/// Runs (via llvm::sys::AddSignalHandler) on the thread that crashed, after
/// LLVM's stack dump: names the unit for the supervisor in one write(2).
void onCrash(void *) {
  Crashing = true;
  if (const std::string *L = CrashLine) {
    ssize_t N = ::write(worker().JournalFD, L->data(), L->size());
    (void)N;
  }
}

/// An allocation the kernel refused (the worker's data limit, RLIMIT_DATA, is
/// the memory limit): the unit that asked is named when it is the only one in
/// flight, else the supervisor reruns one at a time. No allocation here: the
/// lines were made beforehand.
void onBadAlloc(void *, const char *, bool) {
  WorkerState &W = worker();
  const std::string *Line = MemoryLine;
  bool Alone = false;
  if (W.Mu.try_lock()) {
    Alone = W.InFlight.size() == 1;
    W.Mu.unlock();
  }
  static const std::string *Ambiguous = new std::string("A\t" + memoryWhy() + "\n");
  const std::string &L = Line && Alone ? *Line : *Ambiguous;
  ssize_t N = ::write(W.JournalFD, L.data(), L.size());
  (void)N;
  sys::RunInterruptHandlers();
  ::_exit(ExitWorkerLimit);
}

void watchdog() {
  WorkerState &W = worker();
  for (;;) {
    // Resident memory is also sampled here (the kernel's data limit, set in
    // startWorker, is the hard ceiling; sampling catches growth in mappings
    // that limit does not count). Each sample is one read of /proc/self/statm.
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (Crashing)
      continue; // a crash is being handled; its unit is named by onCrash
    auto Now = std::chrono::steady_clock::now();
    std::lock_guard<std::mutex> G(W.Mu);
    // The limit is on the CPU time the unit's thread used, so that a loaded
    // machine (or a sanitizer build) does not trip it; a unit that is blocked
    // without using CPU is stopped after ten times as long in wall time.
    if (unsigned Limit = W.Limits.TimeoutSeconds)
      for (const WorkerState::Unit &U : W.InFlight) {
        struct timespec TS;
        double Cpu = ::clock_gettime(U.Cpu, &TS) ? 0 : TS.tv_sec + TS.tv_nsec / 1e9;
        if (Cpu > Limit || Now - U.Start > std::chrono::seconds(10ull * Limit))
          endWorker("L\ttranslation took longer than the per-file time limit (--file-timeout " +
                    std::to_string(Limit) + " s)\t" + field(U.Path));
      }
    if (W.MemoryBytes && !W.InFlight.empty() && residentBytes() > W.MemoryBytes) {
      const std::string &Why = memoryWhy();
      if (W.InFlight.size() == 1)
        endWorker("L\t" + Why + "\t" + field(W.InFlight.front().Path));
      endWorker("A\t" + Why);
    }
  }
}

// --- Supervisor side ----------------------------------------------------------

volatile sig_atomic_t ChildPid = 0;
volatile sig_atomic_t Forwarded = 0;

void forwardSignal(int Sig) {
  Forwarded = Sig;
  if (ChildPid > 0)
    ::kill(ChildPid, Sig);
}

struct Journal {
  std::vector<std::string> InFlight;                       // started, not ended
  std::vector<std::string> Crashed;                        // named by onCrash
  std::vector<std::pair<std::string, std::string>> Limits; // path, why
  std::string Ambiguous;                                   // why, when no single unit is known
};

Journal readJournal(StringRef File) {
  Journal J;
  auto Buf = MemoryBuffer::getFile(File, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf)
    return J;
  std::map<std::string, int> Open;
  SmallVector<StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, false);
  for (StringRef L : Lines) {
    SmallVector<StringRef, 3> F;
    L.split(F, '\t', 2);
    if (F[0] == "S" && F.size() == 2)
      ++Open[unfield(F[1])];
    else if (F[0] == "E" && F.size() == 2)
      --Open[unfield(F[1])];
    else if (F[0] == "K" && F.size() == 2)
      J.Crashed.push_back(unfield(F[1]));
    else if (F[0] == "L" && F.size() == 3)
      J.Limits.push_back({unfield(F[2]), F[1].str()});
    else if (F[0] == "A" && F.size() >= 2)
      J.Ambiguous = F[1].str();
  }
  for (const auto &[Path, N] : Open)
    if (N > 0)
      J.InFlight.push_back(Path);
  return J;
}

std::string signalName(int Sig) {
  const char *D = ::strsignal(Sig);
  return "signal " + std::to_string(Sig) + (D ? std::string(" (") + D + ")" : "");
}

} // namespace

void setSelfInvocation(int Argc, const char *const *Argv) {
  auto &A = selfArgs();
  A.assign(Argv, Argv + Argc);
  if (!A.empty())
    A[0] = sys::fs::getMainExecutable(Argv[0], reinterpret_cast<void *>(&setSelfInvocation));
}

static std::optional<int> supervise(StringRef Command, raw_ostream &Err) {
  const auto &Args = selfArgs();
  if (Args.empty() || Args[0].empty() || std::getenv(WorkerEnv) || std::getenv("CU2HIP_NO_ISOLATION"))
    return std::nullopt;
  SmallString<128> Dir;
  if (sys::fs::createUniqueDirectory("cu2hip-worker", Dir))
    return std::nullopt; // no scratch space: work unsupervised rather than not at all
  SmallString<128> JournalFile(Dir), SkipFile(Dir);
  sys::path::append(JournalFile, "journal");
  sys::path::append(SkipFile, "skip");

  std::vector<std::pair<std::string, std::string>> Skip; // path, why
  bool Serial = false;
  int Result = 1;
  for (;;) {
    {
      std::string S = Serial ? "J\t1\n" : "";
      for (const auto &[Path, Why] : Skip)
        S += "X\t" + field(Why) + "\t" + field(Path) + "\n";
      std::error_code EC;
      raw_fd_ostream OS(SkipFile, EC);
      OS << S;
      raw_fd_ostream J(JournalFile, EC); // truncated for this attempt
    }
    std::string ErrMsg;
    bool Failed = false;
    struct sigaction Fwd = {}, Old[4];
    const int Sigs[4] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    Fwd.sa_handler = forwardSignal;
    sigemptyset(&Fwd.sa_mask);
    for (int I = 0; I < 4; ++I)
      ::sigaction(Sigs[I], &Fwd, &Old[I]);
    // The worker is a fork of this process, not a new one: it goes on from
    // here with everything already loaded and parsed (no second start-up of
    // LLVM and clang's shared libraries). No thread has been started yet.
    Err.flush();
    outs().flush();
    std::fflush(nullptr);
    const pid_t Supervisor = ::getpid();
    pid_t Pid = ::fork();
    if (Pid == 0) {
      // The worker never outlives its supervisor: a supervisor killed with
      // SIGKILL (nothing to forward) must not leave a worker rewriting the
      // tree. The check after prctl catches a supervisor that died before it.
      if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != Supervisor)
        ::_exit(1);
      for (int I = 0; I < 4; ++I)
        ::sigaction(Sigs[I], &Old[I], nullptr);
      ::setenv(WorkerEnv, Dir.c_str(), 1);
      // A crash's stack dump without llvm-symbolizer: seconds faster, and the
      // function names still come from the shared libraries' symbol tables.
      ::setenv("LLVM_DISABLE_SYMBOLIZATION", "1", 0);
      return std::nullopt;
    }
    if (Pid < 0) {
      Failed = true;
      ErrMsg = std::strerror(errno);
    }
    ChildPid = Pid;
    int Status = 0;
    pid_t Got = -1;
    if (!Failed)
      do
        Got = ::waitpid(Pid, &Status, 0);
      while (Got < 0 && errno == EINTR);
    ChildPid = 0;
    for (int I = 0; I < 4; ++I)
      ::sigaction(Sigs[I], &Old[I], nullptr);
    if (Failed || Got < 0) {
      Err << "cu2hip " << Command << ": cannot start the worker process: " << ErrMsg << "\n";
      Result = 1;
      break;
    }
    if (WIFEXITED(Status) && WEXITSTATUS(Status) != ExitWorkerLimit) {
      Result = WEXITSTATUS(Status);
      break;
    }
    if (WIFSIGNALED(Status) && Forwarded && WTERMSIG(Status) == Forwarded) {
      Result = 128 + WTERMSIG(Status);
      break;
    }
    // The worker died on a unit: find which, mark it, run again.
    Journal J = readJournal(JournalFile);
    std::vector<std::pair<std::string, std::string>> Found;
    std::string Crash = "cu2hip crashed while translating this file (" +
                        signalName(WIFSIGNALED(Status) ? WTERMSIG(Status) : 0) + ")";
    if (WIFSIGNALED(Status)) {
      for (const std::string &P : J.Crashed)
        Found.push_back({P, Crash});
      if (Found.empty() && J.InFlight.size() == 1)
        Found.push_back({J.InFlight.front(), Crash});
    } else {
      Found = J.Limits;
    }
    if (Found.empty() && J.InFlight.size() > 1 && !Serial) {
      Err << "cu2hip " << Command << ": the worker died with " << J.InFlight.size()
          << " files in flight; running again one file at a time to find the cause\n";
      Serial = true;
      continue;
    }
    if (Found.empty()) {
      Err << "cu2hip " << Command << ": internal error: the worker process died ("
          << (WIFSIGNALED(Status) ? signalName(WTERMSIG(Status)) : "exit " + std::to_string(WEXITSTATUS(Status)))
          << ") outside any one file\n";
      Result = 1;
      break;
    }
    size_t Before = Skip.size();
    for (auto &F : Found) {
      bool Known = false;
      for (const auto &S : Skip)
        Known |= S.first == F.first;
      if (Known)
        continue;
      Err << "cu2hip " << Command << ": " << support::printable(F.first) << ": " << F.second
          << "; running again without it\n";
      Skip.push_back(std::move(F));
    }
    if (Skip.size() == Before) { // nothing new learned: running again would loop
      Err << "cu2hip " << Command << ": internal error: the worker process died again on a file "
          << "it was told to leave out\n";
      Result = 1;
      break;
    }
  }
  sys::fs::remove_directories(Dir);
  return Result;
}

void startWorker(const UnitLimits &Limits) {
  const char *Dir = std::getenv(WorkerEnv);
  WorkerState &W = worker();
  if (!Dir || W.Active)
    return;
  W.Active = true;
  W.Limits = Limits;
  uint64_t Phys = uint64_t(::sysconf(_SC_PHYS_PAGES)) * uint64_t(::sysconf(_SC_PAGESIZE));
  W.MemoryBytes = Limits.MemoryMiB ? uint64_t(Limits.MemoryMiB) << 20 : Phys / 2;
  memoryWhy() = "translation grew past the memory limit (--memory-limit " +
                std::to_string(W.MemoryBytes >> 20) + " MiB)";
#if !defined(__has_feature)
#define __has_feature(x) 0
#endif
#if !__has_feature(address_sanitizer) && !defined(__SANITIZE_ADDRESS__)
  // The hard ceiling: the kernel refuses heap and private mappings past the
  // limit at once, however fast they grow (sampling alone let a spike
  // through). Unit stacks are shared mappings, which it does not count
  // (runUnit). Not under AddressSanitizer, whose shadow memory is counted.
  struct rlimit RL;
  if (::getrlimit(RLIMIT_DATA, &RL) == 0 && (RL.rlim_max == RLIM_INFINITY || RL.rlim_max > W.MemoryBytes)) {
    RL.rlim_cur = W.MemoryBytes;
    ::setrlimit(RLIMIT_DATA, &RL);
  }
  install_bad_alloc_error_handler(onBadAlloc);
#endif
  SmallString<128> JournalFile(Dir), SkipFile(Dir);
  sys::path::append(JournalFile, "journal");
  sys::path::append(SkipFile, "skip");
  W.JournalFD = ::open(JournalFile.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
  if (auto Buf = MemoryBuffer::getFile(SkipFile, false, false)) {
    SmallVector<StringRef> Lines;
    (*Buf)->getBuffer().split(Lines, '\n', -1, false);
    for (StringRef L : Lines) {
      SmallVector<StringRef, 3> F;
      L.split(F, '\t', 2);
      if (F[0] == "J" && F.size() == 2)
        F[1].getAsInteger(10, W.Jobs);
      else if (F[0] == "X" && F.size() == 3)
        W.Skip[unfield(F[2])] = unfield(F[1]);
    }
  }
  sys::AddSignalHandler(onCrash, nullptr);
  std::thread(watchdog).detach();
}

std::optional<int> runSupervised(StringRef Command, const UnitLimits &Limits, raw_ostream &Err) {
  if (std::optional<int> RC = supervise(Command, Err))
    return RC;
  startWorker(Limits);
  return std::nullopt;
}

unsigned workerJobs() { return worker().Jobs; }

std::string workerScratchDir() {
  const char *Dir = std::getenv(WorkerEnv);
  return Dir && worker().Active ? Dir : "";
}

std::optional<std::string> unitSkipReason(StringRef Path) {
  WorkerState &W = worker();
  auto It = W.Skip.find(Path);
  if (It == W.Skip.end())
    return std::nullopt;
  return It->second;
}

namespace {
/// Runs \p Fn on a thread with a UnitStackBytes stack and waits for it. The
/// stack is a shared anonymous mapping (reserved, not committed: pages are
/// used as touched), so that the worker's data limit counts only what the
/// translation allocates; its lowest page is a guard.
void runOnBigStack(function_ref<void()> Fn) {
  size_t Page = size_t(::sysconf(_SC_PAGESIZE));
  void *Stack = ::mmap(nullptr, UnitStackBytes, PROT_READ | PROT_WRITE,
                       MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  pthread_attr_t Attr;
  pthread_t T;
  auto Run = [](void *Arg) -> void * {
    (*static_cast<function_ref<void()> *>(Arg))();
    return nullptr;
  };
  bool Started = false;
  if (Stack != MAP_FAILED && ::pthread_attr_init(&Attr) == 0) {
    ::mprotect(Stack, Page, PROT_NONE);
    Started = ::pthread_attr_setstack(&Attr, Stack, UnitStackBytes) == 0 &&
              ::pthread_create(&T, &Attr, Run, &Fn) == 0;
    ::pthread_attr_destroy(&Attr);
  }
  if (Started)
    ::pthread_join(T, nullptr);
  else
    Fn(); // no room for a big stack: this thread's
  if (Stack != MAP_FAILED)
    ::munmap(Stack, UnitStackBytes);
}
} // namespace

void runUnit(StringRef Path, function_ref<void()> Fn) {
  WorkerState &W = worker();
  if (W.Active)
    journal("S\t" + field(Path));
  std::string Line = "K\t" + field(Path) + "\n";
  std::string MemLine = "L\t" + memoryWhy() + "\t" + field(Path) + "\n";
  runOnBigStack([&] {
    // Registered from the unit's own thread (its CPU clock is only valid
    // while it runs), and removed before it ends.
    std::list<WorkerState::Unit>::iterator It;
    if (W.Active) {
      clockid_t Cpu;
      if (::pthread_getcpuclockid(::pthread_self(), &Cpu))
        Cpu = CLOCK_THREAD_CPUTIME_ID; // never: reads the watchdog's own clock
      std::lock_guard<std::mutex> G(W.Mu);
      It = W.InFlight.insert(W.InFlight.end(),
                             {Path.str(), std::chrono::steady_clock::now(), Cpu});
    }
    CrashLine = W.Active ? &Line : nullptr;
    MemoryLine = W.Active ? &MemLine : nullptr;
    // An alternate signal stack, so that a stack overflow on this thread still
    // runs the crash handler (which removes temporary files) before the worker
    // dies; the supervisor then names this unit.
    static constexpr size_t AltSize = 1 << 16;
    std::vector<char> Alt(AltSize);
    stack_t SS = {}, OldSS = {};
    SS.ss_sp = Alt.data();
    SS.ss_size = AltSize;
    ::sigaltstack(&SS, &OldSS);
    Fn();
    CrashLine = MemoryLine = nullptr;
    SS.ss_flags = SS_DISABLE;
    ::sigaltstack(&SS, nullptr);
    if (W.Active) {
      std::lock_guard<std::mutex> G(W.Mu);
      W.InFlight.erase(It);
    }
  });
  if (W.Active)
    journal("E\t" + field(Path));
}

} // namespace cu2hip
