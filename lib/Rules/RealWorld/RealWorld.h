// Shared lexical helpers of the real-world pattern rules (docs/real-world.md);
// their tables are in lib/Mapping/RealWorldTables.h.
#pragma once

#include "../../Core/PassContext.h"
#include "Mapping/RealWorldTables.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::realworld {

/// Wraps [Begin, End) in `#if !defined(__HIPCC__)` ... `#endif`, on lines of
/// their own (the range is widened to whole lines when only blanks and a //
/// comment share them), with \p Why as a comment on the #if line. Keeps the
/// file's line endings.
void guardOutForHip(const RuleInput &C, RuleOutput &Out, unsigned Begin, unsigned End, llvm::StringRef Why,
                    llvm::StringRef Who);

} // namespace cu2hip::realworld
