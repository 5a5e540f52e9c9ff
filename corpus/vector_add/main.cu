// Element-wise vector addition c = a + b, checked against a CPU loop.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error %s at %s:%d: %s\n",              \
                         cudaGetErrorName(err_), __FILE__, __LINE__,          \
                         cudaGetErrorString(err_));                           \
            std::exit(1);                                                     \
        }                                                                     \
    } while (0)

__global__ void vectorAdd(const float* a, const float* b, float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

static unsigned int lcg(unsigned int& state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

int main()
{
    const int n = 100000;  // deliberately not a multiple of the block size
    const size_t bytes = n * sizeof(float);

    std::vector<float> hA(n), hB(n), hC(n), ref(n);
    unsigned int seed = 12345u;
    for (int i = 0; i < n; ++i) {
        hA[i] = (lcg(seed) >> 8) / 16777216.0f;
        hB[i] = (lcg(seed) >> 8) / 16777216.0f - 0.5f;
        ref[i] = hA[i] + hB[i];
    }

    float *dA = nullptr, *dB = nullptr, *dC = nullptr;
    CUDA_CHECK(cudaMalloc(&dA, bytes));
    CUDA_CHECK(cudaMalloc(&dB, bytes));
    CUDA_CHECK(cudaMalloc(&dC, bytes));
    CUDA_CHECK(cudaMemcpy(dA, hA.data(), bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, hB.data(), bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dC, 0, bytes));

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    vectorAdd<<<blocks, threads>>>(dA, dB, dC, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    CUDA_CHECK(cudaMemcpy(hC.data(), dC, bytes, cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        if (std::fabs(hC[i] - ref[i]) > 1e-6f) {
            if (errors < 5) {
                std::printf("mismatch at %d: got %f expected %f\n", i, hC[i], ref[i]);
            }
            ++errors;
        }
    }

    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));
    CUDA_CHECK(cudaFree(dC));

    if (errors != 0) {
        std::printf("%d mismatches out of %d\n", errors, n);
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("vector_add: %d elements OK\n", n);
    std::printf("PASS\n");
    return 0;
}
