// Fuzz target `report`: one JSON document through what `cu2hip report merge`
// does with a file once it has its bytes (support::parseJson, then
// mergeReportDocuments: a coverage report read into the model, merged and
// written in every format; a port report merged). Findings: a crash or hang;
// an error without a message; a merged JSON report that is not JSON; a merge
// that is no fixed point (the merged report, given again as shard 1/1, must
// merge to itself once the first merge has normalized it).
#include "FuzzTargets.h"

#include "Driver/ReportCommand.h"
#include "Support/JsonFile.h"

#include "cu2hip/Coverage.h"

using namespace cu2hip;

namespace {
const char *const Target = "report";

llvm::Expected<std::string> merge(const llvm::json::Value &Doc, llvm::StringRef Format) {
  std::vector<ReportDocument> Docs;
  Docs.push_back({"fuzz.json", Doc});
  return mergeReportDocuments(std::move(Docs), Format);
}

/// \p Text, a merged JSON report, as JSON; a finding when it is not.
llvm::json::Value parsed(const std::string &Text, const char *What) {
  support::JsonFileError Error;
  std::optional<llvm::json::Value> V = support::parseJson(Text, Error);
  if (!V)
    fuzz::violated(Target, llvm::Twine(What) + " is not JSON (" + Error.Why + "):\n" + Text);
  return std::move(*V);
}

/// Merges \p Text (a merged report) again as the one shard of a 1/1 partition.
std::string again(const std::string &Text, const char *What) {
  llvm::json::Value V = parsed(Text, What);
  if (llvm::json::Object *O = V.getAsObject())
    (*O)["shard"] = "1/1";
  llvm::Expected<std::string> M = merge(V, "json");
  if (!M)
    fuzz::violated(Target, llvm::Twine(What) + " does not merge again: " +
                               llvm::toString(M.takeError()) + "\n" + Text);
  return std::move(*M);
}
} // namespace

int fuzz::report(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  support::JsonFileError Error;
  std::optional<llvm::json::Value> Doc = support::parseJson(Text, Error);
  if (!Doc)
    return 0;
  const llvm::json::Object *O = Doc->getAsObject();
  bool Port = O && O->get("cu2hip_port");
  std::vector<llvm::StringRef> Formats{"json"};
  if (!Port)
    Formats = coverageFormats().vec();
  for (llvm::StringRef Format : Formats) {
    llvm::Expected<std::string> M = merge(*Doc, Format);
    if (!M) {
      std::string Why = llvm::toString(M.takeError());
      if (Why.empty())
        violated(Target, "an error without a message");
      return 0; // refused in one format: refused in all (the format is not read before)
    }
    if (Format != "json")
      continue;
    std::string Second = again(*M, "the merged report");
    std::string Third = again(Second, "the merged report merged again");
    if (Second != Third)
      violated(Target, "merging a merged report changes it:\n" + Second + "\nthen\n" + Third);
  }
  return 0;
}
