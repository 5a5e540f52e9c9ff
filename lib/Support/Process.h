// Running a child process (hipcc, a compiler, a corpus program, git) with a
// time limit, its output in files or captured. Every child process of cu2hip
// goes through here: argument vectors (llvm::sys::ExecuteAndWait), never shell
// strings. A user's program runs contained (ProcessOptions::Contain,
// ContainedRun.cpp): its own directory, session and limits, killed whole at
// the end, its output captured up to a bound.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cu2hip {
namespace support {

struct ProcessResult {
  int ExitCode = -1;
  bool Started = false;
  bool TimedOut = false;
  std::string Error; // could not start, crashed
  // Contained runs only:
  int Signal = 0; // the signal that ended the program, 0: none
  /// The program killed the process that watched it (its parent): its own
  /// end is unknown.
  bool KilledKeeper = false;
  /// Bytes of stdout and stderr past ProcessOptions::OutputCap, counted and
  /// not kept.
  uint64_t OutDropped = 0, ErrDropped = 0;
  /// The program ran in a PID namespace of its own.
  bool PidNamespace = false;
};

/// setrlimit(2) limits of a contained run; 0: none.
struct RunLimits {
  uint64_t CpuSeconds = 0;  // RLIMIT_CPU, per process
  uint64_t MemoryBytes = 0; // RLIMIT_DATA: heap and private writable mappings
  uint64_t FileBytes = 0;   // RLIMIT_FSIZE: the largest file it may write
  uint64_t Processes = 0;   // RLIMIT_NPROC: processes and threads
};

struct ProcessOptions {
  unsigned Timeout = 0;        // seconds; 0: none
  std::string OutPath, ErrPath; // stdout and stderr (the same file for both is fine)
  /// NAME=VALUE pairs set in the child's environment (replacing the parent's
  /// value of NAME); the rest of the environment is inherited.
  std::vector<std::string> Env;

  /// A user's program (ContainedRun.cpp): runs in WorkDir (created) in a
  /// session of its own, in a PID namespace where the system allows one, with
  /// Limits; when it ends, or at the time limit, everything it started is
  /// killed. stdout and stderr go to OutPath and ErrPath up to OutputCap
  /// bytes each, the rest is counted.
  bool Contain = false;
  /// When cu2hip runs as root, the program runs as a user of its own (a fresh
  /// unprivileged uid) that may still read and search every file
  /// (ContainedRun.cpp, "Root"): the kernel then applies RLIMIT_NPROC, and
  /// the program cannot signal cu2hip or another run. Off for the user's own
  /// tools (--runner), which may need root's files and keys.
  bool Unprivileged = true;
  /// Files outside WorkDir the program writes by name (the CPU backend's
  /// trace): made empty before the run, and its own when it runs as a uid of
  /// its own.
  std::vector<std::string> Writable;
  std::string WorkDir;
  RunLimits Limits;
  uint64_t OutputCap = 0; // 0: no bound
};

/// Runs \p Program with \p Args (without argv[0]); stdin is /dev/null.
ProcessResult runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                         const ProcessOptions &O);

/// Runs \p Program (found on PATH when it has no directory) with \p Args and
/// returns what it printed on stdout in \p Output; stderr is discarded.
ProcessResult runCaptured(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                          std::string &Output, const ProcessOptions &O = {});

/// The whole file, or empty when it cannot be read.
std::string readFile(llvm::StringRef Path);

/// At most the first \p MaxBytes of the file (a log or a program's output,
/// which nothing bounds), or empty when it cannot be read.
std::string readFileHead(llvm::StringRef Path, uint64_t MaxBytes);

/// The parent's environment with the NAME=VALUE pairs of \p Set replacing
/// or adding to it.
std::vector<std::string> environmentWith(llvm::ArrayRef<std::string> Set);

/// A contained run (ProcessOptions::Contain); runProcess calls it.
ProcessResult runContained(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                           const ProcessOptions &O);

std::string joinPath(llvm::StringRef A, llvm::StringRef B);

} // namespace support
} // namespace cu2hip
