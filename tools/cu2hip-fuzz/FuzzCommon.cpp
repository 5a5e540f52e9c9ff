#include "FuzzTargets.h"

#include <cstdio>
#include <cstdlib>
#include <string>

[[noreturn]] void cu2hip::fuzz::violated(const char *Target, const llvm::Twine &What) {
  std::string Msg = What.str(); // may hold NUL bytes: written whole
  std::fprintf(stderr, "cu2hip-fuzz-%s: property violated: ", Target);
  std::fwrite(Msg.data(), 1, Msg.size(), stderr);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::abort();
}
