// 256-bin byte histogram: each block accumulates into a privatized
// shared-memory histogram with atomicAdd, then merges into the global
// histogram with global atomicAdd.
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

constexpr int NUM_BINS = 256;

__global__ void histogram256(const unsigned char* data, size_t n, unsigned int* hist)
{
    __shared__ unsigned int local[NUM_BINS];
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();

    size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
    for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < n; i += stride) {
        atomicAdd(&local[data[i]], 1u);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        unsigned int c = local[b];
        if (c) atomicAdd(&hist[b], c);
    }
}

int main()
{
    const size_t n = (1u << 22) + 999;  // ~4M bytes
    std::vector<unsigned char> h(n);
    unsigned int s = 0xC0FFEEu;
    for (size_t i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        // Skewed distribution so some bins are heavily contended.
        unsigned int r = s >> 24;
        h[i] = static_cast<unsigned char>((i % 7 == 0) ? 42u : r);
    }
    std::vector<unsigned int> ref(NUM_BINS, 0u);
    for (size_t i = 0; i < n; ++i) ref[h[i]]++;

    unsigned char* dData = nullptr;
    unsigned int* dHist = nullptr;
    CUDA_CHECK(cudaMalloc(&dData, n));
    CUDA_CHECK(cudaMalloc(&dHist, NUM_BINS * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dHist, 0, NUM_BINS * sizeof(unsigned int)));

    int device = 0, sms = 0;
    CUDA_CHECK(cudaGetDevice(&device));
    CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    histogram256<<<sms * 4, 256>>>(dData, n, dHist);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<unsigned int> result(NUM_BINS);
    CUDA_CHECK(cudaMemcpy(result.data(), dHist, NUM_BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost));

    int errors = 0;
    unsigned long long total = 0;
    for (int b = 0; b < NUM_BINS; ++b) {
        total += result[b];
        if (result[b] != ref[b]) {
            if (errors < 5) std::printf("bin %d: got %u expected %u\n", b, result[b], ref[b]);
            ++errors;
        }
    }
    CUDA_CHECK(cudaFree(dData));
    CUDA_CHECK(cudaFree(dHist));

    std::printf("histogram_atomics: n=%zu total=%llu bin42=%u errors=%d\n", n, total, result[42], errors);
    if (errors || total != n) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
