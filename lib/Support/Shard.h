// --shard K/N (port, coverage): a deterministic partition of a command's work
// over N CI jobs, by a stable hash of each item's relative path or name, the
// same on every machine (docs/ci.md).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <set>
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

/// The shards that `report merge` is given: every part of one K/N
/// partition, each once.
class ShardPartition {
public:
  /// Adds \p S; the reason it does not fit (another partition, given twice).
  std::optional<std::string> add(const Shard &S);
  /// The first shard of the partition not added, as a message.
  std::optional<std::string> missing() const;

private:
  unsigned Count = 0;
  std::set<unsigned> Seen;
};

} // namespace support
} // namespace cu2hip
