// Coverage's compile cache: what building one program for one target made
// (the verdict, the message and first error the report shows, the
// executable a later stage runs), kept on disk and keyed by everything that
// can change it, so that a re-run over an unchanged corpus (a CI job on
// every push) costs a hash instead of a hipcc run (docs/caching.md,
// "Coverage's compile cache").
//
// A key covers: the build's command lines (the work directory's own path
// left out, so runs in fresh work directories share entries), the bytes of
// every file of the translated tree the build can include (the program's
// copy and the shared directories beside it), the identity of the files and
// directories outside the work directory that the commands name (-I, -L, a
// library), and the compiler's identity (compilerIdentity below). An entry
// is a directory: entry.json and the executable. Entries live in
// $XDG_CACHE_HOME/cu2hip/compiles, written under a temporary name and renamed
// into place; the directory is kept under CU2HIP_COMPILE_CACHE_MAX_MB (1024
// by default; 0 turns the cache off), least recently used first (lib/Support/
// CacheDir). --no-cache neither reads nor writes it.
#pragma once

#include "cu2hip/Coverage.h"

#include "llvm/ADT/StringMap.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

class CompileCache {
public:
  /// The cache this process uses; null when it is off (\p NoCache, a limit
  /// of 0, no cache directory).
  static std::unique_ptr<CompileCache> open(bool NoCache);
  /// \p Dir: the entries' directory; \p MaxBytes: the size it is kept under.
  CompileCache(std::string Dir, uint64_t MaxBytes);
  /// Evicts beyond MaxBytes when this process stored anything.
  ~CompileCache();

  /// What a build recorded.
  struct Entry {
    StageStatus Status = StageStatus::Failed;
    std::string Message, FirstError;
  };

  /// The key of a build: \p Compiler runs \p Commands (in order; every
  /// occurrence of \p WorkRoot, the program's work directory, left out) over
  /// the files of \p Trees (directories: each file's path relative to its
  /// tree and its bytes); \p Extra: anything else that changes the result.
  /// "" when the build cannot be cached (the compiler does not answer
  /// --version, a file cannot be read).
  std::string key(const std::string &Compiler, const std::vector<std::vector<std::string>> &Commands,
                  const std::string &WorkRoot, const std::vector<std::string> &Trees,
                  llvm::StringRef Extra);

  /// The entry under \p Key, its executable copied to \p Output when it has
  /// one; none when there is no whole entry (a damaged one is removed).
  std::optional<Entry> lookup(const std::string &Key, const std::string &Output);
  /// Keeps \p E under \p Key with the file \p Output ("" : none). Not kept
  /// when its message names \p WorkRoot (a later run's would name its own).
  void store(const std::string &Key, const Entry &E, const std::string &Output, const std::string &WorkRoot);

private:
  /// The compiler's identity, worked out once per process: its path and
  /// resolved path, that file's size and modification time, what
  /// `--version` prints (and the clang its InstalledDir names), the
  /// environment variables hipcc reads, and for a ROCm-root wrapper
  /// (scripts/hipcc-rocm-V) the root's own (its hipcc, its stamp and its
  /// package database). "" : not cacheable.
  const std::string &compilerIdentity(const std::string &Compiler);
  /// The size and modification time of \p Path, or of every file under it
  /// (a directory), remembered per process; "" when too large to list.
  const std::string &externalIdentity(const std::string &Path);

  std::string Dir;
  uint64_t MaxBytes;
  std::atomic<uint64_t> StoredBytes{0};
  std::mutex Lock;
  llvm::StringMap<std::string> Compilers, Externals;
};

} // namespace runner
} // namespace cu2hip
