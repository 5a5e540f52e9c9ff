// Half precision of the CPU backend: __half / __half2 stored as IEEE binary16
// bits, computed through _Float16 (conversions round to nearest even) and
// float arithmetic rounded back to half, as the GPU's half instructions round.
#ifndef CU2HIP_CPU_HIP_FP16_H
#define CU2HIP_CPU_HIP_FP16_H

#include <cmath>
#include <cstring>

#include "hip/hip_runtime_api.h"
#include "cu2hip_cpu/Atomics.h"

struct __half_raw { unsigned short x; };
struct __half2_raw { unsigned short x, y; };

struct __half {
  unsigned short __x;
  // What the kernel-boundary trace calls it (cu2hip_cpu::TraceKind::Half).
  static constexpr const char *cu2hipTraceName = "half";
  static constexpr int cu2hipTraceKind = 4;
  __half() = default;
  __half(const __half_raw &R) : __x(R.x) {}
  __half(float F) : __x(fromFloat(F)) {}
  __half(double D) : __x(fromFloat(float(D))) {}
  __half(int I) : __x(fromFloat(float(I))) {}
  __half(unsigned int I) : __x(fromFloat(float(I))) {}
  __half(long long I) : __x(fromFloat(float(I))) {}
  __half(unsigned long long I) : __x(fromFloat(float(I))) {}
  __half(short I) : __x(fromFloat(float(I))) {}
  __half(unsigned short I) : __x(fromFloat(float(I))) {}
  operator float() const { return toFloat(__x); }
  operator __half_raw() const { return __half_raw{__x}; }
  __half &operator=(float F) { __x = fromFloat(F); return *this; }
  __half &operator+=(__half O) { return *this = float(*this) + float(O); }
  __half &operator-=(__half O) { return *this = float(*this) - float(O); }
  __half &operator*=(__half O) { return *this = float(*this) * float(O); }
  __half &operator/=(__half O) { return *this = float(*this) / float(O); }

  static unsigned short fromFloat(float F) {
    _Float16 H = static_cast<_Float16>(F);
    unsigned short B;
    std::memcpy(&B, &H, 2);
    return B;
  }
  static float toFloat(unsigned short B) {
    _Float16 H;
    std::memcpy(&H, &B, 2);
    return static_cast<float>(H);
  }
};
typedef __half half;

inline __half operator+(__half a, __half b) { return __half(float(a) + float(b)); }
inline __half operator-(__half a, __half b) { return __half(float(a) - float(b)); }
inline __half operator*(__half a, __half b) { return __half(float(a) * float(b)); }
inline __half operator/(__half a, __half b) { return __half(float(a) / float(b)); }
inline __half operator-(__half a) { __half r = a; r.__x ^= 0x8000; return r; }
inline bool operator==(__half a, __half b) { return float(a) == float(b); }
inline bool operator!=(__half a, __half b) { return float(a) != float(b); }
inline bool operator<(__half a, __half b) { return float(a) < float(b); }
inline bool operator>(__half a, __half b) { return float(a) > float(b); }
inline bool operator<=(__half a, __half b) { return float(a) <= float(b); }
inline bool operator>=(__half a, __half b) { return float(a) >= float(b); }

struct __half2 {
  __half x, y;
  __half2() = default;
  __half2(__half X, __half Y) : x(X), y(Y) {}
  __half2(const __half2_raw &R) : x(__half_raw{R.x}), y(__half_raw{R.y}) {}
  operator __half2_raw() const { return __half2_raw{x.__x, y.__x}; }
};
typedef __half2 half2;
inline __half2 operator+(__half2 a, __half2 b) { return __half2(a.x + b.x, a.y + b.y); }
inline __half2 operator-(__half2 a, __half2 b) { return __half2(a.x - b.x, a.y - b.y); }
inline __half2 operator*(__half2 a, __half2 b) { return __half2(a.x * b.x, a.y * b.y); }
inline __half2 operator/(__half2 a, __half2 b) { return __half2(a.x / b.x, a.y / b.y); }

inline __half __float2half(float f) { return __half(f); }
inline __half __float2half_rn(float f) { return __half(f); }
inline __half __double2half(double d) { return __half(float(d)); }
inline float __half2float(__half h) { return float(h); }
inline __half2 __float2half2_rn(float f) { return __half2(__half(f), __half(f)); }
inline __half2 __floats2half2_rn(float a, float b) { return __half2(__half(a), __half(b)); }
inline __half2 __float22half2_rn(float2 f) { return __half2(__half(f.x), __half(f.y)); }
inline float2 __half22float2(__half2 h) { return float2{float(h.x), float(h.y)}; }
inline float __low2float(__half2 h) { return float(h.x); }
inline float __high2float(__half2 h) { return float(h.y); }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
inline __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
inline __half2 make_half2(__half a, __half b) { return __half2(a, b); }
inline __half2 __half2half2(__half a) { return __half2(a, a); }
inline __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
inline __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
inline __half2 __low2half2(__half2 a) { return __half2(a.x, a.x); }
inline __half2 __high2half2(__half2 a) { return __half2(a.y, a.y); }
inline __half2 __lowhigh2highlow(__half2 a) { return __half2(a.y, a.x); }
inline unsigned short __half_as_ushort(__half h) { return h.__x; }
inline short __half_as_short(__half h) { return short(h.__x); }
inline __half __ushort_as_half(unsigned short u) { return __half(__half_raw{u}); }
inline __half __short_as_half(short s) { return __half(__half_raw{(unsigned short)s}); }
inline __half __int2half_rn(int i) { return __half(float(i)); }
inline __half __uint2half_rn(unsigned int i) { return __half(float(i)); }
inline int __half2int_rn(__half h) { return int(std::nearbyint(float(h))); }
inline int __half2int_rz(__half h) { return int(float(h)); }
inline unsigned int __half2uint_rn(__half h) { return unsigned(std::nearbyint(float(h))); }

inline __half __hadd(__half a, __half b) { return a + b; }
inline __half __hsub(__half a, __half b) { return a - b; }
inline __half __hmul(__half a, __half b) { return a * b; }
inline __half __hdiv(__half a, __half b) { return a / b; }
inline __half __hadd_sat(__half a, __half b) { float r = float(a) + float(b); return __half(r < 0 ? 0.f : r > 1 ? 1.f : r); }
inline __half __hmul_sat(__half a, __half b) { float r = float(a) * float(b); return __half(r < 0 ? 0.f : r > 1 ? 1.f : r); }
inline __half __hfma(__half a, __half b, __half c) { return __half(std::fma(float(a), float(b), float(c))); }
inline __half __hneg(__half a) { return -a; }
inline __half __habs(__half a) { __half r = a; r.__x &= 0x7fff; return r; }
inline __half __hmax(__half a, __half b) { return float(a) > float(b) ? a : b; }
inline __half __hmin(__half a, __half b) { return float(a) < float(b) ? a : b; }
inline bool __heq(__half a, __half b) { return a == b; }
inline bool __hne(__half a, __half b) { return a != b; }
inline bool __hlt(__half a, __half b) { return a < b; }
inline bool __hgt(__half a, __half b) { return a > b; }
inline bool __hle(__half a, __half b) { return a <= b; }
inline bool __hge(__half a, __half b) { return a >= b; }
inline bool __hisnan(__half a) { return std::isnan(float(a)); }
inline int __hisinf(__half a) { float f = a; return std::isinf(f) ? (f < 0 ? -1 : 1) : 0; }
inline __half hsqrt(__half a) { return __half(std::sqrt(float(a))); }
inline __half hrsqrt(__half a) { return __half(1.0f / std::sqrt(float(a))); }
inline __half hrcp(__half a) { return __half(1.0f / float(a)); }
inline __half hexp(__half a) { return __half(std::exp(float(a))); }
inline __half hexp2(__half a) { return __half(std::exp2(float(a))); }
inline __half hlog(__half a) { return __half(std::log(float(a))); }
inline __half hlog2(__half a) { return __half(std::log2(float(a))); }
inline __half hsin(__half a) { return __half(std::sin(float(a))); }
inline __half hcos(__half a) { return __half(std::cos(float(a))); }
inline __half hfloor(__half a) { return __half(std::floor(float(a))); }
inline __half hceil(__half a) { return __half(std::ceil(float(a))); }
inline __half htrunc(__half a) { return __half(std::trunc(float(a))); }
inline __half hrint(__half a) { return __half(std::nearbyint(float(a))); }

inline __half2 __hadd2(__half2 a, __half2 b) { return a + b; }
inline __half2 __hsub2(__half2 a, __half2 b) { return a - b; }
inline __half2 __hmul2(__half2 a, __half2 b) { return a * b; }
inline __half2 __h2div(__half2 a, __half2 b) { return a / b; }
inline __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
inline __half2 __hneg2(__half2 a) { return __half2(-a.x, -a.y); }
inline __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
inline __half2 __hmax2(__half2 a, __half2 b) { return __half2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
inline __half2 __hmin2(__half2 a, __half2 b) { return __half2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
inline __half2 h2sqrt(__half2 a) { return __half2(hsqrt(a.x), hsqrt(a.y)); }
inline __half2 h2exp(__half2 a) { return __half2(hexp(a.x), hexp(a.y)); }
inline bool __hbeq2(__half2 a, __half2 b) { return a.x == b.x && a.y == b.y; }

inline __half atomicAdd(__half *p, __half v) {
  return ::cu2hip_cpu::atomicUpdate(p, [v](__half o) { return o + v; });
}

#endif
