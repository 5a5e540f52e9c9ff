// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Force-included into every translation unit, as nvcc does implicitly.
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__

#include "host_defines.h"
#include "builtin_types.h"
#include "library_types.h"
#include "cuda_runtime_api.h"
#include "channel_descriptor.h"
#include "driver_functions.h"
#include "vector_functions.h"
#include "device_launch_parameters.h"

#if defined(__cplusplus)
#include "cu2hip_device_functions.h"
#include "texture_indirect_functions.h"
#include "surface_indirect_functions.h"
#include "cuda_texture_types.h"
/* nvcc makes operator new/delete and placement new available to device code. */
#include <new>

/* ---- C++ conveniences of the runtime API (templates over the C interface) ---- */
template <class T>
static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
static __inline__ __host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc(ptr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)ptr, size, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0, unsigned int flags = cudaMemAttachSingle) {
  return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}
static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}
/* CUDA 11 signature of cudaGraphInstantiate, kept as an overload by CUDA 12. */
static __inline__ __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize) {
  (void)pErrorNode; (void)pLogBuffer; (void)bufferSize;
  return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}

/* Symbols: `symbol` is the __device__ / __constant__ variable itself. */
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* Kernels: `func` is the __global__ function itself. */
template <class T>
static __inline__ __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
template <typename... ExpTypes, typename... ActTypes>
__host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...), ActTypes &&...args) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T>
static __inline__ __host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, T *kernel, void **args) {
  return ::cudaLaunchKernelExC(config, (const void *)kernel, args);
}
template <class T>
static __inline__ __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
  return ::cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T>
static __inline__ __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value) {
  return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}
template <class T>
static __inline__ __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static __inline__ __host__ cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config) {
  return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}
template <class T>
static __inline__ __host__ cudaError_t cudaFuncGetName(const char **name, T *func) {
  return ::cudaFuncGetName(name, (const void *)func);
}
template <class T>
static __inline__ __host__ cudaError_t cudaGetFuncBySymbol(cudaFunction_t *functionPtr, T *symbolPtr) {
  return ::cudaGetFuncBySymbol(functionPtr, (const void *)symbolPtr);
}

/* Occupancy */
template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize);
}
template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize, dynamicSMemSize, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, T func, int numBlocks, int blockSize) {
  return ::cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, (const void *)func, numBlocks, blockSize);
}
template <typename UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0, unsigned int flags = 0) { return __cu2hip_unreachable<cudaError_t>(); }
template <typename UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0, unsigned int flags = 0) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialClusterSize(int *clusterSize, T *func, const cudaLaunchConfig_t *config) {
  return ::cudaOccupancyMaxPotentialClusterSize(clusterSize, (const void *)func, config);
}
template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveClusters(int *numClusters, T *func, const cudaLaunchConfig_t *config) {
  return ::cudaOccupancyMaxActiveClusters(numClusters, (const void *)func, config);
}

/* Graph nodes with a typed kernel */
template <class T>
__host__ cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) { return __cu2hip_unreachable<cudaError_t>(); }

/* Textures */
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr, size_t size = ~(size_t)0) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr, const struct cudaChannelFormatDesc &desc, size_t size = ~(size_t)0) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr, size_t width, size_t height, size_t pitch) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr, const struct cudaChannelFormatDesc &desc, size_t width, size_t height, size_t pitch) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array, const struct cudaChannelFormatDesc &desc) { return __cu2hip_unreachable<cudaError_t>(); }
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaUnbindTexture(const struct texture<T, dim, readMode> &tex) { return __cu2hip_unreachable<cudaError_t>(); }

#endif /* __cplusplus */

#endif /* __CUDA_RUNTIME_H__ */
