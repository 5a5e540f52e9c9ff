// The only file that expands the .def tables.
#include "cu2hip/Mapping.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

using namespace cu2hip;

namespace {
// Area names as written in the .def rows.
constexpr Area Runtime = Area::Runtime, Driver = Area::Driver, Device = Area::Device,
               Complex = Area::Complex, RTC = Area::RTC, BLAS = Area::BLAS,
               RAND = Area::RAND, FFT = Area::FFT, SPARSE = Area::SPARSE,
               SOLVER = Area::SOLVER, DNN = Area::DNN, CUB = Area::CUB, CG = Area::CG,
               Thrust = Area::Thrust;
constexpr MapStatus Supported = MapStatus::Supported,
                    Unsupported = MapStatus::Unsupported,
                    Experimental = MapStatus::Experimental;

struct RawRow {
  const char *Cuda, *Hip;
  EntityKind Kind;
  Area Where;
  MapStatus Status;
  const char *V[6];
};

const RawRow RawRows[] = {
#define CU2HIP_ROW(KIND, C, H, AREA, ST, CA, CD, CR, HA, HD, HR)                \
  {C, H, KIND, AREA, ST, {CA, CD, CR, HA, HD, HR}},
#include "RowMacros.inc"
// Earlier files win when a name appears in several (see MappingTable()).
#include "Runtime.def"
#include "RowMacros.inc"
#include "Driver.def"
#include "RowMacros.inc"
#include "Device.def"
#include "RowMacros.inc"
#include "Complex.def"
#include "RowMacros.inc"
#include "RTC.def"
#include "RowMacros.inc"
#include "Libraries/cuBLAS.def"
#include "RowMacros.inc"
#include "Libraries/cuRAND.def"
#include "RowMacros.inc"
#include "Libraries/cuFFT.def"
#include "RowMacros.inc"
#include "Libraries/cuSPARSE.def"
#include "RowMacros.inc"
#include "Libraries/cuSOLVER.def"
#include "RowMacros.inc"
#include "Libraries/cuDNN.def"
#include "RowMacros.inc"
#include "Libraries/CUB.def"
#include "RowMacros.inc"
#include "CG.def"
#undef CU2HIP_ROW
};

struct RawInclude {
  const char *Cuda, *Hip;
  Area Where;
  const char *HipAdded;
};
const RawInclude RawIncludes[] = {
#define CUDA_INCLUDE(C, H, AREA, ADDED) {C, H, AREA, ADDED},
#include "Includes.def"
    {"", "", Area::Runtime, ""}, // keeps the array non-empty; skipped below
};

Version parseOrDie(const char *S) {
  // Most version cells are empty: no parse for them.
  if (!*S)
    return Version();
  // The row format is checked by scripts/check-tables; an unparsable version
  // here is a table bug, treated as "unset" rather than crashing a user run.
  return Version::parse(S).value_or(Version());
}
} // namespace

std::optional<Version> Version::parse(llvm::StringRef S) {
  // One pass over the characters: this runs for thousands of table cells at
  // start-up, where trim() and split() cost more than the parse.
  if (!S.empty() && (llvm::isSpace(S.front()) || llvm::isSpace(S.back())))
    S = S.trim();
  if (S.empty())
    return Version();
  unsigned Parts[3] = {0, 0, 0};
  size_t P = 0;
  for (int I = 0; I < 3 && P < S.size(); ++I) {
    size_t Start = P;
    unsigned N = 0;
    for (; P < S.size() && llvm::isDigit(S[P]); ++P)
      N = std::min(N * 10 + (S[P] - '0'), 100u); // 100: over the limit, no overflow
    if (P == Start || N > 99 || (P < S.size() && S[P] != '.'))
      return std::nullopt;
    Parts[I] = N;
    P += P < S.size(); // the dot; "5." reads as 5.0.0
  }
  if (P < S.size())
    return std::nullopt;
  return make(Parts[0], Parts[1], Parts[2]);
}

std::string Version::str() const {
  std::string R = std::to_string(major()) + "." + std::to_string(minor());
  if (unsigned Patch = V.getSubminor().value_or(0))
    R += "." + std::to_string(Patch);
  return R;
}

MappingTable::MappingTable() {
  // Runs in every process, so it sorts (name, row index) pairs rather than the
  // entries themselves and parses version strings only for the rows it keeps.
  struct Key {
    llvm::StringRef Cuda;
    unsigned Row;
  };
  std::vector<Key> Keys;
  Keys.reserve(std::size(RawRows));
  for (unsigned I = 0; I < std::size(RawRows); ++I)
    Keys.push_back({RawRows[I].Cuda, I});
  // Stable: for a name listed in several files, the first file's row wins.
  std::stable_sort(Keys.begin(), Keys.end(),
                   [](const Key &A, const Key &B) { return A.Cuda < B.Cuda; });
  auto NewerHip = [&](Version V) {
    NewestHip = std::max(NewestHip, V, [](Version A, Version B) { return A < B; });
  };
  Entries.reserve(Keys.size());
  for (unsigned K = 0; K < Keys.size(); ++K) {
    const RawRow &R = RawRows[Keys[K].Row];
    if (K && Keys[K].Cuda == Keys[K - 1].Cuda) {
      NewerHip(parseOrDie(R.V[3])); // a dropped row still counts for NewestHip
      continue;
    }
    MappingEntry E{R.Cuda, R.Hip, R.Kind, R.Where, R.Status, {}, {}, {}, {}, {}, {}, {}, {}};
    Version *Vs[6] = {&E.CudaAdded, &E.CudaDeprecated, &E.CudaRemoved,
                      &E.HipAdded,  &E.HipDeprecated,  &E.HipRemoved};
    for (int I = 0; I < 6; ++I)
      *Vs[I] = parseOrDie(R.V[I]);
    if (E.Hip.empty() && E.Status != MapStatus::Unsupported)
      E.Status = MapStatus::Unsupported;
    NewerHip(E.HipAdded);
    Entries.push_back(E);
  }
  // Older spellings (Respellings.def) belong to the row of their CUDA name.
  struct Respelling {
    llvm::StringRef Cuda, OldHip;
    Version OldSince;
  };
  static const Respelling Respellings[] = {
#define HIP_RESPELLING(Cuda, OldHip, OldSince, NewSince, Where) {Cuda, OldHip, OldSince},
#include "Respellings.def"
  };
  // A name with two (hipblasGemmEx: 5.x, then _v2 in 6.x, then 7.0's) keeps
  // the newer as OldHip and the one before it as OlderHip.
  for (const Respelling &R : Respellings) {
    auto It = std::lower_bound(Entries.begin(), Entries.end(), R.Cuda,
                               [](const MappingEntry &E, llvm::StringRef N) { return E.Cuda < N; });
    if (It == Entries.end() || It->Cuda != R.Cuda)
      continue;
    if (It->OldHip.empty()) {
      It->OldHip = R.OldHip;
      It->OldSince = R.OldSince;
    } else if (R.OldSince < It->OldSince) {
      It->OlderHip = R.OldHip;
      It->OlderSince = R.OldSince;
    } else {
      It->OlderHip = It->OldHip;
      It->OlderSince = It->OldSince;
      It->OldHip = R.OldHip;
      It->OldSince = R.OldSince;
    }
  }
  for (const RawInclude &I : RawIncludes)
    if (*I.Cuda)
      Includes.push_back({I.Cuda, I.Hip, I.Where, *I.HipAdded ? parseOrDie(I.HipAdded) : Version()});
  std::sort(Includes.begin(), Includes.end(),
            [](const IncludeEntry &A, const IncludeEntry &B) { return A.Cuda < B.Cuda; });
}

const MappingTable &MappingTable::get() {
  static const MappingTable Table;
  return Table;
}

const MappingEntry *MappingTable::lookup(llvm::StringRef Name) const {
  auto It = std::lower_bound(Entries.begin(), Entries.end(), Name,
                             [](const MappingEntry &E, llvm::StringRef N) { return E.Cuda < N; });
  return It != Entries.end() && It->Cuda == Name ? &*It : nullptr;
}

const IncludeEntry *MappingTable::lookupInclude(llvm::StringRef Header) const {
  auto It = std::lower_bound(Includes.begin(), Includes.end(), Header,
                             [](const IncludeEntry &E, llvm::StringRef N) { return E.Cuda < N; });
  return It != Includes.end() && It->Cuda == Header ? &*It : nullptr;
}

llvm::StringRef cu2hip::areaName(Area A) {
  switch (A) {
#define X(Name, Str)                                                           \
  case Area::Name:                                                             \
    return Str;
    CU2HIP_AREAS(X)
#undef X
  }
  return "?";
}

std::optional<Area> cu2hip::parseArea(llvm::StringRef S) {
#define X(Name, Str)                                                           \
  if (S.equals_insensitive(Str))                                               \
    return Area::Name;
  CU2HIP_AREAS(X)
#undef X
  return std::nullopt;
}

llvm::StringRef cu2hip::kindName(EntityKind K) {
  switch (K) {
  case EntityKind::Function: return "function";
  case EntityKind::Type: return "type";
  case EntityKind::Enumerator: return "enumerator";
  case EntityKind::Macro: return "macro";
  }
  return "?";
}

llvm::StringRef cu2hip::statusName(MapStatus S) {
  switch (S) {
  case MapStatus::Supported: return "supported";
  case MapStatus::Unsupported: return "unsupported";
  case MapStatus::Experimental: return "experimental";
  }
  return "?";
}

/// How the CUDA libraries' headers and API names start (cublas_v2.h,
/// cublasSgemm, CUBLAS_STATUS_SUCCESS).
static constexpr llvm::StringLiteral CudaLibraryPrefixes[] = {
    "cuda", "cublas", "curand", "cufft", "cusparse", "cusolver", "cudnn", "nvrtc"};

bool cu2hip::isCudaHeaderName(llvm::StringRef H) {
  for (llvm::StringRef P : CudaLibraryPrefixes)
    if (H.starts_with(P))
      return true;
  for (llvm::StringRef P : {"nvml", "nvtx", "cub/", "cooperative_groups", "cuComplex",
                            "device_launch_parameters", "sm_", "mma.h", "nvToolsExt"})
    if (H.starts_with(P))
      return true;
  return false;
}

bool cu2hip::isCudaBuiltinVariable(llvm::StringRef S) {
  return llvm::is_contained({"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize"}, S);
}

bool cu2hip::isCudaKeyword(llvm::StringRef S) {
  return isCudaBuiltinVariable(S) ||
         llvm::is_contained({"__global__", "__device__", "__host__", "__shared__", "__constant__",
                             "__managed__", "__launch_bounds__", "__syncthreads", "dim3", "__shfl_sync",
                             "__ballot_sync"},
                            S);
}

bool cu2hip::looksLikeCudaName(llvm::StringRef N) {
  for (llvm::StringRef P : CudaLibraryPrefixes) {
    // cublasSgemm, cudaMemcpy_v2
    if (N.size() > P.size() && N.starts_with(P) && (llvm::isUpper(N[P.size()]) || N[P.size()] == '_'))
      return true;
    // CUBLAS_STATUS_SUCCESS: the prefix in capitals, '_', anything
    if (N.size() > P.size() + 1 && N[P.size()] == '_' && llvm::all_of(llvm::seq<size_t>(0, P.size()),
                                           [&](size_t I) { return N[I] == llvm::toUpper(P[I]); }))
      return true;
  }
  if (N.size() > 3 && N.starts_with("CU_"))
    return true;
  // Driver API: cuInit, cuMemAlloc, cuCtxCreate... ("cu" + Upper + lower).
  return N.size() > 3 && N[0] == 'c' && N[1] == 'u' && llvm::isUpper(N[2]) && llvm::isLower(N[3]);
}
