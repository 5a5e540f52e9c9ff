// Block-level sum reduction in shared memory (tree with __syncthreads);
// per-block partial sums are combined on the host in a second pass.
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

constexpr int BLOCK = 256;

// Each block reduces 2*BLOCK consecutive input elements into out[blockIdx.x].
__global__ void blockReduce(const float* in, float* out, int n)
{
    __shared__ float sdata[BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (2 * BLOCK) + tid;

    float v = 0.0f;
    if (i < n) v = in[i];
    if (i + BLOCK < n) v += in[i + BLOCK];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    if (tid == 0) out[blockIdx.x] = sdata[0];
}

int main()
{
    const int n = (1 << 20) + 123;
    const int blocks = (n + 2 * BLOCK - 1) / (2 * BLOCK);

    std::vector<float> h(n);
    unsigned int s = 99u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>(s >> 8) / 16777216.0f;  // [0, 1)
    }

    float *dIn = nullptr, *dPartial = nullptr;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dPartial, blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    blockReduce<<<blocks, BLOCK>>>(dIn, dPartial, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> partial(blocks);
    CUDA_CHECK(cudaMemcpy(partial.data(), dPartial, blocks * sizeof(float), cudaMemcpyDeviceToHost));

    // Second pass on the host, plus per-block reference check.
    int errors = 0;
    double gpuTotal = 0.0, cpuTotal = 0.0;
    for (int b = 0; b < blocks; ++b) {
        double ref = 0.0;
        int begin = b * 2 * BLOCK;
        int end = begin + 2 * BLOCK < n ? begin + 2 * BLOCK : n;
        for (int i = begin; i < end; ++i) ref += h[i];
        if (std::fabs(partial[b] - ref) > 1e-4 * (1.0 + std::fabs(ref))) {
            if (errors < 5) std::printf("block %d: got %f expected %f\n", b, partial[b], ref);
            ++errors;
        }
        gpuTotal += partial[b];
        cpuTotal += ref;
    }

    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dPartial));

    double rel = std::fabs(gpuTotal - cpuTotal) / std::fabs(cpuTotal);
    std::printf("reduce_shared: n=%d blocks=%d gpu=%.6f cpu=%.6f rel_err=%.3g\n", n, blocks, gpuTotal, cpuTotal, rel);
    if (errors || rel > 1e-6) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
