// `cu2hip report merge` once its inputs are read: the one code path of the
// command and of the fuzz target `report` (tools/cu2hip-fuzz).
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace cu2hip {

/// One report given to `report merge`: the file it was read from (named in
/// errors) and its JSON document.
struct ReportDocument {
  std::string File;
  llvm::json::Value Doc;
};

/// Merges the shard reports \p Docs (all port reports, or all coverage
/// reports) into the text of the merged report in \p Format, coverage
/// findings linked through \p SourceUrl (a checked --source-url; "" :
/// relative links). Errors are the command's exit-2 messages.
llvm::Expected<std::string> mergeReportDocuments(std::vector<ReportDocument> Docs,
                                                 llvm::StringRef Format,
                                                 llvm::StringRef SourceUrl = "");

} // namespace cu2hip
