#include "CacheDir.h"

#include "llvm/Support/FileSystem.h"

#include <algorithm>
#include <chrono>
#include <unistd.h>

using namespace cu2hip;

void support::removeCacheEntry(const std::string &Path) {
  std::string Dead = Path + ".dead-" + std::to_string(::getpid());
  if (llvm::sys::fs::rename(Path, Dead))
    Dead = Path;
  if (llvm::sys::fs::is_directory(Dead))
    llvm::sys::fs::remove_directories(Dead, /*IgnoreErrors=*/true);
  else
    llvm::sys::fs::remove(Dead);
}

bool support::staleLeftover(llvm::StringRef Name, int64_t MTime) {
  if (!Name.starts_with("tmp-") && !Name.contains(".dead-"))
    return false;
  int64_t Now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  return Now - MTime > 3600;
}

void support::evictLeastRecentlyUsed(std::vector<CacheItem> Items, uint64_t Total, uint64_t Max) {
  if (Total <= Max)
    return;
  std::sort(Items.begin(), Items.end(), [](const CacheItem &A, const CacheItem &B) { return A.Used < B.Used; });
  for (const CacheItem &I : Items) {
    if (Total <= Max)
      break;
    removeCacheEntry(I.Path);
    Total -= std::min(Total, I.Bytes);
  }
}
