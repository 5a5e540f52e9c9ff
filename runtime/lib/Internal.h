// Shared internals of the cu2hip CPU backend library (not installed).
#ifndef CU2HIP_CPU_INTERNAL_H
#define CU2HIP_CPU_INTERNAL_H

#define CU2HIP_CPU_NO_BUILTIN_VARS 1
// The library, not a program: it defines none of the symbols that say what a
// program was built for (hip/hip_version.h).
#define CU2HIP_CPU_LIBRARY 1
#include "hip/hip_runtime.h"

#include <functional>
#include <string>

namespace cu2hip_cpu {

/// Reads CU2HIP_WAVE / CU2HIP_TIMEOUT / CU2HIP_THREADS once and starts the
/// watchdog; every API entry point calls it.
void ensureInit();
/// SIGSEGV/SIGBUS/SIGFPE in a kernel name the kernel, block and thread (Executor.cpp).
void installFaultHandlers();
/// OS threads that run blocks (host cores unless CU2HIP_THREADS says otherwise).
unsigned workerCount();

/// Records \p E as the thread's last error (unless it is hipSuccess) and returns it.
hipError_t setError(hipError_t E);

/// A unit of work in a stream: a copy, a kernel, a host function...
using StreamWork = std::function<hipError_t()>;
/// Runs \p Work in \p Stream's order, or records it as a graph node when the
/// stream is capturing. Operations execute on the calling thread in issue
/// order, which is a valid schedule for every stream: ordering within a
/// stream is kept and host synchronisation points have nothing left to wait for.
hipError_t submit(hipStream_t Stream, hipGraphNodeType Type, StreamWork Work);

/// Runs every block of a validated launch; returns when the grid finished.
void runGrid(const LaunchSpec &Spec, const KernelBody &Body);
/// Checks a launch configuration as a GPU would.
hipError_t checkLaunch(const LaunchSpec &Spec);

/// Writes the trace record of a launch that completed (CU2HIP_TRACE; nothing
/// when it is not set). Trace.cpp.
void traceLaunch(const LaunchSpec &Spec);
/// The allocation (hipMalloc, managed, host) that holds \p P: its start and
/// size; false when \p P is in none. Memory.cpp.
bool findAllocation(const void *P, const char *&Base, size_t &Size);

/// The kernel name as written at the launch (HIP_KERNEL_NAME(...) peeled).
std::string kernelName(const char *Spelled);

/// Largest block count a cooperative launch may use.
int maxCooperativeBlocks(unsigned ThreadsPerBlock, size_t SharedBytes);
int maxBlocksPerMultiprocessor(unsigned ThreadsPerBlock, size_t SharedBytes);

constexpr unsigned MaxThreadsPerBlock = 1024;
constexpr size_t MaxSharedPerBlock = 64 * 1024;
constexpr unsigned MaxThreadsPerMultiprocessor = 2048;

} // namespace cu2hip_cpu
#endif
