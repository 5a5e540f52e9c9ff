// The CMake names cu2hip translates (CMakeNames.def): CUDAToolkit targets,
// CUDA variables and properties, FindCUDA's commands.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace cu2hip::buildscripts::cmake {

enum class Act {
  Rename,      // -> Hip
  Drop,        // the argument is removed (a target HIP does not need)
  Unsupported, // left in place with a comment
  UnsupportedIfOn, // a switch: the comment only where the value after it is not false (OFF)
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

/// The value of the CUDA version variable \p Name (a CMAKE_CUDA_VERSION row)
/// in the CUDA release cu2hip assumes ("12.4", "12", "4"); none for another name.
std::optional<std::string> assumedCudaVersionValue(llvm::StringRef Name);

/// What the if() comparison `Lhs Op Rhs` is when one side is a CUDA version
/// variable (bare or ${...}) and the other a number, as for the CUDA release
/// cu2hip assumes: Op is VERSION_LESS, VERSION_GREATER, VERSION_EQUAL,
/// VERSION_LESS_EQUAL, VERSION_GREATER_EQUAL or the numeric LESS, GREATER,
/// EQUAL, LESS_EQUAL, GREATER_EQUAL; none for any other comparison.
std::optional<bool> decideCudaVersionTest(llvm::StringRef Lhs, llvm::StringRef Op,
                                          llvm::StringRef Rhs);

/// The row for \p Name: the exact one, else the longest matching pattern.
const NameRow *lookupName(llvm::StringRef Name);
/// \p Name's HIP spelling under row \p R.
std::string hipNameFor(const NameRow &R, llvm::StringRef Name);
llvm::ArrayRef<CommandRow> commandRows();

} // namespace cu2hip::buildscripts::cmake
