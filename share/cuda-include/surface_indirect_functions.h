// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Surface object reads and writes (x is a byte offset for the x coordinate).
#ifndef __SURFACE_INDIRECT_FUNCTIONS_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__
#include "builtin_types.h"

#if defined(__cplusplus)
#define __CU2HIP_BM cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t surfObject, int x, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surf1Dread(T *data, cudaSurfaceObject_t surfObject, int x, __CU2HIP_BM) {}
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x, __CU2HIP_BM) {}
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surf2Dread(T *data, cudaSurfaceObject_t surfObject, int x, int y, __CU2HIP_BM) {}
template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, __CU2HIP_BM) {}
template <class T> __device__ T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surf3Dread(T *data, cudaSurfaceObject_t surfObject, int x, int y, int z, __CU2HIP_BM) {}
template <class T> __device__ void surf3Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int z, __CU2HIP_BM) {}
template <class T> __device__ T surf1DLayeredread(cudaSurfaceObject_t surfObject, int x, int layer, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surf1DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int layer, __CU2HIP_BM) {}
template <class T> __device__ T surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surf2DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int layer, __CU2HIP_BM) {}
template <class T> __device__ T surfCubemapread(cudaSurfaceObject_t surfObject, int x, int y, int face, __CU2HIP_BM) { return __cu2hip_unreachable<T>(); }
template <class T> __device__ void surfCubemapwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int face, __CU2HIP_BM) {}
#undef __CU2HIP_BM
#endif

#endif /* __SURFACE_INDIRECT_FUNCTIONS_H__ */
