// Warp vote functions: each 32-thread warp evaluates a predicate (value is
// negative) and records __any_sync and __all_sync as 0/1 flags in buffers of
// n / 32 entries. Input warps are constructed as all-true, none-true or mixed.
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

#define FULL_MASK 0xffffffffu

// n must be a multiple of 32.
__global__ void warpVotes(const int* values, int n, int* anyFlags, int* allFlags)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int lane = threadIdx.x % 32;
    const int warpId = i / 32;

    const int pred = values[i] < 0;
    const int anyNeg = __any_sync(FULL_MASK, pred);
    const int allNeg = __all_sync(FULL_MASK, pred);
    if (lane == 0) {
        anyFlags[warpId] = anyNeg ? 1 : 0;
        allFlags[warpId] = allNeg ? 1 : 0;
    }
}

int main()
{
    const int numWarps = 1500;
    const int n = numWarps * 32;
    std::vector<int> h(n);
    unsigned int s = 777u;
    for (int w = 0; w < numWarps; ++w) {
        const int kind = (w * 7 + w / 3) % 4;  // 0: none negative, 1: all negative, 2: one negative, 3: random
        for (int l = 0; l < 32; ++l) {
            s = s * 1664525u + 1013904223u;
            const int mag = 1 + static_cast<int>((s >> 16) % 1000);
            int v = mag;
            if (kind == 1) v = -mag;
            if (kind == 2 && l == static_cast<int>(w % 32)) v = -mag;
            if (kind == 3 && ((s >> 8) & 1u)) v = -mag;
            h[w * 32 + l] = v;
        }
    }

    int *dVals, *dAny, *dAll;
    CUDA_CHECK(cudaMalloc(&dVals, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dAny, numWarps * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dAll, numWarps * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(dVals, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dAny, 0xFF, numWarps * sizeof(int)));
    CUDA_CHECK(cudaMemset(dAll, 0xFF, numWarps * sizeof(int)));

    const int threads = 256;
    warpVotes<<<(n + threads - 1) / threads, threads>>>(dVals, n, dAny, dAll);
    CUDA_CHECK(cudaGetLastError());

    std::vector<int> anyFlags(numWarps), allFlags(numWarps);
    CUDA_CHECK(cudaMemcpy(anyFlags.data(), dAny, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(allFlags.data(), dAll, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dVals));
    CUDA_CHECK(cudaFree(dAny));
    CUDA_CHECK(cudaFree(dAll));

    int errors = 0, anyCount = 0, allCount = 0;
    for (int w = 0; w < numWarps; ++w) {
        int refAny = 0, refAll = 1;
        for (int l = 0; l < 32; ++l) {
            const bool neg = h[w * 32 + l] < 0;
            refAny |= neg ? 1 : 0;
            refAll &= neg ? 1 : 0;
        }
        anyCount += anyFlags[w];
        allCount += allFlags[w];
        if (anyFlags[w] != refAny || allFlags[w] != refAll) {
            if (errors < 5) std::printf("warp %d: any=%d all=%d expected %d %d\n", w, anyFlags[w], allFlags[w], refAny, refAll);
            ++errors;
        }
    }
    std::printf("vote_any_all: %d warps, any=%d all=%d, errors=%d\n", numWarps, anyCount, allCount, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
