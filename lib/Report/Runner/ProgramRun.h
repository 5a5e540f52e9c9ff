// The stages of `cu2hip coverage` for one program (lib/Report/CoverageRunner.cpp
// runs them for every program, in parallel): translate (TranslateStage.cpp),
// compile with hipcc (CompileStage.cpp), run and verify on a device, through
// --runner or on the CPU backend at each wavefront width (RunStage.cpp).
#pragma once

#include "cu2hip/Coverage.h"
#include "cu2hip/Translator.h"
#include "Support/Process.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

// The stages' shorthands (each stage file uses `namespace cu2hip::runner`).
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

class CompileCache;
class LibraryProbe;

/// The suite's shared directories (CorpusProgram::Shared) translated once per
/// coverage run and translator, not once per program: (relative path,
/// output) of each file.
class SharedTranslations {
public:
  using Files = std::vector<std::pair<std::string, std::string>>;
  const Files &get(const Translator &T, const std::string &Dir);

private:
  std::mutex Lock;
  std::map<std::pair<const Translator *, std::string>, std::shared_ptr<Files>> Done;
  std::map<std::pair<const Translator *, std::string>, std::shared_ptr<std::once_flag>> Once;
};

struct ProgramRun {
  const CoverageRunOptions &O;
  const Translator &T;
  /// The translator with cpu-runtime.json's "translate" arguments applied,
  /// when they change anything (null: the CPU backend builds \c T's output).
  const Translator *CpuT;
  ProgramResult &R;
  /// The reference's translator of a differential run (--warp-model none,
  /// the CPU backend's arguments); null: the program's own translation is
  /// the reference already (or no differential run).
  const Translator *RefT = nullptr;
  std::string Root;     // WORK/<name>
  std::string SrcDir;   // WORK/<name>/src: the translated program
  std::string BuildDir; // WORK/<name>/build
  bool TranslatedOk = true;
  /// Answers which HIP libraries O.Hipcc has (shared by the programs; null:
  /// findHipLibrary under O.IncludeRoots).
  LibraryProbe *Libraries = nullptr;
  /// Shared directories' translations, when T is the run's own translator
  /// (null: translated here, as with a program's own -I/-D).
  SharedTranslations *Shared = nullptr;
  std::vector<std::string> TranslatedIncludes;
  /// Coverage's compile cache (null: off, --no-cache).
  CompileCache *Cache = nullptr;

  ProgramRun(const CoverageRunOptions &O, const Translator &T, const Translator *CpuT,
             ProgramResult &R, std::string Root);

  /// Work-directory paths in compiler output become program-relative.
  std::string clean(std::string S) const;
  /// The program's code files, relative to its directory: every one for a
  /// directory program; a build-script program's sources and the headers.
  std::vector<std::string> files() const;
  /// The build scripts' flags for compiling its copy in \p Tree (src/ or
  /// cpu-src/): -I directories of the program resolved there.
  std::vector<std::string> buildFlags(const std::string &Tree) const;

  /// A program's build as commands for one compiler: each source of its copy
  /// in \p Tree to an object in \p Dir, then the link; the log each writes
  /// and what it is ("compile SRC", "link"), for the report.
  struct BuildPlan {
    std::vector<std::vector<std::string>> Commands;
    std::vector<std::string> Logs, Whats;
  };
  /// \p Compile comes before each source's flags and `-c SRC -o OBJ`;
  /// the link is \p LinkFirst, the objects, `-o Exe`, then \p LinkLast.
  BuildPlan planBuild(const std::string &Tree, const std::string &Dir, const std::vector<std::string> &Compile,
                      const std::vector<std::string> &LinkFirst, const std::string &Exe,
                      const std::vector<std::string> &LinkLast) const;

  void translate();
  void compile();
  void run();

private:
  /// The directories a build from the translated copy \p Src can include
  /// from: Src and the shared directories beside it.
  std::vector<std::string> includeTrees(const std::string &Src) const;
  /// The HIP libraries the program needs (manifest and translated includes).
  std::vector<std::string> neededLibraries() const;
  /// The HIP release the CPU backend emulates for this program: the target
  /// of the translation it builds.
  Version cpuHipTarget() const;
  /// Builds the executable for the CPU backend into \p Dir, for wavefront
  /// width \p Wave where warpSize is a constant (0: one build for every
  /// width); fills \p A; the executable's path, empty when the build failed.
  std::string buildForCpu(unsigned Wave, const std::string &Dir, ArchResult &A,
                          const std::string &FromSrc = "");
  /// A contained run (docs/coverage.md, "Contained runs") in the fresh work
  /// directory \p Dir, with HOME and TMPDIR inside it when \p OwnHome.
  support::ProcessOptions runOptions(const std::string &Dir, bool OwnHome) const;
  /// Copies the program's data into the run's work directory \p Dir.
  void stageData(const std::string &Dir) const;
  void runOnDevice();
  void runOnCpu();
  /// Whether this program's runs are compared with a reference
  /// (DifferentialStage.cpp).
  bool differential() const;
  /// The reference run and the comparison of each width's run with it; the
  /// verdict goes to the verify stage.
  void runDifferential();
};

/// Runs \p Program and fills \p Run (and \p ExitCode); the output is
/// returned (RunStage.cpp).
std::string runOnce(const std::string &Program, const std::vector<std::string> &Args,
                    const support::ProcessOptions &PO, StageResult &Run, std::optional<int> &ExitCode,
                    const ProgramRun &PR, std::optional<int> BackendExit = std::nullopt,
                    uint64_t *Dropped = nullptr);
/// The output without the lines the manifest ignores (RunStage.cpp).
std::string comparable(const std::string &Out, const CorpusProgram &M);
/// Translates \p Files of \p Dir (every program file when null) with \p T
/// into \p To; the problems are returned (TranslateStage.cpp).
std::vector<std::string> translateCopy(const CoverageRunOptions &O, const Translator &T, llvm::StringRef Dir,
                                       llvm::StringRef To,
                                       const std::vector<std::string> *Files = nullptr);

/// Fails \p Verify with \p Msg, or adds Msg to its failure ("; " between).
void failVerify(StageResult &Verify, const std::string &Msg);

/// Every code file (Support/FileKinds.def) under \p Dir, relative, sorted.
std::vector<std::string> programFiles(llvm::StringRef Dir);

/// \p P's build-script flags for translating its original files: -I
/// directories absolute (TranslateOptions::ExtraArgs).
std::vector<std::string> translateFlags(const CorpusProgram &P);

} // namespace runner
} // namespace cu2hip
