// --format md: a GitHub-flavoured Markdown summary for a pull-request comment.
#include "Emitters.h"

#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::report;

namespace {
/// Text safe inside a Markdown table cell or list item, free of raw HTML, on
/// one line: control characters written out (oneLine), so a name with a
/// newline or an escape byte cannot start a line (a heading, a row) of its
/// own; Markdown's own characters escaped.
std::string cell(llvm::StringRef S) {
  std::string Out;
  for (char C : oneLine(S)) {
    switch (C) {
    case '|': Out += "\\|"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '&': Out += "&amp;"; break;
    case '`': Out += "'"; break;
    case '\\': case '*': case '_': case '[': case ']': case '#': Out += '\\'; Out += C; break;
    default: Out += C;
    }
  }
  return Out;
}

/// \p S as a code span: backslash escapes are not read inside one, so only
/// what ends the span (a backquote) and, in a table, a '|' (the table is
/// split before code spans are read) are replaced.
std::string code(llvm::StringRef S, bool InTable) {
  std::string Out = "`";
  for (char C : oneLine(S)) {
    if (C == '`')
      Out += '\'';
    else if (C == '|' && InTable)
      Out += "\\|";
    else
      Out += C;
  }
  return Out + "`";
}

std::string icon(StageStatus S) {
  switch (S) {
  case StageStatus::Passed: return "✅";
  case StageStatus::Failed: return "❌";
  case StageStatus::Skipped: return "➖";
  case StageStatus::NeedsLibrary: return "📦";
  }
  return "?";
}
} // namespace

void cu2hip::report::emitMarkdown(const CoverageReport &R, llvm::raw_ostream &OS) {
  const CoverageSummary &S = R.Summary;
  OS << "### cu2hip coverage: " << (R.ExitCode == 0 ? "ok" : "FAILED") << "\n\n";
  OS << S.Programs << " programs from " << code(R.Corpus, false) << ", HIP " << cell(R.HipVersion);
  if (R.CompileRequested)
    OS << ", " << cell(llvm::join(R.Archs, ", "));
  OS << ", device: " << cell(deviceText(R)) << ", warp model " << cell(R.WarpModel) << "\n\n";
  if (!R.FailReasons.empty()) {
    for (const std::string &F : R.FailReasons)
      OS << "- **" << cell(F) << "**\n";
    OS << "\n";
  }

  bool Base = R.Baseline.has_value();
  OS << "| Stage | Programs reaching it | Passed | Failed | Needs library | Skipped |"
     << (Base ? " Since baseline |" : "") << "\n";
  OS << "|---|---|---:|---:|---:|---:|" << (Base ? "---:|" : "") << "\n";
  for (Stage X : AllStages) {
    if (!S.Requested.has(X)) // not asked for: not part of the funnel
      continue;
    const StageSummary &St = S.stage(X);
    OS << "| " << stageName(X) << " | ";
    std::string Skip = commonSkipReason(R, X);
    if (!Skip.empty() && S.Programs)
      OS << "skipped: " << cell(Skip);
    else
      OS << reachedText(S, X);
    OS << " | " << St.Passed << " | " << St.Failed << " | " << St.NeedsLibrary << " | "
       << St.Skipped << " |";
    if (Base) { // the baseline's figure, and the change: "5/6 (83.3%) → -1 (-16.6 pts)"
      std::string Since = sinceBaselineText(R, X);
      OS << " " << baselineFigureText(R, X) << (Since.empty() ? "" : " → " + Since) << " |";
    }
    OS << "\n";
  }
  if (!S.Targets.empty()) {
    OS << "\n**HIP targets** (each translated and compiled on its own; run and verify: HIP "
       << cell(R.HipVersion) << " only)\n\n";
    OS << "| HIP | Translated | Compiled | Compile failed | Needs library | Compile skipped | hipcc |\n";
    OS << "|---|---:|---:|---:|---:|---:|---|\n";
    for (const TargetSummary &T : S.Targets) {
      OS << "| " << cell(T.HipVersion) << " | " << T.Translate.Passed << "/" << S.Programs << " | "
         << T.Compile.Passed << "/" << S.Programs << " (" << pctText(percent(T.Compile.Passed, S.Programs))
         << ") | " << T.Compile.Failed << " | " << T.Compile.NeedsLibrary;
      std::vector<std::string> Libs;
      for (const auto &KV : T.NeedsLibrary)
        Libs.push_back(KV.first);
      if (!Libs.empty())
        OS << " (" << cell(llvm::join(Libs, ", ")) << ")";
      OS << " | " << T.Compile.Skipped << " | ";
      for (const HipTargetCompiler &C : R.Targets)
        if (C.HipVersion == T.HipVersion)
          OS << cell(targetCompilerText(C));
      OS << " |\n";
    }
  }
  OS << "\n**CUDA API uses translated:** " << S.ApiTotal.Converted << "/" << S.ApiTotal.Total
     << " (" << pctText(S.ApiTotal.pct()) << ")";
  OS << " · **warp-size sites:** " << S.WarpFound << " found, " << S.WarpFixed << " fixed\n\n";
  if (!S.Waves.empty()) {
    OS << "**CPU backend:** built " << S.CpuBuilt << "/" << S.CpuAttempted
       << " · **warp-size divergences:** " << S.Divergent << "\n\n";
    OS << "| Wavefront | Ran | Verified | Ran, wrong output or failed | Not run |\n|---|---:|---:|---:|---:|\n";
    for (const auto &[Wave, W] : S.Waves)
      OS << "| wave" << Wave << " | " << W.Ran << " | " << W.Verified << "/" << S.Programs << " | "
         << W.Failed << " | " << W.Skipped << " |\n";
    OS << "\n";
  }
  OS << "| Area | Translated | % |\n|---|---:|---:|\n";
  for (const auto &[Area, C] : S.Api)
    OS << "| " << cell(Area) << " | " << C.Converted << "/" << C.Total << " | " << pctText(C.pct())
       << " |\n";

  if (Base && (!R.Baseline->Regressions.empty() || !R.Baseline->Improvements.empty())) {
    OS << "\n#### Changes since the baseline\n\n| | Program | Stage | Before | Now |\n|---|---|---|---|---|\n";
    for (const BaselineChange &C : R.Baseline->Regressions)
      OS << "| ❌ regression | " << cell(C.Program) << " | " << stageName(C.Which) << " | "
         << C.Before << " | " << C.Now << " |\n";
    for (const BaselineChange &C : R.Baseline->Improvements)
      OS << "| ✅ improvement | " << cell(C.Program) << " | " << stageName(C.Which) << " | "
         << C.Before << " | " << C.Now << " |\n";
  }

  if (!S.Blockers.empty()) {
    OS << "\n#### Top blocking APIs\n\n| API | Area | Programs | Uses |\n|---|---|---:|---:|\n";
    for (size_t I = 0; I < S.Blockers.size() && I < 10; ++I) {
      const Blocker &B = S.Blockers[I];
      OS << "| " << code(B.Name, true) << " | " << areaName(B.Where) << " | " << B.Programs.size()
         << " | " << B.Uses << " |\n";
    }
  }
  if (!S.NeedsLibrary.empty()) {
    OS << "\n#### Need a HIP library that is not installed\n\n";
    for (const auto &[Lib, Names] : S.NeedsLibrary)
      OS << "- **" << cell(Lib) << "**: " << cell(llvm::join(Names, ", ")) << "\n";
  }
  if (!R.CorpusErrors.empty()) {
    OS << "\n#### Corpus errors\n\n";
    for (const CorpusProblem &E : R.CorpusErrors) {
      if (SourceLocation L = R.locate(E); !L.Path.empty())
        OS << "- [" << cell(L.str()) << "](" << L.Url << "): " << cell(E.Message) << "\n";
      else
        OS << "- " << cell(E.str()) << "\n";
    }
  }

  // Every finding with a link to its source line (docs/coverage.md, "Links to
  // the source"): the CUDA left unconverted, then the warp-size sites.
  size_t Findings = 0;
  for (const ProgramResult &P : R.Programs)
    Findings += P.Blocking.size() + P.Warp.size();
  if (Findings) {
    OS << "\n<details><summary>" << Findings << (Findings == 1 ? " finding" : " findings")
       << " (CUDA left unconverted, warp-size sites)</summary>\n\n";
    OS << "| Location | Program | Finding |\n|---|---|---|\n";
    auto Link = [&](const ProgramResult &P, llvm::StringRef File, unsigned Line, unsigned Col) {
      SourceLocation L = R.locate(P, File, Line, Col);
      // The URL is percent-encoded where it could end the link or the cell.
      OS << "| [" << cell(L.str()) << "](" << L.Url << ") | " << cell(P.Manifest.Name) << " | ";
    };
    for (const ProgramResult &P : R.Programs) {
      for (const Unconverted &U : P.Blocking) {
        Link(P, U.File, U.Line, U.Column);
        OS << "left unconverted: " << code(U.Name, true) << " (" << areaName(U.Where) << ") |\n";
      }
      for (const WarpFinding &W : P.Warp) {
        Link(P, W.File, W.Line, W.Column);
        OS << "warp-size site, " << (W.Fixed ? "fixed" : "found") << ": " << cell(W.Message) << " \\["
           << cell(W.Code) << "\\] |\n";
      }
    }
    OS << "\n</details>\n";
  }

  OS << "\n<details><summary>All " << R.Programs.size() << " programs</summary>\n\n";
  bool Waves = !S.Waves.empty();
  OS << "| Program | translate | compile | run | verify | API |"
     << (Waves ? " wave32 | wave64 |" : "");
  for (const TargetSummary &T : S.Targets) // translate and compile per target
    OS << " HIP " << cell(T.HipVersion) << " |";
  OS << " First problem |\n";
  OS << "|---|:-:|:-:|:-:|:-:|---:|" << (Waves ? ":-:|:-:|" : "");
  for (size_t I = 0; I < S.Targets.size(); ++I)
    OS << ":-:|";
  OS << "---|\n";
  for (const ProgramResult &P : R.Programs) {
    OS << "| " << cell(P.Manifest.Name);
    for (Stage X : AllStages)
      OS << " | " << icon(P.stage(X).Status);
    OS << " | " << pctText(P.ApiTotal.pct()) << " | ";
    if (Waves)
      for (const auto &[Wave, W] : S.Waves)
        OS << waveOutcome(P, Wave) << " | ";
    for (const TargetResult &T : P.Targets)
      OS << icon(T.Translate.Status) << icon(T.Compile.Status) << " | ";
    // The first stage that failed; a stage skipped on the way is no problem
    // when a later one ran (the CPU backend runs without hipcc's compile).
    for (Stage X : AllStages) {
      const StageResult &St = P.stage(X);
      if (St.Status == StageStatus::Passed || St.Status == StageStatus::Skipped)
        continue;
      OS << stageName(X) << ": " << cell(St.Message);
      break;
    }
    OS << " |\n";
  }
  OS << "\n</details>\n";
}
