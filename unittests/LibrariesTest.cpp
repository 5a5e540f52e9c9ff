// The HIP library table (lib/Mapping/Libraries.def): every row consistent,
// every name a CUDA row gives resolving to a HIP_LIBRARY row, and the lookups
// by each key.
#include "Mapping/Libraries.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace cu2hip;
using namespace cu2hip::libraries;

namespace {
struct RawSpelling {
  const char *Kind, *Name, *Hip;
};
// The rows as written, before their HIP names are resolved.
const RawSpelling Raw[] = {
#define LINK_NAME(Name, Hip, Note) {"link", Name, Hip},
#define CMAKE_TARGET(Name, Hip, Note) {"cmake", Name, Hip},
#include "Mapping/Libraries.def"
};
} // namespace

TEST(Libraries, HipRowsAreConsistent) {
  llvm::StringSet<> Names;
  for (const HipLibrary &L : hipLibraries()) {
    SCOPED_TRACE(L.Name.str());
    EXPECT_TRUE(Names.insert(L.Name).second);
    EXPECT_EQ(hipLibrary(L.Name), &L);
    llvm::StringRef Link = L.Link;
    EXPECT_TRUE(Link.empty() || Link.starts_with("-l"));
    EXPECT_TRUE(!L.LinkIfBuilt || !Link.empty());
    EXPECT_TRUE(!*L.CMakePackage || *L.CMakeTarget);
    EXPECT_TRUE(L.Probe.empty() || !L.Package.empty()); // coverage names the package
    if (!L.IncludePrefix.empty()) {
      EXPECT_TRUE(isHipInclude(L.IncludePrefix.str() + "x.h"));
    }
    llvm::SmallVector<llvm::StringRef> Includes;
    L.Includes.split(Includes, ' ', -1, false);
    for (llvm::StringRef I : Includes)
      EXPECT_EQ(hipLibraryForInclude(I.ends_with("/") ? I.str() + "x.h" : I.str()), &L) << I.str();
  }
  EXPECT_EQ(hipLibrary("cuBLAS"), nullptr);
}

TEST(Libraries, CudaRowsNameHipLibraries) {
  for (const RawSpelling &R : Raw)
    EXPECT_TRUE(!*R.Hip || hipLibrary(R.Hip)) << R.Kind << " " << R.Name << ": " << R.Hip;
  llvm::StringSet<> Manifests;
  for (const CudaLibrary &L : cudaLibraries()) {
    EXPECT_TRUE(Manifests.insert(L.Manifest).second) << L.Manifest.str();
    EXPECT_EQ(cudaLibrary(L.Manifest), &L);
    for (llvm::StringRef H : L.Hip)
      EXPECT_TRUE(hipLibrary(H)) << L.Manifest.str() << ": " << H.str();
  }
  // A CMake target renamed to a HIP library needs the library's target.
  for (const CudaSpelling &S : cudaCMakeTargets())
    EXPECT_TRUE(!S.Hip || *S.Hip->CMakeTarget) << S.Name.str();
  // Unsupported or dropped: a dropped spelling needs no note.
  for (llvm::ArrayRef<CudaSpelling> Rows : {cudaLinkNames(), cudaCMakeTargets()}) {
    llvm::StringSet<> Seen;
    for (const CudaSpelling &S : Rows) {
      EXPECT_TRUE(Seen.insert(S.Name).second) << S.Name.str();
      EXPECT_TRUE(!S.Hip || !S.Note) << S.Name.str();
    }
  }
}

TEST(Libraries, Lookups) {
  ASSERT_TRUE(cudaLinkName("cublas"));
  EXPECT_EQ(cudaLinkName("cublas")->Hip, hipLibrary("hipBLAS"));
  EXPECT_STREQ(cudaLinkName("cudart")->Hip->Link, "-lamdhip64");
  EXPECT_EQ(cudaLinkName("cudadevrt")->Hip, nullptr);
  EXPECT_EQ(cudaLinkName("cudadevrt")->Note, nullptr);
  EXPECT_NE(cudaLinkName("cudnn")->Note, nullptr);
  EXPECT_EQ(cudaLinkName("-lcublas"), nullptr);
  EXPECT_EQ(cudaLibrary("cub")->Hip, (llvm::SmallVector<llvm::StringRef, 2>{"hipCUB", "rocPRIM"}));
  EXPECT_TRUE(cudaLibrary("cuda-driver")->Hip.empty());
  EXPECT_EQ(cudaLibrary("hipblas"), nullptr);
  EXPECT_EQ(hipLibraryForInclude("hipblas/hipblas.h"), hipLibrary("hipBLAS"));
  EXPECT_EQ(hipLibraryForInclude("hiprand_kernel.h"), hipLibrary("hipRAND"));
  EXPECT_EQ(hipLibraryForInclude("hipblas/"), nullptr); // a directory alone is not a header
  EXPECT_EQ(hipLibraryForInclude("hip/hip_runtime.h"), nullptr);
  EXPECT_TRUE(isHipInclude("hip/hip_runtime.h"));
  EXPECT_TRUE(isHipInclude("hipblas.h"));
  EXPECT_FALSE(isHipInclude("cublas_v2.h"));
}

TEST(Libraries, HipRuntimeHeaderComesFromTheIncludeRows) {
  EXPECT_EQ(hipRuntimeHeader(), "hip/hip_runtime.h");
  EXPECT_TRUE(isHipRuntimeInclude("hip/hip_runtime.h"));
  EXPECT_TRUE(isHipRuntimeInclude("hip/hip_runtime_api.h"));
  EXPECT_FALSE(isHipRuntimeInclude("hip/hip_fp16.h"));
  EXPECT_FALSE(isHipRuntimeInclude("cuda_runtime.h"));
  // The CUDA headers that become the runtime header, and the header itself.
  EXPECT_TRUE(becomesHipRuntime("cuda_runtime.h"));
  EXPECT_TRUE(becomesHipRuntime("cuda.h"));
  EXPECT_TRUE(becomesHipRuntime("hip/hip_runtime.h"));
  EXPECT_FALSE(becomesHipRuntime("cuda_runtime_api.h")); // the API-only header
  EXPECT_FALSE(becomesHipRuntime("cooperative_groups.h"));
}
