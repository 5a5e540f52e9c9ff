// Line-based unified diffs (lib/Report/UnifiedDiff.cpp), for coverage reports
// and `cu2hip port --diff`.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2hip {

/// A unified diff (GNU diff -u format, \p Context lines of context) from \p Old
/// to \p New, with the headers "--- OldName" and "+++ NewName"; empty when the
/// texts are equal.
std::string unifiedDiff(llvm::StringRef OldName, llvm::StringRef NewName, llvm::StringRef Old,
                        llvm::StringRef New, unsigned Context = 3);

} // namespace cu2hip
