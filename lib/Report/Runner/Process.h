// Running a tool of the coverage stages (hipcc, a compiler, a corpus program)
// with a time limit, its output in files. Every child process of `coverage`
// goes through here: argument vectors, never shell strings.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

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

/// The whole file, or empty when it cannot be read.
std::string readFile(llvm::StringRef Path);

std::string joinPath(llvm::StringRef A, llvm::StringRef B);

} // namespace runner
} // namespace cu2hip
