// Kernels and their host-side launch wrappers.
#include "common.cuh"

namespace {

__global__ void smoothstepKernel(const float* in, float* out, int n, float edge0, float edge1)
{
    const int i = globalIndex();
    if (i < n) out[i] = smoothstep(edge0, edge1, in[i]);
}

__global__ void clampedScaleKernel(float* data, int n, float factor)
{
    const int i = globalIndex();
    if (i < n) data[i] = clamp01(data[i] * factor);
}

// Each block reduces 256 products in shared memory and writes one partial.
__global__ void dotPartialKernel(const float* a, const float* b, float* partial, int n)
{
    __shared__ float s[256];
    const int i = globalIndex();
    s[threadIdx.x] = (i < n) ? a[i] * b[i] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
}

}  // namespace

void runSmoothstep(const float* dIn, float* dOut, int n, float edge0, float edge1)
{
    LAUNCH(smoothstepKernel, n, dIn, dOut, n, edge0, edge1);
    CUDA_CHECK(cudaGetLastError());
}

void runClampedScale(float* dData, int n, float factor)
{
    LAUNCH(clampedScaleKernel, n, dData, n, factor);
    CUDA_CHECK(cudaGetLastError());
}

double runDot(const float* dA, const float* dB, int n)
{
    const int blocks = (n + 255) / 256;
    float* dPartial = nullptr;
    CUDA_CHECK(cudaMalloc(&dPartial, blocks * sizeof(float)));
    LAUNCH(dotPartialKernel, n, dA, dB, dPartial, n);
    CUDA_CHECK(cudaGetLastError());
    float* hPartial = new float[blocks];
    CUDA_CHECK(cudaMemcpy(hPartial, dPartial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int i = 0; i < blocks; ++i) sum += hPartial[i];
    delete[] hPartial;
    CUDA_CHECK(cudaFree(dPartial));
    return sum;
}
