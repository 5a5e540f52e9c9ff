#include "Platform.h"

using namespace cu2hip;

std::optional<HipInclude> cu2hip::findHipInclude(llvm::StringRef Text) {
  unsigned Line = 0;
  while (!Text.empty()) {
    ++Line;
    auto [L, Rest] = Text.split('\n');
    Text = Rest;
    L = L.trim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("include"))
      continue;
    L = L.ltrim();
    if (L.size() < 2 || (L[0] != '<' && L[0] != '"'))
      continue;
    char Close = L[0] == '<' ? '>' : '"';
    size_t End = L.find(Close, 1);
    if (End == llvm::StringRef::npos)
      continue;
    llvm::StringRef Name = L.slice(1, End).trim();
    if (Name == "hip/hip_runtime.h" || Name == "hip/hip_runtime_api.h")
      return HipInclude{Name.str(), Line};
  }
  return std::nullopt;
}

std::vector<std::string> cu2hip::amdPlatformFlags() {
  // hip_common.h: __HIP__ under clang selects the AMD platform; __NVCC__ or
  // clang's __CUDA__ without __HIP__ would also select NVIDIA's, an #error.
  return {"-U__NVCC__", "-U__CUDA__", "-D__HIP__", "-D__HIPCC__", "-D__HIP_PLATFORM_AMD__"};
}
