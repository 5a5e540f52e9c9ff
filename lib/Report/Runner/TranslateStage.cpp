// The translate stage: every source and header of the program directory goes
// through the translator into WORK/<name>/src; API uses, blocking uses and
// warp-size sites are counted for the report.
#include "ProgramRun.h"

#include "CompilerLog.h"
#include "Core/Directives.h"
#include "Support/Clock.h"
#include "Support/FileKinds.h"
#include "Support/Paths.h"
#include "Support/Process.h"
#include "../../Frontend/Frontend.h"
#include "cu2hip/Compat.h"
#include "cu2hip/Mapping.h"
#include "cu2hip/Output.h"
#include "cu2hip/UnifiedDiff.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>
#include <map>

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;

namespace {
std::vector<std::string> includesOf(const std::string &Text) {
  std::vector<std::string> Out;
  DirectiveScan Scan(Text);
  for (const IncludeDirective &I : Scan.includes())
    if (I.Kind == IncludeDirective::Include)
      Out.push_back(I.Name.str());
  return Out;
}
} // namespace

std::vector<std::string> runner::programFiles(llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  llvm::SmallString<256> RealDir;
  if (fs::real_path(Dir, RealDir))
    RealDir = Dir;
  // Links are not followed: a link to a directory (`selfdir -> .`) would walk
  // the program again and again; a linked file counts when it is the
  // program's own (its real path inside the program directory).
  for (fs::recursive_directory_iterator I(Dir, EC, /*follow_symlinks=*/false), E; I != E && !EC;
       I.increment(EC)) {
    llvm::StringRef Name = path::filename(I->path());
    if (I->type() == fs::file_type::directory_file) {
      // Build outputs and hidden directories are not looked into.
      if (Name.starts_with("."))
        I.no_push();
      continue;
    }
    if (!isCodeFile(Name))
      continue;
    if (I->type() == fs::file_type::symlink_file) {
      llvm::SmallString<256> Real;
      if (fs::real_path(I->path(), Real) || !fs::is_regular_file(Real) ||
          !support::isWithin(Real, RealDir))
        continue;
    }
    llvm::StringRef Rel(I->path());
    Rel.consume_front(Dir);
    Rel = Rel.ltrim("/");
    Files.push_back(Rel.str());
  }
  llvm::sort(Files);
  return Files;
}

std::vector<std::string> ProgramRun::files() const {
  const CorpusProgram &P = R.Manifest;
  std::vector<std::string> All = programFiles(P.Dir);
  if (P.BuildScript.empty())
    return All;
  // The other programs' sources are not this one's.
  llvm::erase_if(All, [&](const std::string &F) {
    return codeFileKind(F) == CodeFileKind::Source && !llvm::is_contained(P.Sources, F);
  });
  return All;
}

/// -I DIR with DIR relative to \p Base made absolute there; others as they are.
static std::vector<std::string> resolveFlags(const CorpusProgram &P, const std::string &Base) {
  std::vector<std::string> Out;
  for (const std::string &F : P.Flags) {
    llvm::StringRef Dir(F);
    if (!Dir.consume_front("-I") || path::is_absolute(Dir)) {
      Out.push_back(F);
      continue;
    }
    llvm::SmallString<256> A(Base);
    path::append(A, Dir);
    path::remove_dots(A, /*remove_dot_dot=*/true);
    Out.push_back("-I" + std::string(A));
  }
  return Out;
}

std::vector<std::string> runner::translateFlags(const CorpusProgram &P) {
  llvm::SmallString<256> Dir(P.Dir);
  fs::make_absolute(Dir);
  return resolveFlags(P, std::string(Dir));
}

std::vector<std::string> ProgramRun::buildFlags(const std::string &Tree) const {
  return resolveFlags(R.Manifest, Tree);
}

ProgramRun::BuildPlan ProgramRun::planBuild(const std::string &Tree, const std::string &Dir,
                                            const std::vector<std::string> &Compile,
                                            const std::vector<std::string> &LinkFirst, const std::string &Exe,
                                            const std::vector<std::string> &LinkLast) const {
  BuildPlan P;
  std::vector<std::string> Link = LinkFirst;
  for (const std::string &Src : R.Manifest.Sources) {
    std::string Flat = replaceAll(Src, "/", "_");
    std::string Obj = joinPath(Dir, Flat + ".o");
    std::vector<std::string> Args = Compile;
    for (std::string &F : buildFlags(Tree))
      Args.push_back(std::move(F));
    // Sources are found beside the translated file, as hipcc would.
    Args.insert(Args.end(), {"-c", joinPath(Tree, Src), "-o", Obj});
    P.Commands.push_back(std::move(Args));
    P.Logs.push_back(joinPath(Dir, Flat + ".log"));
    P.Whats.push_back("compile " + Src);
    Link.push_back(Obj);
  }
  Link.insert(Link.end(), {"-o", Exe});
  Link.insert(Link.end(), LinkLast.begin(), LinkLast.end());
  P.Commands.push_back(std::move(Link));
  P.Logs.push_back(joinPath(Dir, "link.log"));
  P.Whats.push_back("link");
  return P;
}

/// Writes \p Output as \p Rel under \p Dir, with cu2hip_warp.h beside it when
/// the output includes it. Problems go to \p Problems.
static void writeTranslated(const CoverageRunOptions &O, llvm::StringRef Dir, llvm::StringRef Rel,
                            const std::string &Output, std::vector<std::string> &Problems,
                            std::vector<std::string> *Includes) {
  bool WantsWarpHeader = false;
  for (std::string &I : includesOf(Output)) {
    WantsWarpHeader |= I == WarpHeaderName;
    if (Includes)
      Includes->push_back(std::move(I));
  }
  std::string OutPath = joinPath(Dir, Rel);
  if (std::error_code EC = fs::create_directories(path::parent_path(OutPath)))
    Problems.push_back(Rel.str() + ": cannot create the work directory: " + EC.message());
  else if (llvm::Error E = writeFileAtomically(OutPath, Output))
    Problems.push_back(Rel.str() + ": " + llvm::toString(std::move(E)));
  // The translator's warp helper header goes beside the file that includes it.
  std::string Helper = joinPath(path::parent_path(OutPath), WarpHeaderName);
  if (WantsWarpHeader && !fs::exists(Helper)) {
    std::string From = findShareDir(O.Translate.ShareDir) + "/include/" + WarpHeaderName;
    if (std::error_code EC = fs::copy_file(From, Helper))
      Problems.push_back(Rel.str() + ": cannot copy " + From + ": " + EC.message());
  }
}

namespace {
/// --style=compat: a program's files in compat form and the one header they
/// share, at the program's top (include/cu2hip/Compat.h).
class CompatProgram {
public:
  explicit CompatProgram(const CoverageRunOptions &O) : O(O) {}
  std::string output(const FileResult &FR, llvm::StringRef Rel) {
    if (!O.Compat)
      return FR.Output;
    compat::FileCompat C = compat::translateFile(FR, includeSpelling(Rel, HeaderName));
    for (const auto &[Cuda, Hip] : C.Renames)
      Spec.Renames.emplace(Cuda, Hip);
    Warp |= C.NeedsWarpHelpers;
    return C.Output;
  }
  void write(llvm::StringRef Dir, std::vector<std::string> &Problems) {
    if (!O.Compat)
      return;
    Spec.FileName = HeaderName;
    if (O.Translate.HipTarget.isSet())
      Spec.Targets = {O.Translate.HipTarget};
    Spec.WarpHeaderSpelling = WarpHeaderName;
    Spec.EditsNeedWarp = Warp;
    writeTranslated(O, Dir, HeaderName, compat::headerText(Spec), Problems, nullptr);
  }

private:
  static constexpr char HeaderName[] = "program_hip_compat.h";
  const CoverageRunOptions &O;
  compat::HeaderSpec Spec;
  bool Warp = false;
};
} // namespace

/// A copy of the program (the CPU backend's, with cpu-runtime.json's
/// translate arguments; a differential run's reference): \p Files of \p From
/// (every code file when null); problems are returned, the report's figures
/// are not touched.
std::vector<std::string> runner::translateCopy(const CoverageRunOptions &O, const Translator &T,
                                               llvm::StringRef From, llvm::StringRef Dir,
                                               const std::vector<std::string> *Files) {
  std::vector<std::string> Problems;
  CompatProgram Compat(O);
  for (const std::string &Rel : Files ? *Files : programFiles(From)) {
    TranslationResult TR = T.translate(joinPath(From, Rel));
    bool Ok = TR.Ok && !TR.Files.empty();
    if (!Ok) {
      Problems.push_back(Rel + ": not translated");
      continue;
    }
    writeTranslated(O, Dir, Rel, Compat.output(TR.Files.front(), Rel), Problems, nullptr);
  }
  Compat.write(Dir, Problems);
  return Problems;
}

/// Every code file of \p Dir translated (the original where it failed).
static SharedTranslations::Files translateDir(const Translator &T, const std::string &Dir) {
  SharedTranslations::Files Out;
  for (const std::string &Rel : programFiles(Dir)) {
    TranslationResult TR = T.translate(joinPath(Dir, Rel));
    if (!TR.Files.empty())
      Out.emplace_back(Rel, TR.Ok ? TR.Files.front().Output : TR.Files.front().Original);
  }
  return Out;
}

const SharedTranslations::Files &SharedTranslations::get(const Translator &T, const std::string &Dir) {
  std::shared_ptr<std::once_flag> Flag;
  std::shared_ptr<Files> Slot;
  {
    std::lock_guard<std::mutex> G(Lock);
    auto Key = std::make_pair(&T, Dir);
    auto &F = Once[Key];
    if (!F)
      F = std::make_shared<std::once_flag>();
    auto &D = Done[Key];
    if (!D)
      D = std::make_shared<Files>();
    Flag = F;
    Slot = D;
  }
  // Other programs wanting the same directory wait for this translation.
  std::call_once(*Flag, [&] { *Slot = translateDir(T, Dir); });
  return *Slot;
}

ProgramRun::ProgramRun(const CoverageRunOptions &O, const Translator &T, const Translator *CpuT,
                       ProgramResult &R, std::string RootDir)
    : O(O), T(T), CpuT(CpuT), R(R), Root(std::move(RootDir)), SrcDir(joinPath(Root, "src")),
      BuildDir(joinPath(Root, "build")) {}

std::string ProgramRun::clean(std::string S) const {
  S = replaceAll(std::move(S), SrcDir + "/", "");
  S = replaceAll(std::move(S), BuildDir + "/", "");
  S = replaceAll(std::move(S), joinPath(Root, "cpu-src") + "/", "");
  return S;
}

void ProgramRun::translate() {
  StageResult &S = R.stage(Stage::Translate);
  auto Start = std::chrono::steady_clock::now();
  const CorpusProgram &P = R.Manifest;
  std::vector<std::string> Problems;
  // The suite's shared directories (../common/x.h from the program): translated
  // beside src/ and cpu-src/, outside the program's figures.
  for (const std::string &D : P.Shared) {
    SharedTranslations::Files Own;
    const SharedTranslations::Files &Done = Shared ? Shared->get(T, D) : (Own = translateDir(T, D));
    for (const auto &[Rel, Output] : Done)
      writeTranslated(O, joinPath(Root, path::filename(D)), Rel, Output, Problems, nullptr);
  }
  // The first warp finding at each (file, line): a search per diagnostic made
  // a program with many warp sites quadratic.
  std::map<std::pair<std::string, unsigned>, size_t> WarpAt;
  for (size_t I = 0; I < R.Warp.size(); ++I)
    WarpAt.emplace(std::make_pair(R.Warp[I].File, R.Warp[I].Line), I);
  std::vector<std::string> Files = files();
  CompatProgram Compat(O);
  for (const std::string &Rel : Files) {
    TranslationResult TR = T.translate(joinPath(P.Dir, Rel));
    TranslatedFile F;
    F.Path = Rel;
    F.Ok = TR.Ok && !TR.Files.empty();
    std::string Output;
    if (!TR.Files.empty()) {
      const FileResult &FR = TR.Files.front();
      Output = F.Ok ? Compat.output(FR, Rel) : FR.Original;
      F.Edits = FR.Edits;
      F.UserRuleEdits = FR.UserRuleEdits;
      F.Changed = F.Ok && Output != FR.Original;
      if (F.Changed)
        F.Diff = unifiedDiff("a/" + Rel, "b/" + Rel, FR.Original, Output);
    }
    for (const ApiUse &U : TR.Uses) {
      ApiCount &C = R.Api[areaName(U.Where).str()];
      ++C.Total;
      ++R.ApiTotal.Total;
      if (U.Converted) {
        ++C.Converted;
        ++R.ApiTotal.Converted;
      } else {
        R.Blocking.push_back({U.Name, "api", U.Where, Rel, U.Line, U.Column});
      }
    }
    R.ParseProblems += summarizeDiagnostics(TR.Diags).ParseProblems;
    for (const Diagnostic &D : TR.Diags) {
      // Blockers by category (Diagnostics.def); unsupported APIs are counted
      // from TR.Uses above, not from their diagnostics.
      switch (D.category()) {
      case DiagCategory::InlineAsm:
        R.Blocking.push_back({"inline asm", "asm", Area::Device, Rel, D.Line, D.Column});
        break;
      case DiagCategory::UnsupportedHeader:
        R.Blocking.push_back({"<" + D.Subject + ">", "include", Area::Runtime, Rel, D.Line, D.Column});
        break;
      case DiagCategory::NewerHip:
      case DiagCategory::Interop:
        // A whole feature left unchanged (WMMA, pipelines, GL interop...):
        // reported once per file, by the features rule, not as API uses.
        R.Blocking.push_back({D.Subject, "feature", Area::Runtime, Rel, D.Line, D.Column});
        break;
      default:
        break;
      }
      if (D.severity() == Severity::Error)
        Problems.push_back(Rel + ": " + D.Message);
      WarpOutcome W = classifyWarpDiagnostic(D);
      if (W == WarpOutcome::Found) {
        // The same call is usually a classified site already: mark it unfixed.
        if (auto Same = WarpAt.find({Rel, D.Line}); Same != WarpAt.end()) {
          R.Warp[Same->second].Fixed = false;
          continue;
        }
      }
      // --warp-model none handles no site: each one is found, none fixed.
      bool Fixed = W == WarpOutcome::Fixed && O.Translate.Warp != WarpModel::None;
      if (W != WarpOutcome::None) {
        WarpAt.emplace(std::make_pair(Rel, D.Line), R.Warp.size());
        R.Warp.push_back({Rel, D.Line, D.Column, diagCode(D.Id), diagInfo(D.Id).Name.str(),
                          D.Message, Fixed});
      }
    }
    if (!F.Ok && Problems.empty())
      Problems.push_back(Rel + ": not translated");
    TranslatedOk &= F.Ok;
    writeTranslated(O, SrcDir, Rel, Output, Problems, &TranslatedIncludes);
    R.Files.push_back(std::move(F));
  }
  Compat.write(SrcDir, Problems);
  if (!Problems.empty())
    TranslatedOk = false;
  if (TranslatedOk && CpuT)
    for (std::string &Pr : translateCopy(O, *CpuT, P.Dir, joinPath(Root, "cpu-src"), &Files))
      Problems.push_back("CPU backend copy: " + Pr);
  if (!Problems.empty())
    TranslatedOk = false;
  S.Seconds = secondsSince(Start);
  if (R.Files.empty()) {
    TranslatedOk = false;
    Problems.push_back("no source files found");
  }
  if (!TranslatedOk) {
    S.Status = StageStatus::Failed;
    S.Message = "translation failed: " + oneLine(Problems.front());
    for (const std::string &Pr : Problems)
      S.Detail += Pr + "\n";
    return;
  }
  if (R.Blocking.empty()) {
    S.Status = StageStatus::Passed;
    return;
  }
  S.Status = StageStatus::Failed;
  S.Message = std::to_string(R.Blocking.size()) + " CUDA " +
              (R.Blocking.size() == 1 ? "use" : "uses") + " left: ";
  llvm::StringSet<> Shown;
  unsigned N = 0;
  for (const Unconverted &U : R.Blocking) {
    if (!Shown.insert(U.Name).second)
      continue;
    if (N++ == 3) {
      S.Message += ", ...";
      break;
    }
    S.Message += (N > 1 ? ", " : "") + U.Name + " (" + U.File + ":" + std::to_string(U.Line) +
                 ":" + std::to_string(U.Column) + ")";
  }
  for (const Unconverted &U : R.Blocking)
    S.Detail += U.File + ":" + std::to_string(U.Line) + ":" + std::to_string(U.Column) + ": " +
                U.Name + " [" + (U.Kind == "api" ? areaName(U.Where).str() : U.Kind) + "]\n";
}
