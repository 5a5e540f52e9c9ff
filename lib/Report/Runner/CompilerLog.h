// Reading compiler logs and program output for the coverage report: the
// first error with its source line and caret, the end of an output, one-line
// messages, and work-directory paths made program-relative.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

/// The first error in a compiler log with up to three lines of its context
/// (source line, caret); empty when the log has no error line.
std::string firstError(llvm::StringRef Log);

/// The last \p N lines of \p Text, trailing blanks trimmed.
std::string lastLines(llvm::StringRef Text, unsigned N);

/// The first line of \p S, cut at \p Max characters ("..." when cut).
std::string firstLine(llvm::StringRef S, size_t Max = 240);

/// \p S on one line: runs of whitespace (newlines included) become one space.
std::string oneLine(llvm::StringRef S, size_t Max = 240);

/// Replaces every occurrence of \p From by \p To.
std::string replaceAll(std::string S, llvm::StringRef From, llvm::StringRef To);

/// Where two outputs of a program first differ: the line number (1-based) and
/// the two lines ("(no line)" past the end of one), trailing blanks ignored.
struct OutputDifference {
  unsigned Line = 0;
  std::string First, Second;
};

/// The first line where \p A and \p B differ, leaving out the lines marked
/// in \p Varies (see varyingLines) that both outputs have.
std::optional<OutputDifference> firstDifference(llvm::StringRef A, llvm::StringRef B,
                                                const std::vector<bool> &Varies = {});

/// The lines where two runs of one executable under the same conditions
/// differ (timings, clock counters): they say nothing about the conditions.
std::vector<bool> varyingLines(llvm::StringRef A, llvm::StringRef B);

/// A compiler's log for a report, read up to 4 MiB: the first error is near
/// its start, and a compiler gone wild (a template error per instantiation)
/// writes gigabytes.
std::string readCompilerLog(llvm::StringRef Path);

} // namespace runner
} // namespace cu2hip
