#include "CacheDir.h"

#include "Paths.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;

std::string support::hashKey(llvm::StringRef Key) {
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(llvm::arrayRefFromStringRef(Key));
  return llvm::utohexstr(H.high64, true, 16) + llvm::utohexstr(H.low64, true, 16);
}

std::string support::fileIdentity(const std::string &Path) {
  struct stat St;
  if (::stat(Path.c_str(), &St))
    return "";
  return std::to_string(St.st_size) + "-" + std::to_string(St.st_mtim.tv_sec) + "." +
         std::to_string(St.st_mtim.tv_nsec) + "-" + std::to_string(St.st_ino);
}

std::string support::boundedCacheDirectory(bool Off, const char *MaxVar, uint64_t DefaultMiB,
                                           uint64_t &MaxBytes) {
  uint64_t Max = DefaultMiB;
  if (auto M = llvm::sys::Process::GetEnv(MaxVar))
    if (llvm::StringRef(*M).trim().getAsInteger(10, Max))
      Max = DefaultMiB;
  MaxBytes = Max << 20;
  if (Off || Max == 0)
    return "";
  return cacheDirectory();
}

std::string support::cacheEntryPath(llvm::StringRef Dir, llvm::StringRef Key) {
  return (Dir + "/" + Key.take_front(2) + "/" + Key).str();
}

std::string support::cacheTemporaryPath(llvm::StringRef Parent) {
  static std::atomic<unsigned> Serial{0};
  return (Parent + "/tmp-" + llvm::Twine(::getpid()) + "-" + llvm::Twine(Serial++)).str();
}

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

uint64_t support::evictLeastRecentlyUsed(std::vector<CacheItem> Items, uint64_t Total, uint64_t Max) {
  if (Total <= Max)
    return Total;
  std::sort(Items.begin(), Items.end(), [](const CacheItem &A, const CacheItem &B) { return A.Used < B.Used; });
  for (const CacheItem &I : Items) {
    if (Total <= Max)
      break;
    removeCacheEntry(I.Path);
    Total -= std::min(Total, I.Bytes);
  }
  return Total;
}

namespace {
/// The sum of \p Ledger's lines, or std::nullopt when there is none, it is
/// damaged, or it has LedgerLines lines or more (time for a walk).
std::optional<uint64_t> ledgerSum(const std::string &Ledger) {
  auto Buf = llvm::MemoryBuffer::getFile(Ledger, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.size() >= support::LedgerLines)
    return std::nullopt;
  uint64_t Sum = 0;
  for (llvm::StringRef L : Lines) {
    uint64_t N;
    if (L.getAsInteger(10, N))
      return std::nullopt;
    Sum += N;
  }
  return Sum;
}
} // namespace

void support::evictEntries(const std::string &Dir, uint64_t Max, uint64_t Added) {
  std::string Ledger = Dir + "/ledger";
  if (Added) {
    // Appended to an existing ledger only: without one, the walk below
    // counts what this process stored.
    int FD = ::open(Ledger.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (FD >= 0) {
      std::string Line = std::to_string(Added) + "\n";
      ssize_t N = ::write(FD, Line.data(), Line.size());
      (void)N; // a short write damages the ledger: the next process walks
      ::close(FD);
    }
  }
  if (std::optional<uint64_t> Sum = ledgerSum(Ledger); Sum && *Sum <= Max)
    return;

  std::vector<CacheItem> Items;
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator D(Dir, EC), DEnd; D != DEnd && !EC; D.increment(EC)) {
    llvm::StringRef Top = llvm::sys::path::filename(D->path());
    if (Top.starts_with("tmp-")) { // a ledger being rewritten
      struct stat St;
      if (!::stat(D->path().c_str(), &St) && staleLeftover(Top, St.st_mtime))
        removeCacheEntry(D->path());
      continue;
    }
    std::error_code EC2;
    for (llvm::sys::fs::directory_iterator F(D->path(), EC2), FEnd; F != FEnd && !EC2; F.increment(EC2)) {
      struct stat St;
      if (::stat(F->path().c_str(), &St))
        continue;
      llvm::StringRef Name = llvm::sys::path::filename(F->path());
      if (Name.starts_with("tmp-") || Name.contains(".dead-")) {
        if (staleLeftover(Name, St.st_mtime))
          removeCacheEntry(F->path());
        continue;
      }
      uint64_t Bytes = St.st_size;
      if (S_ISDIR(St.st_mode)) {
        Bytes = 0;
        std::error_code EC3;
        for (llvm::sys::fs::recursive_directory_iterator I(F->path(), EC3), IEnd; I != IEnd && !EC3;
             I.increment(EC3)) {
          struct stat FSt;
          if (!::lstat(I->path().c_str(), &FSt) && S_ISREG(FSt.st_mode))
            Bytes += FSt.st_size;
        }
      }
      Total += Bytes;
      Items.push_back({F->path(), St.st_mtime, Bytes});
    }
  }
  Total = evictLeastRecentlyUsed(std::move(Items), Total, Max);
  // The ledger starts again from what is there now.
  std::string Tmp = cacheTemporaryPath(Dir);
  {
    std::error_code WEC;
    llvm::raw_fd_ostream OS(Tmp, WEC);
    if (WEC)
      return;
    OS << Total << "\n";
  }
  if (llvm::sys::fs::rename(Tmp, Ledger))
    llvm::sys::fs::remove(Tmp);
}
