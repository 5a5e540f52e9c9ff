// Per-warp count of elements above a threshold using __ballot_sync and
// __popc. Lane 0 of each 32-thread warp writes the warp's count and its ballot
// mask; the host sizes the outputs as n / 32.
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

// n must be a multiple of 32 so every warp is complete.
__global__ void countAbove(const float* in, int n, float threshold, unsigned int* counts, unsigned int* masks)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;                      // whole warps only, since n % 32 == 0
    const int lane = threadIdx.x % 32;
    const int warp_id = i / 32;

    unsigned int ballot = __ballot_sync(0xffffffff, in[i] > threshold);
    if (lane == 0) {
        counts[warp_id] = __popc(ballot);
        masks[warp_id] = ballot;
    }
}

int main()
{
    const int n = 32 * 1001;                 // 1001 warps; not a multiple of the block size
    const int numWarps = n / 32;
    const float threshold = 0.6f;

    std::vector<float> h(n);
    unsigned int s = 13579u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        float r = static_cast<float>(s >> 8) / 16777216.0f;
        // Make neighbouring warps differ strongly: even warps mostly low, odd warps mostly high.
        h[i] = ((i / 32) % 2 == 0) ? r * 0.8f : 0.4f + r * 0.6f;
    }

    float* dIn;
    unsigned int *dCounts, *dMasks;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dCounts, numWarps * sizeof(unsigned int)));
    CUDA_CHECK(cudaMalloc(&dMasks, numWarps * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dCounts, 0xFF, numWarps * sizeof(unsigned int)));

    const int threads = 256;
    countAbove<<<(n + threads - 1) / threads, threads>>>(dIn, n, threshold, dCounts, dMasks);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<unsigned int> counts(numWarps), masks(numWarps);
    CUDA_CHECK(cudaMemcpy(counts.data(), dCounts, numWarps * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(masks.data(), dMasks, numWarps * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dCounts));
    CUDA_CHECK(cudaFree(dMasks));

    int errors = 0;
    unsigned long long total = 0;
    for (int w = 0; w < numWarps; ++w) {
        unsigned int refMask = 0, refCount = 0;
        for (int l = 0; l < 32; ++l) {
            if (h[w * 32 + l] > threshold) {
                refMask |= 1u << l;
                ++refCount;
            }
        }
        total += counts[w];
        if (counts[w] != refCount || masks[w] != refMask) {
            if (errors < 5) std::printf("warp %d: count %u mask %08x, expected %u %08x\n", w, counts[w], masks[w], refCount, refMask);
            ++errors;
        }
    }
    std::printf("ballot_popc: %d warps, %llu elements above %.2f, errors=%d\n", numWarps, total, threshold, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
