// Translating one CUDA translation unit to HIP.
#pragma once

#include "cu2hip/Diagnostics.h"
#include "cu2hip/Options.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cu2hip {

/// One use of a CUDA API name in user code.
struct ApiUse {
  std::string Name;
  std::string Hip; // what it became; empty when left unchanged for lack of a mapping
  Area Where;
  bool Converted;
  unsigned Line, Column;
};

struct FileResult {
  std::string Path;
  std::string Original;
  std::string Output;
  unsigned Edits = 0;
  /// How many of Edits the user's rules made (docs/rules.md).
  unsigned UserRuleEdits = 0;
  /// The file is UTF-16 with a byte order mark: Original and Output are its
  /// bytes (the output written back in the same byte order, mark first), the
  /// translation and EditRanges are of its UTF-8 decoding.
  bool Utf16 = false;
  /// The output includes "cu2hip_warp.h", which must sit beside it.
  bool NeedsWarpHeader = false;
  /// The edits, in order: Original's bytes [Offset, Offset + Length) became
  /// Text (Length 0: an insertion); every other byte is copied unchanged
  /// (--export-fixes writes them as clang-apply-replacements reads them).
  struct Edit {
    unsigned Offset, Length;
    std::string Text;
  };
  std::vector<Edit> Replacements;
  bool changed() const { return Original != Output; }
};

struct TranslationResult {
  std::string MainFile;
  /// False when the file could not be translated at all (I/O problem, an
  /// internal conflict). Unsupported APIs do not make a translation fail.
  bool Ok = true;
  /// The main file first, then any headers the caller claimed.
  std::vector<FileResult> Files;
  std::vector<Diagnostic> Diags;
  std::vector<ApiUse> Uses;
  bool ParsedCleanly = true;
};

class Frontend;
class TranslationCache;
struct UnitInputs;

/// A rule of the translator, as `cu2hip rules` lists it.
struct RuleInfo {
  std::string Name, Summary;
};
/// Every rule, in the order they run (lib/Rules/Rules.def).
std::vector<RuleInfo> listRules();
/// Checks a --select-rules value (TranslateOptions::Rules): comma-separated globs over
/// rule names applied in order to "all enabled", "-glob" switching rules off and
/// "glob" on again, like clang-tidy's checks. Error: a pattern matching no rule.
llvm::Error ruleSpecError(llvm::StringRef Spec);

/// The text of cu2hip_warp.h (from the share directory), or an error.
llvm::Expected<std::string> warpHeaderText(llvm::StringRef ShareDirOverride = "");

/// Translates translation units. One Translator can be used from many threads
/// at once: each call builds its own compiler instance; the bundled headers are
/// precompiled once and shared.
class Translator {
public:
  explicit Translator(TranslateOptions Opts);
  ~Translator();

  /// Decides which included user headers are translated along with a main file
  /// (the batch driver claims each header once). Default: none.
  using HeaderClaim = std::function<bool(llvm::StringRef HeaderPath)>;

  /// Whether translate() asks the translation cache first (LookUp), or goes
  /// straight to the parse because cachedResult just missed (Parse); its
  /// result is stored either way.
  enum class CacheUse { LookUp, Parse };

  TranslationResult translate(llvm::StringRef Path, const HeaderClaim &Claim = {},
                              CacheUse Use = CacheUse::LookUp) const;

  /// What translate(Path, Claim) would return from the translation cache
  /// without parsing anything; std::nullopt when the cache is off, the file
  /// cannot be read, or its inputs changed. Starts no thread.
  std::optional<TranslationResult> cachedResult(llvm::StringRef Path, const HeaderClaim &Claim = {}) const;

  /// Translates text that does not come from a file on disk (for tests).
  TranslationResult translateBuffer(llvm::StringRef Path, llvm::StringRef Text) const;

  const TranslateOptions &options() const { return Opts; }

private:
  TranslationResult translateImpl(llvm::StringRef Path, llvm::StringRef Bytes,
                                  const HeaderClaim &Claim, CacheUse Use = CacheUse::LookUp) const;
  /// \p Path's first-level cache key for \p Bytes (Cache is set).
  std::string cacheKey(llvm::StringRef Path, llvm::StringRef Bytes, const HeaderClaim &Claim) const;
  TranslationResult translateOnThisThread(llvm::StringRef Path, llvm::StringRef Bytes,
                                          const HeaderClaim &Claim, UnitInputs *Inputs) const;
  TranslateOptions Opts;
  std::unique_ptr<Frontend> FE;
  /// The translation cache (docs/caching.md); null when off.
  std::unique_ptr<TranslationCache> Cache;
};

} // namespace cu2hip
