// hip/hip_bfloat16.h of the CPU backend: HIP's original bfloat16 struct,
// hip_bfloat16, as every release has it (checked against HIP 5.2, ROCm 6.4 and
// 7.2): explicit from float (rounded to nearest even, or truncated), implicit
// to float, arithmetic in float rounded back, comparisons, ++/--, std::isinf,
// std::isnan, std::iszero and operator<<; assignment from float from 7.0.
// It has none of CUDA's names (__float2bfloat16, __nv_bfloat16, ...): those
// are hip/hip_bf16.h's (__hip_bfloat16, HIP 6.0 and later).
#ifndef CU2HIP_CPU_HIP_BFLOAT16_H
#define CU2HIP_CPU_HIP_BFLOAT16_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <ostream>

#include "hip/hip_version.h"

struct hip_bfloat16 {
  uint16_t data;
  // What the kernel-boundary trace calls it (cu2hip_cpu::TraceKind::BFloat16).
  static constexpr const char *cu2hipTraceName = "bfloat16";
  static constexpr int cu2hipTraceKind = 5;

  enum truncate_t { truncate };

  hip_bfloat16() = default;
  explicit hip_bfloat16(float F) : data(roundBits(F)) {}
  explicit hip_bfloat16(float F, truncate_t) : data(truncateBits(F)) {}
  operator float() const {
    uint32_t B = uint32_t(data) << 16;
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  }
#if CU2HIP_CPU_HIP_AT_LEAST(7, 0)
  hip_bfloat16 &operator=(const float &F) {
    data = roundBits(F);
    return *this;
  }
#endif
  static hip_bfloat16 round_to_bfloat16(float F) {
    hip_bfloat16 R;
    R.data = roundBits(F);
    return R;
  }
  static hip_bfloat16 round_to_bfloat16(float F, truncate_t) {
    hip_bfloat16 R;
    R.data = truncateBits(F);
    return R;
  }

private:
  static uint32_t bitsOf(float F) {
    uint32_t B;
    std::memcpy(&B, &F, 4);
    return B;
  }
  // To nearest even; a NaN keeps a mantissa bit so that it stays a NaN.
  static uint16_t roundBits(float F) {
    uint32_t B = bitsOf(F);
    if ((B & 0x7f800000u) != 0x7f800000u)
      B += 0x7fffu + ((B >> 16) & 1u);
    else if (B & 0xffffu)
      B |= 0x10000u;
    return uint16_t(B >> 16);
  }
  static uint16_t truncateBits(float F) {
    uint32_t B = bitsOf(F);
    bool NanLosingBits = (B & 0x7f800000u) == 0x7f800000u && (B & 0xffffu);
    return uint16_t((B >> 16) | (NanLosingBits ? 1u : 0u));
  }
};

inline std::ostream &operator<<(std::ostream &OS, const hip_bfloat16 &B) { return OS << float(B); }
inline hip_bfloat16 operator+(hip_bfloat16 a) { return a; }
inline hip_bfloat16 operator-(hip_bfloat16 a) {
  a.data ^= 0x8000;
  return a;
}
inline hip_bfloat16 operator+(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) + float(b)); }
inline hip_bfloat16 operator-(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) - float(b)); }
inline hip_bfloat16 operator*(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) * float(b)); }
inline hip_bfloat16 operator/(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) / float(b)); }
inline bool operator<(hip_bfloat16 a, hip_bfloat16 b) { return float(a) < float(b); }
inline bool operator==(hip_bfloat16 a, hip_bfloat16 b) { return float(a) == float(b); }
inline bool operator>(hip_bfloat16 a, hip_bfloat16 b) { return b < a; }
inline bool operator<=(hip_bfloat16 a, hip_bfloat16 b) { return !(a > b); }
inline bool operator!=(hip_bfloat16 a, hip_bfloat16 b) { return !(a == b); }
inline bool operator>=(hip_bfloat16 a, hip_bfloat16 b) { return !(a < b); }
inline hip_bfloat16 &operator+=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a + b; }
inline hip_bfloat16 &operator-=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a - b; }
inline hip_bfloat16 &operator*=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a * b; }
inline hip_bfloat16 &operator/=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a / b; }
inline hip_bfloat16 &operator++(hip_bfloat16 &a) { return a += hip_bfloat16(1.0f); }
inline hip_bfloat16 &operator--(hip_bfloat16 &a) { return a -= hip_bfloat16(1.0f); }
inline hip_bfloat16 operator++(hip_bfloat16 &a, int) {
  hip_bfloat16 Old = a;
  ++a;
  return Old;
}
inline hip_bfloat16 operator--(hip_bfloat16 &a, int) {
  hip_bfloat16 Old = a;
  --a;
  return Old;
}

namespace std {
constexpr bool isinf(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0x7f80u; }
constexpr bool isnan(hip_bfloat16 a) { return (a.data & 0x7f80u) == 0x7f80u && (a.data & 0x7fu); }
constexpr bool iszero(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0; }
} // namespace std

#endif
