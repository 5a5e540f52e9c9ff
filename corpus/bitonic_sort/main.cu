// Bitonic sort of 2^14 unsigned keys. Every compare-exchange stage (k, j) is a
// separate kernel launch operating on global memory; the result is checked
// against std::sort.
#include <algorithm>
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

__global__ void bitonicStep(unsigned int* keys, unsigned int n, unsigned int j, unsigned int k)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int partner = i ^ j;
    if (partner > i) {
        bool ascending = (i & k) == 0;
        unsigned int a = keys[i];
        unsigned int b = keys[partner];
        if ((a > b) == ascending) {
            keys[i] = b;
            keys[partner] = a;
        }
    }
}

int main()
{
    const unsigned int n = 1u << 14;  // must be a power of two
    std::vector<unsigned int> h(n);
    unsigned int s = 8675309u;
    for (unsigned int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = s % 100000u;  // includes duplicates
    }
    std::vector<unsigned int> ref(h);
    std::sort(ref.begin(), ref.end());

    unsigned int* dKeys = nullptr;
    CUDA_CHECK(cudaMalloc(&dKeys, n * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(dKeys, h.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));

    const unsigned int threads = 256;
    const unsigned int blocks = (n + threads - 1) / threads;
    int launches = 0;
    for (unsigned int k = 2; k <= n; k <<= 1) {
        for (unsigned int j = k >> 1; j > 0; j >>= 1) {
            bitonicStep<<<blocks, threads>>>(dKeys, n, j, k);
            CUDA_CHECK(cudaGetLastError());
            ++launches;
        }
    }
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<unsigned int> result(n);
    CUDA_CHECK(cudaMemcpy(result.data(), dKeys, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dKeys));

    int errors = 0;
    for (unsigned int i = 0; i < n; ++i) {
        if (result[i] != ref[i]) {
            if (errors < 5) std::printf("key[%u] = %u expected %u\n", i, result[i], ref[i]);
            ++errors;
        }
    }
    std::printf("bitonic_sort: n=%u launches=%d min=%u max=%u errors=%d\n", n, launches, result[0], result[n - 1], errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
