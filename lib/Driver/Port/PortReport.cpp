// `cu2hip port`'s results: the JSON report (--report, docs/port.md) and the
// summary on stderr. A shard reports its own files; `cu2hip report merge`
// (lib/Driver/ReportMerge.cpp) adds shard reports up.
#include "Port.h"
#include "PortReport.h"
#include "Support/Interrupt.h"
#include "Support/Paths.h"

#include "cu2hip/Config.h"
#include "cu2hip/Output.h"

#include "llvm/Support/Format.h"

#include <csignal>
#include <set>

using namespace cu2hip;
using namespace cu2hip::port;

llvm::json::Value Port::reportJson() {
  llvm::json::Array Files;
  std::map<std::string, unsigned> Counts, Unsupported;
  unsigned Warp = 0, ParseFiles = 0, ScriptItems = 0, UserRuleEdits = 0;
  for (size_t I = 0; I < E.size(); ++I) {
    const Entry &En = E[I];
    if ((En.R == Role::Dir && En.St != Status::Failed) || !Plan.InShard[I])
      continue;
    ++Counts[statusName(En.St)];
    UserRuleEdits += En.UserRuleEdits;
    llvm::json::Object F{{"path", En.Rel}, {"kind", En.kind()}, {"status", statusName(En.St)}};
    if (En.OutRel != En.Rel)
      F["output"] = En.OutRel;
    if (En.Owned)
      F["owner"] = En.Owner;
    if (En.Excluded)
      F["excluded"] = true;
    if (En.UpToDate)
      F["up_to_date"] = true;
    if (En.Resumed)
      F["resumed"] = true;
    if (En.ParseProblems) {
      F["parse_problems"] = true;
      ++ParseFiles;
    }
    if (En.UserRuleEdits)
      F["user_rule_edits"] = En.UserRuleEdits;
    if (En.R == Role::Link)
      F["target"] = En.LinkTarget;
    llvm::json::Array Diags;
    for (const Diagnostic &D : En.Diags) {
      Diags.push_back(diagToJson(D, D.File == En.Rel ? "" : D.File));
      if (isUnsupported(D.Id))
        ++Unsupported[D.Subject.empty() ? D.Message : D.Subject];
      llvm::StringRef Name = diagInfo(D.Id).Name;
      if (Name == "warp-site" || Name == "warp-mask")
        ++Warp;
    }
    for (const BuildScriptNote &N : En.ScriptNotes) {
      llvm::json::Object O{{"code", "build-script"},
                           {"severity", N.Unsupported ? "warning" : "remark"},
                           {"line", N.Line},
                           {"message", N.Message}};
      if (!N.Subject.empty())
        O["subject"] = N.Subject;
      Diags.push_back(std::move(O));
      ScriptItems += N.Unsupported;
    }
    for (const PortNote &N : En.Notes)
      Diags.push_back(llvm::json::Object{
          {"code", "port"}, {"severity", N.Error ? "error" : "note"}, {"message", N.Message}});
    if (!Diags.empty())
      F["diagnostics"] = std::move(Diags);
    Files.push_back(std::move(F));
  }
  llvm::json::Array OutsideArr;
  for (const auto &[P, Why] : Outside)
    OutsideArr.push_back(llvm::json::Object{{"path", P}, {"reason", Why}});
  llvm::json::Object Unsup;
  for (const auto &[K, V] : Unsupported)
    Unsup[K] = V;
  llvm::json::Object Summary{{"files", int64_t(Files.size())},
                             {"warp_size_sites", Warp},
                             {"parse_problem_files", ParseFiles},
                             {"build_script_items", ScriptItems},
                             {"unsupported_apis", std::move(Unsup)}};
  for (const char *S : {"translated", "unchanged", "copied", "link", "skipped", "failed", "not-done"})
    Summary[S] = Counts[S];
  if (Cmd.Opts.UserRules) // only with user rules: existing reports keep their shape
    Summary["user_rule_edits"] = UserRuleEdits;
  llvm::json::Object R{{"cu2hip_port", 1},
                       {"version", CU2HIP_VERSION},
                       {"hip_version", T ? T->options().HipTarget.str() : Cmd.Opts.HipTarget.str()},
                       {"source", SrcAbs},
                       {"mode", InPlace ? "in-place" : "tree"},
                       {"dry_run", DryRun},
                       {"rename", Cmd.Rename},
                       {"interrupted", WasInterrupted},
                       {"summary", std::move(Summary)},
                       {"files", std::move(Files)},
                       {"outside_tree", std::move(OutsideArr)}};
  if (!InPlace)
    R["destination"] = DstAbs;
  if (Part.Given) // only in shards: unsharded reports keep their shape
    R["shard"] = Part.str();
  return llvm::json::Value(std::move(R));
}

int Port::summarize(double Seconds) {
  bool AnyFailed = false;
  std::map<std::string, unsigned> Counts, Unsupported;
  unsigned Warp = 0, ParseFiles = 0, ScriptItems = 0, Scripts = 0, ScriptsChanged = 0, Total = 0,
           Done = 0, UpToDate = 0, Resumed = 0;
  for (size_t I = 0; I < E.size(); ++I) {
    const Entry &En = E[I];
    if (!Plan.InShard[I])
      continue;
    for (const PortNote &N : En.Notes)
      if (N.Error || Cmd.Opts.Verbose)
        Err << "cu2hip port: " << support::printable(En.Rel) << ": " << (N.Error ? "error: " : "note: ") << N.Message
            << "\n";
    if (Cmd.Opts.Verbose)
      for (const Diagnostic &D : En.Diags)
        printDiagnostic(Err, D, Cmd.Color);
    if (En.R == Role::Dir && En.St != Status::Failed)
      continue;
    ++Total;
    ++Counts[statusName(En.St)];
    AnyFailed |= En.St == Status::Failed;
    Done += En.St != Status::NotDone && En.St != Status::Pending;
    UpToDate += En.UpToDate;
    Resumed += En.Resumed;
    ParseFiles += En.ParseProblems;
    for (const Diagnostic &D : En.Diags) {
      if (isUnsupported(D.Id))
        ++Unsupported[D.Subject.empty() ? D.Message : D.Subject];
      llvm::StringRef Name = diagInfo(D.Id).Name;
      if (Name == "warp-site" || Name == "warp-mask")
        ++Warp;
    }
    if (En.R == Role::BuildScript) {
      ++Scripts;
      ScriptsChanged += En.St == Status::Translated;
      for (const BuildScriptNote &N : En.ScriptNotes)
        ScriptItems += N.Unsupported;
    }
  }
  if (!Cmd.Quiet) {
    size_t Processed = Total - Counts["not-done"];
    Err << "cu2hip port: ";
    if (Part.Given)
      Err << "shard " << Part.str() << ": ";
    Err << Total << " files in " << llvm::format("%.1f", Seconds) << " s ("
        << llvm::format("%.1f", Seconds > 0 ? Processed / Seconds : 0.0) << " files/s): "
        << Counts["translated"] << " translated, " << Counts["unchanged"] << " unchanged, "
        << Counts["copied"] << " copied, " << Counts["link"] << " links, " << Counts["skipped"]
        << " skipped, " << Counts["failed"] << " failed";
    if (Counts["not-done"])
      Err << ", " << Counts["not-done"] << " not done";
    Err << "\n";
    if (UpToDate || Resumed)
      Err << "cu2hip port: " << UpToDate << " outputs were already up to date (" << Resumed
          << " translations reused from " << stateFileName(Part) << ")\n";
    if (Scripts)
      Err << "cu2hip port: build scripts: " << ScriptsChanged << " of " << Scripts << " translated; "
          << ScriptItems << " items left for manual work (see the '# cu2hip:' comments)\n";
    unsigned Uses = 0;
    for (const auto &[K, V] : Unsupported)
      Uses += V;
    Err << "cu2hip port: unsupported APIs: " << Uses << " uses";
    if (!Unsupported.empty())
      Err << " (" << mostFrequent({Unsupported.begin(), Unsupported.end()}, 8) << ")";
    Err << "; warp-size sites: " << Warp << "; files with parse problems: " << ParseFiles << "\n";
    for (const auto &[P, Why] : Outside)
      Err << "cu2hip port: " << P << ": " << Why << "\n";
    if (DryRun)
      Err << "cu2hip port: dry run: nothing was written\n";
  }
  if (WasInterrupted) {
    Err << "cu2hip port: interrupted: " << Done << " of " << Total
        << " files done, every file written is complete; run the same command again to "
           "resume\n";
    return 128 + support::interruptSignal();
  }
  return AnyFailed ? ExitFailed : ExitOk;
}

llvm::Expected<llvm::json::Value> port::mergePortReports(std::vector<llvm::json::Value> Shards) {
  auto Fail = [](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Why.str().c_str());
  };
  if (Shards.empty())
    return Fail("no reports to merge");
  support::ShardPartition Parts;
  for (llvm::json::Value &V : Shards) {
    llvm::json::Object *O = V.getAsObject();
    std::string Error;
    std::optional<Shard> S =
        Shard::parse(O ? O->getString("shard").value_or("") : llvm::StringRef(), Error);
    if (!O || !O->get("cu2hip_port") || !S)
      return Fail("a report is not from a `cu2hip port --shard K/N` run");
    if (std::optional<std::string> Why = Parts.add(*S))
      return Fail(*Why);
    const llvm::json::Object *First = Shards.front().getAsObject();
    for (const char *K : {"source", "mode", "version", "hip_version"})
      if (O->getString(K) != First->getString(K))
        return Fail(std::string("the reports are of different runs (\"") + K + "\" differs)");
  }
  if (std::optional<std::string> Why = Parts.missing())
    return Fail(*Why);

  llvm::json::Object R = *Shards.front().getAsObject(); // the run's fields
  R.erase("shard");
  std::vector<llvm::json::Value> Files;
  std::map<std::string, int64_t> Sums, Unsupported;
  bool Interrupted = false, UserRules = false;
  for (llvm::json::Value &V : Shards) {
    llvm::json::Object &O = *V.getAsObject();
    Interrupted |= O.getBoolean("interrupted").value_or(false);
    if (llvm::json::Array *A = O.getArray("files"))
      for (llvm::json::Value &F : *A)
        Files.push_back(std::move(F));
    if (const llvm::json::Object *S = O.getObject("summary")) {
      for (const auto &[K, X] : *S)
        if (auto N = X.getAsInteger())
          Sums[K.str()] += *N;
      UserRules |= S->get("user_rule_edits") != nullptr;
      if (const llvm::json::Object *U = S->getObject("unsupported_apis"))
        for (const auto &[K, X] : *U)
          Unsupported[K.str()] += X.getAsInteger().value_or(0);
    }
  }
  auto PathOf = [](const llvm::json::Value &F) {
    const llvm::json::Object *O = F.getAsObject();
    return O ? O->getString("path").value_or("").str() : std::string();
  };
  llvm::sort(Files, [&](const llvm::json::Value &A, const llvm::json::Value &B) {
    return PathOf(A) < PathOf(B);
  });
  llvm::json::Object Summary;
  for (const auto &[K, N] : Sums)
    if (K != "user_rule_edits" || UserRules)
      Summary[K] = N;
  llvm::json::Object Unsup;
  for (const auto &[K, N] : Unsupported)
    Unsup[K] = N;
  Summary["unsupported_apis"] = std::move(Unsup);
  llvm::json::Array FileArr;
  for (llvm::json::Value &F : Files)
    FileArr.push_back(std::move(F));
  R["files"] = std::move(FileArr);
  R["summary"] = std::move(Summary);
  R["interrupted"] = Interrupted;
  return llvm::json::Value(std::move(R));
}
