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
#include <vector>

// Built with AddressSanitizer (the memcheck library, or a sanitizer build):
// the runner contexts' switches are announced to it, buffers have their
// real bounds and its reports name the buffer (docs/cpu-backend.md, "Memcheck").
#if defined(__SANITIZE_ADDRESS__)
#define CU2HIP_CPU_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CU2HIP_CPU_ASAN 1
#endif
#endif
#ifndef CU2HIP_CPU_ASAN
#define CU2HIP_CPU_ASAN 0
#endif

namespace cu2hip_cpu {

/// Reads CU2HIP_WAVE / CU2HIP_TIMEOUT / CU2HIP_THREADS once and starts the
/// watchdog; every API entry point calls it.
void ensureInit();
/// SIGSEGV/SIGBUS/SIGFPE in a kernel name the kernel, block and thread (Executor.cpp).
void installFaultHandlers();
/// Writes "kernel 'K' block (x,y,z) thread (x,y,z)" for the GPU thread this
/// OS thread runs into \p Buf; false (nothing written) in host code. The one
/// spelling of a thread in the backend's errors; safe in a signal handler.
bool runningThreadName(char *Buf, size_t Size);
/// Whether \p Addr is in the dynamic shared memory buffer of the block this
/// OS thread runs (or within \p Slack bytes past it): the launch's part of
/// it (start and size) and the block.
bool runningSharedMemory(const void *Addr, size_t Slack, const char *&Start, size_t &Bytes, uint3 &Block);
/// Links memcheck's AddressSanitizer hooks into the program (Memcheck.cpp;
/// ensureInit calls it: a static library's member is linked only if used).
void installMemcheck();
/// Memcheck: the program's static __shared__ variables are plain statics
/// (Types.h), one copy for all blocks. The blocks of a cooperative launch take
/// turns, each keeping its own copy: saveStaticShared copies them into \p Out
/// (false when the backend could not find them), restoreStaticShared back.
/// Nothing to keep in other builds, where they are thread_local.
bool saveStaticShared(std::vector<char> &Out);
void restoreStaticShared(const std::vector<char> &In);

/// A buffer the backend handed out, as memcheck names it: "#Id (Api, Size bytes)".
struct BufferRecord {
  const char *Base = nullptr;
  size_t Size = 0;
  unsigned long long Id = 0;
  const char *Api = nullptr;     ///< what allocated it: "hipMalloc"...
  const char *FreedBy = nullptr; ///< what freed it ("hipFree"); null: live
};
/// The buffer \p Addr is in: a live one, else the newest freed one (the
/// newest freed are kept); else the live one it is nearest to, within
/// \p Slack bytes before or after it. False when none, or when the registry
/// is busy (an error inside the allocator itself).
bool findBuffer(const void *Addr, size_t Slack, BufferRecord &Out);

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
