// Per-warp maximum with a hand-unrolled __shfl_xor_sync butterfly. Lane and
// warp ids come from bit tricks on threadIdx.x (& 31, >> 5); the shuffle mask
// comes from __activemask(). Each warp also counts how many of its lanes hold
// the maximum (ballot + popc). Outputs are sized n / 32.
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

// n must be a multiple of 32; blockDim.x a multiple of 32.
__global__ void warpMax(const int* in, int n, int* maxima, unsigned int* tieCounts, unsigned int* activeMasks)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;  // retires whole warps only

    const unsigned int lane = threadIdx.x & 31;
    const unsigned int warp = threadIdx.x >> 5;
    const int globalWarp = blockIdx.x * (blockDim.x >> 5) + warp;
    __syncwarp();  // reconverge before sampling the active mask
    const unsigned int mask = __activemask();

    const int v = in[i];
    int m = v;
    m = max(m, __shfl_xor_sync(mask, m, 16));
    m = max(m, __shfl_xor_sync(mask, m, 8));
    m = max(m, __shfl_xor_sync(mask, m, 4));
    m = max(m, __shfl_xor_sync(mask, m, 2));
    m = max(m, __shfl_xor_sync(mask, m, 1));
    // After the butterfly every lane holds the warp maximum.
    const unsigned int holders = __ballot_sync(mask, v == m);

    if (lane == 0) {
        maxima[globalWarp] = m;
        tieCounts[globalWarp] = __popc(holders);
        activeMasks[globalWarp] = mask;
    }
}

int main()
{
    const int n = 32 * 777;
    const int numWarps = n / 32;
    std::vector<int> h(n);
    unsigned int s = 24680u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        // Small value range per warp so maxima are often tied; the range
        // differs between neighbouring warps.
        const int w = i / 32;
        h[i] = static_cast<int>((s >> 16) % (4 + w % 13)) + 100 * (w % 5) - 150;
    }

    int *dIn, *dMax;
    unsigned int *dTies, *dMasks;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dMax, numWarps * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dTies, numWarps * sizeof(unsigned int)));
    CUDA_CHECK(cudaMalloc(&dMasks, numWarps * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    const int threads = 128;
    warpMax<<<(n + threads - 1) / threads, threads>>>(dIn, n, dMax, dTies, dMasks);
    CUDA_CHECK(cudaGetLastError());

    std::vector<int> maxima(numWarps);
    std::vector<unsigned int> ties(numWarps), masks(numWarps);
    CUDA_CHECK(cudaMemcpy(maxima.data(), dMax, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ties.data(), dTies, numWarps * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(masks.data(), dMasks, numWarps * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dMax));
    CUDA_CHECK(cudaFree(dTies));
    CUDA_CHECK(cudaFree(dMasks));

    int errors = 0;
    for (int w = 0; w < numWarps; ++w) {
        int refMax = h[w * 32];
        for (int l = 1; l < 32; ++l) refMax = h[w * 32 + l] > refMax ? h[w * 32 + l] : refMax;
        unsigned int refTies = 0;
        for (int l = 0; l < 32; ++l) refTies += (h[w * 32 + l] == refMax) ? 1u : 0u;
        if (maxima[w] != refMax || ties[w] != refTies || masks[w] != 0xffffffffu) {
            if (errors < 5)
                std::printf("warp %d: max %d ties %u mask %08x, expected %d %u ffffffff\n", w, maxima[w], ties[w], masks[w], refMax, refTies);
            ++errors;
        }
    }
    std::printf("warp_lane_mask: %d warps checked, errors=%d\n", numWarps, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
