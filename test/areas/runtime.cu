// Area: CUDA runtime API. A broad sample (devices, errors, streams, events,
// memory, symbols, kernels and their attributes, occupancy, graphs, stream-
// ordered allocation, textures and surfaces objects, peer access, IPC) is
// renamed to HIP; the symbol, function-attribute, cooperative-launch and CUDA 12
// graph calls go through the rules in lib/Rules. The --hip-version 5.2 output
// compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.63.hip 2> %t.63.err
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// RUN: FileCheck %s --check-prefix=DIAG63 --allow-empty < %t.63.err
// DIAG63-NOT: warning
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cstdint>
#include <cstdio>

__constant__ float coeff[4];
__device__ int counter;

__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i] * coeff[i % 4];
}

__global__ void readTex(cudaTextureObject_t tex, cudaSurfaceObject_t surf, float *out) {
// CHECK: {{^}}__global__ void readTex(hipTextureObject_t tex, hipSurfaceObject_t surf, float *out) {
  int x = threadIdx.x;
  float v = tex2D<float>(tex, x + 0.5f, 0.5f);
  surf2Dwrite(v, surf, x * sizeof(float), 0);
  out[x] = v;
}

static void check(cudaError_t e, const char *what) {
// CHECK: {{^}}static void check(hipError_t e, const char *what) {
  if (e != cudaSuccess)
// CHECK: {{^}}  if (e != hipSuccess)
    fprintf(stderr, "%s: %s (%s)\n", what, cudaGetErrorString(e), cudaGetErrorName(e));
// CHECK: {{^}}    fprintf(stderr, "%s: %s (%s)\n", what, hipGetErrorString(e), hipGetErrorName(e));
}

static void CUDART_CB hostFn(void *data) { *static_cast<int *>(data) += 1; }
// CHECK: {{^}}static void hostFn(void *data) { *static_cast<int *>(data) += 1; }

int runtimeSample() {
  int count = 0, dev = 0, driverVersion = 0, runtimeVersion = 0;
  check(cudaGetDeviceCount(&count), "count");
// CHECK: {{^}}  check(hipGetDeviceCount(&count), "count");
  check(cudaSetDevice(0), "set");
// CHECK: {{^}}  check(hipSetDevice(0), "set");
  check(cudaGetDevice(&dev), "get");
// CHECK: {{^}}  check(hipGetDevice(&dev), "get");
  check(cudaDriverGetVersion(&driverVersion), "driver");
// CHECK: {{^}}  check(hipDriverGetVersion(&driverVersion), "driver");
  check(cudaRuntimeGetVersion(&runtimeVersion), "runtime");
// CHECK: {{^}}  check(hipRuntimeGetVersion(&runtimeVersion), "runtime");
  cudaDeviceProp prop;
// CHECK: {{^}}  hipDeviceProp_t prop;
  check(cudaGetDeviceProperties(&prop, dev), "props");
// CHECK: {{^}}  check({{hipGetDeviceProperties|cu2hip_getDeviceProperties}}(&prop, dev), "props");
  int smCount = 0;
  check(cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, dev), "attr");
// CHECK: {{^}}  check(hipDeviceGetAttribute(&smCount, hipDeviceAttributeMultiprocessorCount, dev), "attr");
  check(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared), "cache");
// CHECK: {{^}}  check(hipDeviceSetCacheConfig(hipFuncCachePreferShared), "cache");
  size_t heap = 0;
  check(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize), "limit");
// CHECK: {{^}}  check(hipDeviceGetLimit(&heap, hipLimitMallocHeapSize), "limit");
  int leastPriority, greatestPriority;
  check(cudaDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority), "prio");
// CHECK: {{^}}  check(hipDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority), "prio");
  check(cudaPeekAtLastError(), "peek");
// CHECK: {{^}}  check(hipPeekAtLastError(), "peek");
  check(cudaGetLastError(), "last");
// CHECK: {{^}}  check(hipGetLastError(), "last");

  const int n = 1024;
  float *x, *y, *h, *managed;
  check(cudaMalloc(&x, n * sizeof(float)), "malloc");
// CHECK: {{^}}  check(hipMalloc(&x, n * sizeof(float)), "malloc");
  check(cudaMalloc((void **)&y, n * sizeof(float)), "malloc");
// CHECK: {{^}}  check(hipMalloc((void **)&y, n * sizeof(float)), "malloc");
  check(cudaMallocHost(&h, n * sizeof(float)), "host");
// CHECK: {{^}}  check(hipHostMalloc(&h, n * sizeof(float)), "host");
  check(cudaMallocManaged(&managed, n * sizeof(float), cudaMemAttachGlobal), "managed");
// CHECK: {{^}}  check(hipMallocManaged(&managed, n * sizeof(float), hipMemAttachGlobal), "managed");
  float *pinned;
  check(cudaHostAlloc(&pinned, n * sizeof(float), cudaHostAllocMapped | cudaHostAllocPortable), "hostalloc");
// CHECK: {{^}}  check(hipHostAlloc((void **)&pinned, n * sizeof(float), hipHostMallocMapped | hipHostMallocPortable), "hostalloc");
  float *devView;
  check(cudaHostGetDevicePointer(&devView, pinned, 0), "devptr");
// CHECK: {{^}}  check(hipHostGetDevicePointer((void **)&devView, pinned, 0), "devptr");
  check(cudaMemset(x, 0, n * sizeof(float)), "memset");
// CHECK: {{^}}  check(hipMemset(x, 0, n * sizeof(float)), "memset");
  check(cudaMemcpy(x, h, n * sizeof(float), cudaMemcpyHostToDevice), "h2d");
// CHECK: {{^}}  check(hipMemcpy(x, h, n * sizeof(float), hipMemcpyHostToDevice), "h2d");
  size_t pitch;
  float *img;
  check(cudaMallocPitch(&img, &pitch, 64 * sizeof(float), 64), "pitch");
// CHECK: {{^}}  check(hipMallocPitch((void **)&img, &pitch, 64 * sizeof(float), 64), "pitch");
  check(cudaMemset2D(img, pitch, 0, 64 * sizeof(float), 64), "memset2d");
// CHECK: {{^}}  check(hipMemset2D(img, pitch, 0, 64 * sizeof(float), 64), "memset2d");
  check(cudaMemcpy2D(img, pitch, h, 64 * sizeof(float), 64 * sizeof(float), 16, cudaMemcpyHostToDevice), "2d");
// CHECK: {{^}}  check(hipMemcpy2D(img, pitch, h, 64 * sizeof(float), 64 * sizeof(float), 16, hipMemcpyHostToDevice), "2d");
  size_t freeMem, totalMem;
  check(cudaMemGetInfo(&freeMem, &totalMem), "info");
// CHECK: {{^}}  check(hipMemGetInfo(&freeMem, &totalMem), "info");
  cudaPointerAttributes attrs;
// CHECK: {{^}}  hipPointerAttribute_t attrs;
  check(cudaPointerGetAttributes(&attrs, x), "ptrattr");
// CHECK: {{^}}  check(hipPointerGetAttributes(&attrs, x), "ptrattr");
  check(cudaMemPrefetchAsync(managed, n * sizeof(float), dev, 0), "prefetch");
// CHECK: {{^}}  check(hipMemPrefetchAsync(managed, n * sizeof(float), dev, 0), "prefetch");
  check(cudaMemAdvise(managed, n * sizeof(float), cudaMemAdviseSetReadMostly, dev), "advise");
// CHECK: {{^}}  check(hipMemAdvise(managed, n * sizeof(float), hipMemAdviseSetReadMostly, dev), "advise");

  float hc[4] = {1, 2, 3, 4};
  int hcount = 0;
  check(cudaMemcpyToSymbol(coeff, hc, sizeof(hc)), "tosym");
// CHECK: {{^}}  check(hipMemcpyToSymbol(HIP_SYMBOL(coeff), hc, sizeof(hc)), "tosym");
  check(cudaMemcpyFromSymbol(&hcount, counter, sizeof(int)), "fromsym");
// CHECK: {{^}}  check(hipMemcpyFromSymbol(&hcount, HIP_SYMBOL(counter), sizeof(int)), "fromsym");
  void *symAddr;
  check(cudaGetSymbolAddress(&symAddr, counter), "symaddr");
// CHECK: {{^}}  check(hipGetSymbolAddress(&symAddr, HIP_SYMBOL(counter)), "symaddr");

  cudaStream_t s1, s2;
// CHECK: {{^}}  hipStream_t s1, s2;
  check(cudaStreamCreate(&s1), "stream");
// CHECK: {{^}}  check(hipStreamCreate(&s1), "stream");
  check(cudaStreamCreateWithPriority(&s2, cudaStreamNonBlocking, greatestPriority), "prio stream");
// CHECK: {{^}}  check(hipStreamCreateWithPriority(&s2, hipStreamNonBlocking, greatestPriority), "prio stream");
  cudaEvent_t start, stop, marker;
// CHECK: {{^}}  hipEvent_t start, stop, marker;
  check(cudaEventCreate(&start), "event");
// CHECK: {{^}}  check(hipEventCreate(&start), "event");
  check(cudaEventCreate(&stop), "event");
// CHECK: {{^}}  check(hipEventCreate(&stop), "event");
  check(cudaEventCreateWithFlags(&marker, cudaEventDisableTiming), "event flags");
// CHECK: {{^}}  check(hipEventCreateWithFlags(&marker, hipEventDisableTiming), "event flags");
  check(cudaEventRecord(start, s1), "record");
// CHECK: {{^}}  check(hipEventRecord(start, s1), "record");
  saxpy<<<(n + 255) / 256, 256, 0, s1>>>(2.0f, x, y, n);
  check(cudaMemcpyAsync(h, y, n * sizeof(float), cudaMemcpyDeviceToHost, s1), "d2h");
// CHECK: {{^}}  check(hipMemcpyAsync(h, y, n * sizeof(float), hipMemcpyDeviceToHost, s1), "d2h");
  check(cudaMemsetAsync(y, 0, n * sizeof(float), s2), "memsetasync");
// CHECK: {{^}}  check(hipMemsetAsync(y, 0, n * sizeof(float), s2), "memsetasync");
  check(cudaEventRecord(marker, s1), "record");
// CHECK: {{^}}  check(hipEventRecord(marker, s1), "record");
  check(cudaStreamWaitEvent(s2, marker, 0), "wait");
// CHECK: {{^}}  check(hipStreamWaitEvent(s2, marker, 0), "wait");
  int calls = 0;
  check(cudaLaunchHostFunc(s1, hostFn, &calls), "hostfn");
// CHECK: {{^}}  check(hipLaunchHostFunc(s1, hostFn, &calls), "hostfn");
  check(cudaEventRecord(stop, s1), "record");
// CHECK: {{^}}  check(hipEventRecord(stop, s1), "record");
  check(cudaEventSynchronize(stop), "sync");
// CHECK: {{^}}  check(hipEventSynchronize(stop), "sync");
  float ms = 0;
  check(cudaEventElapsedTime(&ms, start, stop), "elapsed");
// CHECK: {{^}}  check(hipEventElapsedTime(&ms, start, stop), "elapsed");
  check(cudaStreamQuery(s2), "query");
// CHECK: {{^}}  check(hipStreamQuery(s2), "query");
  check(cudaEventQuery(marker), "equery");
// CHECK: {{^}}  check(hipEventQuery(marker), "equery");
  check(cudaStreamSynchronize(s2), "ssync");
// CHECK: {{^}}  check(hipStreamSynchronize(s2), "ssync");

  cudaFuncAttributes fa;
// CHECK: {{^}}  hipFuncAttributes fa;
  check(cudaFuncGetAttributes(&fa, saxpy), "funcattr");
// CHECK: {{^}}  check(hipFuncGetAttributes(&fa, reinterpret_cast<const void*>(saxpy)), "funcattr");
  check(cudaFuncSetCacheConfig(saxpy, cudaFuncCachePreferL1), "funccache");
// CHECK: {{^}}  check(hipFuncSetCacheConfig(reinterpret_cast<const void*>(saxpy), hipFuncCachePreferL1), "funccache");
  check(cudaFuncSetAttribute(saxpy, cudaFuncAttributeMaxDynamicSharedMemorySize, 8192), "funcsetattr");
// CHECK: {{^}}  check(hipFuncSetAttribute(reinterpret_cast<const void*>(saxpy), hipFuncAttributeMaxDynamicSharedMemorySize, 8192), "funcsetattr");
  int blocksPerSM = 0, minGrid = 0, blockSize = 0;
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, saxpy, 256, 0), "occ");
// CHECK: {{^}}  check(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, saxpy, 256, 0), "occ");
  check(cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, saxpy, 0, 0), "occsize");
// CHECK: {{^}}  check(hipOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, saxpy, 0, 0), "occsize");
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocksPerSM, saxpy, 256, 0, cudaOccupancyDefault), "occflags");
// CHECK: {{^}}  check(hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocksPerSM, saxpy, 256, 0, hipOccupancyDefault), "occflags");
  float a = 3;
  int nn = n;
  void *args[] = {&a, &x, &y, &nn};
  check(cudaLaunchKernel(saxpy, dim3(4), dim3(256), args, 0, s1), "launch");
// CHECK: {{^}}  check(hipLaunchKernel(reinterpret_cast<const void*>(saxpy), dim3(4), dim3(256), args, 0, s1), "launch");
  check(cudaLaunchCooperativeKernel(saxpy, dim3(4), dim3(256), args), "coop");
// CHECK: {{^}}  check(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(saxpy), dim3(4), dim3(256), args, 0, 0), "coop");

  cudaGraph_t graph;
// CHECK: {{^}}  hipGraph_t graph;
  cudaGraphExec_t exec;
// CHECK: {{^}}  hipGraphExec_t exec;
  check(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal), "capture");
// CHECK: {{^}}  check(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal), "capture");
  saxpy<<<4, 256, 0, s1>>>(1.0f, x, y, n);
  check(cudaStreamEndCapture(s1, &graph), "endcapture");
// CHECK: {{^}}  check(hipStreamEndCapture(s1, &graph), "endcapture");
  check(cudaGraphInstantiate(&exec, graph, 0), "instantiate");
// CHECK: {{^}}  check(hipGraphInstantiateWithFlags(&exec, graph, 0), "instantiate");
  check(cudaGraphLaunch(exec, s1), "graphlaunch");
// CHECK: {{^}}  check(hipGraphLaunch(exec, s1), "graphlaunch");
  check(cudaGraphExecDestroy(exec), "execdestroy");
// CHECK: {{^}}  check(hipGraphExecDestroy(exec), "execdestroy");
  check(cudaGraphDestroy(graph), "graphdestroy");
// CHECK: {{^}}  check(hipGraphDestroy(graph), "graphdestroy");

  float *pool;
  check(cudaMallocAsync(&pool, n * sizeof(float), s1), "mallocasync");
// CHECK: {{^}}  check(hipMallocAsync(&pool, n * sizeof(float), s1), "mallocasync");
  check(cudaFreeAsync(pool, s1), "freeasync");
// CHECK: {{^}}  check(hipFreeAsync(pool, s1), "freeasync");
  cudaMemPool_t memPool;
// CHECK: {{^}}  hipMemPool_t memPool;
  check(cudaDeviceGetDefaultMemPool(&memPool, dev), "pool");
// CHECK: {{^}}  check(hipDeviceGetDefaultMemPool(&memPool, dev), "pool");
  uint64_t threshold = 0;
  check(cudaMemPoolSetAttribute(memPool, cudaMemPoolAttrReleaseThreshold, &threshold), "poolattr");
// CHECK: {{^}}  check(hipMemPoolSetAttribute(memPool, hipMemPoolAttrReleaseThreshold, &threshold), "poolattr");

  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float>();
// CHECK: {{^}}  hipChannelFormatDesc fmt = hipCreateChannelDesc<float>();
  cudaArray_t arr;
// CHECK: {{^}}  hipArray_t arr;
  check(cudaMallocArray(&arr, &fmt, 64, 1, cudaArraySurfaceLoadStore), "array");
// CHECK: {{^}}  check(hipMallocArray(&arr, &fmt, 64, 1, hipArraySurfaceLoadStore), "array");
  check(cudaMemcpy2DToArray(arr, 0, 0, h, 64 * sizeof(float), 64 * sizeof(float), 1, cudaMemcpyHostToDevice), "toarray");
// CHECK: {{^}}  check(hipMemcpy2DToArray(arr, 0, 0, h, 64 * sizeof(float), 64 * sizeof(float), 1, hipMemcpyHostToDevice), "toarray");
  cudaResourceDesc res = {};
// CHECK: {{^}}  hipResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
// CHECK: {{^}}  res.resType = hipResourceTypeArray;
  res.res.array.array = arr;
  cudaTextureDesc td = {};
// CHECK: {{^}}  hipTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
// CHECK: {{^}}  td.addressMode[0] = hipAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
// CHECK: {{^}}  td.filterMode = hipFilterModePoint;
  td.readMode = cudaReadModeElementType;
// CHECK: {{^}}  td.readMode = hipReadModeElementType;
  td.normalizedCoords = 0;
  cudaTextureObject_t tex;
// CHECK: {{^}}  hipTextureObject_t tex;
  check(cudaCreateTextureObject(&tex, &res, &td, nullptr), "tex");
// CHECK: {{^}}  check(hipCreateTextureObject(&tex, &res, &td, nullptr), "tex");
  cudaSurfaceObject_t surf;
// CHECK: {{^}}  hipSurfaceObject_t surf;
  check(cudaCreateSurfaceObject(&surf, &res), "surf");
// CHECK: {{^}}  check(hipCreateSurfaceObject(&surf, &res), "surf");
  readTex<<<1, 64>>>(tex, surf, y);
  check(cudaDestroySurfaceObject(surf), "surfdestroy");
// CHECK: {{^}}  check(hipDestroySurfaceObject(surf), "surfdestroy");
  check(cudaDestroyTextureObject(tex), "texdestroy");
// CHECK: {{^}}  check(hipDestroyTextureObject(tex), "texdestroy");
  check(cudaFreeArray(arr), "freearray");
// CHECK: {{^}}  check(hipFreeArray(arr), "freearray");

  int canAccess = 0;
  check(cudaDeviceCanAccessPeer(&canAccess, 0, 1), "peer");
// CHECK: {{^}}  check(hipDeviceCanAccessPeer(&canAccess, 0, 1), "peer");
  if (canAccess)
    check(cudaDeviceEnablePeerAccess(1, 0), "enablepeer");
// CHECK: {{^}}    check(hipDeviceEnablePeerAccess(1, 0), "enablepeer");
  cudaIpcMemHandle_t ipc;
// CHECK: {{^}}  hipIpcMemHandle_t ipc;
  check(cudaIpcGetMemHandle(&ipc, x), "ipc");
// CHECK: {{^}}  check(hipIpcGetMemHandle(&ipc, x), "ipc");
  check(cudaProfilerStart(), "profstart");
// CHECK: {{^}}  check(hipProfilerStart(), "profstart");
  check(cudaProfilerStop(), "profstop");
// CHECK: {{^}}  check(hipProfilerStop(), "profstop");

  check(cudaStreamDestroy(s1), "sdestroy");
// CHECK: {{^}}  check(hipStreamDestroy(s1), "sdestroy");
  check(cudaStreamDestroy(s2), "sdestroy");
// CHECK: {{^}}  check(hipStreamDestroy(s2), "sdestroy");
  check(cudaEventDestroy(start), "edestroy");
// CHECK: {{^}}  check(hipEventDestroy(start), "edestroy");
  check(cudaEventDestroy(stop), "edestroy");
// CHECK: {{^}}  check(hipEventDestroy(stop), "edestroy");
  check(cudaEventDestroy(marker), "edestroy");
// CHECK: {{^}}  check(hipEventDestroy(marker), "edestroy");
  check(cudaFreeHost(h), "freehost");
// CHECK: {{^}}  check(hipHostFree(h), "freehost");
  check(cudaFreeHost(pinned), "freehost");
// CHECK: {{^}}  check(hipHostFree(pinned), "freehost");
  check(cudaFree(managed), "free");
// CHECK: {{^}}  check(hipFree(managed), "free");
  check(cudaFree(img), "free");
// CHECK: {{^}}  check(hipFree(img), "free");
  check(cudaFree(x), "free");
// CHECK: {{^}}  check(hipFree(x), "free");
  check(cudaFree(y), "free");
// CHECK: {{^}}  check(hipFree(y), "free");
  check(cudaDeviceSynchronize(), "devsync");
// CHECK: {{^}}  check(hipDeviceSynchronize(), "devsync");
  check(cudaDeviceReset(), "reset");
// CHECK: {{^}}  check(hipDeviceReset(), "reset");
  return calls + hcount + int(ms) + smCount + int(prop.totalGlobalMem > 0);
}

// Newer than HIP 5.2 (hipcc never sees this block): renamed for 6.3, reported for 5.2.
#if HIP_6_ONLY
void newer(cudaStream_t s, cudaGraph_t g) {
  cudaDeviceSetLimit(cudaLimitStackSize, 4096);
// HIP63: {{^}}  hipDeviceSetLimit(hipLimitStackSize, 4096);
// DIAG: runtime.cu:[[@LINE-2]]:3: warning: 'cudaDeviceSetLimit' has no HIP equivalent in HIP 5.2 (added in 5.3 as 'hipDeviceSetLimit') [unsupported] [CU2HIP-W0002]
// DIAG: runtime.cu:[[@LINE-3]]:22: warning: 'cudaLimitStackSize' has no HIP equivalent in HIP 5.2 (added in 5.3 as 'hipLimitStackSize') [unsupported] [CU2HIP-W0002]
  int devices[] = {0};
  cudaSetValidDevices(devices, 1);
// HIP63: {{^}}  hipSetValidDevices(devices, 1);
// DIAG: runtime.cu:[[@LINE-2]]:3: warning: 'cudaSetValidDevices' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'hipSetValidDevices') [unsupported] [CU2HIP-W0002]
  cudaFunction_t f;
  cudaGetFuncBySymbol(&f, (const void *)saxpy);
// HIP63: {{^}}  hipGetFuncBySymbol(&f, (const void *)saxpy);
// DIAG: runtime.cu:[[@LINE-2]]:3: warning: 'cudaGetFuncBySymbol' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'hipGetFuncBySymbol') [unsupported] [CU2HIP-W0002]
  cudaStreamBeginCaptureToGraph(s, g, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal);
// HIP63: {{^}}  hipStreamBeginCaptureToGraph(s, g, nullptr, nullptr, 0, hipStreamCaptureModeGlobal);
// DIAG: runtime.cu:[[@LINE-2]]:3: warning: 'cudaStreamBeginCaptureToGraph' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'hipStreamBeginCaptureToGraph') [unsupported] [CU2HIP-W0002]
}
#endif
// DIAG-NOT: warning
