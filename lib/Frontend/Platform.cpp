#include "Platform.h"
#include "Core/Directives.h"
#include "Core/RawTokens.h"
#include "Mapping/Libraries.h"

using namespace cu2hip;

/// HipInclude::Precompilable for the HIP include \p Hip of \p Scan.
static bool precompilable(const DirectiveScan &Scan, const IncludeDirective &Hip) {
  if (!Hip.Angled || !Hip.Branches.empty())
    return false;
  const RawTokens &T = Scan.tokens();
  for (size_t I = 0; I < Hip.Hash; ++I) {
    if (!T.inDirective(I))
      return false; // code
    size_t Hash = size_t(T[I].DirectiveStart);
    switch (T.directiveKind(I)) {
    case clang::tok::pp_include: {
      // `#include MACRO` is not listed: what it names is unknown.
      const IncludeDirective *Inc = Scan.directives().includeAt(Hash);
      if (!Inc || !Inc->Angled || Inc->Kind != IncludeDirective::Include)
        return false;
      break;
    }
    case clang::tok::pp_pragma:
      // Only `#pragma once`: other pragmas (push_macro, pack...) may matter.
      if (!(I == Hash + 2 && T.isIdentifier(I, "once")) && I > Hash + 1)
        return false;
      break;
    default:
      return false;
    }
  }
  return true;
}

std::optional<HipInclude> cu2hip::findHipInclude(const std::string &Text) {
  DirectiveScan Scan(Text);
  for (const IncludeDirective &I : Scan.includes()) {
    if (I.Kind != IncludeDirective::Include)
      continue;
    llvm::StringRef Name = I.Name.trim();
    if (libraries::isHipRuntimeInclude(Name))
      return HipInclude{Name.str(), I.Line, precompilable(Scan, I)};
  }
  return std::nullopt;
}

std::vector<std::string> cu2hip::amdPlatformFlags() {
  // hip_common.h: __HIP__ under clang selects the AMD platform; __NVCC__ or
  // clang's __CUDA__ without __HIP__ would also select NVIDIA's, an #error.
  return {"-U__NVCC__", "-U__CUDA__", "-D__HIP__", "-D__HIPCC__", "-D__HIP_PLATFORM_AMD__"};
}
