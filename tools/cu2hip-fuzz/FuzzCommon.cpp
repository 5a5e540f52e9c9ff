#include "FuzzTargets.h"

#include <cstdio>
#include <cstdlib>
#include <string>

[[noreturn]] void cu2hip::fuzz::violated(const char *Target, const llvm::Twine &What) {
  std::string Msg = What.str();
  std::fprintf(stderr, "cu2hip-fuzz-%s: property violated: %s\n", Target, Msg.c_str());
  std::fflush(stderr);
  std::abort();
}
