// SAXPY y = a*x + y on unified (managed) memory, with prefetching where the
// device supports concurrent managed access.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__,       \
                         __LINE__, cudaGetErrorString(err_));                 \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        y[i] = a * x[i] + y[i];
    }
}

// Prefetch a managed range to a device (device >= 0) or to the host (device < 0).
static void prefetch(const void* ptr, size_t bytes, int device, cudaStream_t stream)
{
#if CUDART_VERSION >= 13000
    cudaMemLocation loc = {};
    if (device >= 0) {
        loc.type = cudaMemLocationTypeDevice;
        loc.id = device;
    } else {
        loc.type = cudaMemLocationTypeHost;
        loc.id = 0;
    }
    CUDA_CHECK(cudaMemPrefetchAsync(ptr, bytes, loc, 0, stream));
#else
    CUDA_CHECK(cudaMemPrefetchAsync(ptr, bytes, device >= 0 ? device : cudaCpuDeviceId, stream));
#endif
}

int main()
{
    const int n = 1 << 20;
    const float a = 2.5f;
    const size_t bytes = n * sizeof(float);

    int device = 0;
    CUDA_CHECK(cudaGetDevice(&device));
    int concurrentManaged = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&concurrentManaged, cudaDevAttrConcurrentManagedAccess, device));

    float *x = nullptr, *y = nullptr;
    CUDA_CHECK(cudaMallocManaged(&x, bytes));
    CUDA_CHECK(cudaMallocManaged(&y, bytes));

    // Initialise on the host directly through the managed pointers.
    std::vector<float> ref(n);
    unsigned int state = 2024u;
    for (int i = 0; i < n; ++i) {
        state = state * 1664525u + 1013904223u;
        x[i] = static_cast<float>((state >> 9) % 1000) * 0.001f;
        state = state * 1664525u + 1013904223u;
        y[i] = static_cast<float>((state >> 9) % 1000) * 0.002f - 1.0f;
        ref[i] = a * x[i] + y[i];
    }

    if (concurrentManaged) {
        prefetch(x, bytes, device, 0);
        prefetch(y, bytes, device, 0);
    }

    int smCount = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, device));
    const int threads = 256;
    const int blocks = smCount * 8;
    saxpy<<<blocks, threads>>>(n, a, x, y);
    CUDA_CHECK(cudaGetLastError());

    if (concurrentManaged) {
        prefetch(y, bytes, -1, 0);
    }
    CUDA_CHECK(cudaDeviceSynchronize());

    int errors = 0;
    double maxErr = 0.0;
    for (int i = 0; i < n; ++i) {
        double e = std::fabs(static_cast<double>(y[i]) - ref[i]);
        if (e > maxErr) maxErr = e;
        if (e > 1e-5) {
            if (errors < 5) std::printf("mismatch at %d: %f vs %f\n", i, y[i], ref[i]);
            ++errors;
        }
    }

    CUDA_CHECK(cudaFree(x));
    CUDA_CHECK(cudaFree(y));

    std::printf("saxpy_unified: n=%d concurrentManagedAccess=%d max_err=%g\n", n, concurrentManaged, maxErr);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
