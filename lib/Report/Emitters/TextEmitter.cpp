// --format text: a summary for a terminal (the progress bar is drawn on stderr
// by the command while the stages run).
#include "Emitters.h"
#include "../Runner/HipLibraries.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::report;

namespace {
std::string bar(double Pct, unsigned Width = 24) {
  unsigned Full = unsigned(Pct / 100.0 * Width + 0.5);
  if (Full > Width)
    Full = Width;
  std::string S;
  for (unsigned I = 0; I < Width; ++I)
    S += I < Full ? "\u2588" : "\u2591";
  return S;
}

llvm::StringRef shortStatus(StageStatus S) {
  switch (S) {
  case StageStatus::Passed: return "ok";
  case StageStatus::Failed: return "FAIL";
  case StageStatus::Skipped: return "-";
  case StageStatus::NeedsLibrary: return "needs-lib";
  }
  return "?";
}
} // namespace

void cu2hip::report::emitText(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  // Every string from the corpus, a compiler or a merged report goes through
  // oneLine: a name with a newline or an escape byte is one line of text.
  OS << "cu2hip coverage of " << oneLine(R.Corpus) << ": " << S.Programs
     << (S.Programs == 1 ? " program" : " programs") << ", HIP " << oneLine(R.HipVersion);
  if (R.CompileRequested)
    OS << ", " << oneLine(llvm::join(R.Archs, ","));
  OS << "; device: " << oneLine(deviceText(R)) << "; warp model " << oneLine(R.WarpModel) << "\n\n";

  OS << "Programs reaching each stage (every stage before it passed too):\n";
  for (Stage X : AllStages) {
    if (!S.Requested.has(X)) // not asked for: not part of the funnel
      continue;
    const StageSummary &St = S.stage(X);
    OS << "  " << llvm::left_justify(stageName(X), 10) << bar(percent(St.Reached, S.Programs))
       << "  " << llvm::right_justify(std::to_string(St.Reached), 3) << "/" << S.Programs << "  "
       << llvm::right_justify(pctText(percent(St.Reached, S.Programs)), 6);
    std::string Skip = commonSkipReason(R, X);
    if (!Skip.empty() && S.Programs)
      OS << "   skipped: " << oneLine(Skip);
    else
      OS << "   passed " << St.Passed << ", failed " << St.Failed
         << (St.NeedsLibrary ? ", needs library " + std::to_string(St.NeedsLibrary) : "")
         << (St.Skipped ? ", skipped " + std::to_string(St.Skipped) : "") << ", "
         << secondsText(St.Seconds);
    if (std::string Since = sinceBaselineText(R, X); !Since.empty())
      OS << "   since baseline: " << Since;
    OS << "\n";
  }
  OS << "  categories:";
  const char *Sep = " ";
  for (auto [C, N] : presentCategories(S)) {
    OS << Sep << N << " " << C;
    Sep = ", ";
  }
  OS << "\n";
  if (!S.Waves.empty() || R.Cpu) {
    OS << "  cpu-backend: built " << S.CpuBuilt << "/" << S.CpuAttempted;
    for (const auto &[Wave, W] : S.Waves)
      OS << "; wave" << Wave << ": ran " << W.Ran << ", verified " << W.Verified << "/" << S.Programs
         << (W.Failed ? ", failed " + std::to_string(W.Failed) : "")
         << (W.Skipped ? ", not run " + std::to_string(W.Skipped) : "");
    OS << "; warp-size divergences " << S.Divergent;
    if (S.DiffCompared)
      OS << "; differential: " << S.DiffDiffer << " of " << S.DiffCompared << " differ from the reference";
    OS << "\n";
  }
  OS << "\n";

  if (!S.Targets.empty()) {
    OS << "HIP targets (each translated and compiled on its own; run and verify: HIP "
       << oneLine(R.HipVersion) << " only):\n";
    for (const TargetSummary &T : S.Targets) {
      OS << "  " << llvm::left_justify(oneLine(T.HipVersion), 7) << "translate "
         << llvm::right_justify(std::to_string(T.Translate.Passed), 3) << "/" << S.Programs
         << "  compile ";
      std::string Skip = commonTargetSkipReason(R, T.HipVersion);
      if (!Skip.empty() && S.Programs)
        OS << "skipped: " << oneLine(Skip);
      else {
        OS << llvm::right_justify(std::to_string(T.Compile.Passed), 3) << "/" << S.Programs << " "
           << llvm::right_justify(pctText(percent(T.Compile.Passed, S.Programs)), 6);
        if (T.Compile.Failed)
          OS << ", failed " << T.Compile.Failed;
        if (T.Compile.NeedsLibrary) {
          std::vector<std::string> Libs;
          for (const auto &KV : T.NeedsLibrary)
            Libs.push_back(KV.first);
          OS << ", needs library " << T.Compile.NeedsLibrary << " ("
             << oneLine(llvm::join(Libs, ", ")) << ")";
        }
        if (T.Compile.Skipped)
          OS << ", skipped " << T.Compile.Skipped;
      }
      OS << "\n";
      for (const HipTargetCompiler &C : R.Targets)
        if (C.HipVersion == T.HipVersion && !C.Hipcc.empty())
          OS << "         hipcc: " << oneLine(targetCompilerText(C)) << "\n";
    }
    OS << "\n";
  }

  OS << "CUDA API uses translated: " << S.ApiTotal.Converted << "/" << S.ApiTotal.Total << " ("
     << pctText(S.ApiTotal.pct()) << ")\n";
  for (const auto &[Area, C] : S.Api)
    OS << "  " << llvm::left_justify(oneLine(Area), 10) << bar(C.pct()) << "  "
       << llvm::right_justify(std::to_string(C.Converted), 5) << "/"
       << llvm::left_justify(std::to_string(C.Total), 5) << " "
       << llvm::right_justify(pctText(C.pct()), 6) << "\n";
  OS << "\n";

  if (!S.Blockers.empty()) {
    OS << "Top blocking CUDA APIs (by programs blocked):\n";
    for (size_t I = 0; I < S.Blockers.size() && I < 10; ++I) {
      const Blocker &B = S.Blockers[I];
      OS << llvm::format("  %2u. ", unsigned(I + 1)) << llvm::left_justify(oneLine(B.Name), 36)
         << " "
         << llvm::left_justify(areaName(B.Where), 8) << " " << B.Programs.size()
         << (B.Programs.size() == 1 ? " program, " : " programs, ") << B.Uses
         << (B.Uses == 1 ? " use" : " uses") << " (";
      for (size_t J = 0; J < B.Programs.size() && J < 4; ++J)
        OS << (J ? ", " : "") << oneLine(B.Programs[J]);
      OS << (B.Programs.size() > 4 ? ", ...)" : ")") << "\n";
    }
    if (S.Blockers.size() > 10)
      OS << "  ... " << S.Blockers.size() - 10 << " more\n";
    OS << "\n";
  }

  if (!S.NeedsLibrary.empty()) {
    OS << "Need a HIP library that is not installed:\n";
    for (const auto &[Lib, Names] : S.NeedsLibrary) {
      OS << "  " << oneLine(Lib);
      for (const runner::HipLibrary &L : runner::hipLibraries())
        if (L.Name == Lib)
          OS << " (package " << L.Package << ")";
      OS << ": " << oneLine(llvm::join(Names, ", ")) << "\n";
    }
    OS << "\n";
  }

  OS << "Warp-size sites: " << S.WarpFound << " found, " << S.WarpFixed << " fixed\n";
  // What coverage's compile cache saved (docs/caching.md): a warm re-run's
  // report differs from a cold one's here and in the times only.
  if (S.HipccBuilds || S.CpuAttempted) {
    OS << "Compile cache:";
    if (S.HipccBuilds)
      OS << " hipcc " << S.HipccReused << " of " << S.HipccBuilds << " builds reused"
         << (S.CpuAttempted ? ";" : "");
    if (S.CpuAttempted)
      OS << " cpu-backend " << S.CpuReused << " of " << S.CpuAttempted << " programs' builds reused";
    OS << "\n";
  }
  OS << "Time: translate " << secondsText(S.stage(Stage::Translate).Seconds) << ", compile "
     << secondsText(S.stage(Stage::Compile).Seconds) << ", run "
     << secondsText(S.stage(Stage::Run).Seconds) << "; wall " << secondsText(S.WallSeconds)
     << "\n\n";

  size_t NameWidth = 8;
  for (const ProgramResult &P : R.Programs)
    NameWidth = std::max(NameWidth, oneLine(P.Manifest.Name).size());
  bool Waves = !S.Waves.empty();
  OS << "  " << llvm::left_justify("program", NameWidth)
     << "  translate  compile    run        verify     api" << (Waves ? "     wave32  wave64" : "");
  // A target list: translate/compile per target ("ok/FAIL").
  if (!S.Targets.empty() && !Waves)
    OS << "   "; // to the width of the api column
  for (const TargetSummary &T : S.Targets)
    OS << "  " << llvm::left_justify("HIP " + oneLine(T.HipVersion), 14);
  OS << "\n";
  for (const ProgramResult &P : R.Programs) {
    OS << "  " << llvm::left_justify(oneLine(P.Manifest.Name), NameWidth);
    for (Stage X : AllStages)
      OS << "  " << llvm::left_justify(shortStatus(P.stage(X).Status), 9);
    OS << "  " << llvm::left_justify(pctText(P.ApiTotal.pct()), 6);
    if (Waves)
      for (const auto &[Wave, Sum] : S.Waves)
        OS << "  " << llvm::left_justify(waveOutcome(P, Wave), 6);
    for (const TargetResult &T : P.Targets)
      OS << "  "
         << llvm::left_justify(
                (shortStatus(T.Translate.Status) + "/" + shortStatus(T.Compile.Status)).str(), 14);
    OS << "\n";
    // Why each stage that was attempted did not pass.
    for (Stage X : AllStages) {
      const StageResult &St = P.stage(X);
      if (St.Status == StageStatus::Failed || St.Status == StageStatus::NeedsLibrary)
        OS << "  " << std::string(NameWidth, ' ') << "  " << stageName(X) << ": "
           << oneLine(St.Message) << "\n";
    }
    // The targets' own reasons where they are not the report's own (the
    // newest target's, above): "HIP 5.2, 6.4 compile: ...".
    for (Stage X : {Stage::Translate, Stage::Compile}) {
      std::vector<std::pair<std::string, std::vector<std::string>>> Reasons;
      for (const TargetResult &T : P.Targets) {
        const StageResult &St = X == Stage::Compile ? T.Compile : T.Translate;
        bool Bad = St.Status == StageStatus::Failed || St.Status == StageStatus::NeedsLibrary;
        if (!Bad || St.Message == P.stage(X).Message)
          continue;
        auto It = llvm::find_if(Reasons, [&](const auto &KV) { return KV.first == St.Message; });
        if (It == Reasons.end())
          Reasons.push_back({St.Message, {T.HipVersion}});
        else
          It->second.push_back(T.HipVersion);
      }
      for (const auto &[Message, Versions] : Reasons)
        OS << "  " << std::string(NameWidth, ' ') << "  HIP " << oneLine(llvm::join(Versions, ", "))
           << " " << stageName(X) << ": " << oneLine(Message) << "\n";
    }
  }

  if (!R.CorpusErrors.empty()) {
    OS << "\nCorpus errors:\n";
    for (const CorpusProblem &E : R.CorpusErrors)
      OS << "  " << oneLine(E.str()) << "\n";
  }
  if (R.Baseline) {
    const BaselineComparison &B = *R.Baseline;
    OS << "\nCompared with " << oneLine(B.File) << ": " << B.Regressions.size() << " regressions, "
       << B.Improvements.size() << " improvements\n";
    for (const BaselineChange &C : B.Regressions)
      OS << "  REGRESSION  " << oneLine(C.Program) << " " << stageName(C.Which) << ": " << C.Before
         << " -> " << C.Now << "\n";
    for (const BaselineChange &C : B.Improvements)
      OS << "  improved    " << oneLine(C.Program) << " " << stageName(C.Which) << ": " << C.Before
         << " -> " << C.Now << "\n";
    if (!B.Added.empty())
      OS << "  new programs: " << oneLine(llvm::join(B.Added, ", ")) << "\n";
    if (!B.Removed.empty())
      OS << "  programs no longer in the corpus: " << oneLine(llvm::join(B.Removed, ", ")) << "\n";
  }
  for (const ThresholdCheck &T : R.Thresholds)
    OS << "\n--fail-under " << oneLine(T.What) << " " << pctText(T.Threshold) << ": "
       << pctText(T.Actual) << (T.Ok ? " (ok)" : " (BELOW)");
  if (!R.Thresholds.empty())
    OS << "\n";
  OS << "\nresult: " << (R.ExitCode == 0 ? "ok" : "FAILED");
  if (!R.FailReasons.empty())
    OS << " (" << oneLine(llvm::join(R.FailReasons, "; ")) << ")";
  OS << "\n";
}
