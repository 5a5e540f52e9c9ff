// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Legacy texture references: texture<T, dim, mode> (removed in CUDA 12; kept so old code parses).
#ifndef __CUDA_TEXTURE_TYPES_H__
#define __CUDA_TEXTURE_TYPES_H__
#include "builtin_types.h"

#if defined(__cplusplus)
#if defined(__CUDA__)
#define __CU2HIP_TEXTURE_TYPE __attribute__((device_builtin_texture_type))
#else
#define __CU2HIP_TEXTURE_TYPE
#endif
template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __CU2HIP_TEXTURE_TYPE texture : public textureReference {
  __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode aMode = cudaAddressModeClamp);
  __host__ texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
                   struct cudaChannelFormatDesc desc);
};
#undef __CU2HIP_TEXTURE_TYPE

template <class T> __device__ T tex1Dfetch(texture<T, cudaTextureType1D, cudaReadModeElementType> t, int x) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ float tex1Dfetch(texture<T, cudaTextureType1D, cudaReadModeNormalizedFloat> t, int x) { return __cu2hip_unreachable<float>(); }
template <class T> __device__ T tex1D(texture<T, cudaTextureType1D, cudaReadModeElementType> t, float x) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ float tex1D(texture<T, cudaTextureType1D, cudaReadModeNormalizedFloat> t, float x) { return __cu2hip_unreachable<float>(); }
template <class T> __device__ T tex2D(texture<T, cudaTextureType2D, cudaReadModeElementType> t, float x, float y) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ float tex2D(texture<T, cudaTextureType2D, cudaReadModeNormalizedFloat> t, float x, float y) { return __cu2hip_unreachable<float>(); }
template <class T> __device__ T tex3D(texture<T, cudaTextureType3D, cudaReadModeElementType> t, float x, float y, float z) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ float tex3D(texture<T, cudaTextureType3D, cudaReadModeNormalizedFloat> t, float x, float y, float z) { return __cu2hip_unreachable<float>(); }
#endif

#endif /* __CUDA_TEXTURE_TYPES_H__ */
