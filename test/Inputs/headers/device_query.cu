// Device enumeration and properties.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

int main() {
  int runtimeVersion = 0, driverVersion = 0, count = 0;
  cudaRuntimeGetVersion(&runtimeVersion);
  cudaDriverGetVersion(&driverVersion);
  printf("CUDART_VERSION %d, runtime %d, driver %d\n", CUDART_VERSION, runtimeVersion, driverVersion);
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    printf("no CUDA device\n");
    return 0;
  }
  for (int dev = 0; dev < count; ++dev) {
    cudaSetDevice(dev);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("Device %d: %s (sm_%d%d)\n", dev, prop.name, prop.major, prop.minor);
    printf("  global memory %zu MB, shared/block %zu KB, shared/SM %zu KB, regs/block %d\n",
           prop.totalGlobalMem >> 20, prop.sharedMemPerBlock >> 10, prop.sharedMemPerMultiprocessor >> 10,
           prop.regsPerBlock);
    printf("  warp %d, max threads/block %d, block dims %d x %d x %d, grid %d x %d x %d\n", prop.warpSize,
           prop.maxThreadsPerBlock, prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2],
           prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
    printf("  SMs %d, threads/SM %d, L2 %d bytes, bus width %d, PCI %d:%d\n", prop.multiProcessorCount,
           prop.maxThreadsPerMultiProcessor, prop.l2CacheSize, prop.memoryBusWidth, prop.pciBusID,
           prop.pciDeviceID);
    printf("  concurrent kernels %d, unified addressing %d, managed %d, integrated %d, map host %d\n",
           prop.concurrentKernels, prop.unifiedAddressing, prop.managedMemory, prop.integrated,
           prop.canMapHostMemory);
    int clockKHz = 0, memClockKHz = 0, warp = 0;
    cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, dev);
    cudaDeviceGetAttribute(&memClockKHz, cudaDevAttrMemoryClockRate, dev);
    cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev);
    printf("  clock %d kHz, memory clock %d kHz, warpSize attr %d\n", clockKHz, memClockKHz, warp);
    for (int peer = 0; peer < count; ++peer) {
      int canAccess = 0;
      if (peer != dev && cudaDeviceCanAccessPeer(&canAccess, dev, peer) == cudaSuccess && canAccess)
        cudaDeviceEnablePeerAccess(peer, 0);
    }
  }
  int least = 0, greatest = 0;
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  size_t heap = 0;
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20);
  cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
  char bus[32];
  cudaDeviceGetPCIBusId(bus, sizeof(bus), 0);
  cudaProfilerStart();
  cudaProfilerStop();
  printf("priorities %d..%d, heap %zu, bus %s\n", least, greatest, heap, bus);
  return 0;
}
