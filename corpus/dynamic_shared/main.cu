// Dynamically sized shared memory: (1) extern __shared__ float smem[] sized
// by the third launch parameter for a block sum at two block sizes, and
// (2) one extern __shared__ byte buffer carved into a double array and an
// int array to compute a per-block sum and a count of positive values.
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

// blockDim.x must be a power of two.
__global__ void blockSum(const float* in, float* out, int n)
{
    extern __shared__ float smem[];
    const unsigned int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    smem[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = smem[0];
}

// Shared layout: [ double sums[blockDim.x] | int positives[blockDim.x] ].
__global__ void sumAndCount(const float* in, double* sums, int* counts, int n)
{
    extern __shared__ unsigned char raw[];
    double* sSum = reinterpret_cast<double*>(raw);
    int* sCnt = reinterpret_cast<int*>(raw + blockDim.x * sizeof(double));

    const unsigned int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = (i < n) ? in[i] : 0.0f;
    sSum[tid] = v;
    sCnt[tid] = v > 0.0f ? 1 : 0;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sSum[tid] += sSum[tid + s];
            sCnt[tid] += sCnt[tid + s];
        }
        __syncthreads();
    }
    if (tid == 0) {
        sums[blockIdx.x] = sSum[0];
        counts[blockIdx.x] = sCnt[0];
    }
}

int main()
{
    const int n = 40000 + 77;
    std::vector<float> h(n);
    unsigned int s = 606u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>((s >> 12) % 2001) / 1000.0f - 1.0f;
    }
    float* dIn;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    int errors = 0;
    const int blockSizes[2] = {128, 512};
    for (int threads : blockSizes) {
        const int blocks = (n + threads - 1) / threads;
        float* dOut;
        CUDA_CHECK(cudaMalloc(&dOut, blocks * sizeof(float)));
        blockSum<<<blocks, threads, threads * sizeof(float)>>>(dIn, dOut, n);
        CUDA_CHECK(cudaGetLastError());
        std::vector<float> out(blocks);
        CUDA_CHECK(cudaMemcpy(out.data(), dOut, blocks * sizeof(float), cudaMemcpyDeviceToHost));
        CUDA_CHECK(cudaFree(dOut));
        for (int b = 0; b < blocks; ++b) {
            double ref = 0.0;
            for (int i = b * threads; i < n && i < (b + 1) * threads; ++i) ref += h[i];
            if (std::fabs(out[b] - ref) > 1e-4) {
                if (errors < 5) std::printf("blockSum<%d> block %d: %f vs %f\n", threads, b, out[b], ref);
                ++errors;
            }
        }
    }

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    const size_t smemBytes = threads * (sizeof(double) + sizeof(int));
    double* dSums;
    int* dCounts;
    CUDA_CHECK(cudaMalloc(&dSums, blocks * sizeof(double)));
    CUDA_CHECK(cudaMalloc(&dCounts, blocks * sizeof(int)));
    sumAndCount<<<blocks, threads, smemBytes>>>(dIn, dSums, dCounts, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<double> sums(blocks);
    std::vector<int> counts(blocks);
    CUDA_CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(double), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(counts.data(), dCounts, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
        double ref = 0.0;
        int cnt = 0;
        for (int i = b * threads; i < n && i < (b + 1) * threads; ++i) {
            ref += h[i];
            cnt += h[i] > 0.0f ? 1 : 0;
        }
        if (std::fabs(sums[b] - ref) > 1e-9 || counts[b] != cnt) {
            if (errors < 10) std::printf("sumAndCount block %d: (%f,%d) vs (%f,%d)\n", b, sums[b], counts[b], ref, cnt);
            ++errors;
        }
    }

    CUDA_CHECK(cudaFree(dSums));
    CUDA_CHECK(cudaFree(dCounts));
    CUDA_CHECK(cudaFree(dIn));

    std::printf("dynamic_shared: n=%d, %zu bytes of dynamic shared memory in the partitioned kernel, errors=%d\n", n, smemBytes, errors);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
