// Running a child process (hipcc, a compiler, a corpus program, git) with a
// time limit, its output in files or captured. Every child process of cu2hip
// goes through here: argument vectors (llvm::sys::ExecuteAndWait), never shell
// strings.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2hip {
namespace support {

struct ProcessResult {
  int ExitCode = -1;
  bool Started = false;
  bool TimedOut = false;
  std::string Error; // could not start, crashed
};

struct ProcessOptions {
  unsigned Timeout = 0;        // seconds; 0: none
  std::string OutPath, ErrPath; // stdout and stderr (the same file for both is fine)
  /// NAME=VALUE pairs set in the child's environment (replacing the parent's
  /// value of NAME); the rest of the environment is inherited.
  std::vector<std::string> Env;
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

std::string joinPath(llvm::StringRef A, llvm::StringRef B);

} // namespace support
} // namespace cu2hip
