// 1D 7-point weighted stencil (radius 3). Each block stages its tile plus a
// RADIUS-wide halo on both sides in shared memory. Outside the array the
// input is treated as zero.
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

#define RADIUS 3
#define BLOCK_SIZE 128

__device__ __host__ inline float weight(int k)  // k in [-RADIUS, RADIUS]
{
    // 1 2 3 4 3 2 1, normalised by 16
    return static_cast<float>(RADIUS + 1 - (k < 0 ? -k : k)) / 16.0f;
}

__global__ void stencil1d(const float* in, float* out, int n)
{
    __shared__ float tile[BLOCK_SIZE + 2 * RADIUS];
    const int g = blockIdx.x * blockDim.x + threadIdx.x;
    const int l = threadIdx.x + RADIUS;

    tile[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS;
        int right = g + BLOCK_SIZE;
        tile[l - RADIUS] = (left >= 0 && left < n) ? in[left] : 0.0f;
        tile[l + BLOCK_SIZE] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();

    if (g < n) {
        float acc = 0.0f;
#pragma unroll
        for (int k = -RADIUS; k <= RADIUS; ++k) acc += weight(k) * tile[l + k];
        out[g] = acc;
    }
}

int main()
{
    const int n = 50000 + 5;
    std::vector<float> h(n), out(n), ref(n);
    unsigned int s = 555u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = static_cast<float>(s >> 8) / 16777216.0f * 4.0f - 2.0f;
    }
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; ++k) {
            int j = i + k;
            acc += weight(k) * ((j >= 0 && j < n) ? h[j] : 0.0f);
        }
        ref[i] = acc;
    }

    float *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    const int blocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
    stencil1d<<<blocks, BLOCK_SIZE>>>(dIn, dOut, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    float maxErr = 0.0f;
    for (int i = 0; i < n; ++i) {
        float e = std::fabs(out[i] - ref[i]);
        maxErr = std::fmax(maxErr, e);
        if (e > 1e-5f) {
            if (errors < 5) std::printf("out[%d] = %f expected %f\n", i, out[i], ref[i]);
            ++errors;
        }
    }
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));

    std::printf("stencil_1d: n=%d radius=%d max_err=%g\n", n, RADIUS, maxErr);
    if (errors) {
        std::printf("FAIL\n");
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
