// Small helper header in the style of many CUDA projects: an error-checking
// macro that reports the failing expression, compile-time version branches
// and a device-information printer.
#ifndef DEVICE_QUERY_HELPER_CUH
#define DEVICE_QUERY_HELPER_CUH

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifdef __CUDACC__
#define HD_INLINE __host__ __device__ inline
#else
#define HD_INLINE inline
#endif

template <typename T>
void reportCudaResult(T result, const char* expr, const char* file, int line)
{
    if (result) {
        std::fprintf(stderr, "CUDA error at %s:%d code=%d (%s) \"%s\"\n", file, line,
                     static_cast<int>(result), cudaGetErrorString(result), expr);
        std::exit(EXIT_FAILURE);
    }
}

#define checkCudaErrors(val) reportCudaResult((val), #val, __FILE__, __LINE__)

HD_INLINE int smVersion(int major, int minor) { return major * 100 + minor * 10; }

struct DeviceInfo {
    int device;
    int smCount;
    int warpSize;
    size_t sharedMemPerBlock;
    int ccMajor;
    int ccMinor;
};

inline DeviceInfo getDeviceInfo(int device)
{
    cudaDeviceProp prop;
    checkCudaErrors(cudaGetDeviceProperties(&prop, device));

    std::printf("Device %d: \"%s\"\n", device, prop.name);
    std::printf("  compute capability       : %d.%d\n", prop.major, prop.minor);
    std::printf("  multiprocessors          : %d\n", prop.multiProcessorCount);
    std::printf("  warp size                : %d\n", prop.warpSize);
    std::printf("  shared memory per block  : %zu bytes\n", prop.sharedMemPerBlock);
    std::printf("  max threads per block    : %d\n", prop.maxThreadsPerBlock);
    std::printf("  global memory            : %.1f MiB\n", prop.totalGlobalMem / (1024.0 * 1024.0));
#if CUDART_VERSION >= 11000
    std::printf("  max blocks per SM        : %d\n", prop.maxBlocksPerMultiProcessor);
#endif

    int attrWarp = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&attrWarp, cudaDevAttrWarpSize, device));
    if (attrWarp != prop.warpSize) {
        std::printf("warp size attribute (%d) disagrees with cudaDeviceProp (%d)\n", attrWarp, prop.warpSize);
    }

    DeviceInfo info;
    info.device = device;
    info.smCount = prop.multiProcessorCount;
    info.warpSize = attrWarp;
    info.sharedMemPerBlock = prop.sharedMemPerBlock;
    info.ccMajor = prop.major;
    info.ccMinor = prop.minor;
    return info;
}

#endif  // DEVICE_QUERY_HELPER_CUH
