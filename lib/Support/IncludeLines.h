// The #include lines of a text, read line by line without a preprocessor
// (every branch, every line): for quick questions asked before or without a
// parse.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace cu2hip {

struct IncludeLine {
  llvm::StringRef Name; // between the <> or "", as written
  unsigned Line = 0;    // 1-based
};

/// Every `#include <...>` / `#include "..."` line of \p Text, in order.
std::vector<IncludeLine> includeLines(llvm::StringRef Text);

} // namespace cu2hip
