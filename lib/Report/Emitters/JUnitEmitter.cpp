// --format junit: one <testsuite> per stage, one <testcase> per program, for CI
// dashboards. failed -> <failure>; skipped and needs-library -> <skipped>
// (the message says which); corpus errors -> <error> in a "coverage.corpus" suite.
#include "Emitters.h"

using namespace cu2hip;
using namespace cu2hip::report;

void cu2hip::report::emitJUnit(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  unsigned Tests = 0, Failures = 0, Skipped = 0;
  // A stage not requested has no suite (its every case would be "skipped").
  for (Stage X : AllStages) {
    if (!S.Requested.has(X))
      continue;
    const StageSummary &St = S.stage(X);
    Tests += S.Programs;
    Failures += St.Failed;
    Skipped += St.Skipped + St.NeedsLibrary;
  }
  for (const auto &[Wave, W] : S.Waves) {
    Tests += S.Programs;
    Failures += W.Failed;
    Skipped += W.Skipped;
  }
  for (const TargetSummary &T : S.Targets)
    for (const StageSummary *St : {&T.Translate, &T.Compile}) {
      Tests += S.Programs;
      Failures += St->Failed;
      Skipped += St->Skipped + St->NeedsLibrary;
    }
  unsigned Errors = R.CorpusErrors.size();
  Tests += Errors;
  double Total = 0;
  for (Stage X : AllStages)
    Total += S.stage(X).Seconds;
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << "<testsuites name=\"cu2hip coverage\" tests=\"" << Tests << "\" failures=\"" << Failures
     << "\" errors=\"" << Errors << "\" skipped=\"" << Skipped << "\" time=\""
     << llvm::format("%.3f", Total) << "\">\n";
  // One suite of one stage: coverage.STAGE, or coverage.hip-V.STAGE for a
  // target of a target list.
  auto StageSuite = [&](const std::string &Suite, const StageSummary &St,
                        llvm::function_ref<const StageResult &(const ProgramResult &)> Of) {
    OS << "  <testsuite name=\"" << markupEscape(Suite) << "\" tests=\"" << S.Programs
       << "\" failures=\"" << St.Failed << "\" errors=\"0\" skipped=\"" << St.Skipped + St.NeedsLibrary
       << "\" time=\"" << llvm::format("%.3f", St.Seconds) << "\">\n";
    for (const ProgramResult &P : R.Programs) {
      const StageResult &Res = Of(P);
      OS << "    <testcase classname=\"" << markupEscape(Suite) << "\" name=\""
         << markupEscape(P.Manifest.Name) << "\" time=\"" << llvm::format("%.3f", Res.Seconds) << "\"";
      switch (Res.Status) {
      case StageStatus::Passed:
        OS << "/>\n";
        continue;
      case StageStatus::Failed:
        OS << ">\n      <failure message=\"" << markupEscape(Res.Message) << "\">"
           << markupEscape(Res.Detail.empty() ? Res.Message : Res.Detail) << "</failure>\n";
        break;
      case StageStatus::Skipped:
        OS << ">\n      <skipped message=\"" << markupEscape(Res.Message) << "\"/>\n";
        break;
      case StageStatus::NeedsLibrary:
        OS << ">\n      <skipped message=\"needs-library: " << markupEscape(Res.Message)
           << "\"/>\n";
        break;
      }
      OS << "    </testcase>\n";
    }
    OS << "  </testsuite>\n";
  };
  for (Stage X : AllStages)
    if (S.Requested.has(X))
      StageSuite("coverage." + stageName(X).str(), S.stage(X),
                 [X](const ProgramResult &P) -> const StageResult & { return P.stage(X); });
  for (const TargetSummary &T : S.Targets)
    for (Stage X : {Stage::Translate, Stage::Compile}) {
      std::string V = T.HipVersion;
      StageSuite("coverage.hip-" + V + "." + stageName(X).str(),
                 X == Stage::Compile ? T.Compile : T.Translate,
                 [X, V](const ProgramResult &P) -> const StageResult & {
                   for (const TargetResult &Tr : P.Targets)
                     if (Tr.HipVersion == V)
                       return X == Stage::Compile ? Tr.Compile : Tr.Translate;
                   static const StageResult None;
                   return None;
                 });
    }
  // The CPU backend: one suite per width, one case per program it ran or skipped.
  for (const auto &[Wave, W] : S.Waves) {
    std::string Suite = "coverage.wave" + std::to_string(Wave);
    OS << "  <testsuite name=\"" << Suite << "\" tests=\"" << S.Programs << "\" failures=\""
       << W.Failed << "\" errors=\"0\" skipped=\"" << W.Skipped << "\" time=\"0.000\">\n";
    for (const ProgramResult &P : R.Programs) {
      const WaveRun *Run = nullptr;
      for (const WaveRun &X : P.Waves)
        if (X.Wave == Wave)
          Run = &X;
      OS << "    <testcase classname=\"" << Suite << "\" name=\"" << markupEscape(P.Manifest.Name)
         << "\" time=\"" << llvm::format("%.3f", Run ? Run->Run.Seconds : 0.0) << "\"";
      if (!Run) {
        OS << ">\n      <skipped message=\"" << markupEscape(P.stage(Stage::Run).Message)
           << "\"/>\n    </testcase>\n";
        continue;
      }
      const StageResult &Bad = Run->Run.Status != StageStatus::Passed ? Run->Run : Run->Verify;
      if (Bad.Status == StageStatus::Passed) {
        OS << "/>\n";
        continue;
      }
      OS << ">\n      <failure message=\"" << markupEscape(Bad.Message) << "\">"
         << markupEscape(Bad.Detail.empty() ? Bad.Message : Bad.Detail) << "</failure>\n    </testcase>\n";
    }
    OS << "  </testsuite>\n";
  }
  if (Errors) {
    OS << "  <testsuite name=\"coverage.corpus\" tests=\"" << Errors << "\" failures=\"0\" errors=\""
       << Errors << "\" skipped=\"0\" time=\"0.000\">\n";
    for (const CorpusProblem &E : R.CorpusErrors)
      OS << "    <testcase classname=\"coverage.corpus\" name=\"" << markupEscape(E.File)
         << "\" time=\"0.000\">\n      <error message=\"" << markupEscape(E.Message) << "\">"
         << markupEscape(E.str()) << "</error>\n    </testcase>\n";
    OS << "  </testsuite>\n";
  }
  OS << "</testsuites>\n";
}
