// The block scheduler: the threads of one block run as fibers on one OS
// thread; barriers and wavefront collectives suspend a fiber until the
// scheduler can resolve them (see docs/cpu-backend.md, "Execution model").
#ifndef CU2HIP_CPU_SCHEDULER_H
#define CU2HIP_CPU_SCHEDULER_H

#include "Internal.h"

#include <boost/context/fiber.hpp>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

namespace cu2hip_cpu {

enum class LaneState : unsigned char { Ready, Barrier, GridBarrier, Collective, Done };

struct GridSync;

struct Fiber {
  ThreadState TS;
  boost::context::fiber Ctx;  ///< the suspended fiber
  boost::context::fiber Back; ///< the scheduler, while this fiber runs
  LaneState State = LaneState::Done;
  BarrierOp Op = BarrierOp::Plain;
  int Pred = 0;
  int Result = 0;
  Collective *Coll = nullptr;
};

/// Fiber stacks, kept between blocks (mmap'd with a guard page).
class StackPool {
public:
  explicit StackPool(size_t Size) : Size(Size) {}
  ~StackPool();
  boost::context::stack_context get();
  void put(boost::context::stack_context &SC) { Free.push_back(SC); }

private:
  size_t Size;
  std::vector<boost::context::stack_context> Free;
};

/// What the scheduler knows about the launch it runs blocks of.
struct LaunchState {
  const LaunchSpec *Spec;
  const KernelBody *Body;
  std::string Name;
  GridSync *Grid = nullptr; ///< cooperative launches only
};

/// Runs blocks on the OS thread that owns it (one per worker).
class BlockRunner {
public:
  BlockRunner();
  void run(const LaunchState &L, uint3 BlockIdx);

  /// Suspends the calling fiber until the scheduler resumes it.
  void suspend(Fiber &F) { F.Back = std::move(F.Back).resume(); }
  Fiber *current() { return Running; }
  const LaunchState *launch() const { return L; }
  unsigned waveOf(const Fiber &F) const { return F.TS.Wave; }

  /// The dynamic shared memory of every block this runner executes.
  void *dynamicShared();
  /// The runner of this OS thread (created on first use).
  static BlockRunner &forThisThread();

private:
  bool resolveCollectives();
  void resolveBarrier();
  void resume(Fiber &F);

  StackPool Stacks;
  std::vector<Fiber> Fibers;
  std::unique_ptr<unsigned char[]> Shared;
  const LaunchState *L = nullptr;
  Fiber *Running = nullptr;
  unsigned Count = 0;
};

/// Executes the collectives pending in lanes [First, First+Count) (all of
/// them blocked) grouped by kind; returns true when any lane was released.
bool executeWaveCollectives(std::vector<Fiber> &Fibers, unsigned First, unsigned Count);

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
