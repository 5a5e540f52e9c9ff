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

/// The condition of guardOutForHip's #if, as its tokens spell it (and as the
/// diagnostics of the guarding rules quote it).
inline constexpr llvm::StringLiteral HipGuardTest = "!defined(__HIPCC__)";

/// Wraps [Begin, End) in `#if !defined(__HIPCC__)` ... `#endif`, on lines of
/// their own (the range is widened to whole lines when only blanks and a //
/// comment share them), with \p Why as a comment on the #if line. Keeps the
/// file's line endings. False, and nothing written, when another rule's edit
/// covers where the #if or the #endif go; edits inside the range are kept.
[[nodiscard]] bool guardOutForHip(const RuleInput &C, RuleOutput &Out, unsigned Begin, unsigned End, llvm::StringRef Why,
                    llvm::StringRef Who);

/// True when byte \p Offset lies in code hipcc never compiles: the first
/// branch of an `#if !defined(__HIPCC__)` (guardOutForHip's guard) or
/// `#ifndef __HIPCC__` group, at any depth (Directives.h).
bool hiddenFromHip(const RuleInput &C, unsigned Offset);

/// The byte range [Begin, End) of the function definition whose name is token
/// \p Name and whose body ends at token \p RBrace: back over the return type
/// and specifiers to the end of the previous declaration, a brace or a
/// directive line; up to the closing brace and a ';' right after it.
std::pair<unsigned, unsigned> definitionRange(const RawTokens &T, size_t Name, size_t RBrace);

} // namespace cu2hip::realworld
