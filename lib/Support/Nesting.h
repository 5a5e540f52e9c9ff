// A bound on how deeply a YAML or JSON document nests, checked before it is
// parsed: LLVM's YAML and JSON parsers recurse once per level, and a document
// nested a million deep (a hostile rule file, corpus manifest or report)
// overflows the stack instead of being reported.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace cu2hip {
namespace support {

/// The deepest nesting cu2hip reads: far beyond any rule file, manifest or
/// report it writes or documents.
constexpr unsigned MaxDocumentNesting = 256;

struct NestingProblem {
  unsigned Line = 0, Column = 0; // 1-based: where the limit is passed
};

/// Where \p Text first nests deeper than \p Max, or none. YAML: collections
/// (flow and block) as LLVM's YAML parser reads them, walked without
/// recursion (a document it cannot parse is as deep as the part it parses;
/// its errors are the real parse's to report). JSON: [ and { outside strings.
std::optional<NestingProblem> nestingTooDeep(llvm::StringRef Text, bool Yaml,
                                             unsigned Max = MaxDocumentNesting);

} // namespace support
} // namespace cu2hip
