// Coverage's questions to the HIP library table (lib/Mapping/Libraries.def).
#include "HipLibraries.h"

#include "Support/Process.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

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

/// \p L's link flag, when it has one and, for a library linked only where it
/// is built, \p HaveShared finds its shared library.
static void addLinkFlag(const HipLibrary &L, llvm::function_ref<bool(const std::string &)> HaveShared,
                        std::vector<std::string> &LinkFlags) {
  llvm::StringRef Link = L.Link;
  if (!Link.empty() && (!L.LinkIfBuilt || HaveShared(("lib" + Link.drop_front(2) + ".so").str())))
    LinkFlags.push_back(Link.str());
}

bool runner::findHipLibrary(const HipLibrary &L, llvm::ArrayRef<std::string> Roots,
                            std::vector<std::string> &LinkFlags) {
  if (llvm::none_of(Roots, [&](const std::string &R) { return fs::exists(joinPath(R, L.Probe)); }))
    return false;
  addLinkFlag(L, [&](const std::string &So) { return haveSharedLibrary(So, Roots); }, LinkFlags);
  return true;
}

LibraryProbe::LibraryProbe(std::string Hipcc, std::vector<std::string> IncludeRoots,
                           std::string ScratchDir, unsigned Timeout)
    : Hipcc(std::move(Hipcc)), IncludeRoots(std::move(IncludeRoots)),
      ScratchDir(std::move(ScratchDir)), Timeout(Timeout) {}

bool LibraryProbe::find(const HipLibrary &L, std::vector<std::string> &LinkFlags) {
  if (!IncludeRoots.empty())
    return findHipLibrary(L, IncludeRoots, LinkFlags);
  std::lock_guard<std::mutex> G(Lock);
  // Probe is a header (Libraries.def): the compiler is asked to include it.
  if (!compilerHasHeader(L.Probe.str()))
    return false;
  addLinkFlag(L, [&](const std::string &So) { return compilerHasSharedLibrary(So); }, LinkFlags);
  return true;
}

bool LibraryProbe::compilerHasHeader(const std::string &Header) {
  auto [It, New] = Headers.try_emplace(Header, false);
  if (!New || Hipcc.empty())
    return It->second;
  fs::create_directories(ScratchDir);
  std::string Base = joinPath(ScratchDir, "probe-" + std::to_string(Probes++));
  std::string Src = Base + ".hip", Out = Base + ".i", Log = Base + ".log";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Src, EC);
    if (EC)
      return false;
    OS << "#include <" << Header << ">\n";
  }
  ProcessOptions PO;
  PO.Timeout = Timeout;
  PO.OutPath = PO.ErrPath = Log;
  PO.Env = {"TMPDIR=" + ScratchDir};
  ProcessResult PR =
      runProcess(Hipcc, {"-x", "hip", "--cuda-host-only", "-E", Src, "-o", Out}, PO);
  It->second = PR.Started && !PR.TimedOut && PR.ExitCode == 0 && fs::exists(Out);
  return It->second;
}

bool LibraryProbe::compilerHasSharedLibrary(const std::string &File) {
  auto [It, New] = SharedLibraries.try_emplace(File, false);
  if (!New || Hipcc.empty())
    return It->second;
  fs::create_directories(ScratchDir);
  std::string Log = joinPath(ScratchDir, "print-" + std::to_string(Probes++) + ".out");
  ProcessOptions PO;
  PO.Timeout = Timeout;
  PO.OutPath = Log;
  PO.ErrPath = Log + ".err";
  ProcessResult PR = runProcess(Hipcc, {"-print-file-name=" + File}, PO);
  // The compiler prints the bare name back when it has no such file.
  const std::string Printed = readFile(Log); // Answer points into it
  llvm::StringRef Answer = llvm::StringRef(Printed).trim();
  It->second = PR.Started && !PR.TimedOut && PR.ExitCode == 0 && Answer != File &&
               llvm::sys::path::filename(Answer) == File;
  return It->second;
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
