// Writing results without ever leaving a partial file behind; summary lines.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"

#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

/// Writes \p Content to \p Path so that readers see the old or the new file,
/// never a partial one: through an unnamed file (O_TMPFILE) given the name when
/// complete, or a temporary file removed if the process is interrupted, and a
/// rename. A file replaced is fsync'ed before the rename and its directory
/// after it, also against a power loss; a file written new is made durable
/// with the others by syncWrittenFiles (at exit, and before any later replace),
/// one syncfs instead of two fsyncs a file. A file that already holds
/// \p Content is not written (nor its time changed). An existing file keeps
/// its permissions. A device or FIFO (-o /dev/null) is written into, never
/// renamed over.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content);

/// Whether the file \p Path, whose status is \p St, is a regular file that
/// holds exactly \p Content (what writeFileAtomically leaves alone).
bool holdsContent(llvm::StringRef Path, const llvm::sys::fs::file_status &St, llvm::StringRef Content);

/// Makes the files writeFileAtomically wrote new durable (syncfs of each file
/// system they are on). Runs at exit; a command that reports success before
/// it exits may call it earlier.
void syncWrittenFiles();

/// The kinds of file cu2hip writes that a later run may replace.
enum class OwnOutput {
  Report,     ///< a coverage or port report, in any format (json, text, md, html, junit)
  WarpHeader, ///< cu2hip_warp.h
  Fixes,      ///< an --export-fixes file
  Sarif,      ///< a --sarif log (SARIF 2.1.0, its tool named cu2hip)
};
/// The first line of an --export-fixes file (a YAML comment).
constexpr const char *FixesFirstLine = "# cu2hip --export-fixes: apply with clang-apply-replacements";
/// Whether \p Text (a file's first bytes suffice) is cu2hip's own output of \p Kind.
bool isOwnOutput(llvm::StringRef Text, OwnOutput Kind);
/// The one policy for a file a command writes on request (-o, --also,
/// --report): refused, with an error that says why, when \p Path is a
/// directory, lies inside one of \p Protected (the corpus measured, the tree
/// ported), or exists and does not hold cu2hip's own output of \p Kind. The
/// write itself is writeFileAtomically.
llvm::Error checkOutputFile(llvm::StringRef Path, OwnOutput Kind,
                            const std::vector<std::string> &Protected = {});

/// Where the backup of \p Path (whose original bytes are \p Original) goes:
/// Path + ".orig", or ".orig.1", ".orig.2", ... when that exists with other
/// bytes, so an earlier backup (or a user's own FILE.orig) is never replaced.
/// An existing backup with the same bytes is reused. Empty when every name up
/// to ".orig.999" is taken.
std::string chooseBackupPath(llvm::StringRef Path, llvm::StringRef Original);

/// "name xN, name xN, ..." for a summary line: the \p Max most frequent names
/// (by count, then name), then "..." when there are more.
std::string mostFrequent(std::vector<std::pair<std::string, unsigned>> Counts, size_t Max);

} // namespace cu2hip
