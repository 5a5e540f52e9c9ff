// The CMake names cu2hip translates (CMakeNames.def): CUDAToolkit targets,
// CUDA variables and properties, FindCUDA's commands.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2hip::buildscripts::cmake {

enum class Act {
  Rename,      // -> Hip
  Drop,        // the argument is removed (a target HIP does not need)
  Unsupported, // left in place with a comment
};

struct NameRow {
  const char *Cuda; // a trailing '*' matches any suffix (kept in the HIP name)
  Act A;
  const char *Hip;
  const char *Package; // find_package() the HIP target needs ("" none beyond hip)
  const char *Note;
};

struct CommandRow {
  const char *Cuda;
  Act A;
  const char *Hip;
  const char *Note;
};

/// The row for \p Name: the exact one, else the longest matching pattern.
const NameRow *lookupName(llvm::StringRef Name);
/// \p Name's HIP spelling under row \p R.
std::string hipNameFor(const NameRow &R, llvm::StringRef Name);
llvm::ArrayRef<CommandRow> commandRows();

} // namespace cu2hip::buildscripts::cmake
