// bfloat16 of the CPU backend: hip_bfloat16 (HIP's struct) with the CUDA-style
// conversion functions cu2hip's output calls; rounds to nearest even.
#ifndef CU2HIP_CPU_HIP_BFLOAT16_H
#define CU2HIP_CPU_HIP_BFLOAT16_H

#include <cmath>
#include <cstdint>
#include <cstring>

struct hip_bfloat16 {
  uint16_t data;
  hip_bfloat16() = default;
  hip_bfloat16(float F) : data(round(F)) {}
  explicit operator float() const {
    uint32_t B = uint32_t(data) << 16;
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  }
  static uint16_t round(float F) {
    uint32_t B;
    std::memcpy(&B, &F, 4);
    if (std::isnan(F))
      return uint16_t((B >> 16) | 0x40);
    B += 0x7fffu + ((B >> 16) & 1u); // round to nearest even
    return uint16_t(B >> 16);
  }
};
typedef hip_bfloat16 __hip_bfloat16;
typedef hip_bfloat16 __nv_bfloat16;

inline float __bfloat162float(hip_bfloat16 b) { return float(b); }
inline hip_bfloat16 __float2bfloat16(float f) { return hip_bfloat16(f); }
inline hip_bfloat16 __float2bfloat16_rn(float f) { return hip_bfloat16(f); }
inline hip_bfloat16 __double2bfloat16(double d) { return hip_bfloat16(float(d)); }
inline hip_bfloat16 operator+(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) + float(b)); }
inline hip_bfloat16 operator-(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) - float(b)); }
inline hip_bfloat16 operator*(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) * float(b)); }
inline hip_bfloat16 operator/(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) / float(b)); }
inline bool operator<(hip_bfloat16 a, hip_bfloat16 b) { return float(a) < float(b); }
inline bool operator>(hip_bfloat16 a, hip_bfloat16 b) { return float(a) > float(b); }
inline bool operator==(hip_bfloat16 a, hip_bfloat16 b) { return float(a) == float(b); }

#endif
