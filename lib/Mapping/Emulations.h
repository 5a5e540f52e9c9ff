// The device functions and types cu2hip emulates in cu2hip_warp.h
// (Emulations.def), as the emulated-calls rule and the tests query them.
#pragma once

#include "cu2hip/Mapping.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace cu2hip::emulations {

enum class Family { SimdVideo, MinMax, Rounding, Atomics, BFloat16, HostCode, CoopGroups, Pipeline, CacheHints, HalfMath, MathConstants, MemLocation };

/// One row of Emulations.def.
struct Emulation {
  enum KindT { Call, Name, Overload, Mixed, Host, CoopGroups, CoopGroupsMember, Constants } Kind;
  llvm::StringRef Cuda;    // Constants: the prefix of the CUDA names; CoopGroupsMember:
                           // the CG.def row (cooperative_groups::Class::Member)
  llvm::StringRef Pointee; // Overload: the CUDA type the first argument points to
  llvm::StringRef Helper;  // the cu2hip_warp.h function or type (Constants: the prefix it adds)
  Version Hip;             // the first HIP release with Cuda itself (unset: none known)
  llvm::StringRef HipName; // Name: what Cuda becomes from Hip on
  Family Fam;
  /// True when code for HIP \p Target needs the helper.
  bool neededFor(Version Target) const { return !Hip.isSet() || Target < Hip; }
  /// True when code for HIP \p Target includes cu2hip_warp.h for this row: the
  /// helper, or a HIP-typed helper (cu2hip_hip_*) where HIP lacks the name.
  bool needsHeaderFor(Version Target) const { return spellingFor(Target).starts_with("cu2hip_"); }
  /// What a use of Cuda becomes in code for HIP \p Target ("" when it stays).
  llvm::StringRef spellingFor(Version Target) const {
    if (neededFor(Target))
      return Helper;
    return HipName == Cuda ? "" : HipName;
  }
};

llvm::ArrayRef<Emulation> all();
/// The Call or Name row of \p CudaName, or null.
const Emulation *lookupName(llvm::StringRef CudaName);
/// The Constants row whose prefix \p CudaName starts with, or null.
const Emulation *lookupConstant(llvm::StringRef CudaName);
/// The CoopGroupsMember row of \p Key ("cooperative_groups::thread_block_tile::meta_group_rank"), or null.
const Emulation *lookupCgMember(llvm::StringRef Key);
/// The Host row of \p CudaName ("operator+", "operator-1" for unary minus), or null.
const Emulation *lookupHost(llvm::StringRef CudaName);

} // namespace cu2hip::emulations
