// Kernels known by address (hipLaunchKernel, cooperative launches, graph
// kernel nodes), attributes and occupancy.
#include "Internal.h"

#include <map>
#include <mutex>

namespace cu2hip_cpu {
namespace {
std::mutex RegistryMutex;
struct Registered {
  ArgsInvoker Invoke;
  ArgsTracer Trace;
};
std::map<const void *, Registered> &registry() {
  static auto *M = new std::map<const void *, Registered>();
  return *M;
}
} // namespace

void registerKernel(const void *Func, ArgsInvoker Invoke, ArgsTracer Trace) {
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  registry().emplace(Func, Registered{Invoke, Trace});
}

hipError_t launchByAddress(const char *Name, const void *F, dim3 Grid, dim3 Block, void **Args, size_t Shared,
                           hipStream_t Stream, bool Cooperative) {
  ensureInit();
  ArgsInvoker Invoke = nullptr;
  ArgsTracer Trace = nullptr;
  {
    std::lock_guard<std::mutex> Lock(RegistryMutex);
    auto It = registry().find(F);
    if (It != registry().end())
      Invoke = It->second.Invoke, Trace = It->second.Trace;
  }
  if (!Invoke) {
    // The kernel's parameter types are unknown: only a typed launch (or one
    // through a C-style cast, which the launch macros peel) teaches them.
    std::fprintf(stderr,
                 "cu2hip-cpu: error: %s launched by address before any typed launch: its parameter types are "
                 "unknown to the CPU backend\n",
                 Name);
    return setError(hipErrorInvalidDeviceFunction);
  }
  return launch(LaunchSpec{Name, F, Grid, Block, Shared, Stream, Cooperative, Trace(Args)}, Invoke(F, Args));
}

} // namespace cu2hip_cpu

using namespace cu2hip_cpu;

hipError_t hipFuncGetAttributes(hipFuncAttributes *A, const void *F) {
  if (!A || !F) return setError(hipErrorInvalidValue);
  std::memset(A, 0, sizeof *A);
  A->binaryVersion = 90;
  A->ptxVersion = 90;
  A->maxThreadsPerBlock = MaxThreadsPerBlock;
  A->maxDynamicSharedSizeBytes = int(MaxSharedPerBlock);
  A->numRegs = 32;
  // Static __shared__ variables are thread_local objects here: their size is not
  // known per kernel, so sharedSizeBytes is 0.
  return hipSuccess;
}
hipError_t hipFuncSetCacheConfig(const void *, hipFuncCache_t) { return hipSuccess; }
hipError_t hipFuncSetSharedMemConfig(const void *, hipSharedMemConfig) { return hipSuccess; }
hipError_t hipFuncSetAttribute(const void *, hipFuncAttribute A, int V) {
  if (A == hipFuncAttributeMaxDynamicSharedMemorySize && size_t(V) > MaxSharedPerBlock)
    return setError(hipErrorInvalidValue);
  return hipSuccess;
}
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *N, const void *, int BlockSize, size_t Shared,
                                                                 unsigned) {
  if (!N || BlockSize <= 0) return setError(hipErrorInvalidValue);
  *N = maxBlocksPerMultiprocessor(unsigned(BlockSize), Shared);
  return hipSuccess;
}
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *N, const void *F, int BlockSize, size_t Shared) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(N, F, BlockSize, Shared, 0);
}
hipError_t hipOccupancyMaxPotentialBlockSize(int *Grid, int *Block, const void *, size_t Shared, int Limit) {
  if (!Grid || !Block) return setError(hipErrorInvalidValue);
  int B = int(MaxThreadsPerBlock);
  if (Limit > 0 && Limit < B) B = Limit;
  *Block = B;
  *Grid = maxBlocksPerMultiprocessor(unsigned(B), Shared) * int(workerCount());
  return hipSuccess;
}
