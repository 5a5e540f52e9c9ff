// The HIP library table of `coverage`. lib/Mapping/Includes.def maps the CUDA
// headers and the build-script translators (lib/Driver/BuildScripts) map link
// names; this table is about what is installed and what can run.
#include "HipLibraries.h"

#include "Support/Process.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;
namespace fs = llvm::sys::fs;

namespace {
const HipLibrary Libraries[] = {
    {"hipBLAS", "hipblas/hipblas.h", "-lhipblas", "hipblas-dev"},
    {"hipRAND", "hiprand/hiprand.h", "-lhiprand", "hiprand-dev"},
    {"hipSPARSE", "hipsparse/hipsparse.h", "-lhipsparse", "hipsparse-dev"},
    {"hipFFT", "hipfft/hipfft.h", "-lhipfft", "hipfft-dev"},
    {"hipSOLVER", "hipsolver/hipsolver.h", "-lhipsolver", "hipsolver-dev"},
    {"hipCUB", "hipcub/hipcub.hpp", "", "hipcub-dev"},
    {"rocThrust", "thrust/system/hip", "", "rocthrust-dev"},
    {"rocPRIM", "rocprim/rocprim.hpp", "", "rocprim-dev"},
    {"MIOpen", "miopen/miopen.h", "-lMIOpen", "miopen-hip-dev"},
    {"hipRTC", "hip/hiprtc.h", "", "hip-dev"},
};

/// A manifest library: the HIP libraries it becomes, the include spellings
/// of those (a directory prefix "dir/" or a whole header), and why the CPU
/// backend cannot run it.
struct CudaLibrary {
  llvm::StringRef Manifest;
  llvm::SmallVector<llvm::StringRef, 2> Hip;
  llvm::SmallVector<llvm::StringRef, 4> Includes;
  llvm::StringRef CpuGap;
};
const CudaLibrary CudaLibraries[] = {
    {"cub", {"hipCUB", "rocPRIM"}, {"hipcub/", "rocprim/"}, "hipCUB and rocPRIM are built for AMD GPUs"},
    {"cublas", {"hipBLAS"}, {"hipblas/", "hipblas.h"}, "hipBLAS needs an AMD GPU"},
    {"cudnn", {"MIOpen"}, {"miopen/"}, "MIOpen needs an AMD GPU"},
    {"cufft", {"hipFFT"}, {"hipfft/", "hipfft.h"}, "hipFFT needs an AMD GPU"},
    {"curand", {"hipRAND"}, {"hiprand/", "hiprand.h", "hiprand_kernel.h"}, "hipRAND needs an AMD GPU"},
    {"cusolver", {"hipSOLVER"}, {"hipsolver/", "hipsolver.h"}, "hipSOLVER needs an AMD GPU"},
    {"cusparse", {"hipSPARSE"}, {"hipsparse/", "hipsparse.h"}, "hipSPARSE needs an AMD GPU"},
    {"nvrtc", {"hipRTC"}, {"hip/hiprtc.h"}, "runtime compilation (hipRTC) is not emulated"},
    {"thrust", {"rocThrust", "rocPRIM"}, {"thrust/"}, "rocThrust is built for AMD GPUs"},
    {"cuda-driver", {}, {}, "the driver API's module loading (hipModule*) is not emulated"},
};

const CudaLibrary *byManifest(llvm::StringRef Name) {
  for (const CudaLibrary &L : CudaLibraries)
    if (L.Manifest == Name)
      return &L;
  return nullptr;
}

/// hipRTC is its own library from HIP 5.3 on; before, libamdhip64 has it.
bool haveSharedLibrary(llvm::StringRef Name, llvm::ArrayRef<std::string> IncludeRoots) {
  for (const std::string &R : IncludeRoots) {
    llvm::StringRef Parent = llvm::sys::path::parent_path(R);
    for (const char *Sub : {"lib", "lib64", "lib/x86_64-linux-gnu"})
      if (fs::exists(joinPath(joinPath(Parent, Sub), Name)))
        return true;
  }
  return false;
}
} // namespace

llvm::ArrayRef<HipLibrary> runner::hipLibraries() { return Libraries; }

llvm::ArrayRef<llvm::StringRef> runner::manifestLibraryNames() {
  static const std::vector<llvm::StringRef> Names = [] {
    std::vector<llvm::StringRef> N;
    for (const CudaLibrary &L : CudaLibraries)
      N.push_back(L.Manifest);
    return N;
  }();
  return Names;
}

llvm::SmallVector<llvm::StringRef, 2> runner::hipLibrariesForManifest(llvm::StringRef Name) {
  if (const CudaLibrary *L = byManifest(Name))
    return L->Hip;
  return {};
}

llvm::SmallVector<llvm::StringRef, 2> runner::hipLibrariesForInclude(llvm::StringRef Inc) {
  for (const CudaLibrary &L : CudaLibraries)
    for (llvm::StringRef Spelling : L.Includes) {
      bool Match = Spelling.ends_with("/") ? Inc.starts_with(Spelling) && Inc.size() > Spelling.size()
                                           : Inc == Spelling;
      if (!Match)
        continue;
      // rocprim/... alone is rocPRIM, not hipCUB.
      if (Spelling == "rocprim/")
        return {"rocPRIM"};
      return L.Hip;
    }
  return {};
}

bool runner::findHipLibrary(const HipLibrary &L, llvm::ArrayRef<std::string> Roots,
                            std::vector<std::string> &LinkFlags) {
  if (llvm::none_of(Roots, [&](const std::string &R) { return fs::exists(joinPath(R, L.Probe)); }))
    return false;
  if (!L.Link.empty())
    LinkFlags.push_back(L.Link.str());
  else if (L.Name == "hipRTC" && haveSharedLibrary("libhiprtc.so", Roots))
    LinkFlags.push_back("-lhiprtc");
  return true;
}

std::optional<std::string> runner::cpuBackendGap(llvm::ArrayRef<std::string> ManifestLibraries,
                                                 llvm::ArrayRef<std::string> HipLibraryNames) {
  // Every HIP library is beyond the backend: the manifest names the reason;
  // a library seen only in the translated includes is named by itself.
  for (const std::string &M : ManifestLibraries)
    if (const CudaLibrary *L = byManifest(M))
      return (L->Hip.empty() ? "uses " + M : "needs " + llvm::join(L->Hip, ", ")) + " (" +
             L->CpuGap.str() + ")";
  if (!HipLibraryNames.empty())
    return "needs " + llvm::join(HipLibraryNames, ", ") + " (built for AMD GPUs)";
  return std::nullopt;
}
