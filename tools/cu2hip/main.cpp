// cu2hip command line: the library parses it (lib/Driver/CommandLine.cpp, from
// the option table include/cu2hip/Options.def) and runs the command.
#include "cu2hip/Commands.h"
#include "cu2hip/Isolation.h"
#include "cu2hip/Output.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  int RC;
  {
    llvm::InitLLVM X(argc, argv);
    // translate and port run their work in a child of this same command line,
    // which a crash on one file cannot take down (docs/reliability.md).
    cu2hip::setSelfInvocation(argc, argv);
    RC = cu2hip::runCommandLine(argc, argv);
  }
  // Every file is written and closed by now: leave without running the
  // destructors of the thousands of static objects in LLVM's and clang's
  // shared libraries (milliseconds of every invocation, twice with the worker
  // process). A failed write to stdout still takes the normal way out, where
  // LLVM reports it.
  llvm::outs().flush();
  // The files written new, made durable together (one syncfs, not an fsync
  // each: include/cu2hip/Output.h).
  cu2hip::syncWrittenFiles();
  if (llvm::outs().has_error())
    return RC;
  std::fflush(nullptr);
  std::_Exit(RC);
}
