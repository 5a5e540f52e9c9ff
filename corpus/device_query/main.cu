// Queries the device, prints key properties, and checks that the warpSize
// seen inside a kernel matches what the runtime reports.
#include "helper.cuh"

__global__ void probeKernel(int* out)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = warpSize;
#ifdef __CUDA_ARCH__
        out[1] = __CUDA_ARCH__;
#else
        out[1] = 0;
#endif
    }
}

int main()
{
    int deviceCount = 0;
    checkCudaErrors(cudaGetDeviceCount(&deviceCount));
    if (deviceCount == 0) {
        std::printf("no CUDA device found\nFAIL\n");
        return 1;
    }
    int runtimeVersion = 0, driverVersion = 0;
    checkCudaErrors(cudaRuntimeGetVersion(&runtimeVersion));
    checkCudaErrors(cudaDriverGetVersion(&driverVersion));
    std::printf("runtime %d, driver %d, %d device(s)\n", runtimeVersion, driverVersion, deviceCount);

    const int dev = 0;
    checkCudaErrors(cudaSetDevice(dev));
    const DeviceInfo info = getDeviceInfo(dev);

    cudaDeviceProp prop;
    checkCudaErrors(cudaGetDeviceProperties(&prop, dev));

    int* dOut = nullptr;
    int hOut[2] = {-1, -1};
    checkCudaErrors(cudaMalloc(&dOut, sizeof(hOut)));
    checkCudaErrors(cudaMemset(dOut, 0, sizeof(hOut)));
    probeKernel<<<2, 64>>>(dOut);
    checkCudaErrors(cudaGetLastError());
    checkCudaErrors(cudaMemcpy(hOut, dOut, sizeof(hOut), cudaMemcpyDeviceToHost));
    checkCudaErrors(cudaFree(dOut));

    std::printf("kernel warpSize=%d, device code compiled for arch %d (device is %d)\n", hOut[0], hOut[1],
                smVersion(info.ccMajor, info.ccMinor));

    bool ok = true;
    if (info.warpSize != prop.warpSize) {
        std::printf("attribute warp size %d != property %d\n", info.warpSize, prop.warpSize);
        ok = false;
    }
    if (hOut[0] != prop.warpSize) {
        std::printf("kernel warpSize %d != property %d\n", hOut[0], prop.warpSize);
        ok = false;
    }
    if (info.smCount <= 0 || info.sharedMemPerBlock == 0) {
        std::printf("implausible device properties\n");
        ok = false;
    }
    if (!ok) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
