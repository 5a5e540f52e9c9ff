// `cu2hip port`: a CUDA project tree -> a HIP project tree (see docs/port.md).
//
// The command itself is runPort() in include/cu2hip/Commands.h. This header
// holds the pieces behind it that are useful on their own and in unit tests:
// the build-script translators (pure text transforms, one data table each in
// lib/Driver/BuildScripts/) and the helpers the lib/Driver/Port/*.cpp files
// share. The --rename scheme is a column of lib/Support/FileKinds.def.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// --- File names ----------------------------------------------------------------

// What a file is by its name (source, header, CUDA by name, --rename, build
// script): lib/Support/FileKinds.h, the one table of FileKinds.def.

/// A header name an #include directive names: "name" or <name> (Angled).
struct IncludeName {
  std::string Name;
  bool Angled = false;
};

/// The header names \p Text includes, in order (lib/Core/Directives: directives
/// in comments or strings do not count; `#include MACRO` has no name).
std::vector<IncludeName> includeNames(const std::string &Text);

/// Cheap test for CUDA content: an include of a CUDA header, a CUDA API name
/// the mapping tables know, a CUDA keyword (__global__, <<<, threadIdx...).
bool textUsesCuda(const std::string &Text);
/// The same for a text whose included header names (<name> or "name", without
/// delimiters) are already known.
bool textUsesCuda(llvm::StringRef Text, llvm::ArrayRef<IncludeName> Includes);

/// True when \p Text looks binary (a NUL byte in its first 8 KiB).
bool looksBinary(llvm::StringRef Text);

/// A shell-style glob against a '/'-separated relative path: the pattern
/// matches the whole path, any leading directory of it ("third_party" matches
/// "third_party/x/y.cu"), or, when it has no '/', any component. Each
/// component is an llvm::GlobPattern ('*' and '?' do not cross '/'); a "**"
/// component matches any number of components.
bool portGlobMatch(llvm::StringRef Pattern, llvm::StringRef RelPath);


// --- Build scripts --------------------------------------------------------------

/// Something in a build script cu2hip did (a remark) or could not do (left in
/// place with a "# cu2hip:" comment above it).
struct BuildScriptNote {
  unsigned Line = 0;       // 1-based, in the input
  std::string Subject;     // e.g. "CUDA::cupti", "-Xptxas"
  std::string Message;
  bool Unsupported = true; // false: a remark about a translation that was made
};

struct BuildScriptOptions {
  /// The AMD GPU targets that replace CUDA architectures, comma-separated.
  std::string OffloadArch = "gfx90a";
  /// --rename: the new spelling of a file reference ending in .cu or .cuh as
  /// written in the script, or nullopt to leave it.
  std::function<std::optional<std::string>(llvm::StringRef Ref)> RenameRef;
  /// --rename: globs and pattern rules (*.cu, %.cu) follow the new extensions.
  bool RenameGlobs = false;
  /// CMake: library packages (find_package names such as "hiprand") the whole
  /// project needs for the CUDA:: targets it links; each gets a find_package()
  /// where find_package(CUDAToolkit) was.
  std::vector<std::string> HipPackages;
  /// CMake: when the script still names .cu sources, append a block that
  /// compiles its directory's .cu sources as HIP (CMakeLists.txt only, not
  /// *.cmake modules).
  bool AppendHipSourceBlock = true;
  /// CMake: the project enables the CUDA (or HIP) language somewhere; then
  /// every CMakeLists.txt that defines targets gets that block (without --rename).
  bool ProjectUsesHip = false;
  /// Makefile: add `HIP_ARCH ?= <OffloadArch>` when the translation uses
  /// $(HIP_ARCH) and the script does not set it (compatMakefile translates
  /// the script a line at a time and adds it once itself).
  bool DefineArchVar = true;
};

struct BuildScriptResult {
  std::string Output;
  std::vector<BuildScriptNote> Notes;
  unsigned Changes = 0; // number of rewrites (0 when Output == input)
};

BuildScriptResult translateCMake(llvm::StringRef Text, const BuildScriptOptions &Opts);
BuildScriptResult translateMakefile(llvm::StringRef Text, const BuildScriptOptions &Opts);

/// The HIP library packages the CUDA:: targets in a CMake script need.
std::vector<std::string> cmakeHipPackagesFor(llvm::StringRef Text);

/// --style=compat (docs/compat.md, "Build option"): the script keeps its CUDA
/// configuration and gains a HIP one behind a build option. CMake: option
/// <PROJECT>_HIP (PROJECT: the name of the script's project() command, else
/// \p ProjectName, upper-cased, other characters than letters and digits as
/// '_'); each command the fork translation would change becomes
/// `if(<PROJECT>_HIP) <the fork's> else() <the original> endif()`, CUDA leaves
/// project()'s languages for an enable_language() under the option, and the
/// .cu sources are compiled as HIP under it. Makefile: `HIP ?= 0`, and each
/// line the fork translation would change becomes `ifeq ($(HIP),1) <the
/// fork's> else <the original> endif`. A script that has its option already
/// is left as it is.
BuildScriptResult compatCMake(llvm::StringRef Text, const BuildScriptOptions &Opts,
                              llvm::StringRef ProjectName);
BuildScriptResult compatMakefile(llvm::StringRef Text, const BuildScriptOptions &Opts);

/// The name a CMake script's project() command gives (its first argument),
/// or "" when it has none or names it through a variable.
std::string cmakeProjectName(llvm::StringRef Text);

} // namespace cu2hip
