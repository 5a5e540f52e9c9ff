// What the on-disk caches ($XDG_CACHE_HOME/cu2hip: the preludes, the
// translation cache) share: removing an entry so that no reader sees half of
// it, sweeping what killed processes left, and keeping the cache under its
// bound by dropping the least recently used entries first.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cu2hip {
namespace support {

/// One entry of a cache: where it is, when it was last used (seconds since
/// the epoch) and its size.
struct CacheItem {
  std::string Path;
  int64_t Used;
  uint64_t Bytes;
};

/// Renames the entry \p Path (a file or a directory) away, then deletes it.
void removeCacheEntry(const std::string &Path);

/// True for what a process killed while writing an entry leaves ("tmp-..."
/// or "...dead-...") once it is an hour old (\p MTime: its modification time).
bool staleLeftover(llvm::StringRef Name, int64_t MTime);

/// Removes entries of \p Items (sizes adding up to \p Total), least recently
/// used first, until the rest fit in \p Max bytes.
void evictLeastRecentlyUsed(std::vector<CacheItem> Items, uint64_t Total, uint64_t Max);

} // namespace support
} // namespace cu2hip
