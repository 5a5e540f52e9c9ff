#include "Libraries.h"
#include "cu2hip/Mapping.h"

#include "llvm/ADT/STLExtras.h"

#include "llvm/ADT/Twine.h"

#include <string>
#include <vector>

using namespace cu2hip;
using namespace cu2hip::libraries;

namespace {
const HipLibrary Hip[] = {
#define HIP_LIBRARY(Name, IncludePrefix, Includes, Probe, Link, LinkIfBuilt, CMakeTarget,        \
                    CMakePackage, Package)                                                      \
  {Name, IncludePrefix, Includes, Probe, Link, LinkIfBuilt, CMakeTarget, CMakePackage, Package},
#include "Libraries.def"
};

llvm::SmallVector<llvm::StringRef, 2> words(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef, 2> W;
  S.split(W, ' ', -1, /*KeepEmpty=*/false);
  return W;
}

struct SpellingRow {
  const char *Name, *Hip, *Note;
};
const SpellingRow LinkRows[] = {
#define LINK_NAME(Name, Hip, Note) {Name, Hip, Note},
#include "Libraries.def"
};
const SpellingRow CMakeRows[] = {
#define CMAKE_TARGET(Name, Hip, Note) {Name, Hip, Note},
#include "Libraries.def"
};

/// The rows spelled with \p Prefix and their HIP library resolved (a name no
/// HIP_LIBRARY row has is caught by unittests/LibrariesTest.cpp).
std::vector<CudaSpelling> resolve(llvm::ArrayRef<SpellingRow> Rows, llvm::StringRef Prefix) {
  std::vector<CudaSpelling> Out;
  for (const SpellingRow &R : Rows)
    Out.push_back({R.Name, (Prefix + R.Name).str(), *R.Hip ? hipLibrary(R.Hip) : nullptr, R.Note});
  return Out;
}

/// The row of \p Rows whose \p Key is \p Name, or null.
template <typename Row, typename Range>
const Row *rowNamed(const Range &Rows, llvm::StringRef Row::*Key, llvm::StringRef Name) {
  for (const Row &R : Rows)
    if (R.*Key == Name)
      return &R;
  return nullptr;
}
} // namespace

llvm::ArrayRef<HipLibrary> libraries::hipLibraries() { return Hip; }

const HipLibrary *libraries::hipLibrary(llvm::StringRef Name) {
  return rowNamed(Hip, &HipLibrary::Name, Name);
}

const HipLibrary *libraries::hipLibraryForInclude(llvm::StringRef Inc) {
  for (const HipLibrary &L : Hip)
    for (llvm::StringRef Spelling : words(L.Includes))
      if (Spelling.ends_with("/") ? Inc.starts_with(Spelling) && Inc.size() > Spelling.size()
                                  : Inc == Spelling)
        return &L;
  return nullptr;
}

bool libraries::isHipInclude(llvm::StringRef Inc) {
  return llvm::any_of(Hip, [&](const HipLibrary &L) {
    return !L.IncludePrefix.empty() && Inc.starts_with(L.IncludePrefix);
  });
}

llvm::ArrayRef<CudaLibrary> libraries::cudaLibraries() {
  static const std::vector<CudaLibrary> Rows = {
#define MANIFEST_LIBRARY(Manifest, Hip, CpuGap) {Manifest, words(Hip), CpuGap},
#include "Libraries.def"
  };
  return Rows;
}

const CudaLibrary *libraries::cudaLibrary(llvm::StringRef Manifest) {
  return rowNamed(cudaLibraries(), &CudaLibrary::Manifest, Manifest);
}

llvm::ArrayRef<CudaSpelling> libraries::cudaLinkNames() {
  static const std::vector<CudaSpelling> Rows = resolve(LinkRows, "-l");
  return Rows;
}

llvm::ArrayRef<CudaSpelling> libraries::cudaCMakeTargets() {
  static const std::vector<CudaSpelling> Rows = resolve(CMakeRows, "CUDA::");
  return Rows;
}

const CudaSpelling *libraries::cudaLinkName(llvm::StringRef Name) {
  return rowNamed(cudaLinkNames(), &CudaSpelling::Name, Name);
}

llvm::StringRef libraries::hipRuntimeHeader() {
  return MappingTable::get().lookupInclude("cuda_runtime.h")->Hip;
}

bool libraries::isHipRuntimeInclude(llvm::StringRef Include) {
  return Include == hipRuntimeHeader() || Include == MappingTable::get().lookupInclude("cuda_runtime_api.h")->Hip;
}

bool libraries::becomesHipRuntime(llvm::StringRef Include) {
  if (Include == hipRuntimeHeader())
    return true;
  const IncludeEntry *E = MappingTable::get().lookupInclude(Include);
  return E && E->Hip == hipRuntimeHeader();
}
