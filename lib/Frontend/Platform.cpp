#include "Platform.h"
#include "Core/Directives.h"
#include "Mapping/Libraries.h"

using namespace cu2hip;

std::optional<HipInclude> cu2hip::findHipInclude(const std::string &Text) {
  DirectiveScan Scan(Text);
  for (const IncludeDirective &I : Scan.includes()) {
    if (I.Kind != IncludeDirective::Include)
      continue;
    llvm::StringRef Name = I.Name.trim();
    if (libraries::isHipRuntimeInclude(Name))
      return HipInclude{Name.str(), I.Line};
  }
  return std::nullopt;
}

std::vector<std::string> cu2hip::amdPlatformFlags() {
  // hip_common.h: __HIP__ under clang selects the AMD platform; __NVCC__ or
  // clang's __CUDA__ without __HIP__ would also select NVIDIA's, an #error.
  return {"-U__NVCC__", "-U__CUDA__", "-D__HIP__", "-D__HIPCC__", "-D__HIP_PLATFORM_AMD__"};
}
