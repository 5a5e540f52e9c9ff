// What coverage asks of the HIP library table (lib/Mapping/Libraries.def):
// the HIP libraries a corpus program needs (from its manifest's `libraries:`
// names and its translated includes), whether they are installed, what to
// link, and whether the CPU backend can run them.
#pragma once

#include "Mapping/Libraries.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
namespace runner {

using libraries::HipLibrary;

/// Every HIP library coverage looks for (a row with a Probe), in the order of
/// "needs A, B (not installed)".
llvm::ArrayRef<HipLibrary> hipLibraries();

/// The manifest's library names (cublas, curand, ..., cuda-driver).
llvm::ArrayRef<llvm::StringRef> manifestLibraryNames();

/// The HIP libraries a manifest library name stands for (none for
/// cuda-driver: the HIP runtime itself has the driver API).
llvm::SmallVector<llvm::StringRef, 2> hipLibrariesForManifest(llvm::StringRef CudaLibrary);

/// The HIP libraries a translated #include belongs to.
llvm::SmallVector<llvm::StringRef, 2> hipLibrariesForInclude(llvm::StringRef Include);

/// Whether \p L is installed under one of \p IncludeRoots; the link flags it
/// needs go to \p LinkFlags.
bool findHipLibrary(const HipLibrary &L, llvm::ArrayRef<std::string> IncludeRoots,
                    std::vector<std::string> &LinkFlags);

/// Whether a HIP library is there for one hipcc, asked once per library per
/// run (thread-safe; one probe per compiler). With host include roots
/// (--library-root) they are looked under, as findHipLibrary does; without,
/// the compiler itself is asked, since a wrapper hipcc (scripts/hipcc-rocm-V)
/// has its libraries inside its own root, invisible on host paths: a file
/// holding `#include <PROBE>` is preprocessed (`-x hip --cuda-host-only -E`,
/// into a file of \p ScratchDir), and `-print-file-name=libX.so` answers
/// whether a LinkIfBuilt library is built.
class LibraryProbe {
public:
  LibraryProbe(std::string Hipcc, std::vector<std::string> IncludeRoots, std::string ScratchDir,
               unsigned Timeout);
  /// Whether \p L is there; the link flags it needs go to \p LinkFlags.
  bool find(const HipLibrary &L, std::vector<std::string> &LinkFlags);

private:
  bool compilerHasHeader(const std::string &Header);
  bool compilerHasSharedLibrary(const std::string &File);

  std::string Hipcc;
  std::vector<std::string> IncludeRoots;
  std::string ScratchDir;
  unsigned Timeout;
  std::mutex Lock; // held while probing: a library is asked once
  std::map<std::string, bool> Headers, SharedLibraries;
  unsigned Probes = 0;
};

/// Why the CPU backend cannot run a program that needs \p ManifestLibraries
/// and \p HipLibraryNames, if it cannot: "needs hipBLAS (hipBLAS needs an AMD
/// GPU)", "uses the driver API's module loading".
std::optional<std::string> cpuBackendGap(llvm::ArrayRef<std::string> ManifestLibraries,
                                         llvm::ArrayRef<std::string> HipLibraryNames);

} // namespace runner
} // namespace cu2hip
