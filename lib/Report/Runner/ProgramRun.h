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

#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

// The stages' shorthands (each stage file uses `namespace cu2hip::runner`).
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

class LibraryProbe;

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
  std::vector<std::string> TranslatedIncludes;

  ProgramRun(const CoverageRunOptions &O, const Translator &T, const Translator *CpuT,
             ProgramResult &R, std::string Root);

  /// Work-directory paths in compiler output become program-relative.
  std::string clean(std::string S) const;

  void translate();
  void compile();
  void run();

private:
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
/// Translates the program files of \p Dir with \p T into \p To; the
/// problems are returned (TranslateStage.cpp).
std::vector<std::string> translateCopy(const CoverageRunOptions &O, const Translator &T, llvm::StringRef Dir,
                                       llvm::StringRef To);

/// Every code file (Support/FileKinds.def) under \p Dir, relative, sorted.
std::vector<std::string> programFiles(llvm::StringRef Dir);

} // namespace runner
} // namespace cu2hip
