// Line-based unified diffs (lib/Report/UnifiedDiff.cpp), for coverage reports
// and `cu2hip port --diff`.
#pragma once

#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2hip {

/// A unified diff (GNU diff -u format, \p Context lines of context) from \p Old
/// to \p New, with the headers "--- OldName" and "+++ NewName"; empty when the
/// texts are equal.
std::string unifiedDiff(llvm::StringRef OldName, llvm::StringRef NewName, llvm::StringRef Old,
                        llvm::StringRef New, unsigned Context = 3);

/// The same difference as edits of \p Old (one per run of changed lines, in
/// order): applied to Old they give \p New (`port --export-fixes`).
std::vector<FileResult::Edit> lineEdits(llvm::StringRef Old, llvm::StringRef New);

} // namespace cu2hip
