// Memory: every "device" allocation is host memory (the kernels run on the
// host), tracked so that hipFree, hipPointerGetAttributes and the memory
// pools can answer as HIP does.
#include "Internal.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <iterator>
#include <map>
#include <mutex>

namespace cu2hip_cpu {
namespace {
struct Allocation {
  size_t Size;
  hipMemoryType Type;
  hipMemPool_t Pool;
  unsigned long long Id; ///< #1, #2... in allocation order (memcheck names buffers so)
  const char *Api;       ///< the call that allocated it
};
std::mutex AllocMutex;
std::map<const char *, Allocation> &allocations() {
  static auto *M = new std::map<const char *, Allocation>();
  return *M;
}
unsigned long long LastId = 0;
/// Buffers freed, newest last, for memcheck's use-after-free reports; the
/// oldest are forgotten (AddressSanitizer's quarantine keeps freed memory
/// from reuse for a while, not for ever).
constexpr size_t FreedKept = 4096;
std::deque<BufferRecord> &freedBuffers() {
  static auto *D = new std::deque<BufferRecord>();
  return *D;
}

/// Device memory starts as garbage on a GPU (a freed block comes back as it
/// was left), so a program that reads what it never wrote is wrong there.
/// The backend fills device allocations with 32-bit words 0x7fffffff: a float
/// or double reads NaN, an int INT_MAX, a 64-bit integer 0x7fffffff7fffffff,
/// so such a read shows in the results. CU2HIP_POISON=0 leaves memory as the
/// host allocator returns it. Managed and host allocations are not filled
/// (left as the host allocator returns them).
bool poisonDeviceMemory() {
  static const bool On = [] {
    const char *E = std::getenv("CU2HIP_POISON");
    return !(E && std::strcmp(E, "0") == 0);
  }();
  return On;
}
constexpr uint32_t PoisonWord = 0x7fffffffu;

/// Host memory for a buffer of \p Size bytes, 256-byte aligned as hipMalloc
/// guarantees. Under AddressSanitizer exactly \p Size bytes from malloc's
/// heap, so that it sees the buffer's real end; otherwise rounded up to the
/// alignment, as aligned_alloc requires.
void *hostAllocate(size_t Size) {
#if CU2HIP_CPU_ASAN
  void *P = nullptr;
  return posix_memalign(&P, 256, Size) == 0 ? P : nullptr;
#else
  return std::aligned_alloc(256, (Size + 255) & ~size_t(255));
#endif
}

hipError_t allocate(void **Ptr, size_t Size, hipMemoryType Type, const char *Api, hipMemPool_t Pool = nullptr) {
  ensureInit();
  if (!Ptr)
    return setError(hipErrorInvalidValue);
  if (Size == 0) {
    *Ptr = nullptr;
    return hipSuccess;
  }
  void *P = hostAllocate(Size);
  if (!P) {
    *Ptr = nullptr;
    return setError(hipErrorOutOfMemory);
  }
  if (Type == hipMemoryTypeDevice && poisonDeviceMemory()) {
    // Whole words, then the bytes of the last word that are the buffer's.
    uint32_t *W = static_cast<uint32_t *>(P);
    for (size_t I = 0; I < Size / 4; ++I)
      W[I] = PoisonWord;
    std::memcpy(W + Size / 4, &PoisonWord, Size % 4);
  }
  std::lock_guard<std::mutex> Lock(AllocMutex);
  allocations()[static_cast<const char *>(P)] = Allocation{Size, Type, Pool, ++LastId, Api};
  *Ptr = P;
  return hipSuccess;
}

/// The allocation containing \p P, or null.
const std::pair<const char *const, Allocation> *find(const void *P) {
  auto &M = allocations();
  auto It = M.upper_bound(static_cast<const char *>(P));
  if (It == M.begin())
    return nullptr;
  --It;
  if (static_cast<const char *>(P) < It->first + It->second.Size)
    return &*It;
  return nullptr;
}

hipError_t release(void *Ptr, bool Host, const char *Api) {
  if (!Ptr)
    return hipSuccess;
  std::lock_guard<std::mutex> Lock(AllocMutex);
  auto &M = allocations();
  auto It = M.find(static_cast<const char *>(Ptr));
  if (It == M.end())
    return setError(hipErrorInvalidValue);
  if (It->second.Type == hipMemoryTypeHost && !Host)
    return setError(hipErrorInvalidValue);
  auto &Freed = freedBuffers();
  if (Freed.size() == FreedKept)
    Freed.pop_front();
  Freed.push_back(BufferRecord{It->first, It->second.Size, It->second.Id, It->second.Api, Api});
  M.erase(It);
  std::free(Ptr);
  return hipSuccess;
}
} // namespace

bool findBuffer(const void *Addr, size_t Slack, BufferRecord &Out) {
  // An error reported while the registry is locked (in the allocator's own
  // code) finds nothing rather than waiting for ever.
  std::unique_lock<std::mutex> Lock(AllocMutex, std::try_to_lock);
  if (!Lock.owns_lock())
    return false;
  const char *A = static_cast<const char *>(Addr);
  auto Live = [&](std::map<const char *, Allocation>::const_iterator It) {
    Out = BufferRecord{It->first, It->second.Size, It->second.Id, It->second.Api, nullptr};
    return true;
  };
  const auto &M = allocations();
  auto After = M.upper_bound(A); // the first buffer that starts past A
  auto Before = After == M.begin() ? M.end() : std::prev(After);
  if (Before != M.end() && A < Before->first + Before->second.Size)
    return Live(Before);
  const auto &Freed = freedBuffers();
  for (auto I = Freed.rbegin(); I != Freed.rend(); ++I)
    if (A >= I->Base && A < I->Base + I->Size) {
      Out = *I;
      return true;
    }
  // Between buffers: the nearer one, as AddressSanitizer describes an
  // access in the redzone between two heap blocks.
  size_t PastBefore = Before != M.end() ? size_t(A - (Before->first + Before->second.Size)) : SIZE_MAX;
  size_t ToAfter = After != M.end() ? size_t(After->first - A) : SIZE_MAX;
  if (PastBefore <= Slack && PastBefore <= ToAfter)
    return Live(Before);
  if (ToAfter <= Slack)
    return Live(After);
  return false;
}
} // namespace cu2hip_cpu

using namespace cu2hip_cpu;

hipError_t hipMalloc(void **P, size_t S) { return allocate(P, S, hipMemoryTypeDevice, "hipMalloc"); }
hipError_t hipMallocManaged(void **P, size_t S, unsigned) {
  return allocate(P, S, hipMemoryTypeManaged, "hipMallocManaged");
}
hipError_t hipHostMalloc(void **P, size_t S, unsigned) { return allocate(P, S, hipMemoryTypeHost, "hipHostMalloc"); }
hipError_t hipMallocHost(void **P, size_t S) { return allocate(P, S, hipMemoryTypeHost, "hipMallocHost"); }
hipError_t hipHostAlloc(void **P, size_t S, unsigned) { return allocate(P, S, hipMemoryTypeHost, "hipHostAlloc"); }
hipError_t hipExtMallocWithFlags(void **P, size_t S, unsigned) {
  return allocate(P, S, hipMemoryTypeDevice, "hipExtMallocWithFlags");
}
hipError_t hipMallocPitch(void **P, size_t *Pitch, size_t W, size_t H) {
  if (!Pitch) return setError(hipErrorInvalidValue);
  *Pitch = (W + 255) & ~size_t(255);
  return allocate(P, *Pitch * H, hipMemoryTypeDevice, "hipMallocPitch");
}
hipError_t hipMalloc3D(hipPitchedPtr *PP, hipExtent E) {
  if (!PP) return setError(hipErrorInvalidValue);
  size_t Pitch = (E.width + 255) & ~size_t(255);
  void *P = nullptr;
  hipError_t Err = allocate(&P, Pitch * E.height * E.depth, hipMemoryTypeDevice, "hipMalloc3D");
  if (Err != hipSuccess) return Err;
  *PP = hipPitchedPtr{P, Pitch, E.width, E.height};
  return hipSuccess;
}
hipError_t hipFree(void *P) { return release(P, false, "hipFree"); }
hipError_t hipHostFree(void *P) { return release(P, true, "hipHostFree"); }
hipError_t hipFreeHost(void *P) { return release(P, true, "hipFreeHost"); }
hipError_t hipHostRegister(void *, size_t, unsigned) { return hipSuccess; }
hipError_t hipHostUnregister(void *) { return hipSuccess; }
hipError_t hipHostGetDevicePointer(void **D, void *H, unsigned) { *D = H; return hipSuccess; }
hipError_t hipHostGetFlags(unsigned *F, void *) { *F = 0; return hipSuccess; }
hipError_t hipPointerGetAttributes(hipPointerAttribute_t *A, const void *P) {
  if (!A) return setError(hipErrorInvalidValue);
  std::memset(A, 0, sizeof *A);
  std::lock_guard<std::mutex> Lock(AllocMutex);
  if (auto *E = find(P)) {
    A->type = E->second.Type;
    A->isManaged = E->second.Type == hipMemoryTypeManaged;
  } else {
    A->type = hipMemoryTypeUnregistered;
  }
  A->device = 0;
  A->devicePointer = const_cast<void *>(P);
  A->hostPointer = const_cast<void *>(P);
  return hipSuccess;
}
hipError_t hipMemGetInfo(size_t *Free, size_t *Total) {
  hipDeviceProp_t Prop;
  hipGetDeviceProperties(&Prop, 0);
  size_t Used = 0;
  {
    std::lock_guard<std::mutex> Lock(AllocMutex);
    for (auto &[P, A] : allocations()) Used += A.Size;
  }
  if (Total) *Total = Prop.totalGlobalMem;
  if (Free) *Free = Prop.totalGlobalMem > Used ? Prop.totalGlobalMem - Used : 0;
  return hipSuccess;
}

// ---- Copies and fills: work items in stream order ---------------------------------
namespace {
hipError_t copy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t W, size_t H) {
  if (W > DPitch || W > SPitch) return hipErrorInvalidPitchValue;
  for (size_t R = 0; R < H; ++R)
    std::memmove(static_cast<char *>(Dst) + R * DPitch, static_cast<const char *>(Src) + R * SPitch, W);
  return hipSuccess;
}
hipError_t checkKind(hipMemcpyKind K) {
  return unsigned(K) <= unsigned(hipMemcpyDefault) ? hipSuccess : hipErrorInvalidMemcpyDirection;
}
} // namespace

hipError_t hipMemcpyAsync(void *D, const void *S, size_t N, hipMemcpyKind K, hipStream_t Q) {
  ensureInit();
  if (hipError_t E = checkKind(K); E != hipSuccess) return setError(E);
  if (N && (!D || !S)) return setError(hipErrorInvalidValue);
  return setError(submit(Q, hipGraphNodeTypeMemcpy, [D, S, N] {
    if (N) std::memmove(D, S, N);
    return hipSuccess;
  }));
}
hipError_t hipMemcpy(void *D, const void *S, size_t N, hipMemcpyKind K) { return hipMemcpyAsync(D, S, N, K, nullptr); }
hipError_t hipMemcpyHtoD(void *D, const void *S, size_t N) { return hipMemcpy(D, S, N, hipMemcpyHostToDevice); }
hipError_t hipMemcpyDtoH(void *D, const void *S, size_t N) { return hipMemcpy(D, S, N, hipMemcpyDeviceToHost); }
hipError_t hipMemcpyDtoD(void *D, const void *S, size_t N) { return hipMemcpy(D, S, N, hipMemcpyDeviceToDevice); }
hipError_t hipMemcpyPeer(void *D, int, const void *S, int, size_t N) { return hipMemcpy(D, S, N, hipMemcpyDefault); }
hipError_t hipMemcpy2DAsync(void *D, size_t DP, const void *S, size_t SP, size_t W, size_t H, hipMemcpyKind K,
                            hipStream_t Q) {
  ensureInit();
  if (hipError_t E = checkKind(K); E != hipSuccess) return setError(E);
  if (W > DP || W > SP) return setError(hipErrorInvalidPitchValue);
  return setError(submit(Q, hipGraphNodeTypeMemcpy, [=] { return copy2D(D, DP, S, SP, W, H); }));
}
hipError_t hipMemcpy2D(void *D, size_t DP, const void *S, size_t SP, size_t W, size_t H, hipMemcpyKind K) {
  return hipMemcpy2DAsync(D, DP, S, SP, W, H, K, nullptr);
}

namespace {
/// A 3D copy endpoint: an array or a pitched pointer, with a position.
struct Region {
  char *Base;
  size_t Pitch, SlicePitch;
};
Region region(hipArray_t A, hipPitchedPtr P, hipPos Pos, size_t &ElemSize) {
  if (A) {
    ElemSize = A->elementSize;
    size_t Pitch = A->width * A->elementSize;
    size_t Slice = Pitch * (A->height ? A->height : 1);
    return Region{reinterpret_cast<char *>(A->data) + Pos.z * Slice + Pos.y * Pitch + Pos.x * A->elementSize, Pitch,
                  Slice};
  }
  size_t Slice = P.pitch * P.ysize;
  return Region{static_cast<char *>(P.ptr) + Pos.z * Slice + Pos.y * P.pitch + Pos.x, P.pitch, Slice};
}
} // namespace

hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms *P, hipStream_t Q) {
  ensureInit();
  if (!P) return setError(hipErrorInvalidValue);
  hipMemcpy3DParms C = *P;
  return setError(submit(Q, hipGraphNodeTypeMemcpy, [C] {
    size_t SE = 1, DE = 1;
    Region S = region(C.srcArray, C.srcPtr, C.srcPos, SE);
    Region D = region(C.dstArray, C.dstPtr, C.dstPos, DE);
    // With an array on either side the extent's width counts elements.
    size_t Row = C.extent.width * (C.srcArray ? SE : (C.dstArray ? DE : 1));
    size_t H = C.extent.height ? C.extent.height : 1, Depth = C.extent.depth ? C.extent.depth : 1;
    for (size_t Z = 0; Z < Depth; ++Z)
      for (size_t Y = 0; Y < H; ++Y)
        std::memmove(D.Base + Z * D.SlicePitch + Y * D.Pitch, S.Base + Z * S.SlicePitch + Y * S.Pitch, Row);
    return hipSuccess;
  }));
}
hipError_t hipMemcpy3D(const hipMemcpy3DParms *P) { return hipMemcpy3DAsync(P, nullptr); }

hipError_t hipMemsetAsync(void *D, int V, size_t N, hipStream_t Q) {
  ensureInit();
  if (N && !D) return setError(hipErrorInvalidValue);
  return setError(submit(Q, hipGraphNodeTypeMemset, [=] {
    std::memset(D, V, N);
    return hipSuccess;
  }));
}
hipError_t hipMemset(void *D, int V, size_t N) { return hipMemsetAsync(D, V, N, nullptr); }
hipError_t hipMemsetD8(void *D, unsigned char V, size_t N) { return hipMemset(D, V, N); }
template <typename T> static hipError_t fill(void *D, T V, size_t N, hipStream_t Q) {
  ensureInit();
  return setError(submit(Q, hipGraphNodeTypeMemset, [=] {
    T *P = static_cast<T *>(D);
    for (size_t I = 0; I < N; ++I) P[I] = V;
    return hipSuccess;
  }));
}
hipError_t hipMemsetD16(void *D, unsigned short V, size_t N) { return fill(D, V, N, nullptr); }
hipError_t hipMemsetD32(void *D, int V, size_t N) { return fill(D, V, N, nullptr); }
hipError_t hipMemsetD32Async(void *D, int V, size_t N, hipStream_t Q) { return fill(D, V, N, Q); }
hipError_t hipMemset2DAsync(void *D, size_t Pitch, int V, size_t W, size_t H, hipStream_t Q) {
  ensureInit();
  return setError(submit(Q, hipGraphNodeTypeMemset, [=] {
    for (size_t R = 0; R < H; ++R) std::memset(static_cast<char *>(D) + R * Pitch, V, W);
    return hipSuccess;
  }));
}
hipError_t hipMemset2D(void *D, size_t Pitch, int V, size_t W, size_t H) {
  return hipMemset2DAsync(D, Pitch, V, W, H, nullptr);
}
hipError_t hipMemset3D(hipPitchedPtr P, int V, hipExtent E) {
  ensureInit();
  return setError(submit(nullptr, hipGraphNodeTypeMemset, [=] {
    for (size_t Z = 0; Z < E.depth; ++Z)
      for (size_t Y = 0; Y < E.height; ++Y)
        std::memset(static_cast<char *>(P.ptr) + (Z * P.ysize + Y) * P.pitch, V, E.width);
    return hipSuccess;
  }));
}
hipError_t hipMemPrefetchAsync(const void *, size_t, int, hipStream_t) { return hipSuccess; }
hipError_t hipMemAdvise(const void *, size_t, hipMemoryAdvise, int) { return hipSuccess; }
hipError_t hipStreamAttachMemAsync(hipStream_t, void *, size_t, unsigned) { return hipSuccess; }

// ---- Symbols ---------------------------------------------------------------------------
hipError_t hipMemcpyToSymbolAsync(const void *Sym, const void *Src, size_t N, size_t Off, hipMemcpyKind K,
                                  hipStream_t Q) {
  if (!Sym) return setError(hipErrorInvalidSymbol);
  return hipMemcpyAsync(static_cast<char *>(const_cast<void *>(Sym)) + Off, Src, N, K, Q);
}
hipError_t hipMemcpyFromSymbolAsync(void *Dst, const void *Sym, size_t N, size_t Off, hipMemcpyKind K,
                                    hipStream_t Q) {
  if (!Sym) return setError(hipErrorInvalidSymbol);
  return hipMemcpyAsync(Dst, static_cast<const char *>(Sym) + Off, N, K, Q);
}
hipError_t hipMemcpyToSymbol(const void *Sym, const void *Src, size_t N, size_t Off, hipMemcpyKind K) {
  return hipMemcpyToSymbolAsync(Sym, Src, N, Off, K, nullptr);
}
hipError_t hipMemcpyFromSymbol(void *Dst, const void *Sym, size_t N, size_t Off, hipMemcpyKind K) {
  return hipMemcpyFromSymbolAsync(Dst, Sym, N, Off, K, nullptr);
}
hipError_t hipGetSymbolAddress(void **D, const void *Sym) {
  if (!D || !Sym) return setError(hipErrorInvalidSymbol);
  *D = const_cast<void *>(Sym);
  return hipSuccess;
}
hipError_t hipGetSymbolSize(size_t *, const void *) { return notSupported("hipGetSymbolSize(const void *)"); }

// ---- Stream-ordered allocation and pools -------------------------------------------------
// A pool's accounting, as a device reports it: Used is what live allocations
// take; Reserved is what the pool holds from the device, freed blocks included,
// which it keeps up to the release threshold (a device trims at synchronization;
// the backend trims when a block is freed) or until hipMemPoolTrimTo.
struct ihipMemPoolHandle_t {
  std::mutex M;
  size_t Used = 0, UsedHigh = 0, Reserved = 0, ReservedHigh = 0, ReleaseThreshold = 0;
  void trim(size_t Keep) { Reserved = std::max(Used, std::min(Reserved, Keep)); }
};
namespace {
ihipMemPoolHandle_t *defaultPool() {
  static auto *P = new ihipMemPoolHandle_t();
  return P;
}
ihipMemPoolHandle_t *CurrentPool = nullptr;

hipError_t poolAllocate(void **P, size_t S, hipMemPool_t Pool, const char *Api) {
  if (!Pool) return setError(hipErrorInvalidValue);
  if (hipError_t E = allocate(P, S, hipMemoryTypeDevice, Api, Pool); E != hipSuccess) return E;
  std::lock_guard<std::mutex> Lock(Pool->M);
  Pool->Used += S;
  Pool->UsedHigh = std::max(Pool->UsedHigh, Pool->Used);
  Pool->Reserved = std::max(Pool->Reserved, Pool->Used);
  Pool->ReservedHigh = std::max(Pool->ReservedHigh, Pool->Reserved);
  return hipSuccess;
}
} // namespace

hipError_t hipMallocFromPoolAsync(void **P, size_t S, hipMemPool_t Pool, hipStream_t) {
  return poolAllocate(P, S, Pool, "hipMallocFromPoolAsync");
}
hipError_t hipMallocAsync(void **P, size_t S, hipStream_t) {
  return poolAllocate(P, S, CurrentPool ? CurrentPool : defaultPool(), "hipMallocAsync");
}
hipError_t hipFreeAsync(void *P, hipStream_t Q) {
  if (!P) return hipSuccess;
  // The memory is released in stream order (now: operations run in issue order).
  return setError(submit(Q, hipGraphNodeTypeEmpty, [P] {
    hipMemPool_t Pool = nullptr;
    size_t Size = 0;
    {
      std::lock_guard<std::mutex> Lock(AllocMutex);
      auto It = allocations().find(static_cast<const char *>(P));
      if (It == allocations().end()) return hipErrorInvalidValue;
      Pool = It->second.Pool;
      Size = It->second.Size;
    }
    if (Pool) {
      std::lock_guard<std::mutex> Lock(Pool->M);
      Pool->Used -= Size;
      Pool->trim(Pool->ReleaseThreshold);
    }
    return release(P, false, "hipFreeAsync");
  }));
}
hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *P, int D) { *P = defaultPool(); return D == 0 ? hipSuccess : setError(hipErrorInvalidDevice); }
hipError_t hipDeviceGetMemPool(hipMemPool_t *P, int D) {
  *P = CurrentPool ? CurrentPool : defaultPool();
  return D == 0 ? hipSuccess : setError(hipErrorInvalidDevice);
}
hipError_t hipDeviceSetMemPool(int, hipMemPool_t P) { CurrentPool = P; return hipSuccess; }
hipError_t hipMemPoolCreate(hipMemPool_t *P, const hipMemPoolProps *) { *P = new ihipMemPoolHandle_t(); return hipSuccess; }
hipError_t hipMemPoolDestroy(hipMemPool_t P) {
  if (P == defaultPool()) return setError(hipErrorInvalidValue);
  if (CurrentPool == P) CurrentPool = nullptr;
  delete P;
  return hipSuccess;
}
hipError_t hipMemPoolSetAttribute(hipMemPool_t P, hipMemPoolAttr A, void *V) {
  if (!P || !V) return setError(hipErrorInvalidValue);
  std::lock_guard<std::mutex> Lock(P->M);
  if (A == hipMemPoolAttrReleaseThreshold) P->ReleaseThreshold = size_t(*static_cast<uint64_t *>(V));
  else if (A == hipMemPoolAttrUsedMemHigh) P->UsedHigh = P->Used;
  else if (A == hipMemPoolAttrReservedMemHigh) P->ReservedHigh = P->Reserved;
  return hipSuccess;
}
hipError_t hipMemPoolGetAttribute(hipMemPool_t P, hipMemPoolAttr A, void *V) {
  if (!P || !V) return setError(hipErrorInvalidValue);
  std::lock_guard<std::mutex> Lock(P->M);
  uint64_t *Out = static_cast<uint64_t *>(V);
  switch (A) {
  case hipMemPoolAttrReleaseThreshold: *Out = P->ReleaseThreshold; break;
  case hipMemPoolAttrUsedMemCurrent: *Out = P->Used; break;
  case hipMemPoolAttrReservedMemCurrent: *Out = P->Reserved; break;
  case hipMemPoolAttrUsedMemHigh: *Out = P->UsedHigh; break;
  case hipMemPoolAttrReservedMemHigh: *Out = P->ReservedHigh; break;
  default: *static_cast<int *>(V) = 0; break;
  }
  return hipSuccess;
}
hipError_t hipMemPoolTrimTo(hipMemPool_t P, size_t MinBytesToKeep) {
  if (!P) return setError(hipErrorInvalidValue);
  std::lock_guard<std::mutex> Lock(P->M);
  P->trim(MinBytesToKeep);
  return hipSuccess;
}

namespace cu2hip_cpu {
bool findAllocation(const void *P, const char *&Base, size_t &Size) {
  std::lock_guard<std::mutex> Lock(AllocMutex);
  auto *A = find(P);
  if (!A)
    return false;
  Base = A->first;
  Size = A->second.Size;
  return true;
}
} // namespace cu2hip_cpu
