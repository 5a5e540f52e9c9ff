// The precompiled prelude: the bundled CUDA headers and the C++ headers most
// CUDA programs include, parsed once and loaded by every unit as a PCH
// (docs/ARCHITECTURE.md, "The prelude and its cache").
//
// A prelude is keyed by what changes its content, not by the whole command
// line: the language and target flags, the -D/-U whose names the prelude's
// preprocessing ever looks at, and include directories only when one of them
// holds a header the prelude includes (or asks __has_include about). Units of
// a tree whose flags differ only in include directories and their own macros
// share one prelude.
//
// Preludes live in a persistent cache on disk ($XDG_CACHE_HOME/cu2hip, else
// ~/.cache/cu2hip) keyed by cu2hip's version, clang's version, a hash of the
// bundled headers and the key above. An entry is a directory written under a
// temporary name and renamed into place (concurrent processes see a complete
// entry or none; the first to finish wins), checked on load (size and hash of
// the PCH, size and time of every header it was built from) and rebuilt when
// damaged or stale; the cache is kept under CU2HIP_CACHE_MAX_MB (1024 by
// default), least recently used entries first. --no-cache keeps preludes in a
// temporary directory for the process only.
#pragma once

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace llvm::vfs {
class InMemoryFileSystem;
}

namespace cu2hip {

class PreludeCache {
public:
  /// \p BundledInclude: the bundled CUDA headers (hashed into the key).
  /// \p UseDisk false: no persistent cache (--no-cache).
  PreludeCache(std::string BundledInclude, bool UseDisk);
  ~PreludeCache();

  /// A prelude to load: the PCH, and whether it was built with errors, none
  /// of them reported outside system headers (HIP input: HIP's own headers
  /// use AMD GPU builtins in device function bodies, errors CUDA's host side
  /// defers and never reports; every unit with the same flags meets the same
  /// ones). Such a PCH is loaded with -fallow-pch-with-compiler-errors.
  struct Pch {
    std::string Path; // "" when no prelude can be built
    bool HasErrors = false;
  };
  /// The PCH to load for a unit whose clang command line (without the input
  /// file) is \p Cmd; the flags from \p UserBegin on are the user's (compile
  /// database, `--`), before it cu2hip's own. \p HipHeader: HIP input whose
  /// HIP include may be precompiled (HipInclude::Precompilable, Platform.h)
  /// gets a prelude that ends with that header; "" for the plain prelude.
  Pch pchFor(const std::vector<std::string> &Cmd, size_t UserBegin, llvm::StringRef HipHeader = "");

  /// Adds the prelude's source (a virtual file) to a unit's file system: clang
  /// checks that a PCH's main input is unchanged. \p HipHeader as for pchFor.
  static void addPreludeSource(llvm::vfs::InMemoryFileSystem &FS, llvm::StringRef HipHeader = "");

  /// The cache directory in use ("" when none).
  const std::string &directory() const { return CacheDir; }

  /// $XDG_CACHE_HOME/cu2hip, else $HOME/.cache/cu2hip ("" if neither is set).
  static std::string defaultDirectory();

private:
  struct Entry;
  /// A prelude's main input: a virtual file, its path and text.
  struct Source {
    std::string Path, Text;
  };
  static Source source(llvm::StringRef HipHeader);
  Entry *entryFor(const std::vector<std::string> &Flags, const Source &Src);
  bool loadFromDisk(Entry &E);
  bool build(Entry &E, const std::vector<std::string> &Flags, const Source &Src);
  void loadNames(Entry &E);
  bool dirShadows(Entry &E, const std::string &Dir);
  void evict(const std::string &Keep);
  std::string hashKey(const std::vector<std::string> &Flags, const Source &Src);

  std::mutex Mu;
  std::string BundledInclude;
  std::string CacheDir;       // persistent cache; "" when off
  std::string BundledHash;    // computed on first use
  std::string TempDir;        // per-process fallback
  unsigned TempCount = 0;
  std::map<std::string, std::unique_ptr<Entry>> Entries; // by key flags
};

} // namespace cu2hip
