// The comparisons of `coverage --differential` (docs/coverage.md,
// "Differential runs"): a reference run against a candidate run of the same
// program, on what the program printed, the files it wrote and the device
// memory at each kernel boundary (the CPU backend's trace, runtime/lib/Trace.cpp).
// Each answers the first difference in words, or nothing.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

/// Numbers are equal when |a - b| <= Abs + Rel * max(|a|, |b|) (NaN equals
/// NaN, an infinity only itself).
struct Tolerance {
  double Rel = 1e-5, Abs = 1e-8;
  bool equal(double A, double B) const;
};

/// Text lines compared with their numbers under \p T: the words between the
/// numbers must be the same. "line 3: '1.5' vs '1.25'" for the first line
/// that differs (\p What names the text: "stdout", "file 'out.txt'"). The
/// lines marked in \p Varies (varyingLines of two reference runs: timings)
/// are not compared.
std::optional<std::string> compareText(llvm::StringRef Ref, llvm::StringRef Cand, const Tolerance &T,
                                       llvm::StringRef What, const std::vector<bool> &Varies = {});

/// The first difference of two traces (JSON lines, one per launch), launch
/// by launch: "after kernel 'reduce' (launch 3): argument 2 (float[1024])
/// element 17: 1.5 vs 1.25" (arguments counted from 1). \p Kernel and \p
/// Launch are set to the launch named. A line that is not a trace record is
/// an error of the trace, said as such.
std::optional<std::string> compareTraces(llvm::StringRef Ref, llvm::StringRef Cand, const Tolerance &T,
                                         std::string *Kernel = nullptr, unsigned *Launch = nullptr);

/// The files a run wrote in its directory \p Dir (relative, sorted), but
/// for the directories in \p Skip (HOME and TMPDIR of a contained run).
std::vector<std::string> writtenFiles(llvm::StringRef Dir, const std::vector<std::string> &Skip);

/// The first difference of the files two runs wrote in \p RefDir and \p
/// CandDir: one only one of them wrote, else the first file whose contents
/// differ (text compared as compareText, other files byte by byte). The
/// files in \p Varying (those two reference runs write differently) are not
/// compared.
std::optional<std::string> compareFiles(llvm::StringRef RefDir, llvm::StringRef CandDir,
                                        const std::vector<std::string> &Skip, const Tolerance &T,
                                        const std::vector<std::string> &Varying = {});

} // namespace runner
} // namespace cu2hip
