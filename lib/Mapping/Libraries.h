// The rows of Libraries.def: the HIP libraries and the CUDA spellings that
// stand for them, as the build-script translators, the include pass and
// coverage query them.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2hip::libraries {

struct HipLibrary {
  llvm::StringRef Name;          // hipBLAS (the name reports use)
  llvm::StringRef IncludePrefix; // an include starting with it is already HIP; "" none
  llvm::StringRef Includes;      // blank-separated "dir/" prefixes and whole headers
  llvm::StringRef Probe;         // a header (or directory) under an include root; "" none
  const char *Link;              // linker flag; "" for header-only libraries
  bool LinkIfBuilt;              // Link only when the shared library is installed
  const char *CMakeTarget;       // the imported CMake target ("" none)
  const char *CMakePackage;      // the find_package() it needs ("" none beyond hip)
  llvm::StringRef Package;       // the ROCm package that installs it
};

struct CudaLibrary {
  llvm::StringRef Manifest; // a corpus manifest's library name (cublas, cuda-driver)
  llvm::SmallVector<llvm::StringRef, 2> Hip; // the first is the one it becomes
  llvm::StringRef CpuGap; // why the CPU backend cannot run a program using it
};

/// A CUDA link name (-l<Name>) or CUDAToolkit target (CUDA::<Name>).
struct CudaSpelling {
  llvm::StringRef Name;  // cublas; a trailing '*' matches any suffix (CMake targets)
  std::string Spelling;  // as written: -lcublas, CUDA::cublas
  const HipLibrary *Hip; // null: dropped (no Note) or unsupported (Note)
  const char *Note;
};

/// Every HIP library, in the table's order.
llvm::ArrayRef<HipLibrary> hipLibraries();
/// The row named \p Name (hipBLAS), or null.
const HipLibrary *hipLibrary(llvm::StringRef Name);
/// The HIP library whose Includes has \p Include, or null.
const HipLibrary *hipLibraryForInclude(llvm::StringRef Include);
/// Whether \p Include is already a HIP header (an IncludePrefix starts it).
bool isHipInclude(llvm::StringRef Include);
/// HIP's runtime header ("hip/hip_runtime.h"): what Includes.def maps
/// cuda_runtime.h to.
llvm::StringRef hipRuntimeHeader();
/// Whether \p Include is HIP's runtime header or its API-only part: what
/// Includes.def maps cuda_runtime.h and cuda_runtime_api.h to.
bool isHipRuntimeInclude(llvm::StringRef Include);
/// Whether \p Include is HIP's runtime header or a CUDA header Includes.def
/// maps to it (cuda_runtime.h, cuda.h).
bool becomesHipRuntime(llvm::StringRef Include);

llvm::ArrayRef<CudaLibrary> cudaLibraries();
/// The row of manifest library \p Manifest, or null.
const CudaLibrary *cudaLibrary(llvm::StringRef Manifest);

llvm::ArrayRef<CudaSpelling> cudaLinkNames();
llvm::ArrayRef<CudaSpelling> cudaCMakeTargets();
/// The row of link name \p Name (cublas for -lcublas), or null.
const CudaSpelling *cudaLinkName(llvm::StringRef Name);

} // namespace cu2hip::libraries
