// SARIF 2.1.0 logs of cu2hip's diagnostics, as code-scanning tools (GitHub
// code scanning, IDE viewers) read them: the one writer behind
// `translate --sarif FILE`, `port --sarif FILE` and `warp-check --format sarif`.
// docs/ci.md, "Code scanning".
//
// Every rule is a row of the diagnostics table (include/cu2hip/Diagnostics.def),
// id CU2HIP-W0001 and so on; a warp-size site is one rule per warp site class
// (CU2HIP-R0021/1 .. /6), so that a code-scanning tool can tell a shuffle loop
// from a ballot width. Locations are relative to a root (--sarif-root), named
// by the uriBaseId SRCROOT, so that the log does not depend on where the tree
// was checked out.
#pragma once

#include "cu2hip/Diagnostics.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {

class SarifLog {
public:
  /// \p Root: the directory artifact URIs are relative to (made absolute);
  /// \p Title: the tool's fullName in the log.
  SarifLog(llvm::StringRef Root, llvm::StringRef Title);

  /// Adds \p D: a result located in its file when it has one (a relative
  /// D.File is relative to \p Base, the current directory when empty), else a
  /// notification of the run. Not thread-safe: add once the work is done.
  void add(const Diagnostic &D, llvm::StringRef Base = "");
  /// \p Fixes: the native warp model's fix-its become SARIF fixes.
  void setIncludeFixes(bool Fixes) { IncludeFixes = Fixes; }

  /// The log; \p Successful is the run's invocation status.
  llvm::json::Value json(bool Successful) const;
  /// Writes the log to \p OutPath atomically, its directory created.
  llvm::Error write(llvm::StringRef OutPath, bool Successful) const;

  /// \p Path (absolute) as a URI relative to the root ('/'-separated,
  /// percent-encoded), or "" when it is not under the root.
  std::string relativeUri(llvm::StringRef Path) const;

private:
  struct Rule {
    std::string Id, Name, Description;
    Severity Sev;
  };
  size_t ruleFor(const Diagnostic &D);
  unsigned codePointColumn(const std::string &Path, unsigned Line, unsigned Column);
  llvm::json::Value artifact(const std::string &Path) const;

  std::string Root, Title;
  bool IncludeFixes = false;
  std::vector<Rule> Rules;
  std::map<std::string, size_t> RuleIndex;
  llvm::json::Array Results, Notifications;
  llvm::StringMap<std::string> Sources; // path -> bytes ("" when unreadable)
};

} // namespace cu2hip
