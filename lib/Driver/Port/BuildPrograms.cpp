// `cu2hip coverage` on a repository: a directory without corpus.yaml whose
// build scripts make executables (BuildFacts.h, readBuildPrograms) is those
// programs, each with its own sources and the -I/-D its build gives them
// (docs/coverage.md, "Programs from the build scripts").
#include "BuildFacts.h"
#include "Port.h"
#include "Support/Paths.h"
#include "cu2hip/Coverage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"

#include <set>

using namespace cu2hip;
using namespace cu2hip::port;
namespace path = llvm::sys::path;

namespace {
std::string absoluteDir(llvm::StringRef Dir) {
  llvm::SmallString<256> A(Dir);
  llvm::sys::fs::make_absolute(A);
  path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

/// The executables \p Dir's build scripts make, sources relative to \p Dir.
std::vector<BuildProgram> programsOf(llvm::StringRef Dir) {
  std::string Abs = absoluteDir(Dir);
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Abs, Real))
    return {};
  PortPlan Plan;
  Plan.setRoots(Abs, std::string(Real));
  Plan.walk([](llvm::StringRef) { return false; });
  // Only scripts matter here: a tree without one is not read further.
  if (llvm::none_of(Plan.E, [](const Entry &En) {
        return support::buildScriptKind(En.Rel) != support::BuildScriptKind::None;
      }))
    return {};
  PlanOptions PO;
  llvm::StdThreadPool Pool(llvm::hardware_concurrency(1));
  Plan.load(PO, Pool);
  Plan.plan(PO);
  return readBuildPrograms(Plan);
}

/// \p P's flags from the build's facts: an include directory inside the
/// program's directory or beside it (a suite's ../common) relative to it, so
/// that each stage finds it in its translated copy; others absolute.
std::vector<std::string> flagsFor(const SourceFacts &F, llvm::StringRef ProgramDir) {
  std::string Dir = absoluteDir(ProgramDir);
  std::string Parent = path::parent_path(Dir).str();
  std::vector<std::string> Out;
  for (const std::string &I : F.Includes) {
    if (support::isWithin(I, Dir))
      Out.push_back("-I" + (I == Dir ? std::string(".") : I.substr(Dir.size() + 1)));
    else if (!Parent.empty() && support::isWithin(I, Parent) && I != Parent)
      Out.push_back("-I../" + I.substr(Parent.size() + 1));
    else
      Out.push_back("-I" + I);
  }
  for (const std::string &D : F.Defines)
    Out.push_back("-D" + D);
  if (F.Rdc)
    Out.push_back("-fgpu-rdc");
  return Out;
}

CorpusProgram fromBuild(const CorpusProgram &Found, const BuildProgram &B, std::string Name) {
  CorpusProgram P = Found;
  P.Name = std::move(Name);
  P.Sources = B.Sources;
  P.BuildScript = B.Script;
  P.Flags = flagsFor(B.Facts, Found.Dir);
  if (P.Args.empty())
    P.Args = B.Args;
  return P;
}
} // namespace

void cu2hip::addBuildPrograms(Corpus &C) {
  if (llvm::any_of(C.Programs, [](const CorpusProgram &P) { return !P.Found; }))
    return; // a corpus with manifests says what its programs are
  // The top's scripts may make programs from sources in directories below:
  // then those are the programs, not the directories.
  if (std::vector<BuildProgram> Top = programsOf(C.Root); !Top.empty()) {
    CorpusProgram Base;
    Base.Found = true;
    Base.Expect = "";
    Base.Dir = C.Root;
    C.Programs.clear();
    llvm::erase_if(C.Warnings, [](const CorpusProblem &W) {
      return llvm::StringRef(W.Message).contains("not a program");
    });
    llvm::erase_if(C.Errors, [](const CorpusProblem &E) {
      return llvm::StringRef(E.Message).starts_with("no programs");
    });
    for (const BuildProgram &B : Top)
      C.Programs.push_back(fromBuild(Base, B, B.Name));
    return;
  }
  std::vector<CorpusProgram> Out;
  std::set<std::string> Names;
  for (const CorpusProgram &P : C.Programs) {
    std::vector<BuildProgram> Made = programsOf(P.Dir);
    if (Made.empty()) {
      Out.push_back(P);
      continue;
    }
    // One program: the directory's name stays (suites name their programs
    // by directory, each making `main`); several: named by target.
    if (Made.size() == 1) {
      Out.push_back(fromBuild(P, Made[0], P.Name));
      continue;
    }
    for (const BuildProgram &B : Made)
      Out.push_back(fromBuild(P, B, B.Name));
  }
  // Names are work directories and report keys: a clash gets the directory's name.
  std::map<std::string, unsigned> Count;
  for (const CorpusProgram &P : Out)
    ++Count[P.Name];
  for (CorpusProgram &P : Out)
    if (Count[P.Name] > 1 && !P.BuildScript.empty())
      P.Name = path::filename(absoluteDir(P.Dir)).str() + "-" + P.Name;
  llvm::sort(Out, [](const CorpusProgram &A, const CorpusProgram &B) { return A.Name < B.Name; });
  C.Programs = std::move(Out);
}
