// Which platform a translation unit is written for, from its own includes.
// Code that already includes HIP's runtime header (a half-ported tree, or
// cu2hip's own output) is parsed the way hipcc sees it, on HIP's AMD path:
// parsed as CUDA, HIP's headers would take their NVIDIA path (nvidia_detail/),
// which needs the real CUDA SDK and fails against the bundled declarations.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct HipInclude {
  std::string Header; // libraries::isHipRuntimeInclude
  unsigned Line = 0;  // 1-based
  /// Nothing before the include can change what HIP's headers declare, so
  /// they may be parsed once, in the unit's precompiled prelude, instead of
  /// in every unit: the include is `#include <...>`, in no #if, and all that
  /// comes before it is comments, `#pragma once` and other `#include <...>`
  /// (system headers, taken not to define what HIP's headers test). Not so
  /// after a #define or #undef (`HIP_ENABLE_WARP_SYNC_BUILTINS`), a
  /// `#include "..."` (cu2hip_warp.h defines that macro), code or any other
  /// directive: such a unit parses HIP's headers itself, as hipcc would.
  bool Precompilable = false;
};

/// The first #include of HIP's runtime header in \p Text, if any (scanned in
/// place: DirectiveScan).
std::optional<HipInclude> findHipInclude(const std::string &Text);

/// The clang flags (after cu2hip's CUDA ones) that make HIP's headers select
/// __HIP_PLATFORM_AMD__: not nvcc, not clang's CUDA mode, clang's HIP mode and
/// hipcc's __HIPCC__.
std::vector<std::string> amdPlatformFlags();

} // namespace cu2hip
