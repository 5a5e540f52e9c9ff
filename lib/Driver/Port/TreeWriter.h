// Writing `cu2hip port`'s output tree: directories with their source's mode,
// files and links replaced atomically (a temporary entry renamed over the
// old), never through a link in the output tree, nothing rewritten that is
// already up to date.
#pragma once

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"

#include <mutex>
#include <optional>
#include <string>

namespace cu2hip {
namespace port {

class TreeWriter {
public:
  /// \p Base: where outputs go; \p SrcAbs: the source tree (directory modes).
  void setRoots(std::string Base, std::string SrcAbs) {
    this->Base = std::move(Base);
    this->SrcAbs = std::move(SrcAbs);
  }
  const std::string &base() const { return Base; }

  /// Base was just created: it gets SRC's mode, as every directory below it
  /// gets its source's.
  void rootCreated();
  /// Creates Base/RelDir and its parents (thread-safe).
  bool ensureDir(llvm::StringRef RelDir, std::string &Error);
  /// Writes Base/OutRel unless it already holds \p Content (\p UpToDate).
  /// After an interrupt nothing new is written ("interrupted").
  bool write(llvm::StringRef OutRel, llvm::StringRef Content, llvm::sys::fs::perms Perms,
             bool &UpToDate, std::string &Error);
  /// Makes Base/OutRel a link to \p Target unless it already is one.
  bool writeLink(llvm::StringRef OutRel, llvm::StringRef Target, bool &UpToDate,
                 std::string &Error);

private:
  /// SRC/RelDir's mode with owner write and search, when it is a directory.
  std::optional<llvm::sys::fs::perms> sourceDirMode(llvm::StringRef RelDir) const;
  /// Makes OutRel's directory; \p P becomes Base/OutRel and \p St what is
  /// there now (file_not_found when nothing is).
  bool prepare(llvm::StringRef OutRel, llvm::SmallString<256> &P, llvm::sys::fs::file_status &St,
               std::string &Error);

  std::string Base, SrcAbs;
  std::mutex DirMu;
  llvm::StringSet<> MadeDirs;
};

} // namespace port
} // namespace cu2hip
