// Coverage's questions to the HIP library table (lib/Mapping/Libraries.def).
#include "HipLibraries.h"

#include "Support/Process.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::runner;
using namespace cu2hip::support;
using libraries::CudaLibrary;
namespace fs = llvm::sys::fs;

namespace {
/// Whether lib<Name>.so is installed beside one of the include roots.
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

llvm::ArrayRef<HipLibrary> runner::hipLibraries() {
  static const std::vector<HipLibrary> Probed = [] {
    std::vector<HipLibrary> L;
    for (const HipLibrary &H : libraries::hipLibraries())
      if (!H.Probe.empty())
        L.push_back(H);
    return L;
  }();
  return Probed;
}

llvm::ArrayRef<llvm::StringRef> runner::manifestLibraryNames() {
  static const std::vector<llvm::StringRef> Names = [] {
    std::vector<llvm::StringRef> N;
    for (const CudaLibrary &L : libraries::cudaLibraries())
      N.push_back(L.Manifest);
    return N;
  }();
  return Names;
}

llvm::SmallVector<llvm::StringRef, 2> runner::hipLibrariesForManifest(llvm::StringRef Name) {
  if (const CudaLibrary *L = libraries::cudaLibrary(Name))
    return L->Hip;
  return {};
}

llvm::SmallVector<llvm::StringRef, 2> runner::hipLibrariesForInclude(llvm::StringRef Inc) {
  const HipLibrary *H = libraries::hipLibraryForInclude(Inc);
  if (!H)
    return {};
  // hipcub/... needs what cub becomes (hipCUB, rocPRIM); rocprim/... alone,
  // the first library of no CUDA library, is rocPRIM.
  for (const CudaLibrary &L : libraries::cudaLibraries())
    if (!L.Hip.empty() && L.Hip.front() == H->Name)
      return L.Hip;
  return {H->Name};
}

bool runner::findHipLibrary(const HipLibrary &L, llvm::ArrayRef<std::string> Roots,
                            std::vector<std::string> &LinkFlags) {
  if (llvm::none_of(Roots, [&](const std::string &R) { return fs::exists(joinPath(R, L.Probe)); }))
    return false;
  llvm::StringRef Link = L.Link;
  if (!Link.empty() &&
      (!L.LinkIfBuilt || haveSharedLibrary(("lib" + Link.drop_front(2) + ".so").str(), Roots)))
    LinkFlags.push_back(Link.str());
  return true;
}

std::optional<std::string> runner::cpuBackendGap(llvm::ArrayRef<std::string> ManifestLibraries,
                                                 llvm::ArrayRef<std::string> HipLibraryNames) {
  // Every HIP library is beyond the backend: the manifest names the reason;
  // a library seen only in the translated includes is named by itself.
  for (const std::string &M : ManifestLibraries)
    if (const CudaLibrary *L = libraries::cudaLibrary(M))
      return (L->Hip.empty() ? "uses " + M : "needs " + llvm::join(L->Hip, ", ")) + " (" +
             L->CpuGap.str() + ")";
  if (!HipLibraryNames.empty())
    return "needs " + llvm::join(HipLibraryNames, ", ") + " (built for AMD GPUs)";
  return std::nullopt;
}
