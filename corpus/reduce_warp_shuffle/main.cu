// Sum reduction using warp shuffles: each warp reduces with __shfl_down_sync,
// warp partials go to shared memory, and the first warp reduces those.
// Assumes 32-lane warps (lane = threadIdx.x % 32, offsets start at 16).
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

__inline__ __device__ float warpReduceSum(float v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

// blockDim.x must be a multiple of 32 and at most 1024.
__global__ void reduceSum(const float* __restrict__ in, float* __restrict__ blockSums, int n)
{
    __shared__ float partial[32];
    const int lane = threadIdx.x % 32;
    const int warp = threadIdx.x / 32;

    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        v += in[i];

    v = warpReduceSum(v);
    if (lane == 0) partial[warp] = v;
    __syncthreads();

    if (warp == 0) {
        const int numWarps = blockDim.x / 32;
        v = (lane < numWarps) ? partial[lane] : 0.0f;
        v = warpReduceSum(v);
        if (lane == 0) blockSums[blockIdx.x] = v;
    }
}

int main()
{
    const int n = 3 * 100000 + 17;
    const int threads = 256;
    const int blocks = 120;

    std::vector<float> h(n);
    unsigned int s = 4242u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>((s >> 10) % 2001) / 1000.0f - 1.0f;  // [-1, 1]
    }
    double ref = 0.0, absSum = 0.0;
    for (int i = 0; i < n; ++i) { ref += h[i]; absSum += std::fabs(h[i]); }

    float *dIn, *dSums;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dSums, blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    reduceSum<<<blocks, threads>>>(dIn, dSums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> sums(blocks);
    CUDA_CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    double gpu = 0.0;
    for (float v : sums) gpu += v;

    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dSums));

    // Error bound scaled by the sum of magnitudes (cancellation-safe).
    double err = std::fabs(gpu - ref);
    std::printf("reduce_warp_shuffle: n=%d gpu=%.6f cpu=%.6f abs_err=%.3g\n", n, gpu, ref, err);
    if (err > 1e-5 * absSum) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
