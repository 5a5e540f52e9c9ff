// cudaDeviceProp fields whose hipDeviceProp_t name differs or that the
// target HIP lacks. The rename pass never touches member names, so
//   prop.sharedMemPerMultiprocessor   (HIP < 6.0) -> prop.maxSharedMemoryPerMultiProcessor
//   prop.sparseCudaArraySupported     (HIP >= 6.0) -> prop.sparseHipArraySupported
//   prop.deferredMappingCudaArraySupported (HIP >= 6.0) -> prop.deferredMappingHipArraySupported
// and a field HIP 5.x's hipDeviceProp_t does not have (asyncEngineCount,
// unifiedAddressing, regsPerMultiprocessor... 50 of them; HIP 6.0 rebuilt the
// struct after CUDA's) is reported with its location instead of being left to
// fail in hipcc ("no member named 'asyncEngineCount' in 'hipDeviceProp_t'",
// hipcc 5.2, checked).
//
// Candidates are tokens `.field` / `->field` with one of the field names
// below (specific enough to CUDA's struct), so code in #if branches clang
// does not see is handled too. Where the AST has a member access at that
// token, it decides: a field of cudaDeviceProp is rewritten, a field of any
// other struct (the user's own `sharedMemPerMultiprocessor`) is not.
#include "../AstSupport.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
/// Fields of CUDA's cudaDeviceProp missing from HIP 5.x's hipDeviceProp_t
/// (compared field by field with Debian's HIP 5.2 hip_runtime_api.h), with
/// their names in HIP 6.0's hipDeviceProp_t.
struct FieldRow {
  const char *Cuda;
  const char *Hip6;
};
const FieldRow MissingBefore6[] = {
    {"accessPolicyMaxWindowSize", "accessPolicyMaxWindowSize"},
    {"asyncEngineCount", "asyncEngineCount"},
    {"canUseHostPointerForRegisteredMem", "canUseHostPointerForRegisteredMem"},
    {"clusterLaunch", "clusterLaunch"},
    {"computePreemptionSupported", "computePreemptionSupported"},
    {"deferredMappingCudaArraySupported", "deferredMappingHipArraySupported"},
    {"deviceOverlap", "deviceOverlap"},
    {"globalL1CacheSupported", "globalL1CacheSupported"},
    {"gpuDirectRDMAFlushWritesOptions", "gpuDirectRDMAFlushWritesOptions"},
    {"gpuDirectRDMASupported", "gpuDirectRDMASupported"},
    {"gpuDirectRDMAWritesOrdering", "gpuDirectRDMAWritesOrdering"},
    {"hostNativeAtomicSupported", "hostNativeAtomicSupported"},
    {"hostRegisterReadOnlySupported", "hostRegisterReadOnlySupported"},
    {"hostRegisterSupported", "hostRegisterSupported"},
    {"ipcEventSupported", "ipcEventSupported"},
    {"localL1CacheSupported", "localL1CacheSupported"},
    {"luid", "luid"},
    {"luidDeviceNodeMask", "luidDeviceNodeMask"},
    {"maxBlocksPerMultiProcessor", "maxBlocksPerMultiProcessor"},
    {"maxSurface1D", "maxSurface1D"},
    {"maxSurface1DLayered", "maxSurface1DLayered"},
    {"maxSurface2D", "maxSurface2D"},
    {"maxSurface2DLayered", "maxSurface2DLayered"},
    {"maxSurface3D", "maxSurface3D"},
    {"maxSurfaceCubemap", "maxSurfaceCubemap"},
    {"maxSurfaceCubemapLayered", "maxSurfaceCubemapLayered"},
    {"maxTexture1DLayered", "maxTexture1DLayered"},
    {"maxTexture1DMipmap", "maxTexture1DMipmap"},
    {"maxTexture2DGather", "maxTexture2DGather"},
    {"maxTexture2DLayered", "maxTexture2DLayered"},
    {"maxTexture2DLinear", "maxTexture2DLinear"},
    {"maxTexture2DMipmap", "maxTexture2DMipmap"},
    {"maxTexture3DAlt", "maxTexture3DAlt"},
    {"maxTextureCubemap", "maxTextureCubemap"},
    {"maxTextureCubemapLayered", "maxTextureCubemapLayered"},
    {"memoryPoolSupportedHandleTypes", "memoryPoolSupportedHandleTypes"},
    {"memoryPoolsSupported", "memoryPoolsSupported"},
    {"multiGpuBoardGroupID", "multiGpuBoardGroupID"},
    {"persistingL2CacheMaxSize", "persistingL2CacheMaxSize"},
    {"regsPerMultiprocessor", "regsPerMultiprocessor"},
    {"reservedSharedMemPerBlock", "reservedSharedMemPerBlock"},
    {"sharedMemPerBlockOptin", "sharedMemPerBlockOptin"},
    {"singleToDoublePrecisionPerfRatio", "singleToDoublePrecisionPerfRatio"},
    {"sparseCudaArraySupported", "sparseHipArraySupported"},
    {"streamPrioritiesSupported", "streamPrioritiesSupported"},
    {"surfaceAlignment", "surfaceAlignment"},
    {"timelineSemaphoreInteropSupported", "timelineSemaphoreInteropSupported"},
    {"unifiedAddressing", "unifiedAddressing"},
    {"unifiedFunctionPointers", "unifiedFunctionPointers"},
    {"uuid", "uuid"},
};
constexpr Version Hip6 = Version::make(6, 0);

const FieldRow *findMissing(llvm::StringRef Field) {
  for (const FieldRow &R : MissingBefore6)
    if (Field == R.Cuda)
      return &R;
  return nullptr;
}

/// What becomes of the field in the target version: a new name, a report, or
/// nothing (same name).
struct Decision {
  std::string NewName; // empty: keep
  const FieldRow *Report = nullptr;
};
Decision decide(llvm::StringRef Field, Version Hip) {
  Decision D;
  if (Hip < Hip6) {
    if (Field == "sharedMemPerMultiprocessor")
      D.NewName = "maxSharedMemoryPerMultiProcessor"; // HIP 5.x's name, same meaning
    else
      D.Report = findMissing(Field);
  } else if (const FieldRow *R = findMissing(Field)) {
    if (Field != R->Hip6)
      D.NewName = R->Hip6;
  }
  return D;
}

bool isHandled(llvm::StringRef Field) {
  return Field == "sharedMemPerMultiprocessor" || findMissing(Field);
}

class MemberCollector : public clang::RecursiveASTVisitor<MemberCollector> {
public:
  MemberCollector(const clang::SourceManager &SM, clang::FileID File, std::set<unsigned> &Cuda,
                  std::set<unsigned> &Other)
      : SM(SM), File(File), Cuda(Cuda), Other(Other) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitMemberExpr(clang::MemberExpr *E) {
    auto *FD = llvm::dyn_cast<clang::FieldDecl>(E->getMemberDecl());
    if (!FD || !FD->getParent() || !isHandled(FD->getName()))
      return true;
    clang::SourceLocation L = SM.getSpellingLoc(E->getMemberLoc());
    if (L.isInvalid() || SM.getFileID(L) != File)
      return true;
    (FD->getParent()->getName() == "cudaDeviceProp" ? Cuda : Other).insert(SM.getFileOffset(L));
    return true;
  }

private:
  const clang::SourceManager &SM;
  clang::FileID File;
  std::set<unsigned> &Cuda, &Other;
};

class DevicePropFieldsRule : public Rule {
public:
  void run(PassContext &C) override {
    const RawTokens &T = C.Toks;
    std::set<unsigned> Cuda, Other; // offsets the AST attributes to cudaDeviceProp / elsewhere
    if (C.AST && C.File.isValid()) {
      MemberCollector V(C.AST->getSourceManager(), C.File, Cuda, Other);
      rules::traverseFileDecls(C, V);
    }
    for (size_t I = 1; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier ||
          (T[I - 1].Kind != tok::period && T[I - 1].Kind != tok::arrow) ||
          !isHandled(T.spelling(I)))
        continue;
      if (Other.count(T[I].Offset) && !Cuda.count(T[I].Offset))
        continue; // another struct's member with the same name
      llvm::StringRef Field = T.spelling(I);
      Decision D = decide(Field, C.Hip);
      if (!D.NewName.empty())
        C.Edits.replace(T[I].Offset, T[I].Length, D.NewName, name());
      else if (D.Report)
        C.diag(DiagId::DevicePropField, T[I].Offset, Field, C.Hip.str(), Hip6.str(),
               D.Report->Hip6)
            .Subject = ("cudaDeviceProp::" + Field).str();
    }
  }
};
} // namespace

std::unique_ptr<Rule> createDevicePropFieldsRule() {
  return std::make_unique<DevicePropFieldsRule>();
}
