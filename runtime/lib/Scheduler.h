// The block scheduler: the threads of one block run on one OS thread, one
// after another on a runner context (a pooled stack); a thread that reaches a
// barrier or a wavefront collective keeps that context, suspended, until the
// scheduler resolves it, and a fresh runner goes on with the next thread (see
// docs/cpu-backend.md, "Execution model").
#ifndef CU2HIP_CPU_SCHEDULER_H
#define CU2HIP_CPU_SCHEDULER_H

#include "Internal.h"

// On x86-64 the runner contexts switch with a few instructions of our own
// (Executor.cpp); elsewhere with Boost.Context's fcontext.
#if defined(__x86_64__) && !defined(CU2HIP_CPU_BOOST_SWITCH)
#define CU2HIP_CPU_OWN_SWITCH 1
#else
#define CU2HIP_CPU_OWN_SWITCH 0
#include <boost/context/detail/fcontext.hpp>
#endif

#if CU2HIP_CPU_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

namespace cu2hip_cpu {

/// Where a thread is. A thread not yet started has no state: the scheduler
/// starts threads in order, and those from BlockRunner::NextStart on are not.
enum class LaneState : unsigned char { Ready, Barrier, GridBarrier, Collective, Done };

struct GridSync;

/// One GPU thread of the running block (TS first: BlockRunner::current()).
struct Fiber {
  ThreadState TS;
  /// The runner context this thread suspended in (blocked at a barrier or a
  /// collective, or released from one and not yet resumed).
  void *Ctx = nullptr;
  LaneState State = LaneState::Done;
  BarrierOp Op = BarrierOp::Plain;
  int Pred = 0;
  int Result = 0;
  Collective *Coll = nullptr;
};
static_assert(offsetof(Fiber, TS) == 0, "BlockRunner::current() reads the Fiber from CurrentThread");

/// Runner stacks (mmap'd with a guard page), kept for the OS thread's life.
class StackPool {
public:
  explicit StackPool(size_t Size) : Size(Size) {}
  ~StackPool();
  /// A new stack; returns its top (stacks grow down) and its usable size.
  void *get(size_t &Usable);
#if CU2HIP_CPU_ASAN
  /// The stack that holds \p Addr (its lowest address and size); false for
  /// an address in none of them.
  bool find(const void *Addr, const void *&Bottom, size_t &Bytes) const;
#endif

private:
  size_t Size;
  std::vector<void *> Mapped;
#if CU2HIP_CPU_ASAN
  std::vector<char *> Sorted; ///< Mapped by address, for find()
#endif
};

/// What the scheduler knows about the launch it runs blocks of.
struct LaunchState {
  const LaunchSpec *Spec;
  const KernelBody *Body;
  std::string Name;
  GridSync *Grid = nullptr; ///< cooperative launches only
};

/// Runs blocks on the OS thread that owns it (one per worker).
///
/// Threads run on runner contexts, never on the OS thread's own stack. A
/// runner starts the next thread not yet started, runs it to its end, then
/// starts the next, and so on: a kernel with no barrier and no collective
/// runs its block as a plain loop on one runner, with no context switch per
/// thread. A thread that reaches a barrier or a collective suspends in its
/// runner, which then belongs to it, and the next thread in the pass goes on
/// (below). A runner whose thread ends after having been suspended starts any
/// threads still not started (none, once the first pass over the block is
/// over), then parks. Parked runners are reused by later blocks, so after the
/// first blocks nothing is allocated and no context is created.
///
/// A pass resumes every released thread and starts the rest, in thread order,
/// except that a wavefront whose last lane arrives at the collective its other
/// lanes wait at executes it then and goes on at once (executeNow, Cont).
/// The context that gives up the processor (a thread suspending, a runner
/// parking) switches straight to the next one of the pass, one switch per
/// suspension; the scheduler's own context runs between passes only, where
/// every thread is blocked or finished, to execute collectives and release
/// barriers.
class BlockRunner {
public:
  BlockRunner();
  void run(const LaunchState &L, uint3 BlockIdx);

  /// Suspends the running thread (which set its State) until a pass resumes it.
  void suspend() {
    Fiber *F = current(); // next() names the thread it resumes
    Context To = next();
    switchTo(To, &F->Ctx);
  }
  /// The thread running: CurrentThread is its Fiber's first member.
  Fiber *current() { return reinterpret_cast<Fiber *>(CurrentThread); }
  /// The running thread \p F waits at collective \p C. When that completes
  /// its wavefront at one collective, the wavefront executes it now, while
  /// its lanes' frames are still in the cache, and returns true: \p F then
  /// goes on without suspending and the other lanes resume next, before any
  /// other thread of the pass (see executeNow). False: \p F suspends.
  bool collectiveWaiting(const Fiber &F, const Collective &C) {
    WaveInfo &W = Waves[F.TS.Wave];
    Colls[F.TS.Linear] = const_cast<Collective *>(&C);
    if (W.Waiting++ == 0) {
      W.Arrived = 1ull << F.TS.Lane;
      W.Kind = C.Kind;
      W.Site = C.Site;
      W.Mixed = false;
      W.Masked = C.HasMask;
    } else {
      W.Arrived |= 1ull << F.TS.Lane;
      W.Mixed |= C.Kind != W.Kind || C.Site != W.Site;
      W.Masked |= C.HasMask;
    }
    return !W.Mixed && W.Waiting == W.Live && executeNow(F.TS.Wave, F.TS.Linear);
  }
  /// The running thread \p F waits at the block barrier (or grid.sync()).
  void barrierArrived(Fiber &F, bool Grid) {
    Arrivals &A = Grid ? AtGridBarrier : AtBarrier;
    if (!A.First || F.TS.Linear < A.First->TS.Linear)
      A.First = &F;
    ++A.Arrived;
    A.True += F.Pred != 0;
  }
  const LaunchState *launch() const { return L; }
  unsigned waveOf(const Fiber &F) const { return F.TS.Wave; }

  /// The dynamic shared memory of every block this runner executes.
  void *dynamicShared();
  /// Whether \p Addr is in this runner's dynamic shared memory buffer (or
  /// within \p Slack bytes past it) while a block runs: the launch's part of
  /// it (start and size) and the block.
  bool inSharedBuffer(const void *Addr, size_t Slack, const char *&Start, size_t &Bytes, uint3 &Block) const;
  /// The runner of this OS thread (created on first use).
  static BlockRunner &forThisThread();

private:
  /// A suspended context: its saved stack pointer (x86-64), or a
  /// Boost.Context fcontext elsewhere.
  using Context = void *;
#if !CU2HIP_CPU_OWN_SWITCH
  static void runnerMain(boost::context::detail::transfer_t T);
  /// Where a context lands after a switch: saves the one it came from.
  void landed(boost::context::detail::transfer_t T) {
    if (SaveTo)
      *SaveTo = T.fctx;
    else
      Idle.push_back(T.fctx);
  }
  Context *SaveTo = nullptr; ///< where the context switched from goes (null: parked)
#else
  static void runnerEntry(BlockRunner *R);
#endif
  [[noreturn]] void runnerLoop();
  /// The next context of this pass (a released thread's, or a runner to
  /// start the next thread on), or the scheduler's when the pass is over.
  Context next() {
    if (Cont) {
      // A wavefront going on at once (executeNow): its next lane.
      Fiber &F = ContLane0[__builtin_ctzll(Cont)];
      Cont &= Cont - 1;
      if (!Cont)
        StartEnd = Count;
      CurrentThread = &F.TS;
      return F.Ctx;
    }
    if (ReadyPos != ReadyEnd) {
      Fiber &F = Fibers[Ready[ReadyPos++]];
      if (ReadyPos != ReadyEnd)
        prefetchContext(Fibers[Ready[ReadyPos]]);
      CurrentThread = &F.TS;
      return F.Ctx;
    }
    return nextRunner();
  }
  /// Fetches the top of suspended thread \p N's stack (saved registers and
  /// the frames it returns to) while the context before it runs.
  static void prefetchContext(const Fiber &N) {
    const char *Next = static_cast<const char *>(N.Ctx);
    for (int Line = 0; Line < 4; ++Line)
      __builtin_prefetch(Next + 64 * Line);
    __builtin_prefetch(reinterpret_cast<const char *>(&N) + 64, 1); // its state (the first line holds Ctx)
  }
  Context nextRunner();
  /// Switches to \p To; the context left is saved in *\p Save, or parked
  /// when \p Save is null.
  void switchTo(Context To, Context *Save);
#if CU2HIP_CPU_ASAN
  /// AddressSanitizer keeps the bounds of the stack that runs: each switch
  /// tells it the stack of the context it goes to (a runner's, or this OS
  /// thread's own for the scheduler's context), or it takes a runner's
  /// frames for a stack overflow and loses track of its own fake stacks.
  void announceSwitch(Context To, void **FakeStack) const {
    const void *Bottom = ThreadStack;
    size_t Bytes = ThreadStackBytes;
    Stacks.find(To, Bottom, Bytes);
    __sanitizer_start_switch_fiber(FakeStack, Bottom, Bytes);
  }
  const void *ThreadStack = nullptr; ///< this OS thread's own stack
  size_t ThreadStackBytes = 0;
#endif
  Context newRunner();
  /// Executes what the wavefronts' collectives allow (appending to NextReady).
  void resolveCollectives();
  /// Executes the collective every unfinished lane of wavefront \p Wave waits
  /// at, the last to arrive being thread \p Self; true when \p Self goes on
  /// at once (see the definition).
  bool executeNow(unsigned Wave, unsigned Self);
  void resolveBarrier();

  /// What the scheduler knows of a wavefront's lanes.
  struct WaveInfo {
    uint64_t Arrived;    ///< the lanes at a collective
    unsigned Live;       ///< lanes that have not finished
    unsigned Waiting;    ///< lanes at a collective (Arrived's count)
    bool Mixed;          ///< at more than one (kind, site)
    bool Masked;         ///< some of them at a *_sync form
    CollectiveKind Kind; ///< where the first of them waits (when not Mixed: all)
    const void *Site;
    unsigned Rounds;     ///< collectives it executed at once in this pass (executeNow)
  };

  /// Threads waiting at a barrier: the first by index (for diagnostics), how
  /// many, and how many with a true predicate.
  struct Arrivals {
    Fiber *First = nullptr;
    unsigned Arrived = 0, True = 0;
  };

  StackPool Stacks;
  std::vector<Fiber> Fibers;
  std::vector<Context> Idle; ///< parked runners
  std::unique_ptr<unsigned char[]> Shared;
  const LaunchState *L = nullptr;
  const KernelBody *Body = nullptr;
  Context Sched = nullptr;   ///< the scheduler's context, during a pass
  unsigned Count = 0;
  /// The threads released for this pass, in thread order: the pass resumes
  /// them (after the first pass, which starts every thread).
  std::vector<unsigned> Ready;
  unsigned ReadyPos = 0, ReadyEnd = 0;
  /// The lanes of a wavefront that executed a collective at once and goes on
  /// (executeNow), lane L being ContLane0[L]: they resume before anything
  /// else, and no thread starts meanwhile (StartEnd): only that wavefront's
  /// lanes run until it is empty, so it is empty whenever a wavefront
  /// executes at once, and at the end of every pass.
  uint64_t Cont = 0;
  Fiber *ContLane0 = nullptr;
  /// The threads released for the next pass (wavefronts that executed a
  /// collective during this pass, then what the end of the pass releases).
  std::vector<unsigned> NextReady;
  unsigned NextEnd = 0;
  unsigned NextStart = 0;    ///< the first thread not started
  /// Runners start threads up to here: Count, or NextStart while Cont holds
  /// lanes (one load in the plain loop of runnerLoop, as Count was).
  unsigned StartEnd = 0;
  unsigned Done = 0;         ///< threads that finished
  unsigned Runners = 0;      ///< runner contexts created
  WaveInfo Waves[MaxThreadsPerBlock / 32];
  Collective *Colls[MaxThreadsPerBlock]; ///< where each thread at a collective waits
  Arrivals AtBarrier, AtGridBarrier;
  // For runnerLoop: what every thread of the block starts with, and the next
  // thread's index (blocks of more than one dimension).
  ThreadState Proto{};
  uint3 NextIdx{};
  unsigned WaveShift = 0;
};

#if CU2HIP_CPU_OWN_SWITCH
extern "C" void cu2hip_cpu_switch(void **Save, void *To);
inline void BlockRunner::switchTo(Context To, Context *Save) {
  if (!Save) {
    Idle.push_back(nullptr); // parked: this context goes to the idle list
    Save = &Idle.back();
  }
#if CU2HIP_CPU_ASAN
  void *FakeStack = nullptr; // this context's, kept in its frame while it is away
  announceSwitch(To, &FakeStack);
  cu2hip_cpu_switch(Save, To);
  __sanitizer_finish_switch_fiber(FakeStack, nullptr, nullptr);
#else
  cu2hip_cpu_switch(Save, To);
#endif
}
#endif

/// Executes the collectives pending in lanes [First, First+Count) (all of
/// them blocked) grouped by kind; returns the number of lanes released, whose
/// indices it writes at \p Out (advanced) in increasing order.
unsigned executeWaveCollectives(std::vector<Fiber> &Fibers, unsigned First, unsigned Count, unsigned *&Out);
/// The same where every lane of \p Active (lane L being \p Lane0[L], thread
/// First + L, waiting at \p Cs[L]) waits at one collective and the other
/// lanes of the wavefront finished: they execute it together (executing
/// releases all of them, so the next arrival starts Arrived anew). \p Masked:
/// some of them is a *_sync form. \p Out null: the lanes go on at once
/// (BlockRunner::executeNow), not listed; a shuffle's lanes then keep their
/// State until they block again.
unsigned executeUniform(Fiber *Lane0, Collective *const *Cs, unsigned First, uint64_t Active, bool Masked,
                        unsigned *&Out);

/// Makes diagnostics name \p F.
void setDiagnosticThread(Fiber *F);
extern thread_local const char *CurrentKernel;

/// Cooperative launches: all blocks resident, grid-wide barrier.
struct GridSync {
  explicit GridSync(unsigned Total) : Total(Total) {}
  void arrive();     ///< a block's threads are all at grid.sync()
  void blockDone();  ///< a block finished
  unsigned Total;
  unsigned Arrived = 0, Finished = 0;
  unsigned long long Generation = 0;
  std::mutex M;
  std::condition_variable CV;
#if CU2HIP_CPU_MEMCHECK
  /// Memcheck: held by the one block that runs (static __shared__ variables
  /// are one for the program there; runGrid).
  std::mutex Turn;
#endif
};

} // namespace cu2hip_cpu
#endif
