// What the on-disk caches ($XDG_CACHE_HOME/cu2hip: the preludes, the
// translation cache, coverage's compile cache) share: the hash that names an
// entry, where a bounded cache lives and how big it may grow, removing an
// entry so that no reader sees half of it, sweeping what killed processes
// left, and keeping the cache under its bound by dropping the least recently
// used entries first.
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

/// The name of an entry: the xxh3 128-bit hash of its key \p Key, 32 hex digits.
std::string hashKey(llvm::StringRef Key);

/// The cache directory ($XDG_CACHE_HOME/cu2hip) for a cache whose size the
/// environment variable \p MaxVar bounds in MiB (\p DefaultMiB when unset or
/// not a number); the bound goes to \p MaxBytes. "" when the cache is off:
/// \p Off (--no-cache), a bound of 0, or no cache directory.
std::string boundedCacheDirectory(bool Off, const char *MaxVar, uint64_t DefaultMiB, uint64_t &MaxBytes);

/// A file as it was written, "SIZE-MTIME.NS-INODE" (no spaces: it goes in
/// line-based meta files); "" when it cannot be stat'ed. A rewrite, a
/// reinstall or a copy changes it: what a cache keys a file's version by
/// when reading the file is not worth it.
std::string fileIdentity(const std::string &Path);

/// Where the entry \p Key of a cache in \p Dir lives: Dir/XX/KEY, XX the
/// key's first two digits (the layout evictEntries walks).
std::string cacheEntryPath(llvm::StringRef Dir, llvm::StringRef Key);
/// A name in \p Parent, private to this process and this call, for an entry
/// being written before it is renamed into place ("tmp-PID-N": what
/// staleLeftover recognises if the process dies first).
std::string cacheTemporaryPath(llvm::StringRef Parent);

/// Renames the entry \p Path (a file or a directory) away, then deletes it.
void removeCacheEntry(const std::string &Path);

/// True for what a process killed while writing an entry leaves ("tmp-..."
/// or "...dead-...") once it is an hour old (\p MTime: its modification time).
bool staleLeftover(llvm::StringRef Name, int64_t MTime);

/// Removes entries of \p Items (sizes adding up to \p Total), least recently
/// used first, until the rest fit in \p Max bytes; returns what the rest hold.
uint64_t evictLeastRecentlyUsed(std::vector<CacheItem> Items, uint64_t Total, uint64_t Max);

/// Keeps \p Dir, whose entries are Dir/XX/KEY (a file, or a directory whose
/// files count together, its own modification time saying when it was last
/// used), under \p Max bytes, once this process stored \p Added bytes there;
/// removes what killed processes left there.
///
/// Without walking every entry each time: Dir/ledger holds what the entries
/// are known to hold, one number a line (the total the last walk found, then
/// what each storing process added, one O_APPEND write each). The entries are
/// walked only when its sum passes \p Max, when it is missing or damaged, or
/// every LedgerLines lines; the walk rewrites it as its total. What another
/// process adds during a walk may go unrecorded until the next.
void evictEntries(const std::string &Dir, uint64_t Max, uint64_t Added);
constexpr unsigned LedgerLines = 1000;

} // namespace support
} // namespace cu2hip
