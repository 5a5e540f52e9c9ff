// Device math of the CPU backend: the single-precision functions come from
// the host's <cmath>; the intrinsics (__expf, __fdividef, rounding-mode
// variants, type punning, min/max overloads) are defined here on top of it.
// Fast intrinsics use the precise host functions (allowed by their error bounds).
#ifndef CU2HIP_CPU_MATH_H
#define CU2HIP_CPU_MATH_H

#include <cmath>
#include <type_traits>
#include <cstdint>
#include <cstring>
#include <math.h>

namespace cu2hip_cpu {
template <typename To, typename From> inline To bitCast(From F) {
  static_assert(sizeof(To) == sizeof(From), "same size");
  To T;
  std::memcpy(&T, &F, sizeof(To));
  return T;
}
} // namespace cu2hip_cpu

inline float __int_as_float(int x) { return ::cu2hip_cpu::bitCast<float>(x); }
inline int __float_as_int(float x) { return ::cu2hip_cpu::bitCast<int>(x); }
inline float __uint_as_float(unsigned int x) { return ::cu2hip_cpu::bitCast<float>(x); }
inline unsigned int __float_as_uint(float x) { return ::cu2hip_cpu::bitCast<unsigned int>(x); }
inline double __longlong_as_double(long long x) { return ::cu2hip_cpu::bitCast<double>(x); }
inline long long __double_as_longlong(double x) { return ::cu2hip_cpu::bitCast<long long>(x); }
inline int __double2hiint(double x) { return int(::cu2hip_cpu::bitCast<unsigned long long>(x) >> 32); }
inline int __double2loint(double x) { return int(::cu2hip_cpu::bitCast<unsigned long long>(x)); }
inline double __hiloint2double(int hi, int lo) {
  return ::cu2hip_cpu::bitCast<double>((unsigned long long)(unsigned)hi << 32 | (unsigned)lo);
}

inline float __expf(float x) { return expf(x); }
inline float __exp10f(float x) { return exp10f(x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline void __sincosf(float x, float *s, float *c) { sincosf(x, s, c); }
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float x, float y) { return x / y; }
inline double __fdiv_rn(double x, double y) { return x / y; }
inline float __saturatef(float x) { return x < 0.f ? 0.f : (x > 1.f ? 1.f : x); }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
inline double rcbrt(double x) { return 1.0 / cbrt(x); }
inline float __frsqrt_rn(float x) { return 1.0f / sqrtf(x); }
inline float __fsqrt_rn(float x) { return sqrtf(x); }
inline double __dsqrt_rn(double x) { return sqrt(x); }
inline float __frcp_rn(float x) { return 1.0f / x; }
inline double __drcp_rn(double x) { return 1.0 / x; }
#define CU2HIP_CPU_ROUNDED(S)                                                                   \
  inline float __fadd_##S(float x, float y) { return x + y; }                                   \
  inline float __fsub_##S(float x, float y) { return x - y; }                                   \
  inline float __fmul_##S(float x, float y) { return x * y; }                                   \
  inline float __fdiv_##S(float x, float y) { return x / y; }                                   \
  inline float __fmaf_##S(float x, float y, float z) { return fmaf(x, y, z); }                  \
  inline double __dadd_##S(double x, double y) { return x + y; }                                \
  inline double __dmul_##S(double x, double y) { return x * y; }                                \
  inline double __fma_##S(double x, double y, double z) { return fma(x, y, z); }
CU2HIP_CPU_ROUNDED(rn)
CU2HIP_CPU_ROUNDED(rz)
CU2HIP_CPU_ROUNDED(ru)
CU2HIP_CPU_ROUNDED(rd)
#undef CU2HIP_CPU_ROUNDED
inline float sinpif(float x) { return sinf(float(M_PI) * x); }
inline float cospif(float x) { return cosf(float(M_PI) * x); }
inline double sinpi(double x) { return sin(M_PI * x); }
inline double cospi(double x) { return cos(M_PI * x); }
inline void sincospif(float x, float *s, float *c) { sincosf(float(M_PI) * x, s, c); }
inline void sincospi(double x, double *s, double *c) { sincos(M_PI * x, s, c); }
inline float normcdff(float x) { return 0.5f * erfcf(-x / sqrtf(2.0f)); }
inline double normcdf(double x) { return 0.5 * erfc(-x / sqrt(2.0)); }
inline float erfcxf(float x) { return expf(x * x) * erfcf(x); }
inline float norm3df(float a, float b, float c) { return sqrtf(a * a + b * b + c * c); }
inline float rnorm3df(float a, float b, float c) { return 1.0f / sqrtf(a * a + b * b + c * c); }
inline float norm4df(float a, float b, float c, float d) { return sqrtf(a * a + b * b + c * c + d * d); }
inline float rhypotf(float a, float b) { return 1.0f / hypotf(a, b); }
inline float fdividef(float x, float y) { return x / y; }

inline int __float2int_rn(float x) { return int(nearbyintf(x)); }
inline int __float2int_rz(float x) { return int(x); }
inline int __float2int_rd(float x) { return int(floorf(x)); }
inline int __float2int_ru(float x) { return int(ceilf(x)); }
inline unsigned int __float2uint_rn(float x) { return unsigned(nearbyintf(x)); }
inline unsigned int __float2uint_rz(float x) { return unsigned(x); }
inline long long __float2ll_rn(float x) { return (long long)nearbyintf(x); }
inline long long __float2ll_rz(float x) { return (long long)x; }
inline float __int2float_rn(int x) { return float(x); }
inline float __int2float_rz(int x) { return float(x); }
inline float __uint2float_rn(unsigned int x) { return float(x); }
inline float __ll2float_rn(long long x) { return float(x); }
inline double __int2double_rn(int x) { return double(x); }
inline int __double2int_rn(double x) { return int(nearbyint(x)); }
inline int __double2int_rz(double x) { return int(x); }
inline float __double2float_rn(double x) { return float(x); }
inline float __double2float_rz(double x) { return float(x); }
inline long long __double2ll_rn(double x) { return (long long)nearbyint(x); }
inline double __ll2double_rn(long long x) { return double(x); }

// CUDA's device code has global min/max overloads for every arithmetic type.
#define CU2HIP_CPU_MINMAX(T)                                                                     \
  inline T min(T a, T b) { return a < b ? a : b; }                                               \
  inline T max(T a, T b) { return a > b ? a : b; }
CU2HIP_CPU_MINMAX(int)
CU2HIP_CPU_MINMAX(unsigned int)
CU2HIP_CPU_MINMAX(long)
CU2HIP_CPU_MINMAX(unsigned long)
CU2HIP_CPU_MINMAX(long long)
CU2HIP_CPU_MINMAX(unsigned long long)
#undef CU2HIP_CPU_MINMAX
// HIP's device overload set is template<T> min(T, T) and min(int, int),
// min(float, float), min(double, double) (clang's __clang_hip_math.h, ROCm 6.4
// and 7.2): an int with another integer type is not a deduction of the
// template, and min(int, int) is the best match, so the other operand is
// converted to int and compared signed (min(-1, 5u) is -1). The set above
// has an overload per type and would find (int, unsigned) ambiguous; these
// give HIP's answer. Other mixed pairs are ambiguous in HIP as here.
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, int>, int> = 0>
inline int min(int a, T b) { return min(a, int(b)); }
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, int>, int> = 0>
inline int min(T a, int b) { return min(int(a), b); }
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, int>, int> = 0>
inline int max(int a, T b) { return max(a, int(b)); }
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, int>, int> = 0>
inline int max(T a, int b) { return max(int(a), b); }
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
inline unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
inline unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
inline long long llmin(long long a, long long b) { return a < b ? a : b; }
inline long long llmax(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

#endif
