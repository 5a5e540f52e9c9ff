// Names, categories and the aggregate figures of a coverage run.
#include "cu2hip/Coverage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <map>
#include <set>

using namespace cu2hip;

llvm::StringRef cu2hip::stageName(Stage S) {
  switch (S) {
  case Stage::Translate: return "translate";
  case Stage::Compile: return "compile";
  case Stage::Run: return "run";
  case Stage::Verify: return "verify";
  }
  return "?";
}

std::optional<Stage> cu2hip::parseStage(llvm::StringRef S) {
  for (Stage X : AllStages)
    if (stageName(X) == S)
      return X;
  return std::nullopt;
}

llvm::StringRef cu2hip::stageStatusName(StageStatus S) {
  switch (S) {
  case StageStatus::Passed: return "passed";
  case StageStatus::Failed: return "failed";
  case StageStatus::Skipped: return "skipped";
  case StageStatus::NeedsLibrary: return "needs-library";
  }
  return "?";
}

std::optional<StageStatus> cu2hip::parseStageStatus(llvm::StringRef S) {
  for (StageStatus X : {StageStatus::Passed, StageStatus::Failed, StageStatus::Skipped,
                        StageStatus::NeedsLibrary})
    if (stageStatusName(X) == S)
      return X;
  return std::nullopt;
}

std::optional<Stage> ProgramResult::reached(RequestedStages Req) const {
  std::optional<Stage> Last;
  for (Stage S : AllStages) {
    if (!Req.has(S))
      continue;
    if (stage(S).Status != StageStatus::Passed)
      break;
    Last = S;
  }
  return Last;
}

llvm::StringRef ProgramResult::category(RequestedStages Req) const {
  if (stage(Stage::Compile).Status == StageStatus::NeedsLibrary)
    return "needs-library";
  auto R = reached(Req);
  if (!R)
    return "untranslated";
  switch (*R) {
  case Stage::Translate: return "translated";
  case Stage::Compile: return "compiled";
  case Stage::Run: return "ran";
  case Stage::Verify: return "verified";
  }
  return "?";
}

// Warp sites: the warp-size sites and lockstep-dependent code the translator
// found; the ones it reports as a remark (or a note) are sites it rewrote
// itself. Adjust here when the warp diagnostics change.
WarpOutcome cu2hip::classifyWarpDiagnostic(const Diagnostic &D) {
  switch (D.Id) {
  case DiagId::WarpSite:
    // Every classified site is handled by the warp model in force (logical32
    // keeps CUDA's semantics by construction; native falls back per function).
    return WarpOutcome::Fixed;
  case DiagId::LockstepSynchronised:
    // Steps that relied on lockstep, now synchronised (rule warp-lockstep).
    return WarpOutcome::Fixed;
  case DiagId::LockstepNotRewritten:
    // Left as written: a person must synchronise them.
    return WarpOutcome::Found;
  case DiagId::PartialWarpMask:
    // A partial mask the target HIP cannot express: the site at this line
    // needs a person (the runner un-fixes it rather than counting it twice).
    return WarpOutcome::Found;
  default:
    return WarpOutcome::None; // e.g. warp-fallback: about a function, not a site
  }
}

CoverageSummary cu2hip::summarizeCoverage(const std::vector<ProgramResult> &Programs,
                                          RequestedStages Req) {
  CoverageSummary Sum;
  Sum.Programs = Programs.size();
  Sum.Requested = Req;
  std::map<std::string, Blocker> Blockers;
  for (const ProgramResult &P : Programs) {
    for (Stage S : AllStages) {
      StageSummary &X = Sum.Stages[static_cast<int>(S)];
      const StageResult &R = P.stage(S);
      switch (R.Status) {
      case StageStatus::Passed: ++X.Passed; break;
      case StageStatus::Failed: ++X.Failed; break;
      case StageStatus::Skipped: ++X.Skipped; break;
      case StageStatus::NeedsLibrary: ++X.NeedsLibrary; break;
      }
      X.Seconds += R.Seconds;
    }
    if (auto R = P.reached(Req))
      for (Stage S : AllStages)
        if (Req.has(S) && static_cast<int>(S) <= static_cast<int>(*R))
          ++Sum.Stages[static_cast<int>(S)].Reached;
    for (const auto &[Area, C] : P.Api) {
      Sum.Api[Area].Total += C.Total;
      Sum.Api[Area].Converted += C.Converted;
    }
    Sum.ApiTotal.Total += P.ApiTotal.Total;
    Sum.ApiTotal.Converted += P.ApiTotal.Converted;
    for (const WarpFinding &W : P.Warp) {
      ++Sum.WarpFound;
      Sum.WarpFixed += W.Fixed;
    }
    for (const WaveRun &W : P.Waves) {
      WaveSummary &X = Sum.Waves[W.Wave];
      X.Ran += W.Run.Status == StageStatus::Passed;
      X.Verified += W.Verify.Status == StageStatus::Passed;
      X.Failed += W.Verify.Status != StageStatus::Passed;
    }
    Sum.Divergent += P.Divergence.has_value();
    if (P.Differential) {
      ++Sum.DiffCompared;
      Sum.DiffDiffer += P.Differential->Reference.Status != StageStatus::Passed ||
                        llvm::any_of(P.Differential->Candidates, [](const DifferentialResult::Candidate &C) {
                          return !C.Difference.empty();
                        });
    }
    if (P.CpuBuild.Status != StageStatus::Skipped) {
      ++Sum.CpuAttempted;
      Sum.CpuBuilt += P.CpuBuild.Status == StageStatus::Passed;
      Sum.CpuReused += P.CpuBuild.Cached;
    }
    // A target list holds every target's builds, the report's own included.
    auto CountBuilds = [&](const std::vector<ArchResult> &Archs) {
      for (const ArchResult &A : Archs) {
        ++Sum.HipccBuilds;
        Sum.HipccReused += A.Cached;
      }
    };
    if (P.Targets.empty())
      CountBuilds(P.Archs);
    for (const TargetResult &T : P.Targets)
      CountBuilds(T.Archs);
    for (const std::string &L : P.NeedsLibraries)
      Sum.NeedsLibrary[L].push_back(P.Manifest.Name);
    ++Sum.Categories[P.category(Req).str()];
    std::set<std::string> Seen;
    for (const Unconverted &U : P.Blocking) {
      Blocker &B = Blockers[U.Name];
      B.Name = U.Name;
      B.Kind = U.Kind;
      B.Where = U.Where;
      ++B.Uses;
      if (Seen.insert(U.Name).second)
        B.Programs.push_back(P.Manifest.Name);
    }
  }
  for (auto &[Name, B] : Blockers) {
    llvm::sort(B.Programs);
    Sum.Blockers.push_back(std::move(B));
  }
  llvm::stable_sort(Sum.Blockers, [](const Blocker &A, const Blocker &B) {
    if (A.Programs.size() != B.Programs.size())
      return A.Programs.size() > B.Programs.size();
    if (A.Uses != B.Uses)
      return A.Uses > B.Uses;
    return A.Name < B.Name;
  });
  for (auto &[L, Names] : Sum.NeedsLibrary)
    llvm::sort(Names);
  // A target list: one column per target, in the programs' order of targets.
  if (!Programs.empty())
    for (const TargetResult &T : Programs.front().Targets) {
      TargetSummary X;
      X.HipVersion = T.HipVersion;
      Sum.Targets.push_back(std::move(X));
    }
  for (TargetSummary &X : Sum.Targets) {
    for (const ProgramResult &P : Programs)
      for (const TargetResult &T : P.Targets) {
        if (T.HipVersion != X.HipVersion)
          continue;
        for (auto [St, Res] : {std::pair{&X.Translate, &T.Translate}, {&X.Compile, &T.Compile}}) {
          switch (Res->Status) {
          case StageStatus::Passed: ++St->Passed; break;
          case StageStatus::Failed: ++St->Failed; break;
          case StageStatus::Skipped: ++St->Skipped; break;
          case StageStatus::NeedsLibrary: ++St->NeedsLibrary; break;
          }
          St->Seconds += Res->Seconds;
        }
        bool Translated = T.Translate.Status == StageStatus::Passed;
        X.Translate.Reached += Translated;
        X.Compile.Reached += Translated && T.Compile.Status == StageStatus::Passed;
        X.ApiTotal.Total += T.ApiTotal.Total;
        X.ApiTotal.Converted += T.ApiTotal.Converted;
        for (const std::string &L : T.NeedsLibraries)
          X.NeedsLibrary[L].push_back(P.Manifest.Name);
        ++X.Categories[T.category().str()];
      }
    for (auto &[L, Names] : X.NeedsLibrary)
      llvm::sort(Names);
  }
  // A program the backend did not run (not supported, not translated) is
  // skipped at every width.
  for (auto &[Wave, X] : Sum.Waves)
    X.Skipped = Sum.Programs - X.Verified - X.Failed;
  return Sum;
}

// --- Links from findings to their source --------------------------------------

std::string SourceLocation::str() const {
  return Line ? Path + ":" + std::to_string(Line) + ":" + std::to_string(Column) : Path;
}

llvm::Error cu2hip::checkSourceUrlTemplate(llvm::StringRef T) {
  auto Fail = [](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Why.str().c_str());
  };
  std::string Known;
  for (llvm::StringRef P : SourceUrlPlaceholders)
    Known += (Known.empty() ? "{" : ", {") + P.str() + "}";
  bool HasPath = false;
  for (size_t I = T.find('{'); I != llvm::StringRef::npos; I = T.find('{', I + 1)) {
    size_t E = T.find('}', I);
    if (E == llvm::StringRef::npos)
      return Fail("'{' at offset " + llvm::Twine(I) + " opens no placeholder (known: " + Known + ")");
    llvm::StringRef Name = T.slice(I + 1, E);
    if (!llvm::is_contained(SourceUrlPlaceholders, Name))
      return Fail("unknown placeholder '{" + Name + "}' (known: " + Known + ")");
    HasPath |= Name == "path";
    I = E;
  }
  // Without {path} every finding would link to the same page.
  if (!HasPath)
    return Fail("no {path} placeholder (known: " + Known + ")");
  return llvm::Error::success();
}

std::string cu2hip::corpusRelativePath(llvm::StringRef Root, llvm::StringRef Dir,
                                       llvm::StringRef File) {
  using llvm::sys::path::Style;
  auto Clean = [](llvm::StringRef P) {
    llvm::SmallString<256> S(llvm::sys::path::convert_to_slash(P));
    llvm::sys::path::remove_dots(S, /*remove_dot_dot=*/true, Style::posix);
    return std::string(S);
  };
  std::string Full = Clean(llvm::sys::path::is_absolute(File) || Dir.empty()
                               ? File.str()
                               : (Dir + "/" + File).str());
  // Lexically first (a report read back has only the paths as given), then
  // both made absolute (a corpus "." with programs "./x").
  auto Under = [](llvm::StringRef P, llvm::StringRef R) -> std::optional<std::string> {
    if (R.empty() || R == ".") // the current directory: every relative path is under it
      return llvm::sys::path::is_absolute(P, Style::posix) ? std::nullopt
                                                          : std::optional(P.str());
    if (P.consume_front(R) && (P.empty() || P.consume_front("/")))
      return P.str();
    return std::nullopt;
  };
  std::string R = Clean(Root);
  if (auto Rel = Under(Full, R))
    return *Rel;
  llvm::SmallString<256> AbsFull(Full), AbsRoot(R);
  if (!llvm::sys::fs::make_absolute(AbsFull) && !llvm::sys::fs::make_absolute(AbsRoot))
    if (auto Rel = Under(Clean(AbsFull), Clean(AbsRoot)))
      return *Rel;
  return Full;
}

namespace {
/// %XX of byte \p C.
std::string percentByte(unsigned char C) { return llvm::formatv("%{0:X-2}", unsigned(C)).str(); }
} // namespace

std::string cu2hip::sourceUrl(llvm::StringRef Template, llvm::StringRef Path, unsigned Line,
                              unsigned Col) {
  // The path: RFC 3986's unreserved characters and '/', every other byte
  // %XX (a ':' too, so that "javascript:x.cu" stays a relative path).
  std::string P;
  for (unsigned char C : Path)
    P += llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C) ? std::string(1, C) : percentByte(C);
  if (Template.empty())
    return Line ? P + "#L" + std::to_string(Line) : P;
  std::string Out;
  for (size_t I = 0; I < Template.size(); ++I) {
    unsigned char C = Template[I];
    if (C == '{') {
      size_t E = Template.find('}', I);
      llvm::StringRef Name = E == llvm::StringRef::npos ? "" : Template.slice(I + 1, E);
      std::optional<std::string> V = Name == "path"   ? std::optional(P)
                                     : Name == "line" ? std::optional(std::to_string(Line))
                                     : Name == "col"  ? std::optional(std::to_string(Col))
                                                      : std::nullopt;
      if (V) {
        Out += *V;
        I = E;
        continue;
      }
    }
    // The template's own text is the user's URL ('%' escapes kept); only
    // what would end an HTML attribute or a Markdown link is encoded.
    if (C <= 0x20 || C >= 0x7F || llvm::StringRef("\"'<>()[]{}|`\\^").contains(C))
      Out += percentByte(C);
    else
      Out += char(C);
  }
  return Out;
}

SourceLocation CoverageReport::locate(const ProgramResult &P, llvm::StringRef File, unsigned Line,
                                      unsigned Col) const {
  SourceLocation L;
  L.Path = corpusRelativePath(Corpus, P.Manifest.Dir, File);
  L.Line = Line;
  L.Column = Col;
  L.Url = sourceUrl(SourceUrl, L.Path, Line, Col);
  return L;
}

SourceLocation CoverageReport::locate(const CorpusProblem &E) const {
  SourceLocation L;
  L.Path = corpusRelativePath(Corpus, "", E.File); // E.File: the path as found
  L.Line = E.Line;
  L.Column = E.Column;
  if (!L.Path.empty())
    L.Url = sourceUrl(SourceUrl, L.Path, E.Line, E.Column);
  return L;
}

// --- History ------------------------------------------------------------------

std::optional<double> HistoryPoint::pct(Stage S) const {
  auto It = Reached.find(stageName(S).str());
  if (It == Reached.end())
    return std::nullopt;
  double P = Programs ? 100.0 * It->second / Programs : 0.0;
  return std::round(P * 10) / 10;
}

std::vector<HistoryPoint> cu2hip::coverageHistory(const BaselineComparison &B,
                                                  const CoverageSummary &Now) {
  std::vector<HistoryPoint> H = B.History;
  HistoryPoint P;
  P.Programs = Now.Programs;
  for (Stage S : AllStages)
    if (Now.Requested.has(S))
      P.Reached[stageName(S).str()] = Now.stage(S).Reached;
  H.push_back(std::move(P));
  if (H.size() > MaxHistoryPoints)
    H.erase(H.begin(), H.end() - MaxHistoryPoints);
  return H;
}
