// Device query in the style of the CUDA samples' deviceQuery (written for
// cu2hip's tests). Uses the driver API header too, which makes helper_cuda.h
// compile its CUresult overload of _cudaGetErrorEnum.
#include <cuda.h>
#include <cuda_runtime.h>

#include <memory>
#include <string>

#include "helper_cuda.h"

int main(int argc, char **argv) {
  printf("%s Starting...\n\n", argv[0]);
  printf(" CUDA Device Query (Runtime API) version (CUDART static linking)\n\n");

  int deviceCount = 0;
  cudaError_t error_id = cudaGetDeviceCount(&deviceCount);
  if (error_id != cudaSuccess) {
    printf("cudaGetDeviceCount returned %d\n-> %s\n", static_cast<int>(error_id), cudaGetErrorString(error_id));
    printf("Result = FAIL\n");
    exit(EXIT_FAILURE);
  }
  if (deviceCount == 0)
    printf("There are no available device(s) that support CUDA\n");
  else
    printf("Detected %d CUDA Capable device(s)\n", deviceCount);

  int dev, driverVersion = 0, runtimeVersion = 0;
  for (dev = 0; dev < deviceCount; ++dev) {
    cudaSetDevice(dev);
    cudaDeviceProp deviceProp;
    checkCudaErrors(cudaGetDeviceProperties(&deviceProp, dev));
    printf("\nDevice %d: \"%s\"\n", dev, deviceProp.name);

    cudaDriverGetVersion(&driverVersion);
    cudaRuntimeGetVersion(&runtimeVersion);
    printf("  CUDA Driver Version / Runtime Version          %d.%d / %d.%d\n", driverVersion / 1000,
           (driverVersion % 100) / 10, runtimeVersion / 1000, (runtimeVersion % 100) / 10);
    printf("  CUDA Capability Major/Minor version number:    %d.%d\n", deviceProp.major, deviceProp.minor);
    printf("  Total amount of global memory:                 %.0f MBytes (%llu bytes)\n",
           static_cast<float>(deviceProp.totalGlobalMem / 1048576.0f),
           (unsigned long long)deviceProp.totalGlobalMem);
    printf("  (%03d) Multiprocessors, (%03d) CUDA Cores/MP:    %d CUDA Cores\n",
           deviceProp.multiProcessorCount, _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor),
           _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor) * deviceProp.multiProcessorCount);
    int clockRate = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&clockRate, cudaDevAttrClockRate, dev));
    printf("  GPU Max Clock rate:                            %.0f MHz (%0.2f GHz)\n", clockRate * 1e-3f,
           clockRate * 1e-6f);
#if CUDART_VERSION >= 5000
    // This is supported in CUDA 5.0 (runtime API device properties)
    int memoryClock = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&memoryClock, cudaDevAttrMemoryClockRate, dev));
    printf("  Memory Clock rate:                             %.0f Mhz\n", memoryClock * 1e-3f);
    printf("  Memory Bus Width:                              %d-bit\n", deviceProp.memoryBusWidth);
    if (deviceProp.l2CacheSize)
      printf("  L2 Cache Size:                                 %d bytes\n", deviceProp.l2CacheSize);
#else
    // This only available in CUDA 4.0-4.2 (but these were only exposed in the CUDA Driver API)
    int memoryClock;
    getCudaAttribute<int>(&memoryClock, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, dev);
#endif
    printf("  Total amount of shared memory per block:       %zu bytes\n", deviceProp.sharedMemPerBlock);
    printf("  Total number of registers available per block: %d\n", deviceProp.regsPerBlock);
    printf("  Warp size:                                     %d\n", deviceProp.warpSize);
    printf("  Maximum number of threads per multiprocessor:  %d\n", deviceProp.maxThreadsPerMultiProcessor);
    printf("  Maximum number of threads per block:           %d\n", deviceProp.maxThreadsPerBlock);
    printf("  Max dimension size of a thread block (x,y,z): (%d, %d, %d)\n", deviceProp.maxThreadsDim[0],
           deviceProp.maxThreadsDim[1], deviceProp.maxThreadsDim[2]);
    printf("  Max dimension size of a grid size    (x,y,z): (%d, %d, %d)\n", deviceProp.maxGridSize[0],
           deviceProp.maxGridSize[1], deviceProp.maxGridSize[2]);
    printf("  Maximum blocks per multiprocessor:             %d\n", maxBlocksPerSM(deviceProp));
#if CUDART_VERSION >= 4000
    // Copy engines and unified addressing came with CUDA 4.0.
    printf("  Concurrent copy and kernel execution:          %s with %d copy engine(s)\n",
           (deviceProp.asyncEngineCount ? "Yes" : "No"), deviceProp.asyncEngineCount);
    printf("  Device supports Unified Addressing (UVA):      %s\n", deviceProp.unifiedAddressing ? "Yes" : "No");
#else
    printf("  Concurrent kernel execution:                   %s\n", deviceProp.concurrentKernels ? "Yes" : "No");
#endif
    printf("  Device has ECC support:                        %s\n", deviceProp.ECCEnabled ? "Enabled" : "Disabled");
    printf("  Device supports Managed Memory:                %s\n", deviceProp.managedMemory ? "Yes" : "No");
    printf("  Device PCI Domain ID / Bus ID / location ID:   %d / %d / %d\n", deviceProp.pciDomainID,
           deviceProp.pciBusID, deviceProp.pciDeviceID);
  }

  // Driver API: the same version, through the other API.
  int drv = 0;
  CUresult r = cuDriverGetVersion(&drv);
  if (r != CUDA_SUCCESS)
    printf("cuDriverGetVersion failed: %s\n", _cudaGetErrorEnum(r));

  std::string sProfileString = "deviceQuery, CUDA Driver = CUDART";
  char cTemp[16];
  sProfileString += ", CUDA Driver Version = ";
  snprintf(cTemp, sizeof(cTemp), "%d.%d", driverVersion / 1000, (driverVersion % 100) / 10);
  sProfileString += cTemp;
  sProfileString += ", CUDA Runtime Version = ";
  snprintf(cTemp, sizeof(cTemp), "%d.%d", runtimeVersion / 1000, (runtimeVersion % 100) / 10);
  sProfileString += cTemp;
  sProfileString += ", NumDevs = ";
  sProfileString += std::to_string(deviceCount);
  sProfileString += "\n";
  printf("%s", sProfileString.c_str());
  printf("Built with CUDA runtime headers %d\n", CUDART_VERSION);
  printf("Result = PASS\n");
  exit(EXIT_SUCCESS);
}
