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

#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

namespace cu2hip_cpu {

/// Where a thread is. A thread not yet started has no state: the scheduler
/// starts threads in order, and those from BlockRunner::NextStart on are not.
enum class LaneState : unsigned char { Ready, Barrier, GridBarrier, Collective, Done };

struct GridSync;

/// One GPU thread of the running block.
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

/// Runner stacks (mmap'd with a guard page), kept for the OS thread's life.
class StackPool {
public:
  explicit StackPool(size_t Size) : Size(Size) {}
  ~StackPool();
  /// A new stack; returns its top (stacks grow down) and its usable size.
  void *get(size_t &Usable);

private:
  size_t Size;
  std::vector<void *> Mapped;
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
/// A pass resumes every released thread and starts the rest, in thread order.
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
  void suspend();
  Fiber *current() { return Running; }
  /// A thread entered a collective (counted, so that a pass in which none
  /// waits skips the wavefronts).
  void collectiveWaiting() { ++Waiting; }
  const LaunchState *launch() const { return L; }
  unsigned waveOf(const Fiber &F) const { return F.TS.Wave; }

  /// The dynamic shared memory of every block this runner executes.
  void *dynamicShared();
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
  void startThread(unsigned I);
  /// The next context of this pass (a released thread's, or a runner to
  /// start the next thread on), or the scheduler's when the pass is over.
  Context next();
  /// Switches to \p To; the context left is saved in *\p Save, or parked
  /// when \p Save is null.
  void switchTo(Context To, Context *Save);
  Context newRunner();
  void resolveBarrier();

  StackPool Stacks;
  std::vector<Fiber> Fibers;
  std::vector<Context> Idle; ///< parked runners
  std::unique_ptr<unsigned char[]> Shared;
  const LaunchState *L = nullptr;
  const KernelBody *Body = nullptr;
  Fiber *Running = nullptr;
  Context Sched = nullptr;   ///< the scheduler's context, during a pass
  unsigned Count = 0;
  unsigned Pass = 0;         ///< the pass's next thread
  unsigned NextStart = 0;    ///< the first thread not started
  unsigned Done = 0;         ///< threads that finished
  unsigned Waiting = 0;      ///< threads at a collective
  unsigned Runners = 0;      ///< runner contexts created
  // The block's constants and the next thread's index, for startThread.
  uint3 BlockIdx{}, NextIdx{};
  dim3 BlockDim, GridDim;
  unsigned WaveShift = 0;
  void *Dyn = nullptr;
};

/// Executes the collectives pending in lanes [First, First+Count) (all of
/// them blocked) grouped by kind; returns the number of lanes released.
unsigned executeWaveCollectives(std::vector<Fiber> &Fibers, unsigned First, unsigned Count);

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
};

} // namespace cu2hip_cpu
#endif
