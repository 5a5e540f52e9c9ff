// The CUDA -> HIP correspondence tables, expanded once from lib/Mapping/*.def.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/VersionTuple.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// The file name of the helper header (share/include) that translated code
/// includes for the device functions and warp helpers HIP lacks.
inline constexpr char WarpHeaderName[] = "cu2hip_warp.h";

enum class EntityKind : uint8_t { Function, Type, Enumerator, Macro };
enum class MapStatus : uint8_t { Supported, Unsupported, Experimental };

#define CU2HIP_AREAS(X)                                                        \
  X(Runtime, "runtime") X(Driver, "driver") X(Device, "device")                \
  X(Complex, "complex") X(RTC, "rtc") X(BLAS, "blas") X(RAND, "rand")          \
  X(FFT, "fft") X(SPARSE, "sparse") X(SOLVER, "solver") X(DNN, "dnn")          \
  X(CUB, "cub") X(CG, "cg") X(Thrust, "thrust")

enum class Area : uint8_t {
#define X(Name, Str) Name,
  CU2HIP_AREAS(X)
#undef X
};

llvm::StringRef areaName(Area A);
std::optional<Area> parseArea(llvm::StringRef S);
llvm::StringRef kindName(EntityKind K);
llvm::StringRef statusName(MapStatus S);

/// A version such as HIP 5.2 or CUDA 11.2 (an llvm::VersionTuple; a missing
/// minor or patch compares as 0). 0.0 means "unset" (always / never,
/// depending on the field).
struct Version {
  llvm::VersionTuple V;
  static constexpr Version make(unsigned Major, unsigned Minor, unsigned Patch = 0) {
    return Version{llvm::VersionTuple(Major, Minor, Patch)};
  }
  /// Parses "5", "5.2" or "5.2.0" (each part at most 99); an empty string is
  /// the unset version.
  static std::optional<Version> parse(llvm::StringRef S);
  bool isSet() const { return !V.empty(); }
  unsigned major() const { return V.getMajor(); }
  unsigned minor() const { return V.getMinor().value_or(0); }
  std::string str() const; // "5.2" (patch shown only when non-zero)
  friend bool operator<(Version A, Version B) { return A.V < B.V; }
  friend bool operator<=(Version A, Version B) { return A.V <= B.V; }
  friend bool operator==(Version A, Version B) { return A.V == B.V; }
};

/// The HIP releases `--hip-version` accepts (lib/Mapping/HipReleases.def),
/// oldest first.
llvm::ArrayRef<Version> knownHipReleases();
/// The newest of them: the target where no HIP is installed.
Version newestKnownHipRelease();
/// "4.0, 4.1, ..., 7.2", for messages.
std::string knownHipReleaseList();
/// A `--hip-version` value: a known release X.Y, or X.Y.Z of one. The error
/// says what was wrong and lists the known releases.
llvm::Expected<Version> parseHipTarget(llvm::StringRef S);
/// A list of them, "6.4,7.2" (coverage's targets, compat's releases): each
/// checked as parseHipTarget does, duplicates dropped, oldest first; an error
/// for a bad element or a list naming none.
llvm::Expected<std::vector<Version>> parseHipTargetList(llvm::StringRef S);

struct MappingEntry {
  llvm::StringRef Cuda;
  llvm::StringRef Hip; // empty when HIP has no equivalent
  EntityKind Kind;
  Area Where;
  MapStatus Status;
  Version CudaAdded, CudaDeprecated, CudaRemoved;
  Version HipAdded, HipDeprecated, HipRemoved;
  /// The spelling HIP had before HipAdded, from OldSince on (Respellings.def:
  /// hipBLAS 2's hipblasCgemm_v2 before 3.0's hipblasCgemm); empty when none.
  llvm::StringRef OldHip;
  Version OldSince;
  /// A spelling older still, from OlderSince up to OldSince (hipBLAS 5.x's
  /// hipblasGemmEx, before 2.x's hipblasGemmEx_v2); empty when none.
  llvm::StringRef OlderHip;
  Version OlderSince;

  bool hasHip() const { return !Hip.empty() && Status != MapStatus::Unsupported; }
  /// True when HIP \p Target has the name under an older spelling.
  bool respelledIn(Version Target) const { return !olderSpelling(Target).empty(); }
  /// True when HIP version \p Target has the API, under either spelling.
  bool availableIn(Version Target) const {
    if (!hasHip())
      return false;
    if (HipAdded.isSet() && Target < HipAdded && !respelledIn(Target))
      return false;
    if (HipRemoved.isSet() && HipRemoved <= Target)
      return false;
    return true;
  }
  /// The HIP spelling in \p Target (meaningful where availableIn(Target)).
  llvm::StringRef hipIn(Version Target) const {
    llvm::StringRef Old = olderSpelling(Target);
    return Old.empty() ? Hip : Old;
  }
  /// The first release with the API and its spelling there, for "added in X as Y".
  Version firstHip() const { return !OlderHip.empty() ? OlderSince : OldHip.empty() ? HipAdded : OldSince; }
  llvm::StringRef firstHipName() const { return !OlderHip.empty() ? OlderHip : OldHip.empty() ? Hip : OldHip; }

private:
  llvm::StringRef olderSpelling(Version Target) const {
    if (!hasHip() || OldHip.empty() || !HipAdded.isSet() || !(Target < HipAdded))
      return "";
    if (OldSince <= Target)
      return OldHip;
    if (!OlderHip.empty() && OlderSince <= Target)
      return OlderHip;
    return "";
  }
};

struct IncludeEntry {
  llvm::StringRef Cuda; // e.g. "cuda_runtime.h"
  llvm::StringRef Hip;  // e.g. "hip/hip_runtime.h"; empty: drop the include
  Area Where;
  Version HipAdded;     // the first HIP release with Hip (unset: every release)
  /// What the include becomes for HIP \p Target ("": dropped).
  llvm::StringRef hipIn(Version Target) const {
    return HipAdded.isSet() && Target < HipAdded ? llvm::StringRef() : Hip;
  }
};

/// The immutable tables. Built once on first use; safe to share between threads.
class MappingTable {
public:
  static const MappingTable &get();

  const MappingEntry *lookup(llvm::StringRef CudaName) const;
  const IncludeEntry *lookupInclude(llvm::StringRef CudaHeader) const;
  llvm::ArrayRef<MappingEntry> entries() const { return Entries; }
  llvm::ArrayRef<IncludeEntry> includes() const { return Includes; }
  /// The newest HIP version any row mentions.
  Version newestHipVersion() const { return NewestHip; }

private:
  MappingTable();
  std::vector<MappingEntry> Entries;  // sorted by Cuda name
  std::vector<IncludeEntry> Includes; // sorted by Cuda header
  Version NewestHip;
};

/// True for identifiers that look like CUDA API names (cudaXxx, cuXxx, CUDA_XXX,
/// cublasXxx, ...), used to report CUDA names the tables do not know.
bool looksLikeCudaName(llvm::StringRef Name);

/// True when \p Name is a function of the C library (libc, libm: expf,
/// sqrtf, memcpy...), by clang's table of library builtins. CUDA's math API
/// keeps these names, so a call of one is no sign of CUDA on its own.
bool isHostLibraryFunction(llvm::StringRef Name);
/// True for the spelling of a CUDA SDK header (<cuda_runtime.h>, <cublas_v2.h>,
/// <cub/cub.cuh>, <cooperative_groups.h>, <mma.h>...): the one list of their prefixes.
bool isCudaHeaderName(llvm::StringRef Spelling);
/// True for the CUDA language keywords and built-ins that make a file CUDA code
/// (__global__, threadIdx, warpSize, <<<...>>>'s companions...).
bool isCudaKeyword(llvm::StringRef Identifier);
/// True for CUDA's built-in variables (threadIdx, blockIdx, blockDim, gridDim,
/// warpSize), which HIP keeps under the same names.
bool isCudaBuiltinVariable(llvm::StringRef Identifier);

} // namespace cu2hip
