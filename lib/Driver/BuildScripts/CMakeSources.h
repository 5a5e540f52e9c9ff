// The CUDA sources of a CMake script's targets and the block that compiles a
// directory's .cu sources as HIP: shared by the fork translator
// (CMakeTranslator.cpp, which appends the block) and the compat one
// (CMakeCompat.cpp, which puts it under the build option).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2hip::buildscripts::cmake {

struct TargetSources {
  /// Some argument of some command names a .cu file.
  bool NamesCu = false;
  /// A target (add_executable, add_library but INTERFACE, IMPORTED and ALIAS
  /// ones, target_sources) takes sources from a variable, which may hold .cu
  /// files. A target a function() or macro() body makes
  /// (`add_library(${name} ${ARGN})`) belongs to the directory that calls
  /// it, where its sources are named: not counted.
  bool FromVariables = false;
};

TargetSources scanTargetSources(llvm::StringRef Text);

/// The first line of hipSourceBlock(): a script that has it has the block.
inline constexpr const char *HipSourceBlockMarker = "# cu2hip: CMake compiles .cu files as CUDA;";

/// The block (a comment line, then commands; each line \p Indent, then the
/// line, then \p NL) that marks the .cu sources of the directory's targets
/// LANGUAGE HIP.
std::string hipSourceBlock(llvm::StringRef NL, llvm::StringRef Indent);

} // namespace cu2hip::buildscripts::cmake
