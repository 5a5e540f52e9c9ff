// Writing results without ever leaving a partial file behind; summary lines.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

/// Writes \p Content to \p Path through a temporary file in the same directory
/// and a rename, so readers see the old or the new file, never a partial one.
/// The temporary file is removed if the process is interrupted. An existing
/// file keeps its permissions.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content);

/// Copies \p From to \p To atomically (used for --backup).
llvm::Error copyFileAtomically(llvm::StringRef From, llvm::StringRef To);

/// "name xN, name xN, ..." for a summary line: the \p Max most frequent names
/// (by count, then name), then "..." when there are more.
std::string mostFrequent(std::vector<std::pair<std::string, unsigned>> Counts, size_t Max);

} // namespace cu2hip
