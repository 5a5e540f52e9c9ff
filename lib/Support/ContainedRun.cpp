// Contained runs of users' programs (ProcessOptions::Contain): a corpus
// program may write anywhere, start daemons, eat memory or print without end;
// none of that may outlive its run, land in the user's tree or take cu2hip
// with it.
//
// Three processes, all forks of this one (no exec until the program's):
//
//   this thread ── keeper ── inner ── program
//
// * The keeper starts a session of its own, so that the program's process
//   group is not cu2hip's, and, where the system allows it, a user and PID
//   namespace (unshare(CLONE_NEWUSER | CLONE_NEWPID); refused without
//   privileges on some systems: then none, silently). It is a child
//   subreaper: orphans of the program's tree come back to it, never to init.
// * The inner process is PID 1 of that namespace (so the program itself is
//   not: an init ignores signals it has no handler for, which would change a
//   program's own abort()). It waits for the program, tells this thread how
//   it ended on the status pipe, and kills everything left: in a namespace
//   kill(-1) (and the kernel kills the rest when PID 1 exits), else the
//   program's group and then every process that comes back to it as an
//   orphan, until none is left.
// * The program starts a session of its own too (kill(0, ...) reaches only
//   what it started), in its work directory, with its limits (setrlimit), and
//   stdout and stderr on pipes that this thread reads up to a bound.
//
// A program that kills its parent kills the inner process: it is reported as
// such, and the keeper still sweeps up. Inside a namespace it cannot name
// any process of cu2hip's (their PIDs do not exist there).
//
// Root: the kernel applies no RLIMIT_NPROC to uid 0, and a root program could
// signal cu2hip or another run. So, as root, the program runs as a uid of its
// own (a fresh unprivileged number per run, so that runs neither share a
// process count nor can signal each other), keeping one capability,
// CAP_DAC_READ_SEARCH (ambient, so it survives exec): it still reads its
// executable and inputs wherever the work directory is, and writes only
// where that uid may (its work directory, made its own). Where that
// capability is not in the bounding set (some containers), the program runs
// as root, as before. The PID namespace is then one without a user
// namespace (root may make one; a user namespace mapping root would not let
// the program change uid).
//
// After fork() in a multi-threaded process only async-signal-safe calls are
// allowed: everything the children need (argv, environment, paths, map
// strings) is built before, and they use system calls only.
#include "Process.h"
#include "Clock.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <grp.h>
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <optional>

using namespace cu2hip;
using namespace cu2hip::support;

namespace {

/// Messages on the status pipe, one write(2) each (atomic on a pipe).
enum MsgKind : int64_t { MsgNamespace = 1, MsgPid = 2, MsgStatus = 3, MsgExecFailed = 4 };
struct Msg {
  int64_t Kind, Value;
};

/// What the children need, made before fork().
struct Setup {
  const char *Exe;
  char *const *Argv;
  char *const *Envp;
  const char *WorkDir;
  const char *UidMap, *GidMap;
  bool TryNamespace;
  bool Drop;      // run the program as Uid/Gid (see "Root" above)
  uid_t Uid;
  gid_t Gid;
  pid_t Parent;
  RunLimits Limits;
  int In, Out, Err, Status; // Out == Err: one pipe for both
};

void send(int FD, int64_t Kind, int64_t Value) {
  Msg M{Kind, Value};
  ssize_t N = ::write(FD, &M, sizeof M);
  (void)N;
}

bool writeText(const char *Path, const char *Text) {
  int FD = ::open(Path, O_WRONLY | O_CLOEXEC);
  if (FD < 0)
    return false;
  size_t Len = std::strlen(Text);
  bool Ok = ::write(FD, Text, Len) == ssize_t(Len);
  ::close(FD);
  return Ok;
}

/// Closes every descriptor from \p From up except those of \p Keep (sorted).
void closeAllBut(int From, const int *Keep, int N) {
  for (int I = 0; I <= N; ++I) {
    unsigned Lo = I == 0 ? From : Keep[I - 1] + 1;
    unsigned Hi = I == N ? ~0U : unsigned(Keep[I] - 1);
    if (I < N && Keep[I] < From)
      continue;
    if (Lo > Hi)
      continue;
    if (::syscall(SYS_close_range, Lo, Hi, 0) != 0)
      for (unsigned FD = Lo; FD <= Hi && FD < 65536; ++FD)
        ::close(int(FD));
  }
}

/// Kills this process's children (and their process groups) until none is
/// left: orphans of the program's tree come back here (a child subreaper) as
/// their parents die, and are killed in turn.
void sweep() {
  int St;
  for (;;) {
    int FD = ::open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (FD >= 0) {
      char Buf[8192];
      ssize_t Len = 0, N;
      while (Len < ssize_t(sizeof Buf) && (N = ::read(FD, Buf + Len, sizeof Buf - Len)) > 0)
        Len += N;
      ::close(FD);
      long Pid = 0;
      bool InNumber = false;
      for (ssize_t I = 0; I <= Len; ++I) {
        if (I < Len && Buf[I] >= '0' && Buf[I] <= '9') {
          Pid = Pid * 10 + (Buf[I] - '0');
          InNumber = true;
        } else if (InNumber) {
          ::kill(-pid_t(Pid), SIGKILL);
          ::kill(pid_t(Pid), SIGKILL);
          Pid = 0;
          InNumber = false;
        }
      }
    }
    pid_t Got = ::waitpid(-1, &St, 0);
    if (Got < 0 && errno != EINTR)
      return; // ECHILD: nothing left
  }
}

[[noreturn]] void program(const Setup &S) {
  // Its own session: kill(0, ...) and a terminal's signals reach only what it
  // started.
  ::setsid();
  struct sigaction Default = {};
  Default.sa_handler = SIG_DFL;
  for (int Sig = 1; Sig < NSIG; ++Sig)
    ::sigaction(Sig, &Default, nullptr);
  sigset_t None;
  sigemptyset(&None);
  ::sigprocmask(SIG_SETMASK, &None, nullptr);
  // The descriptors are above 2 (closeAllBut in the keeper moved them).
  ::dup2(S.In, 0);
  ::dup2(S.Out, 1);
  ::dup2(S.Err, 2);
  ::dup2(S.Status, 3);
  ::fcntl(3, F_SETFD, FD_CLOEXEC);
  int Keep[1] = {3};
  closeAllBut(4, Keep, 0);
  if (S.Drop) {
    ::prctl(PR_SET_KEEPCAPS, 1);
    struct __user_cap_header_struct H = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct D[2] = {};
    D[0].permitted = D[0].inheritable = D[0].effective = 1u << CAP_DAC_READ_SEARCH;
    if (::setgroups(0, nullptr) != 0 || ::setgid(S.Gid) != 0 || ::setuid(S.Uid) != 0 ||
        ::syscall(SYS_capset, &H, D) != 0 ||
        ::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_DAC_READ_SEARCH, 0, 0) != 0) {
      send(3, MsgExecFailed, errno);
      ::_exit(127);
    }
  }
  if (::chdir(S.WorkDir) != 0) {
    send(3, MsgExecFailed, errno);
    ::_exit(127);
  }
  // 0: no limit of the run's own, and none inherited: the soft limit is
  // raised to the hard one (the process that runs programs may itself run
  // under a lower one, as a translation worker does, Isolation.cpp, where a
  // sanitized program's shadow memory would not fit).
  auto Limit = [](int Resource, uint64_t Value) {
    struct rlimit RL;
    if (::getrlimit(Resource, &RL) != 0)
      return;
    if (!Value) {
      if (RL.rlim_cur != RL.rlim_max) {
        RL.rlim_cur = RL.rlim_max;
        ::setrlimit(Resource, &RL);
      }
      return;
    }
    rlim_t V = rlim_t(Value);
    if (RL.rlim_max != RLIM_INFINITY && RL.rlim_max < V)
      V = RL.rlim_max;
    RL.rlim_cur = RL.rlim_max = V;
    ::setrlimit(Resource, &RL);
  };
  Limit(RLIMIT_CPU, S.Limits.CpuSeconds);
  Limit(RLIMIT_DATA, S.Limits.MemoryBytes);
  Limit(RLIMIT_FSIZE, S.Limits.FileBytes);
  Limit(RLIMIT_NPROC, S.Limits.Processes);
  struct rlimit NoCore = {0, 0};
  ::setrlimit(RLIMIT_CORE, &NoCore); // no core files in the work directory
  ::execve(S.Exe, S.Argv, S.Envp);
  send(3, MsgExecFailed, errno);
  ::_exit(127);
}

volatile sig_atomic_t StopRequested = 0;
void onStop(int) { StopRequested = 1; }

[[noreturn]] void inner(const Setup &S, bool Namespace) {
  // The keeper gone (killed at the time limit), this goes too, and with it,
  // in a namespace, everything in it.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction Stop = {};
  Stop.sa_handler = onStop; // no SA_RESTART: waitpid returns
  sigemptyset(&Stop.sa_mask);
  ::sigaction(SIGTERM, &Stop, nullptr);
  pid_t P = ::fork();
  if (P == 0)
    program(S);
  if (P < 0) {
    send(S.Status, MsgExecFailed, errno);
    ::_exit(1);
  }
  send(S.Status, MsgPid, P);
  ::close(S.In);
  ::close(S.Out);
  if (S.Err != S.Out)
    ::close(S.Err);
  int St = 0;
  while (!StopRequested) {
    int Got = ::waitpid(-1, &St, 0);
    if (Got == P) {
      send(S.Status, MsgStatus, St);
      break;
    }
    if (Got < 0 && errno != EINTR)
      break;
  }
  // Everything the program started ends with it.
  if (Namespace && ::getpid() == 1)
    ::kill(-1, SIGKILL);
  ::kill(-P, SIGKILL);
  ::kill(P, SIGKILL);
  sweep();
  ::_exit(0);
}

[[noreturn]] void keeper(Setup S) {
  ::setsid();
  // Only the descriptors the program needs, moved above 2 (the parent's may
  // sit anywhere) so that dup2 onto 0..3 never overwrites one still needed.
  int *Fds[4] = {&S.In, &S.Out, &S.Err, &S.Status};
  int Orig[4] = {S.In, S.Out, S.Err, S.Status};
  for (int I = 0; I < 4; ++I) {
    if (I == 2 && Orig[2] == Orig[1]) {
      S.Err = S.Out;
      continue;
    }
    *Fds[I] = ::fcntl(Orig[I], F_DUPFD_CLOEXEC, 10);
  }
  int Keep[4] = {S.In, S.Out, S.Err, S.Status}, N = 0;
  int Sorted[4];
  for (int V : Keep) {
    bool Dup = false;
    for (int J = 0; J < N; ++J)
      Dup |= Sorted[J] == V;
    if (!Dup)
      Sorted[N++] = V;
  }
  for (int I = 1; I < N; ++I)
    for (int J = I; J > 0 && Sorted[J - 1] > Sorted[J]; --J) {
      int T = Sorted[J];
      Sorted[J] = Sorted[J - 1];
      Sorted[J - 1] = T;
    }
  closeAllBut(3, Sorted, N);
  bool Namespace = false;
  if (S.TryNamespace && !S.Drop && ::unshare(CLONE_NEWUSER | CLONE_NEWPID) == 0) {
    // The same user inside as outside, so that files keep their owner.
    writeText("/proc/self/setgroups", "deny");
    if (!writeText("/proc/self/uid_map", S.UidMap) || !writeText("/proc/self/gid_map", S.GidMap))
      ::_exit(125); // unmapped, files could not be created: the parent retries without
    Namespace = true;
  } else if (S.TryNamespace && ::unshare(CLONE_NEWPID) == 0) {
    Namespace = true; // privileged, without a user namespace
  }
  // Set after unshare, which clears it (credentials changed).
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != S.Parent)
    ::_exit(1);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction Ignore = {};
  Ignore.sa_handler = SIG_IGN;
  ::sigaction(SIGTERM, &Ignore, nullptr); // the inner process handles the stop
  send(S.Status, MsgNamespace, Namespace);
  pid_t I = ::fork();
  if (I == 0)
    inner(S, Namespace);
  if (I < 0) {
    send(S.Status, MsgExecFailed, errno);
    ::_exit(1);
  }
  ::close(S.In);
  ::close(S.Out);
  if (S.Err != S.Out)
    ::close(S.Err);
  int St;
  for (;;) {
    pid_t Got = ::waitpid(-1, &St, 0);
    if (Got == I || (Got < 0 && errno != EINTR))
      break;
  }
  // The inner process killed (by the program): its orphans came here.
  sweep();
  ::_exit(0);
}

/// One of stdout and stderr: read from its pipe, the first Cap bytes written
/// to its file, the rest counted.
struct Sink {
  int Pipe = -1, File = -1;
  uint64_t Kept = 0, Dropped = 0;
};

bool drain(Sink &S, uint64_t Cap) {
  char Buf[1 << 16];
  for (;;) {
    ssize_t N = ::read(S.Pipe, Buf, sizeof Buf);
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return errno == EAGAIN; // still open
    if (N == 0)
      return false;
    uint64_t Take = Cap ? std::min<uint64_t>(uint64_t(N), Cap - std::min(Cap, S.Kept)) : uint64_t(N);
    for (uint64_t Done = 0; Done < Take;) {
      ssize_t W = ::write(S.File, Buf + Done, Take - Done);
      if (W <= 0)
        break;
      Done += uint64_t(W);
    }
    S.Kept += Take;
    S.Dropped += uint64_t(N) - Take;
  }
}

/// As root (see "Root" above): a fresh unprivileged uid for one run, its
/// work directory \p WorkDir given to it; none when not root, when
/// CAP_DAC_READ_SEARCH cannot be kept, or with CU2HIP_RUN_AS_ROOT=1.
std::optional<uid_t> ownUser(const std::string &WorkDir, const std::vector<std::string> &Writable) {
  if (::geteuid() != 0 || std::getenv("CU2HIP_RUN_AS_ROOT") ||
      ::prctl(PR_CAPBSET_READ, CAP_DAC_READ_SEARCH, 0, 0, 0) != 1)
    return std::nullopt;
  // Far above any real account; per process and run, so that concurrent runs
  // (coverage -j, several cu2hip processes) have different ones.
  static std::atomic<unsigned> Runs{0};
  uid_t U = uid_t(1900000000u + ((unsigned(::getpid()) & 0xffffu) << 12) + (Runs++ & 0xfffu));
  std::error_code EC;
  if (::lchown(WorkDir.c_str(), U, gid_t(U)) != 0)
    return std::nullopt;
  for (llvm::sys::fs::recursive_directory_iterator I(WorkDir, EC, /*follow_symlinks=*/false), E;
       I != E && !EC; I.increment(EC))
    if (::lchown(I->path().c_str(), U, gid_t(U)) != 0)
      return std::nullopt;
  for (const std::string &W : Writable)
    if (::lchown(W.c_str(), U, gid_t(U)) != 0)
      return std::nullopt;
  return U;
}

/// As llvm::sys::ExecuteAndWait says it ("Aborted"), which reports show.
std::string signalText(int Sig) {
  const char *D = ::strsignal(Sig);
  return D ? D : "signal " + std::to_string(Sig);
}

/// One attempt; std::nullopt: the keeper could not map the user into its
/// namespace (nothing ran), try again without one.
std::optional<ProcessResult> attempt(llvm::StringRef Program, const std::string &Exe,
                                     char *const *Argv, char *const *Envp,
                                     const std::string &WorkDir, const ProcessOptions &O,
                                     bool TryNamespace) {
  ProcessResult R;
  std::string UidMap = std::to_string(::getuid()) + " " + std::to_string(::getuid()) + " 1\n";
  std::string GidMap = std::to_string(::getgid()) + " " + std::to_string(::getgid()) + " 1\n";
  auto OpenOut = [](const std::string &Path) {
    return ::open(Path.empty() ? "/dev/null" : Path.c_str(),
                  O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  };
  bool Shared = O.OutPath == O.ErrPath;
  Sink Out, Err;
  Out.File = OpenOut(O.OutPath);
  Err.File = Shared ? -1 : OpenOut(O.ErrPath);
  int In = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  int OutPipe[2] = {-1, -1}, ErrPipe[2] = {-1, -1}, StatusPipe[2] = {-1, -1};
  auto CloseAll = [&] {
    for (int FD : {Out.File, Err.File, In, OutPipe[0], OutPipe[1], ErrPipe[0], ErrPipe[1],
                   StatusPipe[0], StatusPipe[1]})
      if (FD >= 0)
        ::close(FD);
  };
  if (Out.File < 0 || (!Shared && Err.File < 0) || In < 0 || ::pipe2(OutPipe, O_CLOEXEC) ||
      (!Shared && ::pipe2(ErrPipe, O_CLOEXEC)) || ::pipe2(StatusPipe, O_CLOEXEC)) {
    R.Error = std::string("cannot set up the run: ") + std::strerror(errno);
    CloseAll();
    return R;
  }

  Setup S;
  S.Exe = Exe.c_str();
  S.Argv = Argv;
  S.Envp = Envp;
  S.WorkDir = WorkDir.c_str();
  S.UidMap = UidMap.c_str();
  S.GidMap = GidMap.c_str();
  S.TryNamespace = TryNamespace;
  S.Drop = false;
  if (O.Unprivileged)
    if (std::optional<uid_t> U = ownUser(WorkDir, O.Writable)) {
      S.Drop = true;
      S.Uid = *U;
      S.Gid = gid_t(*U);
    }
  S.Parent = ::getpid();
  S.Limits = O.Limits;
  S.In = In;
  S.Out = OutPipe[1];
  S.Err = Shared ? OutPipe[1] : ErrPipe[1];
  S.Status = StatusPipe[1];

  auto Start = Clock::now();
  pid_t Keeper = ::fork();
  if (Keeper == 0)
    keeper(S);
  if (Keeper < 0) {
    R.Error = std::string("cannot start: ") + std::strerror(errno);
    CloseAll();
    return R;
  }
  for (int *FD : {&OutPipe[1], &ErrPipe[1], &StatusPipe[1], &In})
    if (*FD >= 0) {
      ::close(*FD);
      *FD = -1;
    }
  Out.Pipe = OutPipe[0];
  Err.Pipe = Shared ? -1 : ErrPipe[0];
  for (int FD : {Out.Pipe, Err.Pipe, StatusPipe[0]})
    if (FD >= 0)
      ::fcntl(FD, F_SETFL, ::fcntl(FD, F_GETFL) | O_NONBLOCK);

  bool KeeperEnded = false, Namespace = false, NamespaceSaid = false, HaveStatus = false;
  int Status = 0, ExecErrno = 0, KeeperStatus = 0;
  pid_t ProgramPid = 0;
  std::string Pending; // status bytes not yet a whole message
  bool StatusOpen = true, OutOpen = true, ErrOpen = !Shared;
  Clock::time_point StopAt{}, EndedAt{};
  bool Stopping = false, Killed = false;
  auto ReadStatus = [&] {
    char Buf[256];
    while (StatusOpen) {
      ssize_t N = ::read(StatusPipe[0], Buf, sizeof Buf);
      if (N < 0 && errno == EINTR)
        continue;
      if (N <= 0) {
        if (N == 0 || errno != EAGAIN)
          StatusOpen = false;
        break;
      }
      Pending.append(Buf, size_t(N));
    }
    while (Pending.size() >= sizeof(Msg)) {
      Msg M;
      std::memcpy(&M, Pending.data(), sizeof M);
      Pending.erase(0, sizeof M);
      if (M.Kind == MsgNamespace) {
        NamespaceSaid = true;
        Namespace = M.Value != 0;
      } else if (M.Kind == MsgPid) {
        ProgramPid = pid_t(M.Value);
      } else if (M.Kind == MsgStatus) {
        HaveStatus = true;
        Status = int(M.Value);
      } else if (M.Kind == MsgExecFailed) {
        ExecErrno = int(M.Value);
      }
    }
  };
  for (;;) {
    struct pollfd P[3];
    nfds_t N = 0;
    if (OutOpen)
      P[N++] = {Out.Pipe, POLLIN, 0};
    if (ErrOpen)
      P[N++] = {Err.Pipe, POLLIN, 0};
    if (StatusOpen)
      P[N++] = {StatusPipe[0], POLLIN, 0};
    if (N)
      ::poll(P, N, 50);
    else
      ::usleep(50000);
    if (OutOpen)
      OutOpen = drain(Out, O.OutputCap);
    if (ErrOpen)
      ErrOpen = drain(Err, O.OutputCap);
    ReadStatus();
    if (!KeeperEnded) {
      pid_t Got = ::waitpid(Keeper, &KeeperStatus, WNOHANG);
      if (Got == Keeper) {
        KeeperEnded = true;
        EndedAt = Clock::now();
      }
    }
    if (KeeperEnded && !OutOpen && !ErrOpen && !StatusOpen)
      break;
    // A process that escaped (outside a namespace) may hold a pipe open:
    // what it writes after its run ended is not the run's.
    if (KeeperEnded && secondsSince(EndedAt) > 2)
      break;
    if (!KeeperEnded && O.Timeout && !Stopping && secondsSince(Start) > O.Timeout) {
      Stopping = true;
      StopAt = Clock::now();
      ::kill(-Keeper, SIGTERM); // the inner process kills the program's tree
    }
    if (Stopping && !KeeperEnded && !Killed && secondsSince(StopAt) > 5) {
      Killed = true;
      ::kill(-Keeper, SIGKILL);
    }
  }
  ReadStatus();
  // Outside a namespace, a keeper killed before it swept leaves the program's
  // group: it goes now.
  if (!Namespace && ProgramPid > 0)
    ::kill(-ProgramPid, SIGKILL);
  CloseAll();
  for (int FD : {Out.Pipe, Err.Pipe})
    if (FD >= 0)
      ::close(FD);

  if (!NamespaceSaid && WIFEXITED(KeeperStatus) && WEXITSTATUS(KeeperStatus) == 125)
    return std::nullopt;
  R.PidNamespace = Namespace;
  R.OutDropped = Out.Dropped;
  R.ErrDropped = Err.Dropped;
  if (ExecErrno) {
    R.Error = "cannot execute " + Program.str() + ": " + std::strerror(ExecErrno);
    return R;
  }
  R.Started = true;
  if (Stopping && (!HaveStatus || (WIFSIGNALED(Status) && WTERMSIG(Status) == SIGKILL))) {
    R.TimedOut = true;
    return R;
  }
  if (!HaveStatus) {
    R.KilledKeeper = true;
    R.Error = "it killed the process that watched it";
    return R;
  }
  if (WIFEXITED(Status)) {
    R.ExitCode = WEXITSTATUS(Status);
  } else if (WIFSIGNALED(Status)) {
    R.Signal = WTERMSIG(Status);
    R.Error = signalText(R.Signal);
  }
  return R;
}

} // namespace

ProcessResult support::runContained(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                                    const ProcessOptions &O) {
  ProcessResult R;
  std::string Exe = Program.str();
  if (!llvm::sys::path::has_parent_path(Program)) {
    auto P = llvm::sys::findProgramByName(Program);
    if (!P) {
      R.Error = "'" + Program.str() + "' not found on PATH";
      return R;
    }
    Exe = *P;
  }
  std::string WorkDir = O.WorkDir.empty() ? "." : O.WorkDir;
  if (std::error_code EC = llvm::sys::fs::create_directories(WorkDir)) {
    R.Error = "cannot create " + WorkDir + ": " + EC.message();
    return R;
  }
  for (const std::string &W : O.Writable) {
    int FD = ::open(W.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (FD < 0) {
      R.Error = "cannot create " + W + ": " + std::strerror(errno);
      return R;
    }
    ::close(FD);
  }
  std::vector<std::string> ArgStrings = {Program.str()};
  ArgStrings.insert(ArgStrings.end(), Args.begin(), Args.end());
  std::vector<char *> Argv;
  for (std::string &A : ArgStrings)
    Argv.push_back(A.data());
  Argv.push_back(nullptr);
  std::vector<std::string> EnvStrings = environmentWith(O.Env);
  std::vector<char *> Envp;
  for (std::string &E : EnvStrings)
    Envp.push_back(E.data());
  Envp.push_back(nullptr);
  bool TryNamespace = !std::getenv("CU2HIP_NO_PID_NAMESPACE");
  if (std::optional<ProcessResult> Once =
          attempt(Program, Exe, Argv.data(), Envp.data(), WorkDir, O, TryNamespace))
    return *Once;
  return *attempt(Program, Exe, Argv.data(), Envp.data(), WorkDir, O, false);
}
