// cu2hip_warp.h - written by cu2hip beside translated sources that use warp
// operations (or another of its helpers, such as the device-property queries
// below). Do not edit: re-running cu2hip rewrites it.
//
// CUDA warps have 32 lanes. AMD CDNA GPUs (gfx9xx) run 64-lane wavefronts, RDNA
// GPUs (gfx10xx/11xx) run 32. Under cu2hip's default warp model (logical32) a
// CUDA warp is a *logical 32-lane group* inside the wavefront: lanes [0, 32) and
// [32, 64) of a 64-lane wavefront are two logical warps. Every helper below acts
// on the caller's logical warp, with CUDA's 32-bit masks and results, so code
// written for 32-lane warps keeps its results on both wavefront widths. On
// wave32 targets the shift below is 0 and each helper is the plain operation.
//
// The helpers under "native" are used by --warp-model=native, where cu2hip
// rewrote the surrounding code to the hardware width (64-bit masks/ballots).
#ifndef CU2HIP_WARP_H
#define CU2HIP_WARP_H
#if defined(__clang__)
// A library header: cu2hip, parsing translated code again, never reports
// problems inside it as the user's (it uses AMD device builtins that clang's
// CUDA mode lacks).
#pragma clang system_header
#endif

#if defined(CU2HIP_WARP_HOST_TEST)
#define CU2HIP_HD inline
#elif defined(CU2HIP_CPU_BACKEND)
// cu2hip's CPU backend (runtime/): device code is host C++ whose warp
// operations its hip_runtime.h executes in lockstep per wavefront.
#define CU2HIP_WARP_DEVICE 1
#include <hip/hip_runtime.h>
#define CU2HIP_HD inline
#define CU2HIP_D inline __attribute__((always_inline))
#elif defined(__HIP__) || defined(__HIPCC__)
// The HIP compiler: device helpers and host helpers.
#define CU2HIP_WARP_DEVICE 1
// HIP 6.2-6.4 only declare the *_sync warp functions on request.
#if !defined(HIP_ENABLE_WARP_SYNC_BUILTINS)
#define HIP_ENABLE_WARP_SYNC_BUILTINS 1
#endif
#include <hip/hip_runtime.h>
#define CU2HIP_HD __host__ __device__ inline
#define CU2HIP_D __device__ __forceinline__
#else
// A host-only C++ compiler (a .cpp built against hip::host): the host helpers
// below, over the HIP runtime API, and nothing of the device side.
#include <hip/hip_runtime_api.h>
#define CU2HIP_HD inline
#endif

/// The width of a CUDA warp, which logical32 keeps.
#define CU2HIP_WARP_SIZE 32

// ---- Bit manipulation shared by the helpers (host-testable) --------------------

/// First wavefront lane of the logical warp holding wavefront lane \p lane.
CU2HIP_HD unsigned cu2hip_logical_base(unsigned lane, unsigned wave_size) {
  return wave_size == 64 ? (lane & 32u) : 0u;
}
/// The caller's 32-bit half of a 64-bit wavefront ballot.
CU2HIP_HD unsigned cu2hip_ballot_half(unsigned long long ballot, unsigned lane, unsigned wave_size) {
  return static_cast<unsigned>(ballot >> cu2hip_logical_base(lane, wave_size));
}
/// A CUDA 32-bit lane mask as a 64-bit wavefront mask for the caller's logical warp.
CU2HIP_HD unsigned long long cu2hip_mask_to_wave(unsigned mask, unsigned lane, unsigned wave_size) {
  return static_cast<unsigned long long>(mask) << cu2hip_logical_base(lane, wave_size);
}
/// Bits of the logical lanes whose value equals lane \p self's, from per-lane equality bits.
CU2HIP_HD bool cu2hip_all_equal(unsigned equal_bits, unsigned mask) {
  return (equal_bits & mask) == mask;
}

#ifdef CU2HIP_WARP_DEVICE

// warpSize is the hardware wavefront width (a constant before ROCm 7, a value after).
CU2HIP_D unsigned cu2hip_wave_size() { return warpSize; }
/// Lane index within the logical 32-lane warp (CUDA's %laneid).
CU2HIP_D unsigned cu2hip_lane_id() { return __lane_id() & 31u; }

// ---- Votes and ballots: 32-bit, the caller's logical warp ----------------------
CU2HIP_D unsigned cu2hip_ballot(int pred) {
  return cu2hip_ballot_half(__ballot(pred), __lane_id(), cu2hip_wave_size());
}
CU2HIP_D unsigned cu2hip_activemask() { return cu2hip_ballot(1); }
CU2HIP_D unsigned cu2hip_ballot_sync(unsigned mask, int pred) { return cu2hip_ballot(pred) & mask; }
CU2HIP_D int cu2hip_any(int pred) { return cu2hip_ballot(pred) != 0u; }
CU2HIP_D int cu2hip_all(int pred) { return cu2hip_ballot(pred) == cu2hip_activemask(); }
CU2HIP_D int cu2hip_any_sync(unsigned mask, int pred) { return (cu2hip_ballot(pred) & mask) != 0u; }
CU2HIP_D int cu2hip_all_sync(unsigned mask, int pred) {
  return (cu2hip_ballot(pred) & mask) == (cu2hip_activemask() & mask);
}
CU2HIP_D int cu2hip_uni_sync(unsigned mask, int pred) {
  unsigned b = cu2hip_ballot(pred) & mask;
  return b == 0u || b == (cu2hip_activemask() & mask);
}

/// __syncwarp: the lanes of a wavefront run in lockstep; the fences keep memory
/// operations (e.g. on shared memory) ordered across the point, as CUDA promises.
CU2HIP_D void cu2hip_syncwarp(unsigned mask = 0xffffffffu) {
#if defined(CU2HIP_CPU_BACKEND)
  // The backend checks that every lane of the mask reaches it.
  __syncwarp(cu2hip_mask_to_wave(mask, __lane_id(), cu2hip_wave_size()));
#else
  (void)mask;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
#endif
}

// ---- Shuffles: width 32 keeps each logical warp apart -------------------------
// HIP's __shfl* take a width and address lanes within width-aligned groups of the
// wavefront, which is exactly a CUDA warp when width <= 32. The mask is not
// needed by the hardware (all lanes of the group execute together).
template <typename T> CU2HIP_D T cu2hip_shfl(T v, int src, int width = 32) { return __shfl(v, src, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_up(T v, unsigned d, int width = 32) { return __shfl_up(v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_down(T v, unsigned d, int width = 32) { return __shfl_down(v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_xor(T v, int m, int width = 32) { return __shfl_xor(v, m, width); }
#if defined(HIP_VERSION_MAJOR) && (HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= 602)
// HIP 6.2+ has the *_sync forms; they take 64-bit wavefront masks (ROCm 6.4.3+
// rejects 32-bit ones), so the CUDA mask is moved to the caller's logical warp.
#define CU2HIP_SHFL_SYNC(OP, ...) OP##_sync(cu2hip_mask_to_wave(mask, __lane_id(), cu2hip_wave_size()), __VA_ARGS__)
#else
// Before HIP 6.2 only the non-sync forms exist.
#define CU2HIP_SHFL_SYNC(OP, ...) ((void)mask, OP(__VA_ARGS__))
#endif
template <typename T> CU2HIP_D T cu2hip_shfl_sync(unsigned mask, T v, int src, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl, v, src, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_up_sync(unsigned mask, T v, unsigned d, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_up, v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_down_sync(unsigned mask, T v, unsigned d, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_down, v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_xor_sync(unsigned mask, T v, int m, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_xor, v, m, width); }
#undef CU2HIP_SHFL_SYNC

// ---- Match and reduce (absent from HIP before 6.x): built from shuffles --------
template <typename T> CU2HIP_D unsigned cu2hip_match_any_sync(unsigned mask, T v) {
  unsigned bits = 0;
  for (int i = 0; i < 32; ++i)
    bits |= (__shfl(v, i, 32) == v ? 1u : 0u) << i;
  return bits & mask;
}
template <typename T> CU2HIP_D unsigned cu2hip_match_all_sync(unsigned mask, T v, int *pred) {
  bool all = cu2hip_all_equal(cu2hip_match_any_sync(mask, v), mask);
  *pred = all;
  return all ? mask : 0u;
}
#define CU2HIP_REDUCE(NAME, T, OP)                                                       \
  CU2HIP_D T cu2hip_reduce_##NAME##_sync(unsigned mask, T v) {                           \
    T acc = v;                                                                           \
    bool have = false;                                                                   \
    for (int i = 0; i < 32; ++i) {                                                       \
      T o = __shfl(v, i, 32);                                                            \
      if (mask & (1u << i)) { acc = have ? (OP) : o; have = true; }                      \
    }                                                                                    \
    return acc;                                                                          \
  }
CU2HIP_REDUCE(add, unsigned, acc + o)
CU2HIP_REDUCE(add, int, acc + o)
CU2HIP_REDUCE(min, unsigned, (o < acc ? o : acc))
CU2HIP_REDUCE(min, int, (o < acc ? o : acc))
CU2HIP_REDUCE(max, unsigned, (o > acc ? o : acc))
CU2HIP_REDUCE(max, int, (o > acc ? o : acc))
CU2HIP_REDUCE(and, unsigned, acc & o)
CU2HIP_REDUCE(or, unsigned, acc | o)
CU2HIP_REDUCE(xor, unsigned, acc ^ o)
#undef CU2HIP_REDUCE

#endif // CU2HIP_WARP_DEVICE

#ifndef CU2HIP_WARP_HOST_TEST
// ---- Host side: the device's warp size is the logical 32 ------------------------
// Host code that sizes buffers or grids from the reported warp size keeps CUDA's
// numbers under logical32.
inline hipError_t cu2hip_getDeviceProperties(hipDeviceProp_t *prop, int device) {
  hipError_t err = hipGetDeviceProperties(prop, device);
  if (err == hipSuccess)
    prop->warpSize = CU2HIP_WARP_SIZE;
  return err;
}
inline hipError_t cu2hip_deviceGetAttribute(int *value, hipDeviceAttribute_t attr, int device) {
  hipError_t err = hipDeviceGetAttribute(value, attr, device);
  if (err == hipSuccess && attr == hipDeviceAttributeWarpSize)
    *value = CU2HIP_WARP_SIZE;
  return err;
}

// ---- Host side: cudaDeviceProp fields HIP 5.x's hipDeviceProp_t lacks ----------
// cu2hip rewrites a read of such a field (prop.asyncEngineCount) into a query of
// the device the properties describe (lib/Mapping/DeviceProp.def).
/// The device whose hipGetDeviceProperties filled \p prop: the one at its PCI
/// location, else the current device.
inline int cu2hip_device_of(const hipDeviceProp_t &prop) {
  int count = 0;
  if (hipGetDeviceCount(&count) == hipSuccess)
    for (int d = 0; d < count; ++d) {
      int bus = -1, dev = -1, domain = -1;
      if (hipDeviceGetAttribute(&bus, hipDeviceAttributePciBusId, d) == hipSuccess &&
          hipDeviceGetAttribute(&dev, hipDeviceAttributePciDeviceId, d) == hipSuccess &&
          hipDeviceGetAttribute(&domain, hipDeviceAttributePciDomainID, d) == hipSuccess &&
          bus == prop.pciBusID && dev == prop.pciDeviceID && domain == prop.pciDomainID)
        return d;
    }
  int current = 0;
  (void)hipGetDevice(&current);
  return current;
}
/// The value of \p attr for that device (0 where the runtime has none).
inline int cu2hip_device_prop(const hipDeviceProp_t &prop, hipDeviceAttribute_t attr) {
  int value = 0;
  if (hipDeviceGetAttribute(&value, attr, cu2hip_device_of(prop)) != hipSuccess)
    value = 0;
  return value;
}
#if !defined(CU2HIP_CPU_BACKEND)
/// cudaDeviceProp::uuid: the device's UUID.
inline hipUUID cu2hip_device_prop_uuid(const hipDeviceProp_t &prop) {
  hipUUID id = {};
  (void)hipDeviceGetUuid(&id, cu2hip_device_of(prop));
  return id;
}
#endif

#endif // CU2HIP_WARP_HOST_TEST

#ifdef CU2HIP_WARP_DEVICE
// ---- native model: full-wavefront operations with 64-bit masks -----------------
/// All lanes of the wavefront, as a 64-bit mask.
CU2HIP_D unsigned long long cu2hip_native_full_mask() {
  return cu2hip_wave_size() == 64 ? ~0ull : 0xffffffffull;
}
CU2HIP_D unsigned long long cu2hip_native_ballot(int pred) { return __ballot(pred); }
CU2HIP_D unsigned long long cu2hip_native_activemask() { return __ballot(1); }

#endif // CU2HIP_WARP_DEVICE
#endif // CU2HIP_WARP_H
