// LayerNorm forward: one warp per row of C channels.
#pragma once
#include "reduce.cuh"

__global__ void layernorm_forward_kernel(float *__restrict__ out, float *__restrict__ mean,
                                         float *__restrict__ rstd, const float *__restrict__ inp,
                                         const float *__restrict__ weight,
                                         const float *__restrict__ bias, int N, int C) {
    int lane = threadIdx.x % WARP_SIZE;
    int row = blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE;
    if (row >= N) return;
    const float *x = inp + row * C;

    float sum = 0.0f;
    for (int i = lane; i < C; i += WARP_SIZE) sum += x[i];
    float m = warpReduceSum(sum) / C;

    sum = 0.0f;
    for (int i = lane; i < C; i += WARP_SIZE) {
        float diff = x[i] - m;
        sum += diff * diff;
    }
    float s = rsqrtf(warpReduceSum(sum) / C + 1e-5f);

    if (lane == 0) {
        mean[row] = m;
        rstd[row] = s;
    }
    float *o = out + row * C;
    for (int c = lane; c < C; c += WARP_SIZE) {
        float n = s * (__ldcs(x + c) - m);
        __stcs(o + c, n * weight[c] + bias[c]);
    }
}

inline void layernorm_forward(float *out, float *mean, float *rstd, const float *inp,
                              const float *weight, const float *bias, int N, int C,
                              cudaStream_t stream) {
    const int block_size = 256;
    const int grid_size = ceil_div(N * WARP_SIZE, block_size);
    layernorm_forward_kernel<<<grid_size, block_size, 0, stream>>>(out, mean, rstd, inp, weight, bias, N, C);
    CUDA_CHECK(cudaGetLastError());
}
