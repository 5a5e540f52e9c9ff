// Area: CUDA driver API. Devices, contexts, modules, launches, memory,
// streams, events, pointer and function attributes, occupancy. cuGetErrorName/
// cuGetErrorString (HIP 5.4) are bridged to hipGetErrorName/hipGetErrorString
// for HIP 5.2 by the driver-error-string rule. The --hip-version 5.2 output
// compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.63.hip
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// DIAG-NOT: warning

#include <cuda.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CU_CHECK(call)                                                        \
  do {                                                                        \
    CUresult r_ = (call);                                                     \
    if (r_ != CUDA_SUCCESS) {                                                 \
      const char *name_ = nullptr, *desc_ = nullptr;                          \
      cuGetErrorName(r_, &name_);                                             \
      cuGetErrorString(r_, &desc_);                                           \
      fprintf(stderr, "%s (%s) at %d\n", name_, desc_, __LINE__);             \
      exit(1);                                                                \
    }                                                                         \
  } while (0)
// CHECK: {{^}}    hipError_t r_ = (call);
// CHECK: {{^}}    if (r_ != hipSuccess) {
// CHECK: {{^}}      [](hipError_t e, const char **p) { *p = hipGetErrorName(e); return hipSuccess; }(r_, &name_);
// CHECK: {{^}}      [](hipError_t e, const char **p) { *p = hipGetErrorString(e); return hipSuccess; }(r_, &desc_);
// HIP63: {{^}}      hipDrvGetErrorName(r_, &name_);
// HIP63: {{^}}      hipDrvGetErrorString(r_, &desc_);

int driverSample(const void *image) {
  CU_CHECK(cuInit(0));
// CHECK: {{^}}  CU_CHECK(hipInit(0));
  int version = 0, count = 0;
  CU_CHECK(cuDriverGetVersion(&version));
// CHECK: {{^}}  CU_CHECK(hipDriverGetVersion(&version));
  CU_CHECK(cuDeviceGetCount(&count));
// CHECK: {{^}}  CU_CHECK(hipGetDeviceCount(&count));
  CUdevice dev;
// CHECK: {{^}}  hipDevice_t dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
// CHECK: {{^}}  CU_CHECK(hipDeviceGet(&dev, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, sizeof(name), dev));
// CHECK: {{^}}  CU_CHECK(hipDeviceGetName(name, sizeof(name), dev));
  size_t total = 0;
  CU_CHECK(cuDeviceTotalMem(&total, dev));
// CHECK: {{^}}  CU_CHECK(hipDeviceTotalMem(&total, dev));
  int major = 0, minor = 0, smCount = 0, maxThreads = 0;
  CU_CHECK(cuDeviceComputeCapability(&major, &minor, dev));
// CHECK: {{^}}  CU_CHECK(hipDeviceComputeCapability(&major, &minor, dev));
  CU_CHECK(cuDeviceGetAttribute(&smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
// CHECK: {{^}}  CU_CHECK(hipDeviceGetAttribute(&smCount, hipDeviceAttributeMultiprocessorCount, dev));
  CU_CHECK(cuDeviceGetAttribute(&maxThreads, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev));
// CHECK: {{^}}  CU_CHECK(hipDeviceGetAttribute(&maxThreads, hipDeviceAttributeMaxThreadsPerBlock, dev));

  CUcontext primary, ctx, current;
// CHECK: {{^}}  hipCtx_t primary, ctx, current;
  CU_CHECK(cuDevicePrimaryCtxRetain(&primary, dev));
// CHECK: {{^}}  CU_CHECK(hipDevicePrimaryCtxRetain(&primary, dev));
  CU_CHECK(cuCtxCreate(&ctx, CU_CTX_SCHED_AUTO, dev));
// CHECK: {{^}}  CU_CHECK(hipCtxCreate(&ctx, hipDeviceScheduleAuto, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
// CHECK: {{^}}  CU_CHECK(hipCtxSetCurrent(ctx));
  CU_CHECK(cuCtxGetCurrent(&current));
// CHECK: {{^}}  CU_CHECK(hipCtxGetCurrent(&current));
  CUdevice ctxDev;
// CHECK: {{^}}  hipDevice_t ctxDev;
  CU_CHECK(cuCtxGetDevice(&ctxDev));
// CHECK: {{^}}  CU_CHECK(hipCtxGetDevice(&ctxDev));
  CU_CHECK(cuCtxPushCurrent(primary));
// CHECK: {{^}}  CU_CHECK(hipCtxPushCurrent(primary));
  CU_CHECK(cuCtxPopCurrent(&current));
// CHECK: {{^}}  CU_CHECK(hipCtxPopCurrent(&current));

  CUmodule mod;
// CHECK: {{^}}  hipModule_t mod;
  CU_CHECK(cuModuleLoadData(&mod, image));
// CHECK: {{^}}  CU_CHECK(hipModuleLoadData(&mod, image));
  CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
// CHECK: {{^}}  hipJitOption opts[] = {hipJitOptionInfoLogBufferSizeBytes, hipJitOptionErrorLogBufferSizeBytes};
  void *vals[] = {(void *)1024, (void *)1024};
  CUmodule mod2;
// CHECK: {{^}}  hipModule_t mod2;
  CU_CHECK(cuModuleLoadDataEx(&mod2, image, 2, opts, vals));
// CHECK: {{^}}  CU_CHECK(hipModuleLoadDataEx(&mod2, image, 2, opts, vals));
  CUfunction fn;
// CHECK: {{^}}  hipFunction_t fn;
  CU_CHECK(cuModuleGetFunction(&fn, mod, "vecAdd"));
// CHECK: {{^}}  CU_CHECK(hipModuleGetFunction(&fn, mod, "vecAdd"));
  CUdeviceptr global;
// CHECK: {{^}}  hipDeviceptr_t global;
  size_t globalSize;
  CU_CHECK(cuModuleGetGlobal(&global, &globalSize, mod, "table"));
// CHECK: {{^}}  CU_CHECK(hipModuleGetGlobal(&global, &globalSize, mod, "table"));
  int regs = 0;
  CU_CHECK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
// CHECK: {{^}}  CU_CHECK(hipFuncGetAttribute(&regs, HIP_FUNC_ATTRIBUTE_NUM_REGS, fn));
  int blocks = 0;
  CU_CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fn, 256, 0));
// CHECK: {{^}}  CU_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fn, 256, 0));

  const int n = 1024;
  CUdeviceptr a, b, c;
// CHECK: {{^}}  hipDeviceptr_t a, b, c;
  CU_CHECK(cuMemAlloc(&a, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMalloc(&a, n * sizeof(float)));
  CU_CHECK(cuMemAlloc(&b, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMalloc(&b, n * sizeof(float)));
  CU_CHECK(cuMemAllocManaged(&c, n * sizeof(float), CU_MEM_ATTACH_GLOBAL));
// CHECK: {{^}}  CU_CHECK(hipMallocManaged(&c, n * sizeof(float), hipMemAttachGlobal));
  float *host;
  CU_CHECK(cuMemAllocHost((void **)&host, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMemAllocHost((void **)&host, n * sizeof(float)));
  float *mapped;
  CU_CHECK(cuMemHostAlloc((void **)&mapped, n * sizeof(float), CU_MEMHOSTALLOC_DEVICEMAP));
// CHECK: {{^}}  CU_CHECK(hipHostAlloc((void **)&mapped, n * sizeof(float), hipHostMallocMapped));
  CUdeviceptr mappedDev;
// CHECK: {{^}}  hipDeviceptr_t mappedDev;
  CU_CHECK(cuMemHostGetDevicePointer(&mappedDev, mapped, 0));
// CHECK: {{^}}  CU_CHECK(hipHostGetDevicePointer(&mappedDev, mapped, 0));
  CU_CHECK(cuMemsetD32(a, 0, n));
// CHECK: {{^}}  CU_CHECK(hipMemsetD32(a, 0, n));
  CU_CHECK(cuMemsetD8(b, 0, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMemsetD8(b, 0, n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(a, host, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMemcpyHtoD(a, host, n * sizeof(float)));
  CU_CHECK(cuMemcpyDtoD(b, a, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMemcpyDtoD(b, a, n * sizeof(float)));
  size_t freeMem, totalMem;
  CU_CHECK(cuMemGetInfo(&freeMem, &totalMem));
// CHECK: {{^}}  CU_CHECK(hipMemGetInfo(&freeMem, &totalMem));
  unsigned int memType = 0;
  CU_CHECK(cuPointerGetAttribute(&memType, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, a));
// CHECK: {{^}}  CU_CHECK(hipPointerGetAttribute(&memType, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, a));

  CUstream stream;
// CHECK: {{^}}  hipStream_t stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
// CHECK: {{^}}  CU_CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
  CUevent start, stop;
// CHECK: {{^}}  hipEvent_t start, stop;
  CU_CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
// CHECK: {{^}}  CU_CHECK(hipEventCreateWithFlags(&start, hipEventDefault));
  CU_CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
// CHECK: {{^}}  CU_CHECK(hipEventCreateWithFlags(&stop, hipEventDefault));
  CU_CHECK(cuEventRecord(start, stream));
// CHECK: {{^}}  CU_CHECK(hipEventRecord(start, stream));
  int nn = n;
  void *args[] = {&a, &b, &c, &nn};
  CU_CHECK(cuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, args, nullptr));
// CHECK: {{^}}  CU_CHECK(hipModuleLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, args, nullptr));
  CU_CHECK(cuMemcpyHtoDAsync(a, host, n * sizeof(float), stream));
// CHECK: {{^}}  CU_CHECK(hipMemcpyHtoDAsync(a, host, n * sizeof(float), stream));
  CU_CHECK(cuMemcpyDtoHAsync(host, c, n * sizeof(float), stream));
// CHECK: {{^}}  CU_CHECK(hipMemcpyDtoHAsync(host, c, n * sizeof(float), stream));
  CU_CHECK(cuEventRecord(stop, stream));
// CHECK: {{^}}  CU_CHECK(hipEventRecord(stop, stream));
  CU_CHECK(cuStreamWaitEvent(stream, stop, 0));
// CHECK: {{^}}  CU_CHECK(hipStreamWaitEvent(stream, stop, 0));
  CU_CHECK(cuEventSynchronize(stop));
// CHECK: {{^}}  CU_CHECK(hipEventSynchronize(stop));
  float ms = 0;
  CU_CHECK(cuEventElapsedTime(&ms, start, stop));
// CHECK: {{^}}  CU_CHECK(hipEventElapsedTime(&ms, start, stop));
  CU_CHECK(cuStreamSynchronize(stream));
// CHECK: {{^}}  CU_CHECK(hipStreamSynchronize(stream));
  CU_CHECK(cuMemcpyDtoH(host, c, n * sizeof(float)));
// CHECK: {{^}}  CU_CHECK(hipMemcpyDtoH(host, c, n * sizeof(float)));
  CU_CHECK(cuCtxSynchronize());
// CHECK: {{^}}  CU_CHECK(hipCtxSynchronize());

  CU_CHECK(cuEventDestroy(start));
// CHECK: {{^}}  CU_CHECK(hipEventDestroy(start));
  CU_CHECK(cuEventDestroy(stop));
// CHECK: {{^}}  CU_CHECK(hipEventDestroy(stop));
  CU_CHECK(cuStreamDestroy(stream));
// CHECK: {{^}}  CU_CHECK(hipStreamDestroy(stream));
  CU_CHECK(cuMemFreeHost(host));
// CHECK: {{^}}  CU_CHECK(hipHostFree(host));
  CU_CHECK(cuMemFreeHost(mapped));
// CHECK: {{^}}  CU_CHECK(hipHostFree(mapped));
  CU_CHECK(cuMemFree(a));
// CHECK: {{^}}  CU_CHECK(hipFree(a));
  CU_CHECK(cuMemFree(b));
// CHECK: {{^}}  CU_CHECK(hipFree(b));
  CU_CHECK(cuMemFree(c));
// CHECK: {{^}}  CU_CHECK(hipFree(c));
  CU_CHECK(cuModuleUnload(mod));
// CHECK: {{^}}  CU_CHECK(hipModuleUnload(mod));
  CU_CHECK(cuModuleUnload(mod2));
// CHECK: {{^}}  CU_CHECK(hipModuleUnload(mod2));
  CU_CHECK(cuCtxDestroy(ctx));
// CHECK: {{^}}  CU_CHECK(hipCtxDestroy(ctx));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
// CHECK: {{^}}  CU_CHECK(hipDevicePrimaryCtxRelease(dev));
  return version + major + minor + smCount + maxThreads + regs + blocks + int(ms) + int(memType);
}
