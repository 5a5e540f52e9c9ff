// Crash isolation: a crash, a hang or a memory blow-up while translating one
// unit becomes a diagnostic for that file instead of the end of the run
// (docs/reliability.md).
//
// A stack overflow cannot be recovered inside the process that overflowed
// (the faulting thread has no stack left to unwind on, and clang's state is
// half-built), so `translate` and `port` run their work in a child process,
// a fork of this one (the "worker"). The worker journals which unit it is
// translating; its own watchdog ends it when a unit runs past --file-timeout or
// the process grows past the memory limit. When the worker dies, the parent
// (the "supervisor") names the culprit from the journal, and runs the same
// command again with that unit marked: the rerun reports it as not translated
// (port copies it unchanged) and everything else is done as usual (port resumes
// from its state file, so finished work is not redone).
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace cu2hip {

struct UnitLimits {
  /// Seconds one unit may take; 0: no limit.
  unsigned TimeoutSeconds = 300;
  /// MiB the worker process may grow to; 0: half the physical memory.
  unsigned MemoryMiB = 0;
};

/// Stack size of the thread each unit is parsed and rewritten on. Clang's
/// parser recurses once per nesting level (a template argument, a unary
/// operator, a statement); this is enough for tens of thousands of levels.
constexpr unsigned UnitStackBytes = 1u << 30;

/// Called by main() with its arguments: isolation is on only where it was
/// called (not in unit tests).
void setSelfInvocation(int Argc, const char *const *Argv);

/// The supervisor. Unless this process is already a worker (or no invocation
/// was recorded, as in unit tests, or CU2HIP_NO_ISOLATION is set), forks a
/// worker, which returns std::nullopt from here and does the work; forks it
/// again after a unit crashed or ran past a limit, and returns the final
/// worker's exit status. Call it before any thread is started. std::nullopt:
/// do the work in this process (a worker's watchdog started with \p Limits,
/// startWorker).
std::optional<int> runSupervised(llvm::StringRef Command, const UnitLimits &Limits,
                                 llvm::raw_ostream &Err);

/// In a worker: starts the watchdog with these limits and loads the units the
/// supervisor marked. Does nothing outside a worker.
void startWorker(const UnitLimits &Limits);

/// In a worker: a scratch directory of the supervisor's, removed when the
/// command ends (so a worker that dies leaves nothing there behind); else
/// empty.
std::string workerScratchDir();

/// In a worker after a restart: the jobs count the supervisor asks for (1 when
/// a crash with several units in flight has to be narrowed down), or 0.
unsigned workerJobs();

/// Why \p Path must not be translated in this run (it crashed or ran past a
/// limit in an earlier worker), or std::nullopt.
std::optional<std::string> unitSkipReason(llvm::StringRef Path);

/// Runs \p Fn, the translation of \p Path, on a thread with a UnitStackBytes
/// stack; in a worker it is journaled and watched.
void runUnit(llvm::StringRef Path, llvm::function_ref<void()> Fn);

} // namespace cu2hip
