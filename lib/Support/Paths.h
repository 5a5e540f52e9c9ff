// Path and content helpers shared by the commands that walk trees (port,
// coverage): lexical normalization without resolving links, containment,
// '/'-separated relative paths, a stable content hash.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cu2hip {
namespace support {

/// xxh3 of \p Bytes as 16 hex digits: how port and its state file name contents.
std::string contentHash(llvm::StringRef Bytes);
/// xxh3 of \p S as a number (shard partitions: the same on every machine).
uint64_t stableHash(llvm::StringRef S);

/// cu2hip's cache directory: $XDG_CACHE_HOME/cu2hip, else $HOME/.cache/cu2hip;
/// empty when neither variable is set.
std::string cacheDirectory();

/// Absolute, '.' and '..' removed, without resolving symlinks.
std::string absolutePath(llvm::StringRef P);
/// The real path of \p P, which need not exist: its deepest existing ancestor
/// is resolved and the rest appended.
std::string realPathOfMaybeMissing(llvm::StringRef P);
/// True when \p Inner is \p Outer or below it (paths already normalized).
bool isWithin(llvm::StringRef Inner, llvm::StringRef Outer);

/// "Dir/Name", or "Name" when \p Dir is empty (relative, '/'-separated paths).
std::string joinRel(llvm::StringRef Dir, llvm::StringRef Name);
/// 'dir/x/../y' -> 'dir/y'; empty when it leaves the tree.
std::string normalizeRel(llvm::StringRef Rel);
/// As normalizeRel, but the top of the tree itself ('.', 'sub/..') is ""
/// and a path that leaves the tree is std::nullopt: a link to its own
/// directory or an ancestor stays inside.
std::optional<std::string> normalizeRelInTree(llvm::StringRef Rel);
/// The directory part of a relative path ("" at the top).
std::string relDir(llvm::StringRef Rel);
/// How a file at \p FromRel spells an #include of \p ToRel (both relative to
/// the tree's top, '/'-separated): "x.h" beside it, "../include/x.h"
/// elsewhere, which every compiler resolves from the including file whatever
/// the build's -I.
std::string includeSpelling(llvm::StringRef FromRel, llvm::StringRef ToRel);

/// \p S as one line of text for a message or a report: control characters
/// (a newline or tab in a file name, a raw escape byte) written as \n, \t, \r
/// or \xNN, so that a name cannot break a diagnostic line or inject a line.
std::string printable(llvm::StringRef S);

} // namespace support
} // namespace cu2hip
