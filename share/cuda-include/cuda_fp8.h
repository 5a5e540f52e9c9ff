// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// 8-bit floating point types (E4M3, E5M2).
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#include "cuda_fp16.h"
#include "cuda_bf16.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation);

#if defined(__cplusplus)
#define __CU2HIP_FP8_TYPE(NAME, STORAGE)                                  \
  struct NAME {                                                           \
    STORAGE __x;                                                          \
    NAME() = default;                                                     \
    __host__ __device__ explicit NAME(const __half f);                    \
    __host__ __device__ explicit NAME(const __nv_bfloat16 f);             \
    __host__ __device__ explicit NAME(const float f);                     \
    __host__ __device__ explicit NAME(const double f);                    \
    __host__ __device__ explicit NAME(const unsigned short int val);      \
    __host__ __device__ explicit NAME(const unsigned int val);            \
    __host__ __device__ explicit NAME(const unsigned long long int val);  \
    __host__ __device__ explicit NAME(const short int val);               \
    __host__ __device__ explicit NAME(const int val);                     \
    __host__ __device__ explicit NAME(const long long int val);           \
    __host__ __device__ explicit operator __half() const;                 \
    __host__ __device__ explicit operator float() const;                  \
  };
#define __CU2HIP_FP8X2_TYPE(NAME, STORAGE)                                \
  struct NAME {                                                           \
    STORAGE __x;                                                          \
    NAME() = default;                                                     \
    __host__ __device__ explicit NAME(const __half2 f);                   \
    __host__ __device__ explicit NAME(const __nv_bfloat162 f);            \
    __host__ __device__ explicit NAME(const float2 f);                    \
    __host__ __device__ explicit NAME(const double2 f);                   \
    __host__ __device__ explicit operator __half2() const;                \
    __host__ __device__ explicit operator float2() const;                 \
  };
#define __CU2HIP_FP8X4_TYPE(NAME, STORAGE)                                \
  struct NAME {                                                           \
    STORAGE __x;                                                          \
    NAME() = default;                                                     \
    __host__ __device__ explicit NAME(const __half2 flo, const __half2 fhi); \
    __host__ __device__ explicit NAME(const float4 f);                    \
    __host__ __device__ explicit NAME(const double4 f);                   \
    __host__ __device__ explicit operator float4() const;                 \
  };
__CU2HIP_FP8_TYPE(__nv_fp8_e4m3, __nv_fp8_storage_t)
__CU2HIP_FP8_TYPE(__nv_fp8_e5m2, __nv_fp8_storage_t)
__CU2HIP_FP8X2_TYPE(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t)
__CU2HIP_FP8X2_TYPE(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t)
__CU2HIP_FP8X4_TYPE(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t)
__CU2HIP_FP8X4_TYPE(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t)
#undef __CU2HIP_FP8_TYPE
#undef __CU2HIP_FP8X2_TYPE
#undef __CU2HIP_FP8X4_TYPE
#endif /* __cplusplus */

#endif /* __CUDA_FP8_H__ */
