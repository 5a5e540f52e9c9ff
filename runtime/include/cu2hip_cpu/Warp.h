// Wavefront operations of the CPU backend (HIP's device API), executed in
// lockstep by the lanes of a wavefront through cu2hip_cpu::collective.
// Widths and masks follow HIP on AMD: 64-bit masks and ballots, shuffles
// within width-aligned segments of the wavefront.
#ifndef CU2HIP_CPU_WARP_H
#define CU2HIP_CPU_WARP_H

#include "cu2hip_cpu/Exec.h"

/// Device functions that contain a collective are always inlined: the
/// collective's call site then identifies the source location (Warp.cpp).
#define CU2HIP_CPU_DEVICE inline __attribute__((always_inline))

#if CU2HIP_CPU_HIP_AT_LEAST(7, 0) || defined(CU2HIP_CPU_LIBRARY)
/// ROCm 7: warpSize is a run-time value (`__shared__ float s[warpSize]` and
/// `constexpr int n = warpSize` do not compile), the wavefront width of this
/// run (CU2HIP_WAVE), and the compiler defines no wavefront-size macro.
extern const int warpSize;
#else
/// HIP 5.x/6.x: warpSize is a compile-time constant, the wavefront width of the
/// target the compile is for (64 on gfx90a, 32 on gfx1030), and the device
/// compiler defines __AMDGCN_WAVEFRONT_SIZE(__). A program is built once per
/// width, as for two GPU architectures, and runs at the width it was built for.
#if !defined(CU2HIP_CPU_WAVE_SIZE)
#error "cu2hip CPU backend: before HIP 7.0 warpSize is a compile-time constant; build once per wavefront width with -DCU2HIP_CPU_WAVE_SIZE=32 or 64 (cpu-runtime.json's \"wave\" flags)"
#elif CU2HIP_CPU_WAVE_SIZE != 32 && CU2HIP_CPU_WAVE_SIZE != 64
#error "cu2hip CPU backend: CU2HIP_CPU_WAVE_SIZE must be 32 or 64"
#endif
static constexpr int warpSize = CU2HIP_CPU_WAVE_SIZE;
#define __AMDGCN_WAVEFRONT_SIZE CU2HIP_CPU_WAVE_SIZE
#define __AMDGCN_WAVEFRONT_SIZE__ CU2HIP_CPU_WAVE_SIZE
extern "C" __attribute__((weak)) const int cu2hip_cpu_program_wave = CU2HIP_CPU_WAVE_SIZE;
#endif

inline unsigned __lane_id() { return ::cu2hip_cpu::self().Lane; }

template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl(const T &v, int src, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::Shfl, "__shfl", ::cu2hip_cpu::plainRef(v), src, width);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_up(const T &v, unsigned delta, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflUp, "__shfl_up", ::cu2hip_cpu::plainRef(v), int(delta), width);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_down(const T &v, unsigned delta, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflDown, "__shfl_down", ::cu2hip_cpu::plainRef(v), int(delta), width);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_xor(const T &v, int laneMask, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflXor, "__shfl_xor", ::cu2hip_cpu::plainRef(v), laneMask, width);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_sync(unsigned long long mask, const T &v, int src, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::Shfl, "__shfl_sync", ::cu2hip_cpu::plainRef(v), src, width, true, mask);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_up_sync(unsigned long long mask, const T &v, unsigned delta, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflUp, "__shfl_up_sync", ::cu2hip_cpu::plainRef(v), int(delta), width, true,
                               mask);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_down_sync(unsigned long long mask, const T &v, unsigned delta, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflDown, "__shfl_down_sync", ::cu2hip_cpu::plainRef(v), int(delta), width,
                               true, mask);
}
template <typename T> CU2HIP_CPU_DEVICE std::remove_cv_t<T> __shfl_xor_sync(unsigned long long mask, const T &v, int laneMask, int width = warpSize) {
  return ::cu2hip_cpu::shuffle<std::remove_cv_t<T>>(::cu2hip_cpu::CollectiveKind::ShflXor, "__shfl_xor_sync", ::cu2hip_cpu::plainRef(v), laneMask, width, true,
                               mask);
}

CU2HIP_CPU_DEVICE unsigned long long __ballot(int pred) { return ::cu2hip_cpu::ballot("__ballot", pred); }
CU2HIP_CPU_DEVICE unsigned long long __ballot_sync(unsigned long long mask, int pred) {
  return ::cu2hip_cpu::ballot("__ballot_sync", pred, true, mask) & mask;
}
CU2HIP_CPU_DEVICE unsigned long long __activemask() {
  unsigned long long Active;
  ::cu2hip_cpu::ballot("__activemask", 1, false, 0, &Active);
  return Active;
}
CU2HIP_CPU_DEVICE int __any(int pred) { return ::cu2hip_cpu::ballot("__any", pred) != 0; }
CU2HIP_CPU_DEVICE int __all(int pred) {
  unsigned long long Active;
  return ::cu2hip_cpu::ballot("__all", pred, false, 0, &Active) == Active;
}
CU2HIP_CPU_DEVICE int __any_sync(unsigned long long mask, int pred) {
  return (::cu2hip_cpu::ballot("__any_sync", pred, true, mask) & mask) != 0;
}
CU2HIP_CPU_DEVICE int __all_sync(unsigned long long mask, int pred) {
  return (::cu2hip_cpu::ballot("__all_sync", pred, true, mask) & mask) == mask;
}
CU2HIP_CPU_DEVICE int __uni_sync(unsigned long long mask, int pred) {
  unsigned long long B = ::cu2hip_cpu::ballot("__uni_sync", pred, true, mask) & mask;
  return B == 0 || B == mask;
}
CU2HIP_CPU_DEVICE void __syncwarp(unsigned long long mask = ~0ull) {
  int Dummy = 0;
  ::cu2hip_cpu::Collective C{::cu2hip_cpu::CollectiveKind::SyncWarp, "__syncwarp", 0, 0, &Dummy, nullptr, 0,
                             mask != ~0ull, mask, 0, nullptr};
  ::cu2hip_cpu::collective(C);
}
/// Lanes of the mask whose value equals the caller's.
template <typename T> CU2HIP_CPU_DEVICE unsigned long long __match_any_sync(unsigned long long mask, const T &v) {
  unsigned long long R = 0;
  ::cu2hip_cpu::Collective C{::cu2hip_cpu::CollectiveKind::Match, "__match_any_sync", 0, 0, &v, &R, sizeof(T),
                             true, mask, 0, nullptr};
  ::cu2hip_cpu::collective(C);
  return R & mask;
}
template <typename T> CU2HIP_CPU_DEVICE unsigned long long __match_all_sync(unsigned long long mask, const T &v, int *pred) {
  unsigned long long R = 0;
  ::cu2hip_cpu::Collective C{::cu2hip_cpu::CollectiveKind::Match, "__match_all_sync", 0, 0, &v, &R, sizeof(T), true,
                             mask, 0, nullptr};
  ::cu2hip_cpu::collective(C);
  bool All = (R & mask) == mask;
  *pred = All;
  return All ? mask : 0;
}

inline unsigned long long __lanemask_lt() { return (1ull << __lane_id()) - 1ull; }
inline unsigned long long __lanemask_le() { return (__lane_id() == 63 ? ~0ull : (2ull << __lane_id()) - 1ull); }
inline unsigned long long __lanemask_gt() { return ~__lanemask_le() & (warpSize == 64 ? ~0ull : 0xffffffffull); }
inline unsigned long long __lanemask_ge() { return ~__lanemask_lt() & (warpSize == 64 ? ~0ull : 0xffffffffull); }
inline unsigned long long __lanemask_eq() { return 1ull << __lane_id(); }

// ---- Bit operations ------------------------------------------------------------------
inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffs(unsigned int x) { return __builtin_ffs(int(x)); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline int __ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(unsigned(x)); }
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
inline unsigned int __brev(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  return __builtin_bswap32(x);
}
inline unsigned long long __brevll(unsigned long long x) {
  return ((unsigned long long)__brev(unsigned(x)) << 32) | __brev(unsigned(x >> 32));
}
inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long V = ((unsigned long long)y << 32) | x;
  unsigned R = 0;
  for (int I = 0; I < 4; ++I)
    R |= unsigned((V >> (8 * ((s >> (4 * I)) & 7))) & 0xff) << (8 * I);
  return R;
}
inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long V = ((unsigned long long)hi << 32) | lo;
  return unsigned((V << (shift & 31)) >> 32);
}
inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long V = ((unsigned long long)hi << 32) | lo;
  return unsigned(V >> (shift & 31));
}
inline int __mul24(int x, int y) { return ((x << 8) >> 8) * ((y << 8) >> 8); }
inline unsigned int __umul24(unsigned int x, unsigned int y) { return (x & 0xffffff) * (y & 0xffffff); }
inline int __mulhi(int x, int y) { return int(((long long)x * y) >> 32); }
inline unsigned int __umulhi(unsigned int x, unsigned int y) { return unsigned(((unsigned long long)x * y) >> 32); }
inline long long __mul64hi(long long x, long long y) { return (long long)(((__int128)x * y) >> 64); }
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  return (unsigned long long)(((unsigned __int128)x * y) >> 64);
}
inline int __hadd(int x, int y) { return int(((long long)x + y) >> 1); }
inline int __rhadd(int x, int y) { return int(((long long)x + y + 1) >> 1); }
inline unsigned int __uhadd(unsigned int x, unsigned int y) { return unsigned(((unsigned long long)x + y) >> 1); }
inline unsigned int __urhadd(unsigned int x, unsigned int y) { return unsigned(((unsigned long long)x + y + 1) >> 1); }
inline unsigned int __sad(int x, int y, unsigned int z) { return (x > y ? unsigned(x - y) : unsigned(y - x)) + z; }
inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) { return (x > y ? x - y : y - x) + z; }

#endif
