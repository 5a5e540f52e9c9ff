// `cu2hip report merge A.json B.json ... -o ALL`: the reports of the N shards
// of one `port --shard K/N` or `coverage --shard K/N` partition become the
// report one unsharded run gives (docs/ci.md).
#include "ReportCommand.h"
#include "Port/PortReport.h"
#include "Support/JsonFile.h"

#include "cu2hip/Commands.h"
#include "cu2hip/Coverage.h"
#include "cu2hip/Output.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace cu2hip;

namespace {
int fail(llvm::raw_ostream &Err, const llvm::Twine &Msg, int RC) {
  Err << "cu2hip report merge: " << Msg << "\n";
  return RC;
}
} // namespace

llvm::Expected<std::string> cu2hip::mergeReportDocuments(std::vector<ReportDocument> Docs,
                                                         llvm::StringRef Format,
                                                         llvm::StringRef SourceUrl) {
  auto Fail = [](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Why.str().c_str());
  };
  if (Docs.empty())
    return Fail("no reports given");
  // What kind of report: port's ("cu2hip_port") or coverage's ("schema").
  auto IsPort = [](const ReportDocument &D) {
    const llvm::json::Object *O = D.Doc.getAsObject();
    return O && O->get("cu2hip_port");
  };
  bool Port = IsPort(Docs.front());
  for (const ReportDocument &D : Docs)
    if (IsPort(D) != Port)
      return Fail("'" + D.File + "' is not the same kind of report as '" + Docs.front().File + "'");
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  if (Port) {
    if (Format != "json")
      return Fail("port reports merge to --format json only");
    if (!SourceUrl.empty())
      return Fail("--source-url links the findings of coverage reports; port reports have none");
    std::vector<port::PortReportShard> Shards;
    for (ReportDocument &D : Docs)
      Shards.push_back({std::move(D.File), std::move(D.Doc)});
    llvm::Expected<llvm::json::Value> M = port::mergePortReports(std::move(Shards));
    if (!M)
      return M.takeError();
    OS << llvm::formatv("{0:2}", *M) << "\n";
    return Text;
  }
  CoverageEmitter Emit = findCoverageEmitter(Format);
  if (!Emit)
    return Fail("unknown --format '" + Format + "' (expected " + llvm::join(coverageFormats(), ", ") +
                ")");
  std::vector<CoverageReport> Parts;
  for (const ReportDocument &D : Docs) {
    llvm::Expected<CoverageReport> R = coverageReportFromJson(D.File, D.Doc);
    if (!R)
      return R.takeError();
    Parts.push_back(std::move(*R));
  }
  llvm::Expected<CoverageReport> M = mergeCoverageReports(std::move(Parts));
  if (!M)
    return M.takeError();
  M->SourceUrl = SourceUrl.str();
  Emit(*M, OS);
  return Text;
}

int cu2hip::runReportMerge(const ReportMergeCommand &Cmd, llvm::raw_ostream &Out,
                           llvm::raw_ostream &Err) {
  if (Cmd.Inputs.empty())
    return fail(Err, "no reports given", ExitUsage);
  if (!Cmd.SourceUrl.empty())
    if (llvm::Error E = checkSourceUrlTemplate(Cmd.SourceUrl))
      return fail(Err, "--source-url '" + Cmd.SourceUrl + "': " + llvm::toString(std::move(E)),
                  ExitUsage);
  if (!Cmd.OutFile.empty() && Cmd.OutFile != "-")
    if (llvm::Error E = checkOutputFile(Cmd.OutFile, OwnOutput::Report))
      return fail(Err, llvm::toString(std::move(E)), ExitUsage);
  std::vector<ReportDocument> Docs;
  for (const std::string &In : Cmd.Inputs) {
    support::JsonFileError Error;
    std::optional<llvm::json::Value> V = support::readJsonFile(In, Error);
    if (!V)
      return fail(Err,
                  Error.Unreadable ? "cannot read '" + In + "': " + Error.Why
                                   : "'" + In + "' is not JSON: " + Error.Why,
                  ExitUsage);
    Docs.push_back({In, std::move(*V)});
  }
  llvm::Expected<std::string> Text = mergeReportDocuments(std::move(Docs), Cmd.Format, Cmd.SourceUrl);
  if (!Text)
    return fail(Err, llvm::toString(Text.takeError()), ExitUsage);
  if (Cmd.OutFile.empty() || Cmd.OutFile == "-") {
    Out << *Text;
    Out.flush();
  } else if (llvm::Error E = writeFileAtomically(Cmd.OutFile, *Text)) {
    return fail(Err, "cannot write '" + Cmd.OutFile + "': " + llvm::toString(std::move(E)),
                ExitFailed);
  }
  return ExitOk;
}
