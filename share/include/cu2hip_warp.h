// cu2hip_warp.h - written by cu2hip beside translated sources that use warp
// operations, an emulated CUDA function (SIMD video intrinsics, directed
// rounding, bfloat16, ...: see "Emulations" below) or another of its helpers
// (such as the device-property queries). Do not edit: re-running cu2hip
// rewrites it.
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
#include <hip/hip_fp16.h>
#define CU2HIP_HD inline
#define CU2HIP_D inline __attribute__((always_inline))
#elif defined(__HIP__) || defined(__HIPCC__)
// The HIP compiler: device helpers and host helpers.
#define CU2HIP_WARP_DEVICE 1
// HIP 6.2-6.4 declare the *_sync warp functions only when
// HIP_ENABLE_WARP_SYNC_BUILTINS is defined before hip_runtime.h is first
// included, and their later headers (amd_hip_bf16.h, cooperative groups) test
// the macro again. cu2hip includes this header first. Where hip_runtime.h came
// in earlier without the macro, defining it now would make those later headers
// call builtins that were never declared: it is left undefined and the
// shuffles below use the forms without a mask.
#if !defined(HIP_ENABLE_WARP_SYNC_BUILTINS) && !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
#define HIP_ENABLE_WARP_SYNC_BUILTINS 1
#endif
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#define CU2HIP_HD __host__ __device__ inline
#define CU2HIP_D __device__ __forceinline__
#else
// A host-only C++ compiler (a .cpp built against hip::host): the host helpers
// below, over the HIP runtime API, and nothing of the device side.
#include <hip/hip_runtime_api.h>
#define CU2HIP_HD inline
#endif

#if !defined(__HIP__) && !defined(__HIPCC__)
#include <math.h> // the emulations' math on a host compiler
#endif
#include <type_traits> // the cache-hint helpers' scalar test

/// The width of a CUDA warp, which logical32 keeps.
#define CU2HIP_WARP_SIZE 32

// ---- math_constants.h for HIP without it ---------------------------------------
// hip/hip_math_constants.h has CUDA's constants as HIP_PI_F... from HIP 5.3 and
// the double-precision HIP_PI... from 5.7; code for an older target spells the
// ones it lacks cu2hip_CUDART_... (Emulations.def, EMULATED_CONSTANTS), CUDA's
// values, as bit patterns where CUDA gives them so.
#define cu2hip_CUDART_INF_F __builtin_bit_cast(float, 0x7f800000U)
#define cu2hip_CUDART_NAN_F __builtin_bit_cast(float, 0x7fffffffU)
#define cu2hip_CUDART_MIN_DENORM_F __builtin_bit_cast(float, 0x00000001U)
#define cu2hip_CUDART_MAX_NORMAL_F __builtin_bit_cast(float, 0x7f7fffffU)
#define cu2hip_CUDART_NEG_ZERO_F __builtin_bit_cast(float, 0x80000000U)
#define cu2hip_CUDART_ZERO_F 0.0F
#define cu2hip_CUDART_ONE_F 1.0F
#define cu2hip_CUDART_SQRT_HALF_F 0.707106781F
#define cu2hip_CUDART_SQRT_HALF_HI_F 0.707106781F
#define cu2hip_CUDART_SQRT_HALF_LO_F 1.210161749e-08F
#define cu2hip_CUDART_SQRT_TWO_F 1.414213562F
#define cu2hip_CUDART_THIRD_F 0.333333333F
#define cu2hip_CUDART_PIO4_F 0.785398163F
#define cu2hip_CUDART_PIO2_F 1.570796327F
#define cu2hip_CUDART_3PIO4_F 2.356194490F
#define cu2hip_CUDART_2_OVER_PI_F 0.636619772F
#define cu2hip_CUDART_SQRT_2_OVER_PI_F 0.797884561F
#define cu2hip_CUDART_PI_F 3.141592654F
#define cu2hip_CUDART_L2E_F 1.442695041F
#define cu2hip_CUDART_L2T_F 3.321928094F
#define cu2hip_CUDART_LG2_F 0.301029996F
#define cu2hip_CUDART_LGE_F 0.434294482F
#define cu2hip_CUDART_LN2_F 0.693147181F
#define cu2hip_CUDART_LNT_F 2.302585093F
#define cu2hip_CUDART_LNPI_F 1.144729886F
#define cu2hip_CUDART_TWO_TO_M126_F 1.175494351e-38F
#define cu2hip_CUDART_TWO_TO_126_F 8.507059173e37F
#define cu2hip_CUDART_NORM_HUGE_F 3.402823466e38F
#define cu2hip_CUDART_TWO_TO_23_F 8388608.0F
#define cu2hip_CUDART_TWO_TO_24_F 16777216.0F
#define cu2hip_CUDART_TWO_TO_31_F 2147483648.0F
#define cu2hip_CUDART_TWO_TO_32_F 4294967296.0F
#define cu2hip_CUDART_REMQUO_BITS_F 3
#define cu2hip_CUDART_REMQUO_MASK_F (~((~0) << cu2hip_CUDART_REMQUO_BITS_F))
#define cu2hip_CUDART_TRIG_PLOSS_F 105615.0F
#define cu2hip_CUDART_INF __builtin_bit_cast(double, 0x7ff0000000000000ULL)
#define cu2hip_CUDART_NAN __builtin_bit_cast(double, 0xfff8000000000000ULL)
#define cu2hip_CUDART_NEG_ZERO __builtin_bit_cast(double, 0x8000000000000000ULL)
#define cu2hip_CUDART_MIN_DENORM __builtin_bit_cast(double, 0x0000000000000001ULL)
#define cu2hip_CUDART_ZERO 0.0
#define cu2hip_CUDART_ONE 1.0
#define cu2hip_CUDART_SQRT_TWO 1.4142135623730951e+0
#define cu2hip_CUDART_SQRT_HALF 7.0710678118654757e-1
#define cu2hip_CUDART_SQRT_HALF_HI 7.0710678118654757e-1
#define cu2hip_CUDART_SQRT_HALF_LO (-4.8336466567264567e-17)
#define cu2hip_CUDART_THIRD 3.3333333333333333e-1
#define cu2hip_CUDART_TWOTHIRD 6.6666666666666667e-1
#define cu2hip_CUDART_PIO4 7.8539816339744828e-1
#define cu2hip_CUDART_PIO4_HI 7.8539816339744828e-1
#define cu2hip_CUDART_PIO4_LO 3.0616169978683830e-17
#define cu2hip_CUDART_PIO2 1.5707963267948966e+0
#define cu2hip_CUDART_PIO2_HI 1.5707963267948966e+0
#define cu2hip_CUDART_PIO2_LO 6.1232339957367660e-17
#define cu2hip_CUDART_3PIO4 2.3561944901923448e+0
#define cu2hip_CUDART_2_OVER_PI 6.3661977236758138e-1
#define cu2hip_CUDART_PI 3.1415926535897931e+0
#define cu2hip_CUDART_PI_HI 3.1415926535897931e+0
#define cu2hip_CUDART_PI_LO 1.2246467991473532e-16
#define cu2hip_CUDART_SQRT_2PI 2.5066282746310002e+0
#define cu2hip_CUDART_SQRT_2PI_HI 2.5066282746310007e+0
#define cu2hip_CUDART_SQRT_2PI_LO (-1.8328579980459167e-16)
#define cu2hip_CUDART_SQRT_PIO2 1.2533141373155003e+0
#define cu2hip_CUDART_SQRT_PIO2_HI 1.2533141373155003e+0
#define cu2hip_CUDART_SQRT_PIO2_LO (-9.1642899902295834e-17)
#define cu2hip_CUDART_SQRT_2OPI 7.9788456080286536e-1
#define cu2hip_CUDART_L2E 1.4426950408889634e+0
#define cu2hip_CUDART_L2E_HI 1.4426950408889634e+0
#define cu2hip_CUDART_L2E_LO 2.0355273740931033e-17
#define cu2hip_CUDART_L2T 3.3219280948873622e+0
#define cu2hip_CUDART_LG2 3.0102999566398120e-1
#define cu2hip_CUDART_LG2_HI 3.0102999566398120e-1
#define cu2hip_CUDART_LG2_LO (-2.8037281277851704e-18)
#define cu2hip_CUDART_LGE 4.3429448190325182e-1
#define cu2hip_CUDART_LGE_HI 4.3429448190325182e-1
#define cu2hip_CUDART_LGE_LO 1.09831965021676510e-17
#define cu2hip_CUDART_LN2 6.9314718055994529e-1
#define cu2hip_CUDART_LN2_HI 6.9314718055994529e-1
#define cu2hip_CUDART_LN2_LO 2.3190468138462996e-17
#define cu2hip_CUDART_LNT 2.3025850929940459e+0
#define cu2hip_CUDART_LNT_HI 2.3025850929940459e+0
#define cu2hip_CUDART_LNT_LO (-2.1707562233822494e-16)
#define cu2hip_CUDART_LNPI 1.1447298858494002e+0
#define cu2hip_CUDART_LN2_X_1024 7.0978271289338397e+2
#define cu2hip_CUDART_LN2_X_1025 7.1047586007394398e+2
#define cu2hip_CUDART_LN2_X_1075 7.4513321910194122e+2
#define cu2hip_CUDART_LG2_X_1024 3.0825471555991675e+2
#define cu2hip_CUDART_LG2_X_1075 3.2360724533877976e+2
#define cu2hip_CUDART_TWO_TO_23 8388608.0
#define cu2hip_CUDART_TWO_TO_52 4503599627370496.0
#define cu2hip_CUDART_TWO_TO_53 9007199254740992.0
#define cu2hip_CUDART_TWO_TO_54 18014398509481984.0
#define cu2hip_CUDART_TWO_TO_M54 5.5511151231257827e-17
#define cu2hip_CUDART_TWO_TO_M1022 2.22507385850720140e-308
#define cu2hip_CUDART_TRIG_PLOSS 2147483648.0
#define cu2hip_CUDART_DBL2INT_CVT 6755399441055744.0

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

// ---- Emulations of CUDA device functions the target HIP lacks ------------------
// One row each in cu2hip's lib/Mapping/Emulations.def; the emulated-calls rule
// renames a CUDA call to the helper and includes this header. Each computes
// exactly what CUDA's function computes (host-testable, host and device).

// SIMD video intrinsics: 2 lanes of 16 bits or 4 lanes of 8 bits in a 32-bit
// word. x and y are lane i of a and b, sign- or zero-extended; lo/hi bound the
// lane type (for CUDA's saturating forms).
CU2HIP_HD int cu2hip_simd_lane(unsigned v, int i, int bits, bool is_signed) {
  unsigned u = (v >> (i * bits)) & ((1u << bits) - 1u);
  return is_signed && (u >> (bits - 1)) ? int(u) - (1 << bits) : int(u);
}
CU2HIP_HD int cu2hip_simd_sat(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
CU2HIP_HD int cu2hip_simd_abs(int v) { return v < 0 ? -v : v; }
/// Round half away from zero of s / 2 (CUDA's signed rounded average).
CU2HIP_HD int cu2hip_simd_avgs(int s) { return s >= 0 ? (s + 1) / 2 : (s - 1) / 2; }
#define CU2HIP_SIMD(NAME, N, SIGNED, EXPR)                                                \
  CU2HIP_HD unsigned cu2hip_##NAME(unsigned a, unsigned b) {                               \
    const int bits = 32 / N;                                                               \
    const int lo = SIGNED ? -(1 << (bits - 1)) : 0;                                        \
    const int hi = SIGNED ? (1 << (bits - 1)) - 1 : (1 << bits) - 1;                       \
    unsigned r = 0;                                                                        \
    for (int i = 0; i < N; ++i) {                                                          \
      int x = cu2hip_simd_lane(a, i, bits, SIGNED), y = cu2hip_simd_lane(b, i, bits, SIGNED); \
      (void)y; (void)lo; (void)hi;                                                         \
      r |= (unsigned(EXPR) & ((1u << bits) - 1u)) << (i * bits);                           \
    }                                                                                      \
    return r;                                                                              \
  }
#define CU2HIP_SIMD_UNARY(NAME, N, EXPR)                                                   \
  CU2HIP_SIMD(NAME##_lanes, N, true, EXPR)                                                 \
  CU2HIP_HD unsigned cu2hip_##NAME(unsigned a) { return cu2hip_##NAME##_lanes(a, 0u); }
#define CU2HIP_SIMD_24(NAME, SIGNED, EXPR) CU2HIP_SIMD(NAME##2, 2, SIGNED, EXPR) CU2HIP_SIMD(NAME##4, 4, SIGNED, EXPR)
CU2HIP_SIMD_UNARY(vabs2, 2, cu2hip_simd_abs(x))
CU2HIP_SIMD_UNARY(vabs4, 4, cu2hip_simd_abs(x))
CU2HIP_SIMD_UNARY(vabsss2, 2, cu2hip_simd_sat(cu2hip_simd_abs(x), lo, hi))
CU2HIP_SIMD_UNARY(vabsss4, 4, cu2hip_simd_sat(cu2hip_simd_abs(x), lo, hi))
CU2HIP_SIMD_UNARY(vneg2, 2, -x)
CU2HIP_SIMD_UNARY(vneg4, 4, -x)
CU2HIP_SIMD_UNARY(vnegss2, 2, cu2hip_simd_sat(-x, lo, hi))
CU2HIP_SIMD_UNARY(vnegss4, 4, cu2hip_simd_sat(-x, lo, hi))
CU2HIP_SIMD_24(vadd, false, x + y)
CU2HIP_SIMD_24(vaddss, true, cu2hip_simd_sat(x + y, lo, hi))
CU2HIP_SIMD_24(vaddus, false, cu2hip_simd_sat(x + y, lo, hi))
CU2HIP_SIMD_24(vsub, false, x - y)
CU2HIP_SIMD_24(vsubss, true, cu2hip_simd_sat(x - y, lo, hi))
CU2HIP_SIMD_24(vsubus, false, cu2hip_simd_sat(x - y, lo, hi))
CU2HIP_SIMD_24(vabsdiffs, true, cu2hip_simd_abs(x - y))
CU2HIP_SIMD_24(vabsdiffu, false, cu2hip_simd_abs(x - y))
CU2HIP_SIMD_24(vavgs, true, cu2hip_simd_avgs(x + y))
CU2HIP_SIMD_24(vavgu, false, (x + y + 1) / 2)
CU2HIP_SIMD_24(vhaddu, false, (x + y) / 2)
CU2HIP_SIMD_24(vmaxs, true, (x > y ? x : y))
CU2HIP_SIMD_24(vmaxu, false, (x > y ? x : y))
CU2HIP_SIMD_24(vmins, true, (x < y ? x : y))
CU2HIP_SIMD_24(vminu, false, (x < y ? x : y))
#define CU2HIP_SIMD_COMPARE(OP, EXPR)                                                      \
  CU2HIP_SIMD_24(vcmp##OP, true, (EXPR) ? -1 : 0) CU2HIP_SIMD_24(vset##OP, true, (EXPR) ? 1 : 0)
#define CU2HIP_SIMD_COMPARE_U(OP, EXPR)                                                    \
  CU2HIP_SIMD_24(vcmp##OP, false, (EXPR) ? -1 : 0) CU2HIP_SIMD_24(vset##OP, false, (EXPR) ? 1 : 0)
CU2HIP_SIMD_COMPARE_U(eq, x == y)
CU2HIP_SIMD_COMPARE_U(ne, x != y)
CU2HIP_SIMD_COMPARE(ges, x >= y)
CU2HIP_SIMD_COMPARE(gts, x > y)
CU2HIP_SIMD_COMPARE(les, x <= y)
CU2HIP_SIMD_COMPARE(lts, x < y)
CU2HIP_SIMD_COMPARE_U(geu, x >= y)
CU2HIP_SIMD_COMPARE_U(gtu, x > y)
CU2HIP_SIMD_COMPARE_U(leu, x <= y)
CU2HIP_SIMD_COMPARE_U(ltu, x < y)
/// Sum of absolute lane differences: a plain number, not lanes.
#define CU2HIP_SIMD_SAD(NAME, N, SIGNED)                                                   \
  CU2HIP_HD unsigned cu2hip_##NAME(unsigned a, unsigned b) {                               \
    unsigned r = 0;                                                                        \
    for (int i = 0; i < N; ++i)                                                            \
      r += unsigned(cu2hip_simd_abs(cu2hip_simd_lane(a, i, 32 / N, SIGNED) -               \
                                    cu2hip_simd_lane(b, i, 32 / N, SIGNED)));              \
    return r;                                                                              \
  }
CU2HIP_SIMD_SAD(vsads2, 2, true)
CU2HIP_SIMD_SAD(vsads4, 4, true)
CU2HIP_SIMD_SAD(vsadu2, 2, false)
CU2HIP_SIMD_SAD(vsadu4, 4, false)
#undef CU2HIP_SIMD_SAD
#undef CU2HIP_SIMD_COMPARE_U
#undef CU2HIP_SIMD_COMPARE
#undef CU2HIP_SIMD_24
#undef CU2HIP_SIMD_UNARY
#undef CU2HIP_SIMD

// Integer min/max of CUDA's device library.
CU2HIP_HD unsigned cu2hip_umin(unsigned a, unsigned b) { return a < b ? a : b; }
CU2HIP_HD unsigned cu2hip_umax(unsigned a, unsigned b) { return a > b ? a : b; }
CU2HIP_HD long long cu2hip_llmin(long long a, long long b) { return a < b ? a : b; }
CU2HIP_HD long long cu2hip_llmax(long long a, long long b) { return a > b ? a : b; }
CU2HIP_HD unsigned long long cu2hip_ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
CU2HIP_HD unsigned long long cu2hip_ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

// min/max on mixed types: R is the type of the overload CUDA chose
// (min(int, unsigned) is an unsigned min), which HIP's overload set cannot pick
// (it finds min(unsigned, blockDim.x) ambiguous). Floating point as fminf/fmax.
CU2HIP_HD float cu2hip_min_of(float a, float b) { return fminf(a, b); }
CU2HIP_HD float cu2hip_max_of(float a, float b) { return fmaxf(a, b); }
CU2HIP_HD double cu2hip_min_of(double a, double b) { return fmin(a, b); }
CU2HIP_HD double cu2hip_max_of(double a, double b) { return fmax(a, b); }
template <typename R> CU2HIP_HD R cu2hip_min_of(R a, R b) { return a < b ? a : b; }
template <typename R> CU2HIP_HD R cu2hip_max_of(R a, R b) { return a > b ? a : b; }
template <typename R, typename A, typename B> CU2HIP_HD R cu2hip_min(A a, B b) {
  return cu2hip_min_of(static_cast<R>(a), static_cast<R>(b));
}
template <typename R, typename A, typename B> CU2HIP_HD R cu2hip_max(A a, B b) {
  return cu2hip_max_of(static_cast<R>(a), static_cast<R>(b));
}

// Directed rounding (__fadd_rd, __dmul_ru, ...). r is the operation's result
// rounded to nearest; cmp(v) is the exact sign of v - (the exact result),
// computed without rounding error. The answer is r or a neighbour of it.
CU2HIP_HD float cu2hip_next(float v, float to) { return nextafterf(v, to); }
CU2HIP_HD double cu2hip_next(double v, double to) { return nextafter(v, to); }
template <typename T> CU2HIP_HD int cu2hip_sign(T v) { return (v > T(0)) - (v < T(0)); }
/// dir: -1 toward -inf (rd), +1 toward +inf (ru), 0 toward zero (rz).
template <typename T, typename Cmp> CU2HIP_HD T cu2hip_round_toward(T r, int dir, Cmp cmp) {
  const T inf = T(__builtin_huge_val());
  if (dir == 0)
    dir = (r > T(0) || (r == T(0) && cmp(r) < 0)) ? -1 : 1;
  const T toward = dir < 0 ? -inf : inf;
  // r on the wrong side of the exact result: step toward the rounding direction;
  // then back toward the exact result while that stays on the right side.
  for (int i = 0; i < 4 && cmp(r) * dir < 0; ++i)
    r = cu2hip_next(r, toward);
  for (int i = 0; i < 4; ++i) {
    T n = cu2hip_next(r, -toward);
    if (n == r || cmp(n) * dir < 0)
      break;
    r = n;
  }
  return r;
}
/// a + b, rounded toward dir.
template <typename T> CU2HIP_HD T cu2hip_add_dir(T a, T b, int dir) {
  T r = a + b;
  if (!(a - a == T(0)) || !(b - b == T(0)))
    return r; // an infinite or NaN operand: exact
  if (r == T(0)) // an exact zero: -0 rounding down unless both are +0
    return (dir < 0 && !(a == T(0) && b == T(0) && !__builtin_signbit(a) && !__builtin_signbit(b))) ? -T(0) : r;
  if (r - r != T(0)) { // overflow: the exact sum is beyond the largest finite value
    int s = r > T(0) ? 1 : -1;
    return cu2hip_round_toward(r, dir, [=](T v) { return v - v != T(0) ? cu2hip_sign(v) : -s; });
  }
  // Fast2Sum (no intermediate overflow): a + b == r + e exactly.
  T big = (a < T(0) ? -a : a) >= (b < T(0) ? -b : b) ? a : b, small = big == a ? b : a;
  T e = small - (r - big);
  return cu2hip_round_toward(r, dir, [=](T v) {
    if (v - v != T(0))
      return cu2hip_sign(v);
    T d = v - r; // exact: v and r are neighbours
    return d != T(0) ? cu2hip_sign(d - e) : -cu2hip_sign(e);
  });
}
template <typename T> CU2HIP_HD bool cu2hip_finite_nonzero(T v) { return v - v == T(0) && v != T(0); }
CU2HIP_HD float cu2hip_fmul_dir(float a, float b, int dir) {
  float r = a * b;
  if (!cu2hip_finite_nonzero(a) || !cu2hip_finite_nonzero(b))
    return r;
  double x = double(a) * double(b); // exact
  return cu2hip_round_toward(r, dir, [=](float v) { return cu2hip_sign(double(v) - x); });
}
CU2HIP_HD float cu2hip_fdiv_dir(float a, float b, int dir) {
  float r = a / b;
  if (!cu2hip_finite_nonzero(a) || !cu2hip_finite_nonzero(b))
    return r;
  int sb = b > 0.0f ? 1 : -1;
  // v - a/b has the sign of (v*b - a)*sign(b); v*b is exact in double.
  return cu2hip_round_toward(r, dir, [=](float v) {
    return v - v != 0.0f ? cu2hip_sign(v) : sb * cu2hip_sign(double(v) * double(b) - double(a));
  });
}
CU2HIP_HD float cu2hip_fsqrt_dir(float a, int dir) {
  float r = sqrtf(a);
  if (!cu2hip_finite_nonzero(a) || a < 0.0f)
    return r;
  return cu2hip_round_toward(r, dir, [=](float v) {
    return v < 0.0f ? -1 : cu2hip_sign(double(v) * double(v) - double(a));
  });
}
CU2HIP_HD float cu2hip_fmaf_dir(float a, float b, float c, int dir) {
  float r = fmaf(a, b, c);
  if (!cu2hip_finite_nonzero(a) || !cu2hip_finite_nonzero(b) || !(c - c == 0.0f))
    return r;
  if (c == 0.0f) // a*b + 0: the exact product decides (also the sign of a zero)
    return cu2hip_fmul_dir(a, b, dir);
  double p = double(a) * double(b); // exact
  double s = p + double(c), bb = s - p, e = (p - (s - bb)) + (double(c) - bb); // p + c == s + e
  if (s == 0.0) // an exact zero
    return dir < 0 ? -0.0f : 0.0f;
  return cu2hip_round_toward(float(s), dir, [=](float v) {
    if (v - v != 0.0f)
      return cu2hip_sign(v);
    double d = double(v) - s;
    return d != 0.0 ? cu2hip_sign(d) : -cu2hip_sign(e);
  });
}
// Double: the operands are scaled into [1, 2) so that the residual fma gives is
// exact (no underflow), whatever the magnitudes.
CU2HIP_HD double cu2hip_dmul_dir(double a, double b, int dir) {
  double r = a * b;
  if (!cu2hip_finite_nonzero(a) || !cu2hip_finite_nonzero(b))
    return r;
  int ea = ilogb(a), eb = ilogb(b);
  double as = scalbn(a, -ea), bs = scalbn(b, -eb);
  return cu2hip_round_toward(r, dir, [=](double v) {
    return v - v != 0.0 ? cu2hip_sign(v) : cu2hip_sign(fma(-as, bs, scalbn(v, -(ea + eb))));
  });
}
CU2HIP_HD double cu2hip_ddiv_dir(double a, double b, int dir) {
  double r = a / b;
  if (!cu2hip_finite_nonzero(a) || !cu2hip_finite_nonzero(b))
    return r;
  int ea = ilogb(a), eb = ilogb(b), sb = b > 0.0 ? 1 : -1;
  double as = scalbn(a, -ea), bs = scalbn(b, -eb);
  return cu2hip_round_toward(r, dir, [=](double v) {
    return v - v != 0.0 ? cu2hip_sign(v) : sb * cu2hip_sign(fma(scalbn(v, -(ea - eb)), bs, -as));
  });
}
CU2HIP_HD double cu2hip_dsqrt_dir(double a, int dir) {
  double r = sqrt(a);
  if (!cu2hip_finite_nonzero(a) || a < 0.0)
    return r;
  int k = ilogb(a) / 2;
  double as = scalbn(a, -2 * k);
  return cu2hip_round_toward(r, dir, [=](double v) {
    if (v - v != 0.0)
      return cu2hip_sign(v);
    double vs = scalbn(v, -k);
    return v < 0.0 ? -1 : cu2hip_sign(fma(vs, vs, -as));
  });
}
#define CU2HIP_ROUNDED(S, DIR)                                                                          \
  CU2HIP_HD float cu2hip_fadd_##S(float a, float b) { return cu2hip_add_dir(a, b, DIR); }               \
  CU2HIP_HD float cu2hip_fsub_##S(float a, float b) { return cu2hip_add_dir(a, -b, DIR); }              \
  CU2HIP_HD float cu2hip_fmul_##S(float a, float b) { return cu2hip_fmul_dir(a, b, DIR); }              \
  CU2HIP_HD float cu2hip_fdiv_##S(float a, float b) { return cu2hip_fdiv_dir(a, b, DIR); }              \
  CU2HIP_HD float cu2hip_frcp_##S(float a) { return cu2hip_fdiv_dir(1.0f, a, DIR); }                    \
  CU2HIP_HD float cu2hip_fsqrt_##S(float a) { return cu2hip_fsqrt_dir(a, DIR); }                        \
  CU2HIP_HD float cu2hip_fmaf_##S(float a, float b, float c) { return cu2hip_fmaf_dir(a, b, c, DIR); }  \
  CU2HIP_HD double cu2hip_dadd_##S(double a, double b) { return cu2hip_add_dir(a, b, DIR); }            \
  CU2HIP_HD double cu2hip_dsub_##S(double a, double b) { return cu2hip_add_dir(a, -b, DIR); }           \
  CU2HIP_HD double cu2hip_dmul_##S(double a, double b) { return cu2hip_dmul_dir(a, b, DIR); }           \
  CU2HIP_HD double cu2hip_ddiv_##S(double a, double b) { return cu2hip_ddiv_dir(a, b, DIR); }           \
  CU2HIP_HD double cu2hip_drcp_##S(double a) { return cu2hip_ddiv_dir(1.0, a, DIR); }                   \
  CU2HIP_HD double cu2hip_dsqrt_##S(double a) { return cu2hip_dsqrt_dir(a, DIR); }
CU2HIP_ROUNDED(rd, -1)
CU2HIP_ROUNDED(ru, 1)
CU2HIP_ROUNDED(rz, 0)
#undef CU2HIP_ROUNDED

// ---- bfloat16 for HIP before 6.0 (CUDA's __nv_bfloat16 / __nv_bfloat162) -----
// HIP 5.x's hip_bfloat16 lacks the conversions and operators CUDA code uses;
// this type has CUDA's: conversions round to nearest even (NaN -> 0x7fff, as
// CUDA), arithmetic in float rounded back (exact: float holds every bf16 sum,
// product and quotient closely enough that the second rounding changes nothing).
struct cu2hip_bfloat16_raw { unsigned short x; };
struct cu2hip_bfloat162_raw { unsigned short x, y; };
CU2HIP_HD unsigned cu2hip_float_bits(float f) { unsigned u; __builtin_memcpy(&u, &f, 4); return u; }
CU2HIP_HD float cu2hip_bits_float(unsigned u) { float f; __builtin_memcpy(&f, &u, 4); return f; }
/// float -> bfloat16 bits, rounded to nearest even.
CU2HIP_HD unsigned short cu2hip_bf16_rn(float f) {
  unsigned u = cu2hip_float_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  return (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
/// float -> bfloat16 bits rounded toward -inf (dir -1), +inf (1) or zero (0).
CU2HIP_HD unsigned short cu2hip_bf16_dir(float f, int dir) {
  unsigned u = cu2hip_float_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  unsigned short t = (unsigned short)(u >> 16);
  bool negative = (u >> 31) != 0u;
  if ((u & 0xffffu) != 0u && ((dir > 0 && !negative) || (dir < 0 && negative)))
    ++t; // away from zero
  return t;
}
/// double -> bfloat16 bits, one rounding: to float rounding to odd (which keeps
/// enough bits for the second rounding to be exact), then to nearest even.
CU2HIP_HD unsigned short cu2hip_bf16_of_double(double d) {
  float f = (float)d;
  if (d - d != 0.0 || (double)f == d)
    return cu2hip_bf16_rn(f);
  if ((f < 0.0f ? -(double)f : (double)f) > (d < 0.0 ? -d : d))
    f = nextafterf(f, 0.0f);
  return cu2hip_bf16_rn(cu2hip_bits_float(cu2hip_float_bits(f) | 1u));
}
/// 64-bit integer -> bfloat16 bits: to double rounding to odd, then as a double.
CU2HIP_HD unsigned short cu2hip_bf16_of_u64(unsigned long long a, bool negative) {
  int shift = 0;
  while ((a >> shift) >= (1ull << 53))
    ++shift;
  unsigned long long kept = a >> shift;
  if (shift && (a & ((1ull << shift) - 1ull)))
    kept |= 1ull; // sticky
  double d = ldexp((double)kept, shift);
  return cu2hip_bf16_of_double(negative ? -d : d);
}
struct cu2hip_bfloat16 {
  unsigned short __x;
  cu2hip_bfloat16() = default;
  CU2HIP_HD cu2hip_bfloat16(const cu2hip_bfloat16_raw &r) : __x(r.x) {}
  CU2HIP_HD cu2hip_bfloat16(float f) : __x(cu2hip_bf16_rn(f)) {}
  CU2HIP_HD cu2hip_bfloat16(double d) : __x(cu2hip_bf16_of_double(d)) {}
  CU2HIP_HD cu2hip_bfloat16(int v) : __x(cu2hip_bf16_of_double(double(v))) {}
  CU2HIP_HD cu2hip_bfloat16(unsigned int v) : __x(cu2hip_bf16_of_double(double(v))) {}
  CU2HIP_HD cu2hip_bfloat16(short v) : __x(cu2hip_bf16_rn(float(v))) {}
  CU2HIP_HD cu2hip_bfloat16(unsigned short v) : __x(cu2hip_bf16_rn(float(v))) {}
  CU2HIP_HD cu2hip_bfloat16(long v) : __x(cu2hip_bf16_of_u64(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v, v < 0)) {}
  CU2HIP_HD cu2hip_bfloat16(unsigned long v) : __x(cu2hip_bf16_of_u64(v, false)) {}
  CU2HIP_HD cu2hip_bfloat16(long long v) : __x(cu2hip_bf16_of_u64(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v, v < 0)) {}
  CU2HIP_HD cu2hip_bfloat16(unsigned long long v) : __x(cu2hip_bf16_of_u64(v, false)) {}
  CU2HIP_HD cu2hip_bfloat16 &operator=(const cu2hip_bfloat16_raw &r) { __x = r.x; return *this; }
  CU2HIP_HD cu2hip_bfloat16 &operator=(float f) { __x = cu2hip_bf16_rn(f); return *this; }
  CU2HIP_HD cu2hip_bfloat16 &operator=(double d) { __x = cu2hip_bf16_of_double(d); return *this; }
  CU2HIP_HD operator cu2hip_bfloat16_raw() const { return cu2hip_bfloat16_raw{__x}; }
  CU2HIP_HD operator float() const { return cu2hip_bits_float(unsigned(__x) << 16); }
  CU2HIP_HD explicit operator bool() const { return (__x & 0x7fffu) != 0u; }
};
typedef cu2hip_bfloat16 cu2hip_nv_bfloat16;
CU2HIP_HD cu2hip_bfloat16 cu2hip_bf16_of_bits(unsigned short b) { return cu2hip_bfloat16(cu2hip_bfloat16_raw{b}); }
#define CU2HIP_BF16_BINARY(OP)                                                                       \
  CU2HIP_HD cu2hip_bfloat16 operator OP(const cu2hip_bfloat16 &a, const cu2hip_bfloat16 &b) {       \
    return cu2hip_bfloat16(float(a) OP float(b));                                                    \
  }                                                                                                  \
  CU2HIP_HD cu2hip_bfloat16 &operator OP##=(cu2hip_bfloat16 &a, const cu2hip_bfloat16 &b) {         \
    return a = a OP b;                                                                               \
  }
CU2HIP_BF16_BINARY(+)
CU2HIP_BF16_BINARY(-)
CU2HIP_BF16_BINARY(*)
CU2HIP_BF16_BINARY(/)
#undef CU2HIP_BF16_BINARY
#define CU2HIP_BF16_COMPARE(OP)                                                                      \
  CU2HIP_HD bool operator OP(const cu2hip_bfloat16 &a, const cu2hip_bfloat16 &b) { return float(a) OP float(b); }
CU2HIP_BF16_COMPARE(==)
CU2HIP_BF16_COMPARE(!=)
CU2HIP_BF16_COMPARE(<)
CU2HIP_BF16_COMPARE(>)
CU2HIP_BF16_COMPARE(<=)
CU2HIP_BF16_COMPARE(>=)
#undef CU2HIP_BF16_COMPARE
CU2HIP_HD cu2hip_bfloat16 operator+(const cu2hip_bfloat16 &a) { return a; }
CU2HIP_HD cu2hip_bfloat16 operator-(const cu2hip_bfloat16 &a) { return cu2hip_bf16_of_bits((unsigned short)(a.__x ^ 0x8000u)); }
CU2HIP_HD cu2hip_bfloat16 &operator++(cu2hip_bfloat16 &a) { return a = a + cu2hip_bfloat16(1.0f); }
CU2HIP_HD cu2hip_bfloat16 &operator--(cu2hip_bfloat16 &a) { return a = a - cu2hip_bfloat16(1.0f); }
CU2HIP_HD cu2hip_bfloat16 operator++(cu2hip_bfloat16 &a, int) { cu2hip_bfloat16 o = a; ++a; return o; }
CU2HIP_HD cu2hip_bfloat16 operator--(cu2hip_bfloat16 &a, int) { cu2hip_bfloat16 o = a; --a; return o; }

struct cu2hip_bfloat162 {
  cu2hip_bfloat16 x, y;
  cu2hip_bfloat162() = default;
  CU2HIP_HD cu2hip_bfloat162(const cu2hip_bfloat16 &a, const cu2hip_bfloat16 &b) : x(a), y(b) {}
  CU2HIP_HD cu2hip_bfloat162(const cu2hip_bfloat162_raw &r) : x(cu2hip_bf16_of_bits(r.x)), y(cu2hip_bf16_of_bits(r.y)) {}
  CU2HIP_HD cu2hip_bfloat162 &operator=(const cu2hip_bfloat162_raw &r) { return *this = cu2hip_bfloat162(r); }
  CU2HIP_HD operator cu2hip_bfloat162_raw() const { return cu2hip_bfloat162_raw{x.__x, y.__x}; }
};
#define CU2HIP_BF162_BINARY(OP)                                                                      \
  CU2HIP_HD cu2hip_bfloat162 operator OP(const cu2hip_bfloat162 &a, const cu2hip_bfloat162 &b) {    \
    return cu2hip_bfloat162(a.x OP b.x, a.y OP b.y);                                                 \
  }                                                                                                  \
  CU2HIP_HD cu2hip_bfloat162 &operator OP##=(cu2hip_bfloat162 &a, const cu2hip_bfloat162 &b) {      \
    return a = a OP b;                                                                               \
  }
CU2HIP_BF162_BINARY(+)
CU2HIP_BF162_BINARY(-)
CU2HIP_BF162_BINARY(*)
CU2HIP_BF162_BINARY(/)
#undef CU2HIP_BF162_BINARY

// cuda_bf16.h's functions, as cu2hip_<name>.
CU2HIP_HD float cu2hip_bfloat162float(cu2hip_bfloat16 a) { return float(a); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_float2bfloat16(float f) { return cu2hip_bfloat16(f); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_float2bfloat16_rn(float f) { return cu2hip_bfloat16(f); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_float2bfloat16_rz(float f) { return cu2hip_bf16_of_bits(cu2hip_bf16_dir(f, 0)); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_float2bfloat16_rd(float f) { return cu2hip_bf16_of_bits(cu2hip_bf16_dir(f, -1)); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_float2bfloat16_ru(float f) { return cu2hip_bf16_of_bits(cu2hip_bf16_dir(f, 1)); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_double2bfloat16(double d) { return cu2hip_bfloat16(d); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_int2bfloat16_rn(int v) { return cu2hip_bfloat16(v); }
CU2HIP_HD int cu2hip_bfloat162int_rz(cu2hip_bfloat16 a) { float f = a; return f != f ? 0 : int(f); }
CU2HIP_HD unsigned short cu2hip_bfloat16_as_ushort(cu2hip_bfloat16 a) { return a.__x; }
CU2HIP_HD short cu2hip_bfloat16_as_short(cu2hip_bfloat16 a) { return (short)a.__x; }
CU2HIP_HD cu2hip_bfloat16 cu2hip_ushort_as_bfloat16(unsigned short u) { return cu2hip_bf16_of_bits(u); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_short_as_bfloat16(short s) { return cu2hip_bf16_of_bits((unsigned short)s); }
CU2HIP_HD cu2hip_bfloat162 cu2hip_floats2bfloat162_rn(float a, float b) { return cu2hip_bfloat162(a, b); }
CU2HIP_HD cu2hip_bfloat162 cu2hip_halves2bfloat162(cu2hip_bfloat16 a, cu2hip_bfloat16 b) { return cu2hip_bfloat162(a, b); }
CU2HIP_HD cu2hip_bfloat162 cu2hip_bfloat162bfloat162(cu2hip_bfloat16 a) { return cu2hip_bfloat162(a, a); }
CU2HIP_HD cu2hip_bfloat16 cu2hip_low2bfloat16(cu2hip_bfloat162 a) { return a.x; }
CU2HIP_HD cu2hip_bfloat16 cu2hip_high2bfloat16(cu2hip_bfloat162 a) { return a.y; }
CU2HIP_HD cu2hip_bfloat162 cu2hip_make_bfloat162(cu2hip_bfloat16 a, cu2hip_bfloat16 b) { return cu2hip_bfloat162(a, b); }
#ifdef CU2HIP_WARP_DEVICE
CU2HIP_HD cu2hip_bfloat162 cu2hip_float22bfloat162_rn(float2 f) { return cu2hip_bfloat162(float(f.x), float(f.y)); }
CU2HIP_HD float2 cu2hip_bfloat1622float2(cu2hip_bfloat162 a) { return make_float2(float(a.x), float(a.y)); }
#endif

// ---- Host code: what CUDA host functions may call and HIP declares for the device only
// (CUDA's host versions: in double where CUDA computes in double). In
// __host__ __device__ code the device side keeps HIP's own function.
#if defined(__HIP_DEVICE_COMPILE__)
#define CU2HIP_HOST_OR(DEVICE, HOST) DEVICE
#else
#define CU2HIP_HOST_OR(DEVICE, HOST) HOST
#endif
CU2HIP_HD float cu2hip_rsqrtf(float x) { return CU2HIP_HOST_OR(rsqrtf(x), (float)(1.0 / sqrt((double)x))); }
CU2HIP_HD double cu2hip_rsqrt(double x) { return CU2HIP_HOST_OR(rsqrt(x), 1.0 / sqrt(x)); }
CU2HIP_HD float cu2hip_rcbrtf(float x) { return CU2HIP_HOST_OR(rcbrtf(x), (float)(1.0 / cbrt((double)x))); }
CU2HIP_HD double cu2hip_rcbrt(double x) { return CU2HIP_HOST_OR(rcbrt(x), 1.0 / cbrt(x)); }
CU2HIP_HD double cu2hip_normcdf(double x) { return CU2HIP_HOST_OR(normcdf(x), 0.5 * erfc(-x / sqrt(2.0))); }
CU2HIP_HD float cu2hip_normcdff(float x) { return CU2HIP_HOST_OR(normcdff(x), (float)(0.5 * erfc(-(double)x / sqrt(2.0)))); }
#undef CU2HIP_HOST_OR
#if defined(CU2HIP_WARP_DEVICE)
// __half arithmetic in float, rounded to nearest (exact: float holds every
// half sum, product and quotient closely enough that rounding again to half
// changes nothing), the same on the host as HIP's half instructions give.
CU2HIP_HD __half cu2hip_half_of(float f) { return __float2half(f); }
CU2HIP_HD __half cu2hip_hadd(__half a, __half b) { return cu2hip_half_of(__half2float(a) + __half2float(b)); }
CU2HIP_HD __half cu2hip_hsub(__half a, __half b) { return cu2hip_half_of(__half2float(a) - __half2float(b)); }
CU2HIP_HD __half cu2hip_hmul(__half a, __half b) { return cu2hip_half_of(__half2float(a) * __half2float(b)); }
CU2HIP_HD __half cu2hip_hdiv(__half a, __half b) { return cu2hip_half_of(__half2float(a) / __half2float(b)); }
CU2HIP_HD __half cu2hip_hneg(__half a) { return cu2hip_half_of(-__half2float(a)); }
CU2HIP_HD __half &cu2hip_hadd_assign(__half &a, __half b) { return a = cu2hip_hadd(a, b); }
CU2HIP_HD __half &cu2hip_hsub_assign(__half &a, __half b) { return a = cu2hip_hsub(a, b); }
CU2HIP_HD __half &cu2hip_hmul_assign(__half &a, __half b) { return a = cu2hip_hmul(a, b); }
CU2HIP_HD __half &cu2hip_hdiv_assign(__half &a, __half b) { return a = cu2hip_hdiv(a, b); }
CU2HIP_HD bool cu2hip_heq(__half a, __half b) { return __half2float(a) == __half2float(b); }
CU2HIP_HD bool cu2hip_hne(__half a, __half b) { return __half2float(a) != __half2float(b); }
CU2HIP_HD bool cu2hip_hlt(__half a, __half b) { return __half2float(a) < __half2float(b); }
CU2HIP_HD bool cu2hip_hle(__half a, __half b) { return __half2float(a) <= __half2float(b); }
CU2HIP_HD bool cu2hip_hgt(__half a, __half b) { return __half2float(a) > __half2float(b); }
CU2HIP_HD bool cu2hip_hge(__half a, __half b) { return __half2float(a) >= __half2float(b); }
CU2HIP_HD __half cu2hip_int2half_rn(int i) { return cu2hip_half_of((float)i); }
#endif

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
// Values are taken by reference: a lane's value may be uninitialised (lane 0
// loads, the others receive it), which a by-value parameter (noundef to
// clang) makes undefined, and clang at -O2 would then drop the lane test.
// HIP's __shfl* take a width and address lanes within width-aligned groups of the
// wavefront, which is exactly a CUDA warp when width <= 32. The mask is not
// needed by the hardware (all lanes of the group execute together).
template <typename T> CU2HIP_D T cu2hip_shfl(const T &v, int src, int width = 32) { return __shfl(v, src, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_up(const T &v, unsigned d, int width = 32) { return __shfl_up(v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_down(const T &v, unsigned d, int width = 32) { return __shfl_down(v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_xor(const T &v, int m, int width = 32) { return __shfl_xor(v, m, width); }
#if defined(HIP_VERSION_MAJOR) && (HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= 602) && \
    ((HIP_VERSION_MAJOR >= 7 && !defined(HIP_DISABLE_WARP_SYNC_BUILTINS)) || defined(HIP_ENABLE_WARP_SYNC_BUILTINS))
// HIP 6.2+ has the *_sync forms (declared unless HIP_DISABLE_WARP_SYNC_BUILTINS
// from ROCm 7.0); they take 64-bit wavefront masks (ROCm 6.4.3+
// rejects 32-bit ones), so the CUDA mask is moved to the caller's logical warp.
#define CU2HIP_SHFL_SYNC(OP, ...) OP##_sync(cu2hip_mask_to_wave(mask, __lane_id(), cu2hip_wave_size()), __VA_ARGS__)
#else
// Before HIP 6.2 only the non-sync forms exist.
#define CU2HIP_SHFL_SYNC(OP, ...) ((void)mask, OP(__VA_ARGS__))
#endif
template <typename T> CU2HIP_D T cu2hip_shfl_sync(unsigned mask, const T &v, int src, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl, v, src, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_up_sync(unsigned mask, const T &v, unsigned d, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_up, v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_down_sync(unsigned mask, const T &v, unsigned d, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_down, v, d, width); }
template <typename T> CU2HIP_D T cu2hip_shfl_xor_sync(unsigned mask, const T &v, int m, int width = 32) { return CU2HIP_SHFL_SYNC(__shfl_xor, v, m, width); }
#undef CU2HIP_SHFL_SYNC

// ---- Match and reduce (absent from HIP before 6.x): built from shuffles --------
template <typename T> CU2HIP_D unsigned cu2hip_match_any_sync(unsigned mask, const T &v) {
  unsigned bits = 0;
  for (int i = 0; i < 32; ++i)
    bits |= (__shfl(v, i, 32) == v ? 1u : 0u) << i;
  return bits & mask;
}
template <typename T> CU2HIP_D unsigned cu2hip_match_all_sync(unsigned mask, const T &v, int *pred) {
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

// ---- System-scope wrapping increment/decrement (HIP has device scope only) ----
// CUDA: old >= v ? 0 : old + 1, and (old == 0 || old > v) ? v : old - 1, both on
// the old value, as one atomic step: a compare-and-swap loop at system scope.
CU2HIP_D unsigned cu2hip_atomicInc_system(unsigned *p, unsigned v) {
  unsigned old = __atomic_load_n(p, __ATOMIC_RELAXED), seen;
  do {
    seen = old;
    old = atomicCAS_system(p, seen, seen >= v ? 0u : seen + 1u);
  } while (old != seen);
  return old;
}
CU2HIP_D unsigned cu2hip_atomicDec_system(unsigned *p, unsigned v) {
  unsigned old = __atomic_load_n(p, __ATOMIC_RELAXED), seen;
  do {
    seen = old;
    old = atomicCAS_system(p, seen, (seen == 0u || seen > v) ? v : seen - 1u);
  } while (old != seen);
  return old;
}

// ---- Pipeline primitives (cuda_pipeline.h) ------------------------------------
// CUDA's per-thread asynchronous copy into shared memory, made at once: the
// copy is complete before any later commit or wait, as __pipeline_wait_prior
// promises the calling thread. size_and_align is 4, 8 or 16 bytes; the last
// zfill bytes of the destination are zeroed instead of copied.
CU2HIP_D void cu2hip_pipeline_memcpy_async(void *dst, const void *src, size_t size_and_align, size_t zfill = 0) {
  unsigned char *d = static_cast<unsigned char *>(dst);
  const unsigned char *s = static_cast<const unsigned char *>(src);
  size_t copied = zfill < size_and_align ? size_and_align - zfill : 0;
  for (size_t i = 0; i < copied; ++i)
    d[i] = s[i];
  for (size_t i = copied; i < size_and_align; ++i)
    d[i] = 0;
}
CU2HIP_D void cu2hip_pipeline_commit() {}
CU2HIP_D void cu2hip_pipeline_wait_prior(size_t) {}

// ---- atomicAdd on half precision (HIP has no such overloads) -----------------
// A compare-and-swap loop on the aligned 32-bit word holding the value; the
// addition is done by \p add on the value's bits (HIP's own round-to-nearest
// half addition, or bfloat16 rounded as CUDA rounds it). Returns the old bits.
template <typename Add> CU2HIP_D unsigned short cu2hip_cas_add16(void *p, Add add) {
  unsigned long long a = reinterpret_cast<unsigned long long>(p);
  unsigned *w = reinterpret_cast<unsigned *>(a & ~3ull);
  unsigned shift = unsigned(a & 2ull) * 8u;
  unsigned old = __atomic_load_n(w, __ATOMIC_RELAXED), seen;
  do {
    seen = old;
    unsigned short sum = add((unsigned short)(seen >> shift));
    old = atomicCAS(w, seen, (seen & ~(0xffffu << shift)) | (unsigned(sum) << shift));
  } while (old != seen);
  return (unsigned short)(old >> shift);
}
/// The same for a pair in one aligned 32-bit word: \p add maps the old word to the new.
template <typename Add> CU2HIP_D unsigned cu2hip_cas_add32(void *p, Add add) {
  unsigned *w = reinterpret_cast<unsigned *>(p);
  unsigned old = __atomic_load_n(w, __ATOMIC_RELAXED), seen;
  do {
    seen = old;
    old = atomicCAS(w, seen, add(seen));
  } while (old != seen);
  return old;
}
CU2HIP_D __half cu2hip_atomicAdd(__half *p, __half v) {
  return __ushort_as_half(cu2hip_cas_add16(p, [v](unsigned short b) {
    return __half_as_ushort(__hadd(__ushort_as_half(b), v));
  }));
}
CU2HIP_D __half2 cu2hip_half2_of_bits(unsigned b) {
  return __halves2half2(__ushort_as_half((unsigned short)b), __ushort_as_half((unsigned short)(b >> 16)));
}
CU2HIP_D __half2 cu2hip_atomicAdd(__half2 *p, __half2 v) {
  return cu2hip_half2_of_bits(cu2hip_cas_add32(p, [v](unsigned b) {
    __half2 sum = __hadd2(cu2hip_half2_of_bits(b), v);
    return unsigned(__half_as_ushort(__low2half(sum))) | (unsigned(__half_as_ushort(__high2half(sum))) << 16);
  }));
}

CU2HIP_D cu2hip_bfloat16 cu2hip_atomicAdd(cu2hip_bfloat16 *p, cu2hip_bfloat16 v) {
  return cu2hip_bf16_of_bits(cu2hip_cas_add16(p, [v](unsigned short b) { return (cu2hip_bf16_of_bits(b) + v).__x; }));
}
CU2HIP_D cu2hip_bfloat162 cu2hip_atomicAdd(cu2hip_bfloat162 *p, cu2hip_bfloat162 v) {
  unsigned old = cu2hip_cas_add32(p, [v](unsigned b) {
    cu2hip_bfloat162 sum = cu2hip_bfloat162(cu2hip_bfloat162_raw{(unsigned short)b, (unsigned short)(b >> 16)}) + v;
    return unsigned(sum.x.__x) | (unsigned(sum.y.__x) << 16);
  });
  return cu2hip_bfloat162(cu2hip_bfloat162_raw{(unsigned short)old, (unsigned short)(old >> 16)});
}

// From HIP 6.0 the bfloat16 types are HIP's own (hip/hip_bf16.h), but no HIP
// release has atomicAdd on them, and hip_bf16.h lacks some of CUDA's
// conversions: helpers over HIP's types (Emulations.def's cu2hip_hip_* names).
#if defined(HIP_VERSION_MAJOR) && HIP_VERSION_MAJOR >= 6
#include <hip/hip_bf16.h>
CU2HIP_HD __hip_bfloat16 cu2hip_hip_float2bfloat16_rn(float f) { return __float2bfloat16(f); }
CU2HIP_HD __hip_bfloat16 cu2hip_hip_float2bfloat16_rz(float f) { return __ushort_as_bfloat16(cu2hip_bf16_dir(f, 0)); }
CU2HIP_HD __hip_bfloat16 cu2hip_hip_float2bfloat16_rd(float f) { return __ushort_as_bfloat16(cu2hip_bf16_dir(f, -1)); }
CU2HIP_HD __hip_bfloat16 cu2hip_hip_float2bfloat16_ru(float f) { return __ushort_as_bfloat16(cu2hip_bf16_dir(f, 1)); }
CU2HIP_HD __hip_bfloat16 cu2hip_hip_int2bfloat16_rn(int v) { return __float2bfloat16(float(v)); }
CU2HIP_HD int cu2hip_hip_bfloat162int_rz(__hip_bfloat16 a) { float f = __bfloat162float(a); return f != f ? 0 : int(f); }
CU2HIP_HD __hip_bfloat162 cu2hip_hip_floats2bfloat162_rn(float a, float b) {
  return __halves2bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
CU2HIP_HD __hip_bfloat162 cu2hip_hip_make_bfloat162(__hip_bfloat16 x, __hip_bfloat16 y) { return __halves2bfloat162(x, y); }
/// bfloat16 addition as CUDA rounds it: exact in float, then to nearest even.
CU2HIP_D unsigned short cu2hip_hip_bf16_add_bits(unsigned short a, __hip_bfloat16 b) {
  return __bfloat16_as_ushort(__float2bfloat16(__bfloat162float(__ushort_as_bfloat16(a)) + __bfloat162float(b)));
}
CU2HIP_D __hip_bfloat16 cu2hip_atomicAdd(__hip_bfloat16 *p, __hip_bfloat16 v) {
  return __ushort_as_bfloat16(cu2hip_cas_add16(p, [v](unsigned short b) { return cu2hip_hip_bf16_add_bits(b, v); }));
}
CU2HIP_D __hip_bfloat162 cu2hip_atomicAdd(__hip_bfloat162 *p, __hip_bfloat162 v) {
  unsigned old = cu2hip_cas_add32(p, [v](unsigned b) {
    return unsigned(cu2hip_hip_bf16_add_bits((unsigned short)b, __low2bfloat16(v))) |
           (unsigned(cu2hip_hip_bf16_add_bits((unsigned short)(b >> 16), __high2bfloat16(v))) << 16);
  });
  return __halves2bfloat162(__ushort_as_bfloat16((unsigned short)old), __ushort_as_bfloat16((unsigned short)(old >> 16)));
}
#endif

// ---- Cache-hinted loads and stores (sm_32_intrinsics.h) -----------------------
// CUDA has __ldca/__ldcg/__ldcs/__ldlu/__ldcv and __stwb/__stcg/__stcs/__stwt for
// every integer and floating-point type, their vectors and the half types; HIP
// has three loads for __half/__half2 only. A hint says where the value may be
// cached, never what it is: each helper is the plain access, non-temporal (AMD's
// streaming loads and stores) for the evict-first hints (__ldcs, __ldlu, __stcs)
// on scalar types, and a volatile read for __ldcv ("fetch again").
template <typename T> struct cu2hip_is_scalar {
  static constexpr bool value = std::is_arithmetic<T>::value;
};
template <bool B> struct cu2hip_bool {};
template <typename T> CU2HIP_D T cu2hip_ld_nt(const T *p, cu2hip_bool<true>) { return __builtin_nontemporal_load(p); }
template <typename T> CU2HIP_D T cu2hip_ld_nt(const T *p, cu2hip_bool<false>) { return *p; }
template <typename T> CU2HIP_D void cu2hip_st_nt(T *p, const T &v, cu2hip_bool<true>) { __builtin_nontemporal_store(v, p); }
template <typename T> CU2HIP_D void cu2hip_st_nt(T *p, const T &v, cu2hip_bool<false>) { *p = v; }
template <typename T> CU2HIP_D T cu2hip_ld_volatile(const T *p, cu2hip_bool<true>) { return *static_cast<const volatile T *>(p); }
template <typename T> CU2HIP_D T cu2hip_ld_volatile(const T *p, cu2hip_bool<false>) { return *p; }
/// T itself where a store's value is converted to the pointee (CUDA's overloads do).
template <typename T> struct cu2hip_same { typedef T type; };
template <typename T> CU2HIP_D T cu2hip_ldca(const T *p) { return *p; }
template <typename T> CU2HIP_D T cu2hip_ldcg(const T *p) { return *p; }
template <typename T> CU2HIP_D T cu2hip_ldcs(const T *p) { return cu2hip_ld_nt(p, cu2hip_bool<cu2hip_is_scalar<T>::value>()); }
template <typename T> CU2HIP_D T cu2hip_ldlu(const T *p) { return cu2hip_ld_nt(p, cu2hip_bool<cu2hip_is_scalar<T>::value>()); }
template <typename T> CU2HIP_D T cu2hip_ldcv(const T *p) { return cu2hip_ld_volatile(p, cu2hip_bool<cu2hip_is_scalar<T>::value>()); }
template <typename T> CU2HIP_D void cu2hip_stwb(T *p, typename cu2hip_same<T>::type v) { *p = v; }
template <typename T> CU2HIP_D void cu2hip_stcg(T *p, typename cu2hip_same<T>::type v) { *p = v; }
template <typename T> CU2HIP_D void cu2hip_stwt(T *p, typename cu2hip_same<T>::type v) { *p = v; }
template <typename T> CU2HIP_D void cu2hip_stcs(T *p, typename cu2hip_same<T>::type v) {
  cu2hip_st_nt(p, v, cu2hip_bool<cu2hip_is_scalar<T>::value>());
}

// ---- Half-precision max/min with CUDA's rules (cuda_fp16.h, cuda_bf16.h) -------
// max(a, b) is a > b ? a : b; a NaN loses to a number and two NaNs give the
// canonical NaN (0x7fff); +0 is greater than -0. The _nan forms give the
// canonical NaN when either is NaN. x and y are a and b in float (exact).
template <typename H> CU2HIP_HD H cu2hip_hpick(H a, H b, float x, float y, bool max, bool nan, H qnan) {
  if (x != x || y != y)
    return nan || (x != x && y != y) ? qnan : (x != x ? b : a);
  if (x == y) // equal, or +0 and -0: the sign decides
    return ((cu2hip_float_bits(x) >> 31) != 0u) != max ? a : b;
  return (max ? x > y : x < y) ? a : b;
}
#define CU2HIP_HALF_MINMAX(NAME, MAX, NAN)                                                         \
  CU2HIP_HD __half cu2hip_##NAME(__half a, __half b) {                                             \
    return cu2hip_hpick(a, b, __half2float(a), __half2float(b), MAX, NAN, __ushort_as_half(0x7fffu)); \
  }                                                                                                \
  CU2HIP_HD cu2hip_bfloat16 cu2hip_##NAME(cu2hip_bfloat16 a, cu2hip_bfloat16 b) {                 \
    return cu2hip_hpick(a, b, float(a), float(b), MAX, NAN, cu2hip_bf16_of_bits(0x7fffu));         \
  }
#define CU2HIP_HALF2_MINMAX(NAME, ONE)                                                              \
  CU2HIP_HD __half2 cu2hip_##NAME(__half2 a, __half2 b) {                                          \
    return __halves2half2(cu2hip_##ONE(__low2half(a), __low2half(b)), cu2hip_##ONE(__high2half(a), __high2half(b))); \
  }                                                                                                \
  CU2HIP_HD cu2hip_bfloat162 cu2hip_##NAME(cu2hip_bfloat162 a, cu2hip_bfloat162 b) {              \
    return cu2hip_bfloat162(cu2hip_##ONE(a.x, b.x), cu2hip_##ONE(a.y, b.y));                       \
  }
CU2HIP_HALF_MINMAX(hmax, true, false)
CU2HIP_HALF_MINMAX(hmin, false, false)
CU2HIP_HALF_MINMAX(hmax_nan, true, true)
CU2HIP_HALF_MINMAX(hmin_nan, false, true)
CU2HIP_HALF2_MINMAX(hmax2, hmax)
CU2HIP_HALF2_MINMAX(hmin2, hmin)
CU2HIP_HALF2_MINMAX(hmax2_nan, hmax_nan)
CU2HIP_HALF2_MINMAX(hmin2_nan, hmin_nan)
#if defined(HIP_VERSION_MAJOR) && HIP_VERSION_MAJOR >= 6
// HIP's own bfloat16 types (hip/hip_bf16.h, included above).
#define CU2HIP_HIP_BF16_MINMAX(NAME, MAX, NAN)                                                     \
  CU2HIP_HD __hip_bfloat16 cu2hip_##NAME(__hip_bfloat16 a, __hip_bfloat16 b) {                     \
    return cu2hip_hpick(a, b, __bfloat162float(a), __bfloat162float(b), MAX, NAN, __ushort_as_bfloat16(0x7fffu)); \
  }
#define CU2HIP_HIP_BF162_MINMAX(NAME, ONE)                                                          \
  CU2HIP_HD __hip_bfloat162 cu2hip_##NAME(__hip_bfloat162 a, __hip_bfloat162 b) {                  \
    return __halves2bfloat162(cu2hip_##ONE(__low2bfloat16(a), __low2bfloat16(b)),                  \
                              cu2hip_##ONE(__high2bfloat16(a), __high2bfloat16(b)));               \
  }
CU2HIP_HIP_BF16_MINMAX(hmax, true, false)
CU2HIP_HIP_BF16_MINMAX(hmin, false, false)
CU2HIP_HIP_BF16_MINMAX(hmax_nan, true, true)
CU2HIP_HIP_BF16_MINMAX(hmin_nan, false, true)
CU2HIP_HIP_BF162_MINMAX(hmax2, hmax)
CU2HIP_HIP_BF162_MINMAX(hmin2, hmin)
CU2HIP_HIP_BF162_MINMAX(hmax2_nan, hmax_nan)
CU2HIP_HIP_BF162_MINMAX(hmin2_nan, hmin_nan)
#undef CU2HIP_HIP_BF16_MINMAX
#undef CU2HIP_HIP_BF162_MINMAX
#endif
#undef CU2HIP_HALF_MINMAX
#undef CU2HIP_HALF2_MINMAX

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

// ---- Host side: CUDA 13's cudaMemLocation forms of cudaMemPrefetchAsync and ---
// cudaMemAdvise (CUDA 12.2's _v2), for HIP before 7.0, which takes a device id
// (lib/Mapping/Signatures.def, MEM_LOCATION_FORM). HIP 7.0 added the host
// location types; before, hipMemLocationType has only Invalid (0) and Device
// (1), and CUDA's host types keep CUDA's values, which only this helper reads.
#define cu2hip_cudaMemLocationTypeHost ((hipMemLocationType)2)
#define cu2hip_cudaMemLocationTypeHostNuma ((hipMemLocationType)3)
#define cu2hip_cudaMemLocationTypeHostNumaCurrent ((hipMemLocationType)4)
/// The device id HIP's device-id form takes for \p loc: a device's own id,
/// hipCpuDeviceId for any host location, hipInvalidDeviceId for an invalid one.
inline int cu2hip_mem_location_device(const hipMemLocation &loc) {
  if (loc.type == hipMemLocationTypeDevice)
    return loc.id;
  return int(loc.type) == 0 ? hipInvalidDeviceId : hipCpuDeviceId;
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
/// cudaDeviceProp::uuid: the device's UUID, kept in storage of its own (one
/// per device), so that `&prop.uuid` and `prop.uuid.bytes` (an address) stay
/// valid after the call as the field's did.
inline const hipUUID &cu2hip_device_prop_uuid(const hipDeviceProp_t &prop) {
  static hipUUID ids[64];
  int device = cu2hip_device_of(prop);
  hipUUID &id = ids[device >= 0 && device < 64 ? device : 0];
  hipUUID now = {};
  if (hipDeviceGetUuid(&now, device) == hipSuccess)
    id = now;
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
#ifdef CU2HIP_WARP_DEVICE
// ---- cooperative_groups collectives HIP lacks (cooperative_groups/reduce.h,
// scan.h, memcpy_async.h).  The group is any of HIP's thread_block_tile,
// coalesced_group (reduce, scans) or thread_block (memcpy_async, wait): only
// its size(), thread_rank(), shfl(), shfl_up() and sync() are used, so a tile
// of any size up to the wavefront works at wave32 and wave64.
namespace cu2hip_cg {
template <typename T> struct plus {
  CU2HIP_D T operator()(const T &a, const T &b) const { return a + b; }
};
template <typename T> struct less { // the lesser value, as CUDA's cg::less
  CU2HIP_D T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <typename T> struct greater { // the greater value, as CUDA's cg::greater
  CU2HIP_D T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <typename T> struct bit_and {
  CU2HIP_D T operator()(const T &a, const T &b) const { return a & b; }
};
template <typename T> struct bit_or {
  CU2HIP_D T operator()(const T &a, const T &b) const { return a | b; }
};
template <typename T> struct bit_xor {
  CU2HIP_D T operator()(const T &a, const T &b) const { return a ^ b; }
};

/// Hillis-Steele scan over the group's ranks: after the step of distance d,
/// rank r holds op over ranks [max(0, r - 2d + 1), r].
template <typename Group, typename T, typename Op>
CU2HIP_D T inclusive_scan(const Group &g, T v, Op op) {
  const unsigned n = g.size(), r = g.thread_rank();
  for (unsigned d = 1; d < n; d *= 2) {
    T u = g.shfl_up(v, d);
    if (r >= d)
      v = op(u, v);
  }
  return v;
}
template <typename Group, typename T> CU2HIP_D T inclusive_scan(const Group &g, T v) {
  return inclusive_scan(g, v, plus<T>());
}
/// Rank r gets op over ranks [0, r); rank 0 gets T() (the identity of plus,
/// bit_or and bit_xor; CUDA leaves it unspecified for the other operators).
template <typename Group, typename T, typename Op>
CU2HIP_D T exclusive_scan(const Group &g, T v, Op op) {
  T s = g.shfl_up(inclusive_scan(g, v, op), 1);
  return g.thread_rank() == 0 ? T() : s;
}
template <typename Group, typename T> CU2HIP_D T exclusive_scan(const Group &g, T v) {
  return exclusive_scan(g, v, plus<T>());
}
/// op over every rank of the group, returned to every rank.
template <typename Group, typename T, typename Op>
CU2HIP_D T reduce(const Group &g, T v, Op op) {
  return g.shfl(inclusive_scan(g, v, op), g.size() - 1);
}

/// memcpy_async(group, dst, src, bytes): the group's ranks copy the bytes in
/// turn; the copy is complete when the call returns, and wait() makes it
/// visible to the whole group, as CUDA's wait does.
template <typename Group, typename TyElem, typename TySize>
CU2HIP_D void memcpy_async(const Group &g, TyElem *dst, const TyElem *src, const TySize &bytes) {
  char *d = reinterpret_cast<char *>(dst);
  const char *s = reinterpret_cast<const char *>(src);
  for (size_t i = g.thread_rank(); i < size_t(bytes); i += g.size())
    d[i] = s[i];
}
/// memcpy_async(group, dst, dst_count, src, src_count): src_count elements.
template <typename Group, typename TyElem, typename TyDstCount, typename TySrcCount>
CU2HIP_D void memcpy_async(const Group &g, TyElem *dst, const TyDstCount &, const TyElem *src,
                           const TySrcCount &count) {
  memcpy_async(g, dst, src, size_t(count) * sizeof(TyElem));
}
template <typename Group> CU2HIP_D void wait(const Group &g) { g.sync(); }
template <unsigned N, typename Group> CU2HIP_D void wait_prior(const Group &g) { g.sync(); }

/// thread_block_tile::meta_group_rank()/meta_group_size(), which HIP has from
/// 6.2, for a tile that tiled_partition made from the thread block: the tile's
/// index in the block (the block thread rank, x fastest, over the tile size)
/// and the number of tiles, the last one partial.
template <typename Tile> CU2HIP_D unsigned meta_group_rank(const Tile &t) {
  const unsigned rank = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  return rank / unsigned(t.size());
}
template <typename Tile> CU2HIP_D unsigned meta_group_size(const Tile &t) {
  const unsigned n = unsigned(t.size()), threads = blockDim.x * blockDim.y * blockDim.z;
  return (threads + n - 1) / n;
}
} // namespace cu2hip_cg
#endif // CU2HIP_WARP_DEVICE

#endif // CU2HIP_WARP_H
