// `cu2hip report merge A.json B.json ... -o ALL`: the reports of the N shards
// of one `port --shard K/N` or `coverage --shard K/N` partition become the
// report one unsharded run gives (docs/ci.md).
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

int cu2hip::runReportMerge(const ReportMergeCommand &Cmd, llvm::raw_ostream &Out,
                           llvm::raw_ostream &Err) {
  if (Cmd.Inputs.empty())
    return fail(Err, "no reports given", ExitUsage);
  if (!Cmd.OutFile.empty() && Cmd.OutFile != "-")
    if (llvm::Error E = checkOutputFile(Cmd.OutFile, OwnOutput::Report))
      return fail(Err, llvm::toString(std::move(E)), ExitUsage);
  // What kind of report: port's ("cu2hip_port") or coverage's ("schema").
  std::vector<llvm::json::Value> Docs;
  bool Port = false;
  for (const std::string &In : Cmd.Inputs) {
    support::JsonFileError Error;
    std::optional<llvm::json::Value> V = support::readJsonFile(In, Error);
    if (!V)
      return fail(Err,
                  Error.Unreadable ? "cannot read '" + In + "': " + Error.Why
                                   : "'" + In + "' is not JSON: " + Error.Why,
                  ExitUsage);
    const llvm::json::Object *O = V->getAsObject();
    bool IsPort = O && O->get("cu2hip_port");
    if (!Docs.empty() && IsPort != Port)
      return fail(Err, "'" + In + "' is not the same kind of report as '" + Cmd.Inputs.front() + "'",
                  ExitUsage);
    Port = IsPort;
    Docs.push_back(std::move(*V));
  }
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  if (Port) {
    if (Cmd.Format != "json")
      return fail(Err, "port reports merge to --format json only", ExitUsage);
    llvm::Expected<llvm::json::Value> M = port::mergePortReports(std::move(Docs));
    if (!M)
      return fail(Err, llvm::toString(M.takeError()), ExitUsage);
    OS << llvm::formatv("{0:2}", *M) << "\n";
  } else {
    CoverageEmitter Emit = findCoverageEmitter(Cmd.Format);
    if (!Emit)
      return fail(Err, "unknown --format '" + Cmd.Format + "' (expected " +
                           llvm::join(coverageFormats(), ", ") + ")",
                  ExitUsage);
    std::vector<CoverageReport> Parts;
    for (const std::string &In : Cmd.Inputs) {
      llvm::Expected<CoverageReport> R = readCoverageReport(In);
      if (!R)
        return fail(Err, llvm::toString(R.takeError()), ExitUsage);
      Parts.push_back(std::move(*R));
    }
    llvm::Expected<CoverageReport> M = mergeCoverageReports(std::move(Parts));
    if (!M)
      return fail(Err, llvm::toString(M.takeError()), ExitUsage);
    Emit(*M, OS);
  }
  if (Cmd.OutFile.empty() || Cmd.OutFile == "-") {
    Out << Text;
    Out.flush();
  } else if (llvm::Error E = writeFileAtomically(Cmd.OutFile, Text)) {
    return fail(Err, "cannot write '" + Cmd.OutFile + "': " + llvm::toString(std::move(E)),
                ExitFailed);
  }
  return ExitOk;
}
