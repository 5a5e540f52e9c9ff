// Plain HIP types of the CPU backend: dim3, vector types, handles, enums.
#ifndef CU2HIP_CPU_TYPES_H
#define CU2HIP_CPU_TYPES_H

#include <cstddef>
#include <cstdint>

#include "hip/hip_version.h"

// Qualifiers: kernels and device code are ordinary host functions; __shared__
// variables are thread_local because all threads of a block run as fibers on
// one OS thread and the blocks of an OS thread run one after another.
#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#ifdef CU2HIP_CPU_MEMCHECK
// Memcheck (docs/cpu-backend.md, "Memcheck"): plain statics, which
// AddressSanitizer surrounds with redzones (it leaves thread_local variables
// unchecked), and the memcheck backend runs all blocks on one OS thread, one
// at a time. Their own section tells the backend which globals are __shared__
// (to name them, and to give each block of a cooperative launch its own copy).
// Those of templates and inline functions are COMDAT globals, which it does
// not check (internal_linkage would make them checked, but clang then gives
// all same-named ones one mangled name, and one variable).
#define __shared__ __attribute__((section(".cu2hip_shared"))) static
#else
#define __shared__ static thread_local
#endif
#define __forceinline__ inline __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...)

enum hipError_t {
#define HIP_ERROR(Name, Value, Message) Name = Value,
#include "cu2hip_cpu/Errors.def"
};
typedef hipError_t hipError;
#define hipErrorMemoryAllocation hipErrorOutOfMemory
#define hipErrorInitializationError hipErrorNotInitialized
#define hipErrorInvalidResourceHandle hipErrorInvalidHandle
#define hipErrorMapBufferObjectFailed hipErrorMapFailed

struct uint3 { unsigned int x, y, z; };
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int X = 1, unsigned int Y = 1, unsigned int Z = 1) : x(X), y(Y), z(Z) {}
  constexpr dim3(uint3 V) : x(V.x), y(V.y), z(V.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

#include "cu2hip_cpu/VectorTypes.h"

typedef struct ihipStream_t *hipStream_t;
typedef struct ihipEvent_t *hipEvent_t;
typedef struct ihipGraph *hipGraph_t;
typedef struct hipGraphNode *hipGraphNode_t;
typedef struct hipGraphExec *hipGraphExec_t;
typedef struct ihipMemPoolHandle_t *hipMemPool_t;
typedef struct ihipModule_t *hipModule_t;
typedef struct ihipModuleSymbol_t *hipFunction_t;
typedef struct ihipCtx_t *hipCtx_t;
typedef int hipDevice_t;
typedef void (*hipStreamCallback_t)(hipStream_t stream, hipError_t status, void *userData);
typedef void (*hipHostFn_t)(void *userData);

#define hipStreamPerThread ((hipStream_t)2)
#define hipStreamLegacy ((hipStream_t)1)
#define hipStreamDefault 0x0
#define hipStreamNonBlocking 0x1
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipEventInterprocess 0x4
#define hipHostMallocDefault 0x0
#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipHostMallocNumaUser 0x20000000
#define hipHostMallocCoherent 0x40000000
#define hipHostMallocNonCoherent 0x80000000
#define hipHostRegisterDefault 0x0
#define hipHostRegisterPortable 0x1
#define hipHostRegisterMapped 0x2
#define hipMemAttachGlobal 0x01
#define hipMemAttachHost 0x02
#define hipMemAttachSingle 0x04
#define hipDeviceScheduleAuto 0x0
#define hipDeviceScheduleSpin 0x1
#define hipDeviceScheduleYield 0x2
#define hipDeviceScheduleBlockingSync 0x4
#define hipDeviceMapHost 0x8
#define hipDeviceLmemResizeToMax 0x16
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-2)

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
};

enum hipFuncCache_t { hipFuncCachePreferNone, hipFuncCachePreferShared, hipFuncCachePreferL1, hipFuncCachePreferEqual };
enum hipSharedMemConfig { hipSharedMemBankSizeDefault, hipSharedMemBankSizeFourByte, hipSharedMemBankSizeEightByte };
enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9,
  hipFuncAttributeMax
};
enum hipLimit_t { hipLimitStackSize = 0x0, hipLimitPrintfFifoSize = 0x01, hipLimitMallocHeapSize = 0x02, hipLimitRange };
enum hipMemoryType { hipMemoryTypeUnregistered = 0, hipMemoryTypeHost = 1, hipMemoryTypeDevice = 2, hipMemoryTypeManaged = 3, hipMemoryTypeArray = 10, hipMemoryTypeUnified = 11 };
enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1, hipMemAdviseUnsetReadMostly = 2, hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4, hipMemAdviseSetAccessedBy = 5, hipMemAdviseUnsetAccessedBy = 6,
};

struct hipPointerAttribute_t {
  hipMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
};

struct hipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
};

struct hipPitchedPtr { void *ptr; size_t pitch; size_t xsize; size_t ysize; };
struct hipExtent { size_t width, height, depth; };
struct hipPos { size_t x, y, z; };
inline hipPitchedPtr make_hipPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) { return hipPitchedPtr{d, p, xsz, ysz}; }
inline hipExtent make_hipExtent(size_t w, size_t h, size_t d) { return hipExtent{w, h, d}; }
inline hipPos make_hipPos(size_t x, size_t y, size_t z) { return hipPos{x, y, z}; }

enum hipStreamCaptureMode { hipStreamCaptureModeGlobal = 0, hipStreamCaptureModeThreadLocal, hipStreamCaptureModeRelaxed };
enum hipStreamCaptureStatus { hipStreamCaptureStatusNone = 0, hipStreamCaptureStatusActive, hipStreamCaptureStatusInvalidated };
enum hipGraphNodeType {
  hipGraphNodeTypeKernel = 0, hipGraphNodeTypeMemcpy = 1, hipGraphNodeTypeMemset = 2, hipGraphNodeTypeHost = 3,
  hipGraphNodeTypeGraph = 4, hipGraphNodeTypeEmpty = 5, hipGraphNodeTypeWaitEvent = 6, hipGraphNodeTypeEventRecord = 7,
};
enum hipGraphInstantiateFlags { hipGraphInstantiateFlagAutoFreeOnLaunch = 1 };

enum hipMemPoolAttr {
  hipMemPoolReuseFollowEventDependencies = 0x1, hipMemPoolReuseAllowOpportunistic, hipMemPoolReuseAllowInternalDependencies,
  hipMemPoolAttrReleaseThreshold, hipMemPoolAttrReservedMemCurrent, hipMemPoolAttrReservedMemHigh,
  hipMemPoolAttrUsedMemCurrent, hipMemPoolAttrUsedMemHigh,
};
enum hipMemLocationType { hipMemLocationTypeInvalid = 0, hipMemLocationTypeDevice = 1, hipMemLocationTypeHost = 2 };
struct hipMemLocation { hipMemLocationType type; int id; };
enum hipMemAllocationType { hipMemAllocationTypeInvalid = 0, hipMemAllocationTypePinned = 1 };
enum hipMemAllocationHandleType { hipMemHandleTypeNone = 0 };
struct hipMemPoolProps {
  hipMemAllocationType allocType;
  hipMemAllocationHandleType handleTypes;
  hipMemLocation location;
  void *win32SecurityAttributes;
  unsigned char reserved[64];
};

#endif
