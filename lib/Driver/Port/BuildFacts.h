// What the project's own build scripts say about compiling each file, for
// `cu2hip port` without a compilation database (-p): include directories,
// defines and relocatable device code, read from CMakeLists.txt
// (include_directories, add_definitions, add_compile_definitions,
// target_include_directories, target_compile_definitions, link-time usage
// requirements, CUDA_SEPARABLE_COMPILATION) and Makefiles (-I, -D and -rdc in
// variables). A cheap textual reading, not CMake or make: it gives clang the
// headers the build would find; docs/port.md lists what is read.
#pragma once

#include "PortPlan.h"
#include "cu2hip/Coverage.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {
namespace port {

struct SourceFacts {
  std::vector<std::string> Includes; // absolute directories, in order
  std::vector<std::string> Defines;  // NAME or NAME=VALUE
  bool Rdc = false;                  // relocatable device code (-rdc, separable compilation)
  bool empty() const { return Includes.empty() && Defines.empty() && !Rdc; }
  /// The compiler flags: -I, -D, and -D__CUDACC_RDC__ as nvcc defines it with -rdc.
  std::vector<std::string> flags() const;
};

/// The facts for every TU and header of \p Plan that the build scripts give
/// any (entry index -> facts). Reads the build scripts' bytes from the plan.
std::map<int, SourceFacts> readBuildFacts(const PortPlan &Plan);

/// An executable the build scripts make (docs/coverage.md, "Programs from the
/// build scripts"): CMake's add_executable / cuda_add_executable, or a
/// Makefile rule whose recipe links with `-o $@`.
struct BuildProgram {
  std::string Name;
  std::string Script;               // the build script that makes it (relative to the tree)
  std::vector<std::string> Sources; // relative to the tree: its own, then its libraries'
  SourceFacts Facts;                // what compiling its sources takes (all of them together)
  std::vector<std::string> Args;    // how the Makefile's `run:` recipe runs it (`./NAME ARGS`)
};

/// The executables \p Plan's build scripts make, in name order; those with no
/// source in the tree are left out.
std::vector<BuildProgram> readBuildPrograms(const PortPlan &Plan);

/// Coverage of a repository (docs/coverage.md, "Programs from the build
/// scripts"): \p C's programs found without manifests become the executables
/// their directories' build scripts make (the corpus root's first), each with
/// its sources and flags. A corpus with manifests is left as it is.
} // namespace port
void addBuildPrograms(Corpus &C);
namespace port {

/// A compile_commands.json giving each entry of \p Facts its flags.
std::string compileDatabaseJson(const PortPlan &Plan, const std::map<int, SourceFacts> &Facts);

} // namespace port
} // namespace cu2hip
