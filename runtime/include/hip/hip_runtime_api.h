// The HIP runtime API of the cu2hip CPU backend (host side). Programs
// translated by cu2hip are compiled as ordinary C++ against these headers and
// linked with libcu2hip-cpu.a; see docs/cpu-backend.md.
#ifndef CU2HIP_CPU_HIP_RUNTIME_API_H
#define CU2HIP_CPU_HIP_RUNTIME_API_H

#include <cstddef>
#include <cstring>
#include <type_traits>

#include "cu2hip_cpu/Types.h"
#include "cu2hip_cpu/DeviceProp.h"


#define HIP_SYMBOL(X) X
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define HIP_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)
#define HIP_LAUNCH_PARAM_END ((void *)0x03)

#include "cu2hip_cpu/TextureTypes.h"

// ---- Errors --------------------------------------------------------------------
hipError_t hipGetLastError();
hipError_t hipPeekAtLastError();
hipError_t hipExtGetLastError();
const char *hipGetErrorName(hipError_t e);
const char *hipGetErrorString(hipError_t e);

// ---- Devices -------------------------------------------------------------------
hipError_t hipInit(unsigned flags);
hipError_t hipGetDeviceCount(int *count);
hipError_t hipGetDevice(int *device);
hipError_t hipSetDevice(int device);
hipError_t hipSetDeviceFlags(unsigned flags);
hipError_t hipGetDeviceFlags(unsigned *flags);
hipError_t hipGetDeviceProperties(hipDeviceProp_t *prop, int device);
hipError_t hipDeviceGetAttribute(int *value, hipDeviceAttribute_t attr, int device);
hipError_t hipDeviceGet(hipDevice_t *device, int ordinal);
hipError_t hipDeviceGetName(char *name, int len, hipDevice_t device);
hipError_t hipDeviceTotalMem(size_t *bytes, hipDevice_t device);
hipError_t hipDeviceComputeCapability(int *major, int *minor, hipDevice_t device);
hipError_t hipDeviceGetPCIBusId(char *pciBusId, int len, int device);
hipError_t hipChooseDevice(int *device, const hipDeviceProp_t *prop);
hipError_t hipDeviceSynchronize();
hipError_t hipDeviceReset();
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t config);
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *config);
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config);
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig *config);
hipError_t hipDeviceSetLimit(hipLimit_t limit, size_t value);
hipError_t hipDeviceGetLimit(size_t *value, hipLimit_t limit);
hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest);
hipError_t hipDeviceCanAccessPeer(int *canAccess, int device, int peer);
hipError_t hipDeviceEnablePeerAccess(int peer, unsigned flags);
hipError_t hipDeviceDisablePeerAccess(int peer);
hipError_t hipRuntimeGetVersion(int *version);
hipError_t hipDriverGetVersion(int *version);
hipError_t hipMemGetInfo(size_t *free, size_t *total);

// ---- Memory --------------------------------------------------------------------
hipError_t hipMalloc(void **ptr, size_t size);
hipError_t hipMallocManaged(void **ptr, size_t size, unsigned flags = hipMemAttachGlobal);
hipError_t hipHostMalloc(void **ptr, size_t size, unsigned flags = hipHostMallocDefault);
hipError_t hipMallocHost(void **ptr, size_t size);
hipError_t hipHostAlloc(void **ptr, size_t size, unsigned flags);
hipError_t hipExtMallocWithFlags(void **ptr, size_t size, unsigned flags);
hipError_t hipMallocPitch(void **ptr, size_t *pitch, size_t width, size_t height);
hipError_t hipMalloc3D(hipPitchedPtr *pitched, hipExtent extent);
hipError_t hipFree(void *ptr);
hipError_t hipHostFree(void *ptr);
hipError_t hipFreeHost(void *ptr);
hipError_t hipHostRegister(void *ptr, size_t size, unsigned flags);
hipError_t hipHostUnregister(void *ptr);
hipError_t hipHostGetDevicePointer(void **devPtr, void *hostPtr, unsigned flags);
hipError_t hipHostGetFlags(unsigned *flags, void *hostPtr);
hipError_t hipPointerGetAttributes(hipPointerAttribute_t *attr, const void *ptr);
hipError_t hipMemcpy(void *dst, const void *src, size_t size, hipMemcpyKind kind);
hipError_t hipMemcpyAsync(void *dst, const void *src, size_t size, hipMemcpyKind kind, hipStream_t stream = nullptr);
hipError_t hipMemcpyHtoD(void *dst, const void *src, size_t size);
hipError_t hipMemcpyDtoH(void *dst, const void *src, size_t size);
hipError_t hipMemcpyDtoD(void *dst, const void *src, size_t size);
hipError_t hipMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t size);
hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind);
hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                            hipMemcpyKind kind, hipStream_t stream = nullptr);
struct hipMemcpy3DParms;
hipError_t hipMemcpy3D(const hipMemcpy3DParms *p);
hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms *p, hipStream_t stream = nullptr);
hipError_t hipMemset(void *dst, int value, size_t size);
hipError_t hipMemsetAsync(void *dst, int value, size_t size, hipStream_t stream = nullptr);
hipError_t hipMemsetD8(void *dst, unsigned char value, size_t count);
hipError_t hipMemsetD16(void *dst, unsigned short value, size_t count);
hipError_t hipMemsetD32(void *dst, int value, size_t count);
hipError_t hipMemsetD32Async(void *dst, int value, size_t count, hipStream_t stream = nullptr);
hipError_t hipMemset2D(void *dst, size_t pitch, int value, size_t width, size_t height);
hipError_t hipMemset2DAsync(void *dst, size_t pitch, int value, size_t width, size_t height, hipStream_t stream = nullptr);
hipError_t hipMemset3D(hipPitchedPtr dst, int value, hipExtent extent);
hipError_t hipMemPrefetchAsync(const void *ptr, size_t size, int device, hipStream_t stream = nullptr);
hipError_t hipMemAdvise(const void *ptr, size_t size, hipMemoryAdvise advice, int device);

// Stream-ordered allocation and memory pools.
hipError_t hipMallocAsync(void **ptr, size_t size, hipStream_t stream);
hipError_t hipFreeAsync(void *ptr, hipStream_t stream);
hipError_t hipMallocFromPoolAsync(void **ptr, size_t size, hipMemPool_t pool, hipStream_t stream);
hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *pool, int device);
hipError_t hipDeviceGetMemPool(hipMemPool_t *pool, int device);
hipError_t hipDeviceSetMemPool(int device, hipMemPool_t pool);
hipError_t hipMemPoolCreate(hipMemPool_t *pool, const hipMemPoolProps *props);
hipError_t hipMemPoolDestroy(hipMemPool_t pool);
hipError_t hipMemPoolSetAttribute(hipMemPool_t pool, hipMemPoolAttr attr, void *value);
hipError_t hipMemPoolGetAttribute(hipMemPool_t pool, hipMemPoolAttr attr, void *value);
hipError_t hipMemPoolTrimTo(hipMemPool_t pool, size_t minBytesToKeep);
template <typename T> hipError_t hipMallocAsync(T **ptr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void **>(ptr), size, stream);
}
template <typename T> hipError_t hipMallocFromPoolAsync(T **ptr, size_t size, hipMemPool_t pool, hipStream_t stream) {
  return hipMallocFromPoolAsync(reinterpret_cast<void **>(ptr), size, pool, stream);
}

// Typed conveniences as in HIP's C++ API.
template <typename T> hipError_t hipMalloc(T **ptr, size_t size) { return hipMalloc(reinterpret_cast<void **>(ptr), size); }
template <typename T> hipError_t hipMallocManaged(T **ptr, size_t size, unsigned flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void **>(ptr), size, flags);
}
template <typename T> hipError_t hipHostMalloc(T **ptr, size_t size, unsigned flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void **>(ptr), size, flags);
}
template <typename T> hipError_t hipMallocHost(T **ptr, size_t size) { return hipMallocHost(reinterpret_cast<void **>(ptr), size); }
template <typename T> hipError_t hipHostAlloc(T **ptr, size_t size, unsigned flags) {
  return hipHostAlloc(reinterpret_cast<void **>(ptr), size, flags);
}
template <typename T> hipError_t hipMallocPitch(T **ptr, size_t *pitch, size_t w, size_t h) {
  return hipMallocPitch(reinterpret_cast<void **>(ptr), pitch, w, h);
}
template <typename T> hipError_t hipHostGetDevicePointer(T **devPtr, void *hostPtr, unsigned flags) {
  return hipHostGetDevicePointer(reinterpret_cast<void **>(devPtr), hostPtr, flags);
}

// ---- Symbols (__device__ / __constant__ variables are host globals here) --------
hipError_t hipMemcpyToSymbol(const void *symbol, const void *src, size_t size, size_t offset = 0,
                             hipMemcpyKind kind = hipMemcpyHostToDevice);
hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol, size_t size, size_t offset = 0,
                               hipMemcpyKind kind = hipMemcpyDeviceToHost);
hipError_t hipMemcpyToSymbolAsync(const void *symbol, const void *src, size_t size, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream = nullptr);
hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t size, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream = nullptr);
hipError_t hipGetSymbolAddress(void **devPtr, const void *symbol);
hipError_t hipGetSymbolSize(size_t *size, const void *symbol);
// HIP_SYMBOL(X) is X: the templates take the variable itself.
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipMemcpyToSymbol(const T &symbol, const void *src, size_t size, size_t offset = 0,
                             hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return hipMemcpyToSymbol(static_cast<const void *>(&symbol), src, size, offset, kind);
}
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipMemcpyFromSymbol(void *dst, const T &symbol, size_t size, size_t offset = 0,
                               hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(dst, static_cast<const void *>(&symbol), size, offset, kind);
}
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipMemcpyToSymbolAsync(const T &symbol, const void *src, size_t size, size_t offset, hipMemcpyKind kind,
                                  hipStream_t stream = nullptr) {
  return hipMemcpyToSymbolAsync(static_cast<const void *>(&symbol), src, size, offset, kind, stream);
}
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t size, size_t offset, hipMemcpyKind kind,
                                    hipStream_t stream = nullptr) {
  return hipMemcpyFromSymbolAsync(dst, static_cast<const void *>(&symbol), size, offset, kind, stream);
}
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipGetSymbolAddress(void **devPtr, const T &symbol) {
  return hipGetSymbolAddress(devPtr, static_cast<const void *>(&symbol));
}
template <typename T, typename = std::enable_if_t<!std::is_pointer_v<T>>>
hipError_t hipGetSymbolSize(size_t *size, const T &symbol) {
  *size = sizeof(T);
  return hipSuccess;
}

// ---- Streams and events --------------------------------------------------------
hipError_t hipStreamCreate(hipStream_t *stream);
hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned flags);
hipError_t hipStreamCreateWithPriority(hipStream_t *stream, unsigned flags, int priority);
hipError_t hipStreamDestroy(hipStream_t stream);
hipError_t hipStreamSynchronize(hipStream_t stream);
hipError_t hipStreamQuery(hipStream_t stream);
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned flags = 0);
hipError_t hipStreamGetFlags(hipStream_t stream, unsigned *flags);
hipError_t hipStreamGetPriority(hipStream_t stream, int *priority);
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void *userData, unsigned flags);
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void *userData);
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void *ptr, size_t length = 0, unsigned flags = hipMemAttachSingle);
hipError_t hipEventCreate(hipEvent_t *event);
hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned flags);
hipError_t hipEventDestroy(hipEvent_t event);
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = nullptr);
hipError_t hipEventSynchronize(hipEvent_t event);
hipError_t hipEventQuery(hipEvent_t event);
hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop);

// ---- Graphs ----------------------------------------------------------------------
struct hipKernelNodeParams {
  dim3 blockDim;
  void **extra;
  void *func;
  dim3 gridDim;
  void **kernelParams;
  unsigned int sharedMemBytes;
};
struct hipMemsetParams {
  void *dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
};
struct hipHostNodeParams {
  hipHostFn_t fn;
  void *userData;
};
hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode);
hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t *graph);
hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus *status);
hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus *status, unsigned long long *id = nullptr);
hipError_t hipGraphCreate(hipGraph_t *graph, unsigned flags);
hipError_t hipGraphDestroy(hipGraph_t graph);
hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t *nodes, size_t *numNodes);
hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t *nodes, size_t *numNodes);
hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType *type);
hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t *from, const hipGraphNode_t *to, size_t n);
hipError_t hipGraphAddEmptyNode(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps, size_t numDeps);
hipError_t hipGraphAddKernelNode(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps, size_t numDeps,
                                 const hipKernelNodeParams *params);
hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps, size_t numDeps,
                                   void *dst, const void *src, size_t count, hipMemcpyKind kind);
hipError_t hipGraphAddMemsetNode(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps, size_t numDeps,
                                 const hipMemsetParams *params);
hipError_t hipGraphAddHostNode(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps, size_t numDeps,
                               const hipHostNodeParams *params);
hipError_t hipGraphAddChildGraphNode(hipGraphNode_t *node, hipGraph_t graph, const hipGraphNode_t *deps,
                                     size_t numDeps, hipGraph_t child);
hipError_t hipGraphInstantiate(hipGraphExec_t *exec, hipGraph_t graph, hipGraphNode_t *errorNode = nullptr,
                               char *logBuffer = nullptr, size_t bufferSize = 0);
hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *exec, hipGraph_t graph, unsigned long long flags);
hipError_t hipGraphLaunch(hipGraphExec_t exec, hipStream_t stream);
hipError_t hipGraphExecDestroy(hipGraphExec_t exec);

// ---- Kernels: attributes, occupancy, launch by address -------------------------
hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, const void *func);
hipError_t hipFuncSetCacheConfig(const void *func, hipFuncCache_t config);
hipError_t hipFuncSetSharedMemConfig(const void *func, hipSharedMemConfig config);
hipError_t hipFuncSetAttribute(const void *func, hipFuncAttribute attr, int value);
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                        size_t dynSharedMem);
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize,
                                                                 size_t dynSharedMem, unsigned flags);
hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize, const void *func, size_t dynSharedMem = 0,
                                             int blockSizeLimit = 0);
template <typename F> hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, F *func) {
  return hipFuncGetAttributes(attr, reinterpret_cast<const void *>(func));
}
template <typename F> hipError_t hipFuncSetCacheConfig(F *func, hipFuncCache_t config) {
  return hipFuncSetCacheConfig(reinterpret_cast<const void *>(func), config);
}
template <typename F> hipError_t hipFuncSetSharedMemConfig(F *func, hipSharedMemConfig config) {
  return hipFuncSetSharedMemConfig(reinterpret_cast<const void *>(func), config);
}
template <typename F> hipError_t hipFuncSetAttribute(F *func, hipFuncAttribute attr, int value) {
  return hipFuncSetAttribute(reinterpret_cast<const void *>(func), attr, value);
}
template <typename F>
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, F *func, int blockSize, size_t dynSharedMem) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, reinterpret_cast<const void *>(func), blockSize,
                                                      dynSharedMem);
}
template <typename F>
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, F *func, int blockSize,
                                                                 size_t dynSharedMem, unsigned flags) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, reinterpret_cast<const void *>(func),
                                                               blockSize, dynSharedMem, flags);
}
template <typename F>
hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize, F *func, size_t dynSharedMem = 0,
                                             int blockSizeLimit = 0) {
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize, reinterpret_cast<const void *>(func), dynSharedMem,
                                           blockSizeLimit);
}

// ---- Not emulated: peer access, IPC, modules, interop ---------------------------
hipError_t hipModuleLoad(hipModule_t *module, const char *fname);
hipError_t hipModuleLoadData(hipModule_t *module, const void *image);
hipError_t hipModuleGetFunction(hipFunction_t *function, hipModule_t module, const char *name);
hipError_t hipModuleUnload(hipModule_t module);
hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                 unsigned bz, unsigned sharedMemBytes, hipStream_t stream, void **kernelParams,
                                 void **extra);

#endif
