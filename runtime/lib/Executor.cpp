// Executes kernels: blocks spread over a pool of OS threads, the threads of a
// block on Boost.Context runner contexts on one OS thread (see Scheduler.h).
#include "Scheduler.h"

#if CU2HIP_CPU_ASAN
#include <sanitizer/asan_interface.h>
#endif
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <thread>

namespace cu2hip_cpu {

__thread ThreadState *CurrentThread = nullptr;
thread_local const char *CurrentKernel = nullptr;

namespace {
size_t stackSize() {
  static size_t S = [] {
    const char *E = std::getenv("CU2HIP_STACK_KB");
    size_t KB = E ? std::strtoul(E, nullptr, 10) : 256;
    return (KB < 16 ? 16 : KB) * 1024;
  }();
  return S;
}
} // namespace

StackPool::~StackPool() {
  long Page = sysconf(_SC_PAGESIZE);
  for (void *Base : Mapped) {
#if CU2HIP_CPU_ASAN
    // The frames left on it (parked runners) keep their redzones in the
    // shadow memory, which would outlive the mapping and poison whatever is
    // mapped there next.
    ASAN_UNPOISON_MEMORY_REGION(static_cast<char *>(Base) + Page, Size);
#endif
    munmap(Base, Size + Page);
  }
}

void *StackPool::get(size_t &Usable) {
  long Page = sysconf(_SC_PAGESIZE);
  void *Base = mmap(nullptr, Size + Page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (Base == MAP_FAILED) {
    std::fprintf(stderr, "cu2hip-cpu: error: cannot allocate a fiber stack\n");
    std::fflush(nullptr);
    std::_Exit(86);
  }
  mprotect(Base, Page, PROT_NONE); // guard page: a stack overflow faults
  Mapped.push_back(Base);
  // Stacks are as far apart as they are large, so their tops would all fall
  // on the same cache sets: a thread's frames and the collectives the
  // scheduler reads from them would evict each other. Each stack's top is
  // moved down by a different multiple of 64 bytes (64 of them, 4 KiB).
  size_t Color = (Mapped.size() * 7 % 64) * 64;
  Usable = Size - Color;
#if CU2HIP_CPU_ASAN
  char *B = static_cast<char *>(Base);
  Sorted.insert(std::upper_bound(Sorted.begin(), Sorted.end(), B), B);
#endif
  return static_cast<char *>(Base) + Page + Size - Color;
}

#if CU2HIP_CPU_ASAN
bool StackPool::find(const void *Addr, const void *&Bottom, size_t &Bytes) const {
  const char *A = static_cast<const char *>(Addr);
  auto It = std::upper_bound(Sorted.begin(), Sorted.end(), A);
  if (It == Sorted.begin())
    return false;
  long Page = sysconf(_SC_PAGESIZE);
  const char *Base = *--It;
  if (A >= Base + Page + Size)
    return false;
  Bottom = Base + Page;
  Bytes = Size;
  return true;
}
#endif

// ---- Faults in kernels --------------------------------------------------------------
// A wild global write is a SIGSEGV on the CPU: the handler names the kernel,
// block and thread that were running, then the process dies of the same
// signal (the default action, re-raised). It runs on an alternate signal
// stack, installed on every OS thread that runs blocks, so a fault on an
// exhausted fiber stack (its guard page) is reported too.
bool runningThreadName(char *Buf, size_t Size) {
  const ThreadState *T = CurrentThread;
  const char *Kernel = CurrentKernel;
  if (!T || !Kernel)
    return false;
  std::snprintf(Buf, Size, "kernel '%s' block (%u,%u,%u) thread (%u,%u,%u)", Kernel, T->BlockIdx.x, T->BlockIdx.y,
                T->BlockIdx.z, T->ThreadIdx.x, T->ThreadIdx.y, T->ThreadIdx.z);
  return true;
}

namespace {
void faultHandler(int Sig, siginfo_t *Info, void *) {
  char Thread[512];
  if (runningThreadName(Thread, sizeof Thread)) {
    const char *What = Sig == SIGSEGV ? "SIGSEGV (invalid memory access)"
                       : Sig == SIGBUS ? "SIGBUS (invalid memory access)"
                                       : "SIGFPE (arithmetic fault: integer division by zero?)";
    char Buf[768];
    int N = std::snprintf(Buf, sizeof Buf, "cu2hip-cpu: error: %s: %s at address %p\n", Thread, What,
                          Info ? Info->si_addr : nullptr);
    if (N > 0)
      (void)!write(STDERR_FILENO, Buf, size_t(N) < sizeof Buf ? size_t(N) : sizeof Buf - 1);
  }
  struct sigaction Dfl = {};
  Dfl.sa_handler = SIG_DFL;
  sigemptyset(&Dfl.sa_mask);
  sigaction(Sig, &Dfl, nullptr);
  // A fault from an instruction happens again on return, now fatal; a sent
  // signal is sent again.
  if (!Info || Info->si_code <= 0)
    raise(Sig);
}

/// This OS thread's alternate signal stack (freed when the thread ends).
struct AltStack {
  void *Mem = nullptr;
  AltStack() {
    size_t Size = 64 * 1024;
    Mem = std::malloc(Size);
    if (!Mem)
      return;
    stack_t SS = {};
    SS.ss_sp = Mem;
    SS.ss_size = Size;
    if (sigaltstack(&SS, nullptr) != 0) {
      std::free(Mem);
      Mem = nullptr;
    }
  }
  ~AltStack() {
    if (!Mem)
      return;
    stack_t SS = {};
    SS.ss_flags = SS_DISABLE;
    sigaltstack(&SS, nullptr);
    std::free(Mem);
  }
};
} // namespace

void installFaultHandlers() {
  for (int Sig : {SIGSEGV, SIGBUS, SIGFPE}) {
    struct sigaction Old;
    if (sigaction(Sig, nullptr, &Old) != 0 || (Old.sa_flags & SA_SIGINFO) || Old.sa_handler != SIG_DFL)
      continue; // the program's (or a sanitizer's) own handler stays
    struct sigaction SA = {};
    SA.sa_sigaction = faultHandler;
    SA.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&SA.sa_mask);
    sigaction(Sig, &SA, nullptr);
  }
}

BlockRunner::BlockRunner() : Stacks(stackSize()), Shared(new unsigned char[MaxSharedPerBlock + 64]) {
  Fibers.reserve(MaxThreadsPerBlock);
  Ready.resize(MaxThreadsPerBlock);
  NextReady.resize(MaxThreadsPerBlock);
  Idle.reserve(MaxThreadsPerBlock + 1);
  static thread_local AltStack Alt;
  (void)Alt;
#if CU2HIP_CPU_ASAN
  // The stack this OS thread runs the scheduler on (a runner context runs on
  // its own; see announceSwitch).
  pthread_attr_t Attr;
  if (pthread_getattr_np(pthread_self(), &Attr) == 0) {
    void *Lowest = nullptr;
    size_t Bytes = 0;
    if (pthread_attr_getstack(&Attr, &Lowest, &Bytes) == 0) {
      ThreadStack = Lowest;
      ThreadStackBytes = Bytes;
    }
    pthread_attr_destroy(&Attr);
  }
  // No block runs yet: no dynamic shared memory is addressable.
  ASAN_POISON_MEMORY_REGION(Shared.get(), MaxSharedPerBlock + 64);
#endif
}

void *BlockRunner::dynamicShared() {
  return reinterpret_cast<void *>((reinterpret_cast<uintptr_t>(Shared.get()) + 63) & ~uintptr_t(63));
}

void *dynamicSharedBase() { return BlockRunner::forThisThread().dynamicShared(); }

bool BlockRunner::inSharedBuffer(const void *Addr, size_t Slack, const char *&Start, size_t &Bytes,
                                 uint3 &Block) const {
  const unsigned char *A = static_cast<const unsigned char *>(Addr), *Buf = Shared.get();
  if (!L || A < Buf || A >= Buf + MaxSharedPerBlock + 64 + Slack)
    return false;
  Start = static_cast<const char *>(Proto.DynamicShared);
  Bytes = L->Spec->SharedBytes;
  Block = Proto.BlockIdx;
  return true;
}

BlockRunner &BlockRunner::forThisThread() {
  static thread_local BlockRunner R;
  return R;
}

namespace {
thread_local BlockRunner *ActiveRunner = nullptr;
thread_local Fiber *DiagFiber = nullptr;
} // namespace

bool runningSharedMemory(const void *Addr, size_t Slack, const char *&Start, size_t &Bytes, uint3 &Block) {
  return ActiveRunner && ActiveRunner->inSharedBuffer(Addr, Slack, Start, Bytes, Block);
}

void setDiagnosticThread(Fiber *F) {
  DiagFiber = F;
  if (F)
    CurrentThread = &F->TS;
}

#if CU2HIP_CPU_OWN_SWITCH
// The context switch: pushes the callee-saved registers on the stack being
// left, stores its stack pointer in *Save (rdi), takes To (rsi) as the stack
// and pops that context's registers; `ret` returns into the call that
// suspended it. The floating-point control words (MXCSR, x87) are not
// switched: every context runs device code of the same program with the
// same settings, and nothing the backend provides changes them.
asm(R"(
  .text
  .p2align 4
  .globl cu2hip_cpu_switch
  .hidden cu2hip_cpu_switch
  .type cu2hip_cpu_switch, @function
cu2hip_cpu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size cu2hip_cpu_switch, .-cu2hip_cpu_switch

  .p2align 4
  .type cu2hip_cpu_context_start, @function
cu2hip_cpu_context_start:
  movq %r12, %rdi
  callq *%r13
  ud2
  .size cu2hip_cpu_context_start, .-cu2hip_cpu_context_start
)");
extern "C" char cu2hip_cpu_context_start[];

void BlockRunner::runnerEntry(BlockRunner *R) {
#if CU2HIP_CPU_ASAN
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr); // the first landing on this stack
#endif
  R->runnerLoop();
}

BlockRunner::Context BlockRunner::newRunner() {
  size_t Usable;
  char *Top = static_cast<char *>(Stacks.get(Usable));
  ++Runners;
  // The frame cu2hip_cpu_switch pops: r15, r14, r13 (the entry), r12 (its
  // argument), rbx, rbp, then the return address, the start stub; it calls
  // the entry with the stack 16-byte aligned.
  void **Frame = reinterpret_cast<void **>(Top) - 7;
  Frame[0] = nullptr;
  Frame[1] = nullptr;
  Frame[2] = reinterpret_cast<void *>(&BlockRunner::runnerEntry);
  Frame[3] = this;
  Frame[4] = nullptr;
  Frame[5] = nullptr;
  Frame[6] = cu2hip_cpu_context_start;
  return Frame;
}

#else
void BlockRunner::runnerMain(boost::context::detail::transfer_t T) {
  BlockRunner *R = static_cast<BlockRunner *>(T.data);
#if CU2HIP_CPU_ASAN
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr); // the first landing on this stack
#endif
  R->landed(T);
  R->runnerLoop();
}

BlockRunner::Context BlockRunner::newRunner() {
  size_t Usable;
  void *Top = Stacks.get(Usable);
  ++Runners;
  return boost::context::detail::make_fcontext(Top, Usable, &BlockRunner::runnerMain);
}

void BlockRunner::switchTo(Context To, Context *Save) {
  SaveTo = Save;
#if CU2HIP_CPU_ASAN
  void *FakeStack = nullptr;
  announceSwitch(To, &FakeStack);
  boost::context::detail::transfer_t T = boost::context::detail::jump_fcontext(To, this);
  __sanitizer_finish_switch_fiber(FakeStack, nullptr, nullptr);
  landed(T);
#else
  landed(boost::context::detail::jump_fcontext(To, this));
#endif
}
#endif

// The plain loop of a block: as long as threads end without suspending, one
// after another on this runner.
void BlockRunner::runnerLoop() {
  for (;;) {
    // Constant while the block runs: a thread that suspends in this runner
    // resumes in the same block.
    Fiber *const Threads = Fibers.data();
    const KernelBody &Kernel = *Body;
    const unsigned Shift = WaveShift, LaneMask = (1u << WaveShift) - 1;
    const bool Flat = Proto.BlockDim.y == 1 && Proto.BlockDim.z == 1;
    while (NextStart < StartEnd) {
      unsigned I = NextStart++;
      Fiber &F = Threads[I];
      F.TS = Proto;
      if (Flat) {
        F.TS.ThreadIdx.x = I;
      } else {
        F.TS.ThreadIdx = NextIdx;
        if (++NextIdx.x == Proto.BlockDim.x) {
          NextIdx.x = 0;
          if (++NextIdx.y == Proto.BlockDim.y) {
            NextIdx.y = 0;
            ++NextIdx.z;
          }
        }
      }
      F.TS.Linear = I;
      F.TS.Lane = I & LaneMask;
      F.TS.Wave = I >> Shift;
      // (State is looked at only once the thread has blocked or finished.)
      CurrentThread = &F.TS;
      Kernel();
      // If the thread suspended, other contexts ran meanwhile; F and I are
      // still this thread.
      F.State = LaneState::Done;
      --Waves[I >> Shift].Live;
      ++Done;
    }
    switchTo(next(), nullptr); // park
  }
}

BlockRunner::Context BlockRunner::nextRunner() {
  if (NextStart < Count) {
    // The first pass: a runner starts the next thread, and those after it
    // until one suspends.
    if (Idle.empty())
      return newRunner();
    Context R = Idle.back();
    Idle.pop_back();
    return R;
  }
  return Sched;
}

void BlockRunner::run(const LaunchState &Launch, uint3 Block) {
  L = &Launch;
  ActiveRunner = this;
  CurrentKernel = Launch.Name.c_str();
  const LaunchSpec &S = *Launch.Spec;
  dim3 B = S.Block;
  Count = B.x * B.y * B.z;
  unsigned W = unsigned(waveSize());
  Fibers.resize(Count);
  Body = Launch.Body;
  Proto.ThreadIdx = uint3{0, 0, 0};
  Proto.BlockIdx = Block;
  Proto.BlockDim = B;
  Proto.GridDim = S.Grid;
  Proto.Linear = Proto.Lane = Proto.Wave = 0;
  Proto.DynamicShared = dynamicShared();
#if CU2HIP_CPU_ASAN
  // Memcheck: the launch's dynamic shared memory is addressable, the rest of
  // the buffer is not (an access past it is reported as outside the block's
  // __shared__ memory).
  {
    unsigned char *Buf = Shared.get(), *Start = static_cast<unsigned char *>(Proto.DynamicShared);
    ASAN_POISON_MEMORY_REGION(Buf, MaxSharedPerBlock + 64);
    ASAN_UNPOISON_MEMORY_REGION(Start, S.SharedBytes);
  }
#endif
  NextIdx = uint3{0, 0, 0};
  WaveShift = W == 64 ? 6 : 5;
  NextStart = 0;
  StartEnd = Count;
  Done = 0;
  ReadyPos = ReadyEnd = NextEnd = 0;
  AtBarrier = AtGridBarrier = Arrivals{};
  for (unsigned I = 0, N = (Count + W - 1) / W; I < N; ++I)
    Waves[I] = WaveInfo{0, std::min(W, Count - I * W), 0, false, false, CollectiveKind::Shfl, nullptr, 0};
  for (;;) {
    // A pass: the threads released resume and (the first time) every thread
    // starts, in thread order, each context switching to the next (see
    // next()); the last comes back here.
    Sched = nullptr;
    Context First = next();
    if (First)
      switchTo(First, &Sched);
    if (Done == Count)
      break;
    // Every thread is now blocked or finished.
    unsigned Early = NextEnd;
    resolveCollectives();
    if (Early && NextEnd != Early)
      std::sort(NextReady.begin(), NextReady.begin() + NextEnd); // keep thread order
    if (!NextEnd)
      resolveBarrier();
    std::swap(Ready, NextReady);
    ReadyPos = 0;
    ReadyEnd = NextEnd;
    NextEnd = 0;
    for (unsigned I = 0, N = (Count + W - 1) / W; I < N; ++I)
      Waves[I].Rounds = 0;
  }
  if (Launch.Grid)
    Launch.Grid->blockDone();
  CurrentThread = nullptr;
  CurrentKernel = nullptr;
  ActiveRunner = nullptr;
}

// The wavefront goes on at once: the lane that arrived last (Self) returns
// from its collective without a switch, and the others resume next, in lane
// order, before any other thread of the pass (Cont), so the wavefront runs
// from collective to collective on its own lanes' stacks, which stay in the
// cache, rather than every thread of the block running between two of its
// collectives. A wavefront does so at most MaxRounds times a pass, then its
// lanes wait for the next pass as before: a wavefront that spins on a flag
// another one sets (with collectives in the loop) lets the others run.
bool BlockRunner::executeNow(unsigned Wave, unsigned Self) {
  constexpr unsigned MaxRounds = 64;
  unsigned First = Wave << WaveShift;
  WaveInfo &Info = Waves[Wave];
  const bool GoOn = Info.Rounds < MaxRounds;
  // Going on, every lane of Arrived is released and none is listed.
  unsigned *Out = GoOn ? nullptr : NextReady.data() + NextEnd;
  Info.Waiting -= executeUniform(&Fibers[First], &Colls[First], First, Info.Arrived, Info.Masked, Out);
  if (!GoOn) {
    NextEnd = unsigned(Out - NextReady.data());
    return false;
  }
  ++Info.Rounds;
  Cont = Info.Arrived & ~(1ull << (Self - First));
  ContLane0 = &Fibers[First];
  if (Cont)
    StartEnd = NextStart; // no thread starts before they resume (see Cont)
  return true;
}

void BlockRunner::resolveCollectives() {
  unsigned W = 1u << WaveShift;
  unsigned *Out = NextReady.data() + NextEnd;
  for (unsigned I = 0, N = (Count + W - 1) / W; I < N; ++I) {
    WaveInfo &Wave = Waves[I];
    if (!Wave.Waiting)
      continue;
    unsigned First = I * W, Lanes = std::min(W, Count - First);
    if (!Wave.Mixed && Wave.Waiting == Wave.Live)
      Wave.Waiting -= executeUniform(&Fibers[First], &Colls[First], First, Wave.Arrived, Wave.Masked, Out);
    else
      Wave.Waiting -= executeWaveCollectives(Fibers, First, Lanes, Out);
  }
  NextEnd = unsigned(Out - NextReady.data());
}

// Every unfinished thread waits at a barrier. Threads that finished (returned
// early) do not hold it back, as on hardware: an AMD barrier counts the
// wavefronts still running and a wavefront continues with its remaining lanes;
// an H200 releases __syncthreads after whole warps or part of a warp returned,
// and __syncthreads_count counts the threads that arrived. (CUDA's guide calls
// a barrier not reached by every thread undefined; no GPU hangs on this one.)
void BlockRunner::resolveBarrier() {
  auto Idx = [](const Fiber *F) {
    static thread_local char Buf[64];
    std::snprintf(Buf, sizeof Buf, "(%u,%u,%u)", F->TS.ThreadIdx.x, F->TS.ThreadIdx.y, F->TS.ThreadIdx.z);
    return std::string(Buf);
  };
  Fiber *Waiting = AtBarrier.First, *AtGrid = AtGridBarrier.First;
  if (Waiting && AtGrid) {
    setDiagnosticThread(Waiting);
    misuse("__syncthreads and grid.sync() reached at the same time: thread %s is at grid.sync()",
           Idx(AtGrid).c_str());
  }
  LaneState At = AtGrid ? LaneState::GridBarrier : LaneState::Barrier;
  if (AtGrid)
    L->Grid->arrive();
  int Arrived = int(AtBarrier.Arrived), CountTrue = int(AtBarrier.True);
  AtBarrier = AtGridBarrier = Arrivals{};
  for (unsigned I = 0; I < Count; ++I) {
    Fiber &F = Fibers[I];
    if (F.State != At)
      continue;
    switch (F.Op) {
    case BarrierOp::Plain: F.Result = 0; break;
    case BarrierOp::Count: F.Result = CountTrue; break;
    case BarrierOp::And: F.Result = CountTrue == Arrived; break;
    case BarrierOp::Or: F.Result = CountTrue != 0; break;
    }
    F.State = LaneState::Ready;
    NextReady[NextEnd++] = I;
  }
}

int blockBarrier(BarrierOp Op, int Pred) {
  BlockRunner *R = ActiveRunner;
  Fiber *F = R->current();
  F->State = LaneState::Barrier;
  F->Op = Op;
  F->Pred = Pred;
  R->barrierArrived(*F, false);
  R->suspend();
  return F->Result;
}

void gridBarrier() {
  BlockRunner *R = ActiveRunner;
  if (!R->launch()->Grid)
    misuse("grid.sync() outside a cooperative launch (use hipLaunchCooperativeKernel)");
  Fiber *F = R->current();
  F->State = LaneState::GridBarrier;
  F->Pred = 0;
  R->barrierArrived(*F, true);
  R->suspend();
}

__attribute__((noinline)) void collective(Collective &C) {
  // Where the (inlined) device function called from: tells apart collectives
  // of the same kind on different paths of divergent code.
  C.Site = __builtin_extract_return_addr(__builtin_return_address(0));
  BlockRunner *R = ActiveRunner;
  Fiber *F = R->current();
  F->State = LaneState::Collective;
  F->Coll = &C;
  if (!R->collectiveWaiting(*F, C))
    R->suspend();
}

void GridSync::arrive() {
  std::unique_lock<std::mutex> Lock(M);
  unsigned long long Gen = Generation;
  if (++Arrived == Total) {
    Arrived = 0;
    ++Generation;
    CV.notify_all();
    return;
  }
#if CU2HIP_CPU_MEMCHECK
  // Memcheck: this block keeps its static __shared__ variables and gives
  // another block its turn while it waits.
  std::vector<char> Mine;
  saveStaticShared(Mine);
  Turn.unlock();
#endif
  CV.wait(Lock, [&] { return Generation != Gen || Finished > 0; });
  if (Generation == Gen) {
    Lock.unlock();
    misuse("grid.sync() not reached by every block: a block finished while this block waits");
  }
#if CU2HIP_CPU_MEMCHECK
  Lock.unlock(); // the block that has the turn may be arriving
  Turn.lock();
  restoreStaticShared(Mine);
#endif
}

void GridSync::blockDone() {
  std::lock_guard<std::mutex> Lock(M);
  ++Finished;
  CV.notify_all();
}

[[noreturn]] void misuse(const char *Fmt, ...) {
  char Msg[1024];
  va_list Args;
  va_start(Args, Fmt);
  std::vsnprintf(Msg, sizeof Msg, Fmt, Args);
  va_end(Args);
  std::fflush(stdout);
  char Thread[512];
  if (runningThreadName(Thread, sizeof Thread)) {
    std::fprintf(stderr, "cu2hip-cpu: error: %s: %s\n", Thread, Msg);
  } else {
    std::fprintf(stderr, "cu2hip-cpu: error: %s\n", Msg);
  }
  std::fflush(nullptr);
  std::_Exit(86);
}

// ---- Grid dispatch ---------------------------------------------------------------
namespace {
/// Persistent OS threads that take blocks of a grid by index.
class WorkerPool {
public:
  explicit WorkerPool(unsigned N) {
    for (unsigned I = 0; I < N; ++I)
      std::thread([this] { loop(); }).detach();
  }
  void run(const std::function<void(unsigned)> &F, unsigned Total) {
    {
      std::lock_guard<std::mutex> Lock(M);
      Fn = &F;
      this->Total.store(Total);
      Next.store(0);
      ++Gen;
    }
    CV.notify_all();
    drain();
    std::unique_lock<std::mutex> Lock(M);
    DoneCV.wait(Lock, [&] { return Busy == 0; });
  }

private:
  void drain() {
    unsigned I;
    while ((I = Next.fetch_add(1)) < Total.load())
      (*Fn)(I);
  }
  void loop() {
    unsigned long long Seen = 0;
    for (;;) {
      std::unique_lock<std::mutex> Lock(M);
      CV.wait(Lock, [&] { return Gen != Seen; });
      Seen = Gen;
      ++Busy;
      Lock.unlock();
      drain();
      Lock.lock();
      if (--Busy == 0)
        DoneCV.notify_all();
    }
  }
  std::mutex M;
  std::condition_variable CV, DoneCV;
  unsigned long long Gen = 0;
  const std::function<void(unsigned)> *Fn = nullptr;
  std::atomic<unsigned> Total{0}, Next{0};
  unsigned Busy = 0;
};

std::mutex LaunchMutex;
} // namespace

std::string kernelName(const char *Spelled) {
  std::string N = Spelled ? Spelled : "?";
  const std::string Macro = "HIP_KERNEL_NAME(";
  if (N.compare(0, Macro.size(), Macro) == 0 && N.back() == ')')
    N = N.substr(Macro.size(), N.size() - Macro.size() - 1);
  return N;
}

void runGrid(const LaunchSpec &Spec, const KernelBody &Body) {
  std::lock_guard<std::mutex> Lock(LaunchMutex);
  LaunchState L{&Spec, &Body, kernelName(Spec.Name), nullptr};
  dim3 G = Spec.Grid;
  unsigned Total = G.x * G.y * G.z;
  auto BlockAt = [G](unsigned I) { return uint3{I % G.x, (I / G.x) % G.y, I / (G.x * G.y)}; };
  if (Spec.Cooperative) {
    // Every block must be resident at once: one OS thread per block.
    GridSync Sync(Total);
    L.Grid = &Sync;
#if CU2HIP_CPU_MEMCHECK
    // Memcheck: the blocks take turns (Sync.Turn), each with its own copy of
    // the static __shared__ variables (GridSync::arrive).
    std::vector<char> Unused;
    if (Total > 1 && !saveStaticShared(Unused))
      misuse("memcheck cannot give each block of cooperative launch '%s' its own static __shared__ variables "
             "(the program's sections could not be read from /proc/self/exe); run it without memcheck",
             L.Name.c_str());
#endif
    std::vector<std::thread> Threads;
    Threads.reserve(Total);
    for (unsigned I = 0; I < Total; ++I)
      Threads.emplace_back([&, I] {
#if CU2HIP_CPU_MEMCHECK
        std::lock_guard<std::mutex> Turn(Sync.Turn);
#endif
        BlockRunner::forThisThread().run(L, BlockAt(I));
      });
    for (auto &T : Threads)
      T.join();
    return;
  }
#if CU2HIP_CPU_MEMCHECK
  // Memcheck: static __shared__ variables are plain statics (Types.h), one
  // for the program, so the blocks run one after another on this OS thread,
  // as an OS thread runs its blocks otherwise.
  for (unsigned I = 0; I < Total; ++I)
    BlockRunner::forThisThread().run(L, BlockAt(I));
  return;
#endif
  static WorkerPool *Pool = new WorkerPool(workerCount() > 1 ? workerCount() - 1 : 0);
  std::function<void(unsigned)> One = [&](unsigned I) { BlockRunner::forThisThread().run(L, BlockAt(I)); };
  Pool->run(One, Total);
}

hipError_t checkLaunch(const LaunchSpec &S) {
  dim3 B = S.Block, G = S.Grid;
  if (B.x == 0 || B.y == 0 || B.z == 0 || G.x == 0 || G.y == 0 || G.z == 0)
    return hipErrorInvalidConfiguration;
  if (B.x > 1024 || B.y > 1024 || B.z > 64 || (unsigned long long)B.x * B.y * B.z > MaxThreadsPerBlock)
    return hipErrorInvalidConfiguration;
  if (G.x > 2147483647u || G.y > 65535 || G.z > 65535)
    return hipErrorInvalidConfiguration;
  if (S.SharedBytes > MaxSharedPerBlock)
    return hipErrorInvalidValue;
  if (S.Cooperative && G.x * G.y * G.z > unsigned(maxCooperativeBlocks(B.x * B.y * B.z, S.SharedBytes)))
    return hipErrorCooperativeLaunchTooLarge;
  return hipSuccess;
}

int maxBlocksPerMultiprocessor(unsigned Threads, size_t Shared) {
  if (Threads == 0 || Threads > MaxThreadsPerBlock)
    return 0;
  int ByThreads = int(MaxThreadsPerMultiprocessor / Threads);
  int ByShared = Shared ? int(MaxSharedPerBlock / Shared) : 32;
  int N = std::min(ByThreads, ByShared);
  return std::max(0, std::min(N, 32));
}

int maxCooperativeBlocks(unsigned Threads, size_t Shared) {
  return maxBlocksPerMultiprocessor(Threads, Shared) * int(workerCount());
}

hipError_t launch(const LaunchSpec &Spec, KernelBody Body) {
  ensureInit();
  if (CurrentThread)
    return notSupported("kernel launch from device code (dynamic parallelism)");
  if (hipError_t E = checkLaunch(Spec); E != hipSuccess)
    return setError(E);
  LaunchSpec Copy = Spec;
  auto Shared = std::make_shared<KernelBody>(std::move(Body));
  return setError(submit(Spec.Stream, hipGraphNodeTypeKernel, [Copy, Shared] {
    runGrid(Copy, *Shared);
    traceLaunch(Copy);
    return hipSuccess;
  }));
}

} // namespace cu2hip_cpu
