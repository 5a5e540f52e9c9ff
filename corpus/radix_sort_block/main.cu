// Per-block LSD radix sort: each block of 1024 threads sorts its own segment
// of 1024 (key, value) pairs, one bit per pass, using a shared-memory
// Hillis-Steele prefix sum to compute the stable split positions.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>
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

constexpr int SEG = 1024;  // keys per block == threads per block

__global__ void radixSortBlock(unsigned int* keys, unsigned int* vals)
{
    __shared__ unsigned int sKeys[SEG];
    __shared__ unsigned int sVals[SEG];
    __shared__ unsigned int sScan[SEG];

    const unsigned int tid = threadIdx.x;
    const unsigned int base = blockIdx.x * SEG;
    sKeys[tid] = keys[base + tid];
    sVals[tid] = vals[base + tid];
    __syncthreads();

    for (int bit = 0; bit < 32; ++bit) {
        const unsigned int k = sKeys[tid];
        const unsigned int v = sVals[tid];
        const unsigned int isZero = ((k >> bit) & 1u) ^ 1u;

        // Inclusive scan of the "bit is zero" flags.
        sScan[tid] = isZero;
        __syncthreads();
        for (unsigned int off = 1; off < SEG; off <<= 1) {
            unsigned int t = (tid >= off) ? sScan[tid - off] : 0u;
            __syncthreads();
            sScan[tid] += t;
            __syncthreads();
        }

        const unsigned int totalZeros = sScan[SEG - 1];
        const unsigned int zerosBefore = sScan[tid] - isZero;
        const unsigned int dest = isZero ? zerosBefore : totalZeros + (tid - zerosBefore);
        __syncthreads();  // everyone has read sKeys/sVals/sScan for this pass
        sKeys[dest] = k;
        sVals[dest] = v;
        __syncthreads();
    }

    keys[base + tid] = sKeys[tid];
    vals[base + tid] = sVals[tid];
}

int main()
{
    const int numSegments = 16;
    const int n = numSegments * SEG;
    std::vector<unsigned int> hKeys(n), hVals(n);
    unsigned int s = 271828u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        // Mix full-range keys with a narrow range so that duplicates occur.
        hKeys[i] = (i % 3 == 0) ? (s >> 24) : s;
        hVals[i] = static_cast<unsigned int>(i);
    }

    // Reference: stable sort of each segment by key.
    std::vector<std::pair<unsigned int, unsigned int>> ref(n);
    for (int i = 0; i < n; ++i) ref[i] = {hKeys[i], hVals[i]};
    for (int seg = 0; seg < numSegments; ++seg) {
        std::stable_sort(ref.begin() + seg * SEG, ref.begin() + (seg + 1) * SEG,
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    }

    unsigned int *dKeys, *dVals;
    CUDA_CHECK(cudaMalloc(&dKeys, n * sizeof(unsigned int)));
    CUDA_CHECK(cudaMalloc(&dVals, n * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(dKeys, hKeys.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dVals, hVals.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));

    radixSortBlock<<<numSegments, SEG>>>(dKeys, dVals);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<unsigned int> outKeys(n), outVals(n);
    CUDA_CHECK(cudaMemcpy(outKeys.data(), dKeys, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(outVals.data(), dVals, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dKeys));
    CUDA_CHECK(cudaFree(dVals));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (outKeys[i] != ref[i].first || outVals[i] != ref[i].second) {
            if (errors < 5)
                std::printf("pos %d: (%u,%u) expected (%u,%u)\n", i, outKeys[i], outVals[i], ref[i].first, ref[i].second);
            ++errors;
        }
    }
    std::printf("radix_sort_block: %d segments of %d keys, errors=%d\n", numSegments, SEG, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
