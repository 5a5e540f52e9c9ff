// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Texture object fetches: tex1Dfetch<T>(obj, x) returns T; tex1Dfetch(&v, obj, x) stores into v.
#ifndef __TEXTURE_INDIRECT_FUNCTIONS_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#include "builtin_types.h"

#if defined(__cplusplus)
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex1Dfetch(T *ptr, cudaTextureObject_t obj, int x) {}
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex1D(T *ptr, cudaTextureObject_t obj, float x) {}
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex2D(T *ptr, cudaTextureObject_t obj, float x, float y) {}
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex3D(T *ptr, cudaTextureObject_t obj, float x, float y, float z) {}
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex1DLayered(T *ptr, cudaTextureObject_t obj, float x, int layer) {}
template <class T> __device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex2DLayered(T *ptr, cudaTextureObject_t obj, float x, float y, int layer) {}
template <class T> __device__ T texCubemap(cudaTextureObject_t texObject, float x, float y, float z) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void texCubemap(T *ptr, cudaTextureObject_t obj, float x, float y, float z) {}
template <class T> __device__ T texCubemapLayered(cudaTextureObject_t texObject, float x, float y, float z, int layer) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void tex2Dgather(T *ptr, cudaTextureObject_t obj, float x, float y, int comp = 0) {}
template <class T> __device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx, float2 dPdy) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ T tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z, float4 dPdx, float4 dPdy) { return __cu2hip_unreachable<T>(); }
#endif

#endif /* __TEXTURE_INDIRECT_FUNCTIONS_H__ */
