// --export-fixes FILE (translate, port): every edit as clang-apply-replacements
// reads it (clang::tooling::TranslationUnitReplacements, one YAML document),
// so review tools and `clang-apply-replacements DIR` can apply cu2hip's
// changes to the original files. docs/ci.md, "Review tools".
#pragma once

#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <mutex>
#include <string>
#include <vector>

namespace cu2hip {

class FixesExport {
public:
  /// The edits that turn the file at \p Path (made absolute) into its
  /// translation (thread-safe).
  void add(llvm::StringRef Path, const std::vector<FileResult::Edit> &Edits);
  /// A file whose change cannot be written as edits of it (UTF-16, renamed):
  /// said at the end.
  void skip(llvm::StringRef Path, llvm::StringRef Why);
  /// Writes the document to \p OutPath atomically; \p Main names the run's
  /// first input (MainSourceFile).
  llvm::Error write(llvm::StringRef OutPath, llvm::StringRef Main) const;
  const std::vector<std::string> &skipped() const { return Skipped; }

private:
  struct File {
    std::string Path;
    std::vector<FileResult::Edit> Edits;
  };
  mutable std::mutex Lock;
  std::vector<File> Files;
  std::vector<std::string> Skipped;
};

} // namespace cu2hip
