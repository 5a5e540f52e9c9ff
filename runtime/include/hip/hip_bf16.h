// hip/hip_bf16.h of the CPU backend: __hip_bfloat16 and __hip_bfloat162 with
// the conversions, operators and intrinsics of the emulated HIP release's
// header (hip/hip_version.h), and none it lacks. HIP has this header from 6.0
// (before, only hip/hip_bfloat16.h's hip_bfloat16). Values are bfloat16 bits;
// arithmetic is done in float and rounded back to nearest even, as the GPU's
// header does. Checked against ROCm 6.4's and 7.2's amd_hip_bf16.h.
#ifndef CU2HIP_CPU_HIP_BF16_H
#define CU2HIP_CPU_HIP_BF16_H

#include "hip/hip_runtime.h"

#if !CU2HIP_CPU_HIP_AT_LEAST(6, 0)
#error "hip/hip_bf16.h: no such header before HIP 6.0 (the emulated release is older: use hip/hip_bfloat16.h)"
#endif

#include <cmath>
#include <cstdint>
#include <cstring>

typedef struct __attribute__((aligned(2))) {
  unsigned short x;
} __hip_bfloat16_raw;
typedef struct __attribute__((aligned(4))) {
  unsigned short x;
  unsigned short y;
} __hip_bfloat162_raw;

namespace cu2hip_cpu {
/// float -> bfloat16 bits, to nearest even; NaN stays a (quiet) NaN.
inline unsigned short bf16FromFloat(float F) {
  uint32_t B;
  std::memcpy(&B, &F, 4);
  if ((B & 0x7f800000u) == 0x7f800000u) // Inf or NaN: keep it one
    return uint16_t((B >> 16) | ((B & 0xffffu) ? 0x40u : 0u));
  B += 0x7fffu + ((B >> 16) & 1u);
  return uint16_t(B >> 16);
}
inline float bf16ToFloat(unsigned short H) {
  uint32_t B = uint32_t(H) << 16;
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
/// double -> bfloat16 through float rounded to odd, then to nearest even.
/// ROCm 7 converts with one rounding (the compiler's __bf16 conversion). HIP
/// 6.x's header sets the odd bit only where the float rounded away from
/// zero, so a value just above a tie that float rounded down onto the tie
/// rounds twice (1 + 2^-8 + 2^-30 -> 1.0): the backend computes what that
/// release's GPU code computes.
inline unsigned short bf16FromDouble(double D) {
  float F = float(D);
  if (std::isnan(D) || std::isinf(F) || double(F) == D)
    return bf16FromFloat(F);
  uint32_t B;
  std::memcpy(&B, &F, 4);
  bool AwayFromZero = (double(F) > D) == (D > 0);
#if CU2HIP_CPU_HIP_AT_LEAST(7, 0)
  if (AwayFromZero)
    --B;
  B |= 1u;
#else
  if (AwayFromZero)
    B = (B - 1u) | 1u;
#endif
  std::memcpy(&F, &B, 4);
  return bf16FromFloat(F);
}
} // namespace cu2hip_cpu

struct __attribute__((aligned(2))) __hip_bfloat16 {
protected:
  unsigned short __x;

public:
  // What the kernel-boundary trace calls it (cu2hip_cpu::TraceKind::BFloat16).
  static constexpr const char *cu2hipTraceName = "bfloat16";
  static constexpr int cu2hipTraceKind = 5;
  __hip_bfloat16() = default;
  constexpr __hip_bfloat16(const __hip_bfloat16_raw &R) : __x(R.x) {}
  __hip_bfloat16(float F) : __x(::cu2hip_cpu::bf16FromFloat(F)) {}
  __hip_bfloat16(double D) : __x(::cu2hip_cpu::bf16FromDouble(D)) {}
  __hip_bfloat16(int V) : __x(::cu2hip_cpu::bf16FromDouble(V)) {}
  __hip_bfloat16(unsigned int V) : __x(::cu2hip_cpu::bf16FromDouble(V)) {}
  __hip_bfloat16(short V) : __x(::cu2hip_cpu::bf16FromFloat(V)) {}
  __hip_bfloat16(unsigned short V) : __x(::cu2hip_cpu::bf16FromFloat(V)) {}

  operator __hip_bfloat16_raw() const { return __hip_bfloat16_raw{__x}; }
  operator __hip_bfloat16_raw() const volatile { return __hip_bfloat16_raw{__x}; }
  operator float() const { return ::cu2hip_cpu::bf16ToFloat(__x); }
  operator bool() const { return (__x & 0x7fffu) != 0; }
  operator char() const { return static_cast<char>(float(*this)); }
  operator signed char() const { return static_cast<signed char>(float(*this)); }
  operator unsigned char() const { return static_cast<unsigned char>(float(*this)); }
  operator short() const { return static_cast<short>(float(*this)); }
  operator unsigned short() const { return static_cast<unsigned short>(float(*this)); }
  operator int() const { return static_cast<int>(float(*this)); }
  operator unsigned int() const { return static_cast<unsigned int>(float(*this)); }
  operator long() const { return static_cast<long>(float(*this)); }
  operator unsigned long() const { return static_cast<unsigned long>(float(*this)); }
  operator long long() const { return static_cast<long long>(float(*this)); }
  operator unsigned long long() const { return static_cast<unsigned long long>(float(*this)); }
};

struct __attribute__((aligned(4))) __hip_bfloat162 {
  __hip_bfloat16 x, y;
  __hip_bfloat162() = default;
  __hip_bfloat162(const __hip_bfloat16 &A, const __hip_bfloat16 &B) : x(A), y(B) {}
  __hip_bfloat162(const __hip_bfloat162_raw &R) : x(__hip_bfloat16_raw{R.x}), y(__hip_bfloat16_raw{R.y}) {}
  operator __hip_bfloat162_raw() const {
    return __hip_bfloat162_raw{__hip_bfloat16_raw(x).x, __hip_bfloat16_raw(y).x};
  }
  operator float2() const { return float2{float(x), float(y)}; }
  __hip_bfloat162 &operator=(const __hip_bfloat162_raw &R) { return *this = __hip_bfloat162(R); }
};

// ---- Conversions and moves ---------------------------------------------------------------
inline float __bfloat162float(__hip_bfloat16 a) { return float(a); }
inline __hip_bfloat16 __float2bfloat16(float f) { return __hip_bfloat16(f); }
inline __hip_bfloat16 __double2bfloat16(double d) { return __hip_bfloat16(d); }
inline float2 __bfloat1622float2(__hip_bfloat162 a) { return float2{float(a.x), float(a.y)}; }
inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 a) { return __hip_bfloat162(a, a); }
inline __hip_bfloat162 __float22bfloat162_rn(float2 a) { return __hip_bfloat162(__float2bfloat16(a.x), __float2bfloat16(a.y)); }
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat162(a, b); }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 a) { return a.y; }
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 a) { return a.x; }
inline float __high2float(__hip_bfloat162 a) { return float(a.y); }
inline float __low2float(__hip_bfloat162 a) { return float(a.x); }
inline __hip_bfloat162 __high2bfloat162(__hip_bfloat162 a) { return __hip_bfloat162(a.y, a.y); }
inline __hip_bfloat162 __low2bfloat162(__hip_bfloat162 a) { return __hip_bfloat162(a.x, a.x); }
inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return __hip_bfloat162(a.y, b.y); }
inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return __hip_bfloat162(a.x, b.x); }
inline __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 a) { return __hip_bfloat162(a.y, a.x); }
inline short __bfloat16_as_short(__hip_bfloat16 a) { return static_cast<short>(__hip_bfloat16_raw(a).x); }
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 a) { return __hip_bfloat16_raw(a).x; }
inline __hip_bfloat16 __short_as_bfloat16(short s) { return __hip_bfloat16_raw{static_cast<unsigned short>(s)}; }
inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short s) { return __hip_bfloat16_raw{s}; }

// ---- Arithmetic: in float, rounded back once ------------------------------------------------
inline __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) + float(b); }
inline __hip_bfloat16 __hsub(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) - float(b); }
inline __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) * float(b); }
inline __hip_bfloat16 __hdiv(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) / float(b); }
inline __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return std::fma(float(a), float(b), float(c));
}
inline __hip_bfloat16 __hneg(__hip_bfloat16 a) {
  return __hip_bfloat16_raw{static_cast<unsigned short>(__hip_bfloat16_raw(a).x ^ 0x8000u)};
}
inline __hip_bfloat16 __habs(__hip_bfloat16 a) {
  return __hip_bfloat16_raw{static_cast<unsigned short>(__hip_bfloat16_raw(a).x & 0x7fffu)};
}
inline __hip_bfloat16 __hmax(__hip_bfloat16 a, __hip_bfloat16 b) { return std::fmax(float(a), float(b)); }
inline __hip_bfloat16 __hmin(__hip_bfloat16 a, __hip_bfloat16 b) { return std::fmin(float(a), float(b)); }
#define CU2HIP_CPU_BF162_MAP2(NAME, ONE)                                                                           \
  inline __hip_bfloat162 NAME(__hip_bfloat162 a, __hip_bfloat162 b) { return __hip_bfloat162(ONE(a.x, b.x), ONE(a.y, b.y)); }
CU2HIP_CPU_BF162_MAP2(__hadd2, __hadd)
CU2HIP_CPU_BF162_MAP2(__hsub2, __hsub)
CU2HIP_CPU_BF162_MAP2(__hmul2, __hmul)
CU2HIP_CPU_BF162_MAP2(__h2div, __hdiv)
CU2HIP_CPU_BF162_MAP2(__hmax2, __hmax)
CU2HIP_CPU_BF162_MAP2(__hmin2, __hmin)
inline __hip_bfloat162 __hfma2(__hip_bfloat162 a, __hip_bfloat162 b, __hip_bfloat162 c) {
  return __hip_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
inline __hip_bfloat162 __hneg2(__hip_bfloat162 a) { return __hip_bfloat162(__hneg(a.x), __hneg(a.y)); }
inline __hip_bfloat162 __habs2(__hip_bfloat162 a) { return __hip_bfloat162(__habs(a.x), __habs(a.y)); }
#if CU2HIP_CPU_HIP_AT_LEAST(7, 0)
// ROCm 7: the _rn forms (never contracted into an fma) and int -> bfloat16.
inline __hip_bfloat16 __hadd_rn(__hip_bfloat16 a, __hip_bfloat16 b) { return __hadd(a, b); }
inline __hip_bfloat16 __hsub_rn(__hip_bfloat16 a, __hip_bfloat16 b) { return __hsub(a, b); }
inline __hip_bfloat16 __hmul_rn(__hip_bfloat16 a, __hip_bfloat16 b) { return __hmul(a, b); }
CU2HIP_CPU_BF162_MAP2(__hadd2_rn, __hadd)
CU2HIP_CPU_BF162_MAP2(__hsub2_rn, __hsub)
CU2HIP_CPU_BF162_MAP2(__hmul2_rn, __hmul)
inline __hip_bfloat16 __int2bfloat16_rn(int i) { return __hip_bfloat16(i); }
#endif
#undef CU2HIP_CPU_BF162_MAP2

// ---- Comparisons: ordered (false with a NaN) and unordered (u: true with a NaN) ------------
#define CU2HIP_CPU_BF16_CMP(NAME, OP)                                                                              \
  inline bool __h##NAME(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) OP float(b); }                      \
  inline bool __h##NAME##u(__hip_bfloat16 a, __hip_bfloat16 b) {                                                  \
    return std::isnan(float(a)) || std::isnan(float(b)) || float(a) OP float(b);                                   \
  }                                                                                                                \
  inline __hip_bfloat162 __h##NAME##2(__hip_bfloat162 a, __hip_bfloat162 b) {                                     \
    return __hip_bfloat162(__hip_bfloat16(__h##NAME(a.x, b.x) ? 1.0f : 0.0f),                                    \
                           __hip_bfloat16(__h##NAME(a.y, b.y) ? 1.0f : 0.0f));                                    \
  }                                                                                                                \
  inline bool __hb##NAME##2(__hip_bfloat162 a, __hip_bfloat162 b) { return __h##NAME(a.x, b.x) && __h##NAME(a.y, b.y); } \
  inline bool __hb##NAME##u2(__hip_bfloat162 a, __hip_bfloat162 b) {                                              \
    return __h##NAME##u(a.x, b.x) && __h##NAME##u(a.y, b.y);                                                      \
  }
CU2HIP_CPU_BF16_CMP(eq, ==)
CU2HIP_CPU_BF16_CMP(ne, !=)
CU2HIP_CPU_BF16_CMP(lt, <)
CU2HIP_CPU_BF16_CMP(le, <=)
CU2HIP_CPU_BF16_CMP(gt, >)
CU2HIP_CPU_BF16_CMP(ge, >=)
#undef CU2HIP_CPU_BF16_CMP
inline bool __hisinf(__hip_bfloat16 a) { return std::isinf(float(a)); }
inline bool __hisnan(__hip_bfloat16 a) { return std::isnan(float(a)); }
inline __hip_bfloat162 __hisnan2(__hip_bfloat162 a) {
  return __hip_bfloat162(__hip_bfloat16(__hisnan(a.x) ? 1.0f : 0.0f), __hip_bfloat16(__hisnan(a.y) ? 1.0f : 0.0f));
}

// ---- Math: in float, rounded back (hNAME, and h2NAME on pairs) ---------------------------------
#define CU2HIP_CPU_BF16_MATH(NAME, EXPR)                                                                           \
  inline __hip_bfloat16 h##NAME(__hip_bfloat16 h) {                                                               \
    float x = float(h);                                                                                            \
    return __hip_bfloat16(EXPR);                                                                                   \
  }                                                                                                                \
  inline __hip_bfloat162 h2##NAME(__hip_bfloat162 h) { return __hip_bfloat162(h##NAME(h.x), h##NAME(h.y)); }
CU2HIP_CPU_BF16_MATH(ceil, std::ceil(x))
CU2HIP_CPU_BF16_MATH(floor, std::floor(x))
CU2HIP_CPU_BF16_MATH(trunc, std::trunc(x))
CU2HIP_CPU_BF16_MATH(rint, std::rint(x))
CU2HIP_CPU_BF16_MATH(sqrt, std::sqrt(x))
CU2HIP_CPU_BF16_MATH(rsqrt, 1.0f / std::sqrt(x))
CU2HIP_CPU_BF16_MATH(rcp, 1.0f / x)
CU2HIP_CPU_BF16_MATH(exp, std::exp(x))
CU2HIP_CPU_BF16_MATH(exp2, std::exp2(x))
CU2HIP_CPU_BF16_MATH(exp10, std::pow(10.0f, x))
CU2HIP_CPU_BF16_MATH(log, std::log(x))
CU2HIP_CPU_BF16_MATH(log2, std::log2(x))
CU2HIP_CPU_BF16_MATH(log10, std::log10(x))
CU2HIP_CPU_BF16_MATH(sin, std::sin(x))
CU2HIP_CPU_BF16_MATH(cos, std::cos(x))
#undef CU2HIP_CPU_BF16_MATH

// ---- Operators ----------------------------------------------------------------------------------
inline __hip_bfloat16 operator+(const __hip_bfloat16 &l) { return l; }
inline __hip_bfloat16 operator-(const __hip_bfloat16 &l) { return __hneg(l); }
inline __hip_bfloat162 operator+(const __hip_bfloat162 &l) { return l; }
inline __hip_bfloat162 operator-(const __hip_bfloat162 &l) { return __hneg2(l); }
#define CU2HIP_CPU_BF16_ARITH(OP, ONE, TWO)                                                                        \
  inline __hip_bfloat16 operator OP(const __hip_bfloat16 &l, const __hip_bfloat16 &r) { return ONE(l, r); }      \
  inline __hip_bfloat16 &operator OP##=(__hip_bfloat16 &l, const __hip_bfloat16 &r) { return l = ONE(l, r); }   \
  inline __hip_bfloat162 operator OP(const __hip_bfloat162 &l, const __hip_bfloat162 &r) { return TWO(l, r); }  \
  inline __hip_bfloat162 &operator OP##=(__hip_bfloat162 &l, const __hip_bfloat162 &r) { return l = TWO(l, r); }
CU2HIP_CPU_BF16_ARITH(+, __hadd, __hadd2)
CU2HIP_CPU_BF16_ARITH(-, __hsub, __hsub2)
CU2HIP_CPU_BF16_ARITH(*, __hmul, __hmul2)
CU2HIP_CPU_BF16_ARITH(/, __hdiv, __h2div)
#undef CU2HIP_CPU_BF16_ARITH
inline __hip_bfloat16 &operator++(__hip_bfloat16 &l) { return l = __hadd(l, __hip_bfloat16(1.0f)); }
inline __hip_bfloat16 &operator--(__hip_bfloat16 &l) { return l = __hsub(l, __hip_bfloat16(1.0f)); }
inline __hip_bfloat16 operator++(__hip_bfloat16 &l, int) { __hip_bfloat16 o = l; ++l; return o; }
inline __hip_bfloat16 operator--(__hip_bfloat16 &l, int) { __hip_bfloat16 o = l; --l; return o; }
inline __hip_bfloat162 &operator++(__hip_bfloat162 &l) { ++l.x; ++l.y; return l; }
inline __hip_bfloat162 &operator--(__hip_bfloat162 &l) { --l.x; --l.y; return l; }
inline __hip_bfloat162 operator++(__hip_bfloat162 &l, int) { __hip_bfloat162 o = l; ++l; return o; }
inline __hip_bfloat162 operator--(__hip_bfloat162 &l, int) { __hip_bfloat162 o = l; --l; return o; }
#define CU2HIP_CPU_BF16_REL(OP, NAME)                                                                              \
  inline bool operator OP(const __hip_bfloat16 &l, const __hip_bfloat16 &r) { return __h##NAME(l, r); }          \
  inline bool operator OP(const __hip_bfloat162 &l, const __hip_bfloat162 &r) { return __hb##NAME##2(l, r); }
CU2HIP_CPU_BF16_REL(==, eq)
CU2HIP_CPU_BF16_REL(<, lt)
CU2HIP_CPU_BF16_REL(<=, le)
CU2HIP_CPU_BF16_REL(>, gt)
CU2HIP_CPU_BF16_REL(>=, ge)
#undef CU2HIP_CPU_BF16_REL
inline bool operator!=(const __hip_bfloat16 &l, const __hip_bfloat16 &r) { return __hne(l, r); }
// As HIP: a pair differs where either half differs (or is NaN).
inline bool operator!=(const __hip_bfloat162 &l, const __hip_bfloat162 &r) { return __hneu(l.x, r.x) || __hneu(l.y, r.y); }

// ---- Atomics: HIP's bfloat16 header has only the unsafe (hardware fp) add -----------------------
inline __hip_bfloat162 unsafeAtomicAdd(__hip_bfloat162 *p, __hip_bfloat162 v) {
  static_assert(sizeof(__hip_bfloat162) == 4, "one 32-bit word");
  return ::cu2hip_cpu::atomicUpdate(p, [v](__hip_bfloat162 o) { return o + v; });
}
#if CU2HIP_CPU_HIP_AT_LEAST(7, 0)
inline __hip_bfloat16 unsafeAtomicAdd(__hip_bfloat16 *p, __hip_bfloat16 v) {
  return ::cu2hip_cpu::atomicUpdate(p, [v](__hip_bfloat16 o) { return o + v; });
}
#endif

#endif
