// `cu2hip port`'s results: the JSON report (--report, docs/port.md) and the
// summary on stderr. A shard reports its own files; `cu2hip report merge`
// (lib/Driver/ReportMerge.cpp) adds shard reports up.
#include "Port.h"
#include "PortReport.h"
#include "Support/Interrupt.h"
#include "Support/Paths.h"

#include "cu2hip/Config.h"
#include "cu2hip/Output.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Format.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <csignal>
#include <limits>
#include <set>

using namespace cu2hip;
using namespace cu2hip::port;

llvm::json::Value Port::reportJson() {
  llvm::json::Array Files;
  for (size_t I = 0; I < E.size(); ++I) {
    const Entry &En = E[I];
    if ((En.R == Role::Dir && En.St != Status::Failed) || !Plan.InShard[I])
      continue;
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
    if (En.ParseProblems)
      F["parse_problems"] = true;
    if (En.UserRuleEdits)
      F["user_rule_edits"] = En.UserRuleEdits;
    if (En.R == Role::Link)
      F["target"] = En.LinkTarget;
    llvm::json::Array Diags;
    for (const Diagnostic &D : En.Diags)
      Diags.push_back(diagToJson(D, D.File == En.Rel ? "" : D.File));
    for (const BuildScriptNote &N : En.ScriptNotes) {
      llvm::json::Object O{{"code", "build-script"},
                           {"severity", N.Unsupported ? "warning" : "remark"},
                           {"line", N.Line},
                           {"message", N.Message}};
      if (!N.Subject.empty())
        O["subject"] = N.Subject;
      Diags.push_back(std::move(O));
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
  // The summary is computed from the file entries, as `report merge` computes
  // the merged one: one computation, so a merged report is the unsharded one.
  llvm::Expected<llvm::json::Object> Summary = summarizeReportFiles(Files, Cmd.Opts.UserRules != nullptr);
  if (!Summary) // the entries above are well-formed by construction
    llvm::report_fatal_error(Summary.takeError());
  llvm::json::Object R{{"cu2hip_port", PortReportVersion},
                       {"version", CU2HIP_VERSION},
                       {"hip_version", T ? T->options().HipTarget.str() : Cmd.Opts.HipTarget.str()},
                       {"source", SrcAbs},
                       {"mode", InPlace ? "in-place" : "tree"},
                       {"dry_run", DryRun},
                       {"rename", Cmd.Rename},
                       {"options", llvm::json::Object(Cmd.OutputOptions)},
                       {"interrupted", WasInterrupted},
                       {"summary", std::move(*Summary)},
                       {"files", std::move(Files)},
                       {"outside_tree", std::move(OutsideArr)}};
  if (!InPlace)
    R["destination"] = DstAbs;
  if (Part.Given) // only in shards: unsharded reports keep their shape
    R["shard"] = Part.str();
  if (compatStyle()) {
    // The size of the change as a reviewer reads it (lines added plus lines
    // removed, the header included), next to what the fork style changes.
    llvm::json::Array Stale;
    for (const std::string &S : CompatStale)
      Stale.push_back(S);
    R["compat"] = llvm::json::Object{{"header", CompatRel},
                                     {"entries", int64_t(CompatNames.size())},
                                     {"guarded_edits", int64_t(CompatBlocks)},
                                     {"changed_lines", int64_t(CompatLines)},
                                     {"fork_changed_lines", int64_t(ForkLines)},
                                     {"stale", std::move(Stale)}};
  }
  return llvm::json::Value(std::move(R));
}

int Port::summarize(double Seconds) {
  bool AnyFailed = false, FailedOn = false;
  constexpr unsigned DiagsPerFile = 10, DiagsInAll = 200;
  unsigned ShownInAll = 0, HiddenInAll = 0;
  std::map<std::string, unsigned> Counts;
  DiagSummary Sum;
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
    // What needs a person, where it is: every diagnostic with -v; else the
    // warnings, errors and the project's HIP layer, a few per file and a bounded number in all (the
    // report has every one).
    unsigned Shown = 0, Hidden = 0;
    for (const Diagnostic &D : En.Diags) {
      FailedOn |= llvm::is_contained(Cmd.FailOn, diagInfo(D.Id).Name);
      if (Cmd.Opts.Verbose) {
        printDiagnostic(Err, D, Cmd.Color);
        continue;
      }
      // The project's own HIP layer is named too: where the project already
      // supports HIP, which cu2hip left as it was.
      if (Cmd.Quiet ||
          ((D.severity() == Severity::Remark || D.severity() == Severity::Note) && D.Id != DiagId::ProjectHipLayer))
        continue;
      if (Shown < DiagsPerFile && ShownInAll < DiagsInAll) {
        printDiagnostic(Err, D, Cmd.Color);
        ++Shown;
        ++ShownInAll;
      } else {
        ++Hidden;
      }
    }
    if (Hidden) {
      HiddenInAll += Hidden;
      if (ShownInAll < DiagsInAll)
        Err << "cu2hip port: " << support::printable(En.Rel) << ": " << Hidden << " more warning"
            << (Hidden == 1 ? "" : "s") << " (all of them: -v, or --report FILE)\n";
    }
    if (En.R == Role::Dir && En.St != Status::Failed)
      continue;
    ++Total;
    ++Counts[statusName(En.St)];
    AnyFailed |= En.St == Status::Failed;
    Done += En.St != Status::NotDone && En.St != Status::Pending;
    UpToDate += En.UpToDate;
    Resumed += En.Resumed;
    ParseFiles += En.ParseProblems;
    Sum.add(En.Diags);
    for (const Diagnostic &D : En.Diags) {
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
          << " translations reused from the earlier " << (InPlace ? "in-place run" : "run into this directory")
          << ")\n";
    if (Scripts)
      Err << "cu2hip port: build scripts: " << ScriptsChanged << " of " << Scripts << " translated; "
          << ScriptItems << " items left for manual work (see the '# cu2hip:' comments)\n";
    Err << "cu2hip port: unsupported APIs: " << Sum.UnsupportedUses << " uses";
    if (!Sum.Unsupported.empty())
      Err << " (" << mostFrequent({Sum.Unsupported.begin(), Sum.Unsupported.end()}, 8) << ")";
    Err << "; warp-size sites: " << Warp << "; files with parse problems: " << ParseFiles << "\n";
    if (ShownInAll >= DiagsInAll && HiddenInAll)
      Err << "cu2hip port: " << HiddenInAll << " more warnings not shown (all of them: -v, or --report FILE)\n";
    for (const auto &[P, Why] : Outside)
      Err << "cu2hip port: " << P << ": " << Why << "\n";
    summarizeCompat();
    if (DryRun && !Cmd.Check)
      Err << "cu2hip port: dry run: nothing was written\n";
  }
  if (WasInterrupted) {
    Err << "cu2hip port: interrupted: " << Done << " of " << Total
        << " files done, every file written is complete; run the same command again to "
           "resume\n";
    return 128 + support::interruptSignal();
  }
  if (Cmd.Werror && Sum.UnsupportedUses + Sum.InlineAsm > 0) {
    Err << "cu2hip port: --werror: " << Sum.UnsupportedUses << " unsupported API uses and " << Sum.InlineAsm
        << " inline asm statements left\n";
    return ExitFailed;
  }
  if (FailedOn) {
    Err << "cu2hip port: --fail-on: a diagnostic named " << llvm::join(Cmd.FailOn, " or ") << " remains\n";
    return ExitFailed;
  }
  if (!CompatStale.empty())
    return ExitFailed; // --check: the compat port is out of date
  return AnyFailed || CompatWriteFailed ? ExitFailed : ExitOk;
}

namespace {
llvm::Error bad(const llvm::Twine &Why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Why.str().c_str());
}
} // namespace

llvm::Expected<llvm::json::Object> port::summarizeReportFiles(const llvm::json::Array &Files,
                                                              bool UserRules) {
  // int64_t throughout: JSON's integers. Every count but user_rule_edits is a
  // number of entries (bounded by the document); user_rule_edits adds values.
  std::map<std::string, int64_t> Counts;
  int64_t Warp = 0, ParseFiles = 0, ScriptItems = 0, UserRuleEdits = 0;
  DiagSummary Diags; // what the port itself adds up (Port::summarize)
  for (size_t I = 0; I < Files.size(); ++I) {
    const llvm::json::Object *F = Files[I].getAsObject();
    std::optional<llvm::StringRef> Path = F ? F->getString("path") : std::nullopt;
    if (!Path)
      return bad("files[" + llvm::Twine(I) + "] is not a file entry (an object with a \"path\")");
    ++Counts[F->getString("status").value_or("").str()];
    ParseFiles += F->getBoolean("parse_problems").value_or(false);
    if (const llvm::json::Value *V = F->get("user_rule_edits")) {
      std::optional<int64_t> N = V->getAsInteger();
      if (!N || *N < 0 || *N > std::numeric_limits<unsigned>::max())
        return bad("file '" + *Path + "': \"user_rule_edits\" is " + llvm::formatv("{0}", *V) +
                   ", not a count (an integer from 0 to " +
                   llvm::Twine(std::numeric_limits<unsigned>::max()) + ")");
      std::optional<int64_t> Sum = llvm::checkedAdd(UserRuleEdits, *N);
      if (!Sum)
        return bad("the files' \"user_rule_edits\" add up past " +
                   llvm::Twine(std::numeric_limits<int64_t>::max()));
      UserRuleEdits = *Sum;
    }
    if (const llvm::json::Array *FileDiags = F->getArray("diagnostics"))
      for (const llvm::json::Value &DV : *FileDiags) {
        const llvm::json::Object *D = DV.getAsObject();
        if (!D)
          continue;
        llvm::StringRef Code = D->getString("code").value_or("");
        if (Code == "build-script") {
          ScriptItems += D->getString("severity") == "warning";
          continue;
        }
        // A diagnostic of cu2hip's table (port notes have code "port").
        std::optional<Diagnostic> Diag = diagFromJson(DV);
        if (!Diag)
          continue;
        Diags.add(*Diag);
        llvm::StringRef Name = diagInfo(Diag->Id).Name;
        if (Name == "warp-site" || Name == "warp-mask")
          ++Warp;
      }
  }
  llvm::json::Object Unsup;
  for (const auto &[K, V] : Diags.Unsupported)
    Unsup[K] = int64_t(V);
  llvm::json::Object Summary{{"files", int64_t(Files.size())},
                             {"warp_size_sites", Warp},
                             {"parse_problem_files", ParseFiles},
                             {"build_script_items", ScriptItems},
                             {"unsupported_apis", std::move(Unsup)}};
  for (const char *S : {"translated", "unchanged", "copied", "link", "skipped", "failed", "not-done"})
    Summary[S] = Counts[S];
  if (UserRules) // only with user rules: existing reports keep their shape
    Summary["user_rule_edits"] = UserRuleEdits;
  return Summary;
}

llvm::Expected<llvm::json::Value> port::mergePortReports(std::vector<PortReportShard> Shards) {
  if (Shards.empty())
    return bad("no reports to merge");
  support::ShardPartition Parts;
  for (PortReportShard &Sh : Shards) {
    llvm::json::Object *O = Sh.Report.getAsObject();
    // A report of another version may mean something else by its keys: it is
    // refused, not read as (or relabelled) this version.
    const llvm::json::Value *V = O ? O->get("cu2hip_port") : nullptr;
    if (!V)
      return bad("'" + Sh.File + "' is not a cu2hip port report (no \"cu2hip_port\")");
    if (V->getAsInteger() != PortReportVersion)
      return bad("'" + Sh.File + "' is a port report of version " + llvm::formatv("{0}", *V) +
                 "; this cu2hip reads version " + llvm::Twine(PortReportVersion));
    std::string Error;
    std::optional<Shard> S = Shard::parse(O->getString("shard").value_or(""), Error);
    if (!S)
      return bad("a report is not from a `cu2hip port --shard K/N` run");
    if (std::optional<std::string> Why = Parts.add(*S))
      return bad(*Why);
    const llvm::json::Object *First = Shards.front().Report.getAsObject();
    for (const char *K : {"source", "mode", "version", "hip_version", "options"}) {
      const llvm::json::Value *A = O->get(K), *B = First->get(K);
      if (!A != !B || (A && *A != *B))
        return bad(std::string("the reports are of different runs (\"") + K + "\" differs)");
    }
    if (!O->getArray("files"))
      return bad("'" + Sh.File + "' has no \"files\" array");
  }
  if (std::optional<std::string> Why = Parts.missing())
    return bad(*Why);

  // Each file is one shard's: a path in two shards (or twice in one) would
  // be counted twice.
  std::map<std::string, const std::string *> Owner;
  std::vector<llvm::json::Value> Files;
  bool Interrupted = false, UserRules = false;
  for (PortReportShard &Sh : Shards) {
    llvm::json::Object &O = *Sh.Report.getAsObject();
    Interrupted |= O.getBoolean("interrupted").value_or(false);
    // Whether the run had user rules: its summary says so by having the key.
    if (const llvm::json::Object *S = O.getObject("summary"))
      UserRules |= S->get("user_rule_edits") != nullptr;
    llvm::json::Array &A = *O.getArray("files");
    for (size_t I = 0; I < A.size(); ++I) {
      const llvm::json::Object *F = A[I].getAsObject();
      std::optional<llvm::StringRef> Path = F ? F->getString("path") : std::nullopt;
      if (!Path)
        return bad("'" + Sh.File + "': files[" + llvm::Twine(I) +
                   "] is not a file entry (an object with a \"path\")");
      auto [It, New] = Owner.try_emplace(Path->str(), &Sh.File);
      if (!New)
        return bad(*It->second == Sh.File
                       ? "file '" + *Path + "' is listed twice in '" + Sh.File + "'"
                       : "file '" + *Path + "' is in both '" + *It->second + "' and '" + Sh.File +
                             "'");
      Files.push_back(std::move(A[I]));
    }
  }
  auto PathOf = [](const llvm::json::Value &F) {
    return F.getAsObject()->getString("path").value_or("");
  };
  llvm::sort(Files, [&](const llvm::json::Value &A, const llvm::json::Value &B) {
    return PathOf(A) < PathOf(B);
  });
  llvm::json::Array FileArr;
  for (llvm::json::Value &F : Files)
    FileArr.push_back(std::move(F));
  // The shards' own summaries are not read (a shard could say anything
  // there): the merged summary is computed from the merged entries.
  llvm::Expected<llvm::json::Object> Summary = summarizeReportFiles(FileArr, UserRules);
  if (!Summary)
    return Summary.takeError();
  llvm::json::Object R = *Shards.front().Report.getAsObject(); // the run's fields
  R.erase("shard");
  R["files"] = std::move(FileArr);
  R["summary"] = std::move(*Summary);
  R["interrupted"] = Interrupted;
  return llvm::json::Value(std::move(R));
}
