// The coverage report writers and the little helpers they share.
#pragma once

#include "Support/Paths.h"
#include "cu2hip/Coverage.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {
namespace report {

void emitText(const CoverageReport &R, llvm::raw_ostream &OS);
void emitJson(const CoverageReport &R, llvm::raw_ostream &OS);
void emitMarkdown(const CoverageReport &R, llvm::raw_ostream &OS);
void emitHtml(const CoverageReport &R, llvm::raw_ostream &OS);
void emitJUnit(const CoverageReport &R, llvm::raw_ostream &OS);

/// Valid UTF-8 (compiler output and sources may carry anything).
inline std::string utf8(llvm::StringRef S) {
  return llvm::json::isUTF8(S) ? S.str() : llvm::json::fixUTF8(S);
}

/// \p S as one line of plain text (the text and Markdown reports): valid
/// UTF-8 with every control character written out — C0 and DEL as \n, \t,
/// \xNN (support::printable), C1 (U+0080 to U+009F; U+009B is a terminal's
/// CSI) as \u00NN — so that a program's name, a file name or a compiler's
/// message cannot start a line of its own or send a terminal an escape.
inline std::string oneLine(llvm::StringRef S) {
  std::string P = support::printable(utf8(S)), Out;
  Out.reserve(P.size());
  for (size_t I = 0; I < P.size(); ++I) {
    unsigned char Next = I + 1 < P.size() ? static_cast<unsigned char>(P[I + 1]) : 0;
    if (static_cast<unsigned char>(P[I]) == 0xC2 && Next >= 0x80 && Next <= 0x9F) {
      Out += "\\u00";
      Out += llvm::utohexstr(Next, /*LowerCase=*/true);
      ++I;
    } else {
      Out += P[I];
    }
  }
  return Out;
}

inline double percent(unsigned N, unsigned Of) { return Of ? 100.0 * N / Of : 0.0; }

/// "75.9%"
inline std::string pctText(double P) {
  return llvm::formatv("{0:f1}%", P).str();
}

/// "3.2s", "0.01s"
inline std::string secondsText(double S) {
  return llvm::formatv(S < 0.1 ? "{0:f2}s" : "{0:f1}s", S).str();
}

/// Escapes text for HTML and XML content and attribute values; the control
/// characters XML 1.0 does not allow are written as \xNN.
inline std::string markupEscape(llvm::StringRef S) {
  std::string In = utf8(S), Out;
  Out.reserve(In.size());
  for (char C : In) {
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case '\'': Out += "&#39;"; break;
    default:
      if (static_cast<unsigned char>(C) < 0x20 && C != '\n' && C != '\t' && C != '\r')
        Out += support::printable(llvm::StringRef(&C, 1));
      else
        Out += C;
    }
  }
  return Out;
}

/// Stage-level summary text: "41/54 (75.9%)".
inline std::string reachedText(const CoverageSummary &S, Stage X) {
  unsigned N = S.stage(X).Reached;
  return llvm::formatv("{0}/{1} ({2})", N, S.Programs, pctText(percent(N, S.Programs))).str();
}

/// Stage \p X in the baseline (its own point of the history): "5/6 (83.3%)";
/// "" without a baseline, "not requested" when the baseline did not request it.
inline std::string baselineFigureText(const CoverageReport &R, Stage X) {
  if (!R.Baseline || R.Baseline->History.empty())
    return "";
  const HistoryPoint &B = R.Baseline->History.back();
  auto It = B.Reached.find(stageName(X).str());
  if (It == B.Reached.end())
    return "not requested";
  return llvm::formatv("{0}/{1} ({2})", It->second, B.Programs, pctText(*B.pct(X))).str();
}

/// Stage \p X since the baseline: the change in programs reaching it and in
/// percentage points, "+1 (+12.5 pts)", "0 (0.0 pts)"; "" when there is no
/// baseline figure to compare with. The points are those of the figures shown
/// (one decimal each), so that they add up on the page.
inline std::string sinceBaselineText(const CoverageReport &R, Stage X) {
  if (!R.Baseline || R.Baseline->History.empty())
    return "";
  const HistoryPoint &B = R.Baseline->History.back();
  auto It = B.Reached.find(stageName(X).str());
  if (It == B.Reached.end())
    return "";
  int Delta = int(R.Summary.stage(X).Reached) - int(It->second);
  double Now = std::round(percent(R.Summary.stage(X).Reached, R.Summary.Programs) * 10) / 10;
  // The difference of the two percentages shown (83.3% -> 66.7%: -16.6),
  // in whole tenths so that floating point cannot print -16.599... as -16.6
  // one time and 16.7 another.
  long Tenths = std::lround(Now * 10) - std::lround(*B.pct(X) * 10);
  double Pts = Tenths / 10.0;
  return llvm::formatv("{0}{1} ({2}{3:f1} pts)", Delta > 0 ? "+" : "", Delta, Tenths > 0 ? "+" : "", Pts)
      .str();
}

/// The common reason a stage was skipped for every program, if there is one.
inline std::string commonSkipReason(const CoverageReport &R, Stage X) {
  std::string Reason;
  for (const ProgramResult &P : R.Programs) {
    const StageResult &S = P.stage(X);
    if (S.Status != StageStatus::Skipped)
      return "";
    if (Reason.empty())
      Reason = S.Message;
    else if (Reason != S.Message)
      return "";
  }
  return Reason;
}

/// One program at one width on the CPU backend: "ok" (verified), "wrong"
/// (ran, wrong output), "FAIL" (did not run to the end) or "-" (not run).
inline llvm::StringRef waveOutcome(const ProgramResult &P, unsigned Wave) {
  for (const WaveRun &W : P.Waves)
    if (W.Wave == Wave)
      return W.Verify.Status == StageStatus::Passed ? "ok"
             : W.Run.Status == StageStatus::Passed  ? "wrong"
                                                    : "FAIL";
  return "-";
}

/// "gfx90a", "cpu-backend (wave32 and wave64[ under memcheck]; built from a
/// copy translated with --launch-syntax=hip)" or "none (why)".
inline std::string deviceText(const CoverageReport &R) {
  if (!R.Device.Available)
    return "none (" + R.Device.Reason + ")";
  std::string S = R.Device.Name;
  if (R.Cpu) {
    S += " (wave32 and wave64";
    if (R.Cpu->Memcheck)
      S += " under memcheck";
    if (!R.Cpu->Translate.empty()) {
      S += "; built from a copy translated with";
      for (const std::string &A : R.Cpu->Translate)
        S += " " + A;
    }
    S += ")";
  }
  return S;
}

/// A target list's compiler line: "/usr/bin/hipcc (hipcc (HIP 5.2))" or
/// "none: no hipcc for HIP 7.2 (...)".
inline std::string targetCompilerText(const HipTargetCompiler &T) {
  if (T.Hipcc.empty())
    return T.Reason.empty() ? "not needed" : "none: " + T.Reason;
  return T.Hipcc + " (" + T.FoundBy + ")";
}

/// The common reason a target's compile stage was skipped for every program.
inline std::string commonTargetSkipReason(const CoverageReport &R, llvm::StringRef HipVersion) {
  std::string Reason;
  for (const ProgramResult &P : R.Programs)
    for (const TargetResult &T : P.Targets) {
      if (T.HipVersion != HipVersion)
        continue;
      if (T.Compile.Status != StageStatus::Skipped)
        return "";
      if (Reason.empty())
        Reason = T.Compile.Message;
      else if (Reason != T.Compile.Message)
        return "";
    }
  return Reason;
}

constexpr const char *Categories[] = {"verified", "ran", "compiled", "translated",
                                      "needs-library", "untranslated"};

/// The categories that have programs, in the order of Categories, with their
/// number of programs.
inline std::vector<std::pair<const char *, unsigned>>
presentCategories(const CoverageSummary &S) {
  std::vector<std::pair<const char *, unsigned>> Out;
  for (const char *C : Categories) {
    auto It = S.Categories.find(C);
    if (It != S.Categories.end())
      Out.push_back({C, It->second});
  }
  return Out;
}

} // namespace report
} // namespace cu2hip
