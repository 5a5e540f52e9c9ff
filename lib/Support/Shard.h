// --shard K/N (port, coverage): a deterministic partition of a command's work
// over N CI jobs, by a stable hash of each item's relative path or name, the
// same on every machine (docs/ci.md).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace cu2hip {
namespace support {

struct Shard {
  unsigned Index = 0, Count = 1; // this run does part Index + 1 of Count
  bool Given = false;            // --shard was on the command line (even 1/1)
  /// "K/N" with 1 <= K <= N; nullopt and \p Error otherwise.
  static std::optional<Shard> parse(llvm::StringRef Spec, std::string &Error);
  std::string str() const; // "K/N"
  /// The part (0-based) that \p Key belongs to.
  static unsigned of(llvm::StringRef Key, unsigned Count);
  bool has(llvm::StringRef Key) const { return of(Key, Count) == Index; }
};

} // namespace support
} // namespace cu2hip
