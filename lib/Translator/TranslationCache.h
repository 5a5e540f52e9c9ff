// The translation cache: a unit's TranslationResult kept on disk, keyed by
// everything that can change it, so that a re-run over an unchanged tree (a
// CI job on every push) costs a hash of its inputs instead of a parse
// (docs/caching.md).
//
// Two levels. The first key is what is known before a parse: the unit's
// path and bytes, its clang flags (compile database, -I/-D, `--`), the
// Output rows of the option table (TranslateOptions::OptionsKey), the user
// rules' bytes, the target HIP version, cu2hip's version and build, clang's
// version. The entry under that key lists what only the parse knew: every
// file clang read for the unit (its include closure, the bundled and system
// headers included) with its content hash, and the user headers the caller
// was asked to claim with the answer. A lookup re-hashes those files (once per
// process and file) and asks the same claims; any difference is a miss.
//
// Entries live in $XDG_CACHE_HOME/cu2hip/units (beside the prelude cache),
// one binary file each (its format line, a hash of the rest, the fields),
// written under a temporary name and renamed into place:
// concurrent processes see a whole entry or none. A damaged entry (truncated,
// a byte changed, a field out of range) is a miss and is removed. The directory is kept
// under CU2HIP_TRANSLATION_CACHE_MAX_MB (512 by default; 0 turns the cache
// off), least recently used entries first. --no-cache neither reads nor
// writes it.
#pragma once

#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"

#include <atomic>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

/// What one unit's translation read and asked, beyond its own bytes.
struct UnitInputs {
  /// Every file clang read (absolute path, content hash).
  std::vector<std::pair<std::string, std::string>> Files;
  /// The user headers the caller was asked to claim, in order, and its answer.
  std::vector<std::pair<std::string, bool>> Claims;
  /// Where the #includes that were not found would have been found: each
  /// name under each include directory and each directory a file of the unit
  /// is in (a header created there later changes the unit).
  std::vector<std::string> Absent;
  /// Not kept: clang could not be run.
  bool Incomplete = false;
};

/// The serialized form of a result (the cache's value), and back; std::nullopt
/// when \p Bytes are not a whole result. \p MainOriginal, when given: the
/// main file's Original, left out of \p Bytes (an entry does not keep the
/// unit's bytes twice).
std::string resultToBytes(const TranslationResult &R);
std::optional<TranslationResult> resultFromBytes(llvm::StringRef Bytes,
                                                 std::optional<llvm::StringRef> MainOriginal = std::nullopt);

class TranslationCache {
public:
  /// \p Dir: the cache directory (the entries go to Dir/units); \p FixedKey:
  /// the part of the key every unit of this translator shares; \p MaxBytes:
  /// the size the directory is kept under.
  TranslationCache(std::string Dir, std::string FixedKey, uint64_t MaxBytes);
  /// Evicts beyond MaxBytes when this process stored anything.
  ~TranslationCache();

  /// The directory and limit this process uses for \p TranslateOptions:
  /// "" when the cache is off (--no-cache, no cache directory, a limit of 0).
  static std::string directoryFor(bool NoCache, uint64_t *MaxBytes);

  /// The first-level key of a unit: its path as given, its absolute path,
  /// its bytes, its clang flags (\p UnitFlags) and whether a claim function
  /// is given.
  std::string unitKey(llvm::StringRef Path, llvm::StringRef Abs, llvm::StringRef Bytes,
                      llvm::StringRef UnitFlags, bool Claims) const;

  /// The stored result for \p Key, when every file it read still has its
  /// hash and \p Claim (if any) answers as it did. \p Bytes: the unit's
  /// bytes (its result's Original, which the entry leaves out).
  std::optional<TranslationResult> lookup(const std::string &Key, llvm::StringRef Bytes,
                                          const Translator::HeaderClaim &Claim);
  void store(const std::string &Key, llvm::StringRef Bytes, const UnitInputs &In, const TranslationResult &R);

  /// xxh3 of a file's bytes, remembered per process for as long as its size,
  /// modification time and inode stay the same; "" when it cannot be read.
  static std::string fileHash(llvm::StringRef Path);

  /// Where the entries are (ROOT/units), and ROOT.
  const std::string &directory() const { return Dir; }
  const std::string &root() const { return Root; }

private:
  std::string entryPath(const std::string &Key) const;
  void evict();

  std::string Root; // $XDG_CACHE_HOME/cu2hip
  std::string Dir;  // Root/units
  std::string FixedKey;
  uint64_t MaxBytes;
  std::atomic<uint64_t> StoredBytes{0};
};

} // namespace cu2hip
