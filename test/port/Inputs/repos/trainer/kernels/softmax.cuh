// Softmax over the last dimension and its fused cross-entropy backward.
#pragma once
#include "reduce.cuh"

// One warp per row; the row's max and sum come from xor shuffles.
__global__ void softmax_forward_kernel(float *probs, const float *logits, int N, int V) {
    int lane = threadIdx.x % WARP_SIZE;
    int row = blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE;
    if (row >= N) return;
    const float *x = logits + (size_t)row * V;
    float *y = probs + (size_t)row * V;

    float maxval = -INFINITY;
    for (int i = lane; i < V; i += WARP_SIZE) maxval = fmaxf(maxval, x[i]);
    maxval = warpReduceMax(maxval);

    float sumval = 0.0f;
    for (int i = lane; i < V; i += WARP_SIZE) {
        float e = expf(x[i] - maxval);
        y[i] = e;
        sumval += e;
    }
    sumval = warpReduceSum(sumval);
    float norm = 1.0f / sumval;
    for (int i = lane; i < V; i += WARP_SIZE) y[i] *= norm;
}

// dlogits = (probs - onehot(target)) / N; losses[row] = -log(probs[target]).
__global__ void crossentropy_softmax_backward_kernel(float *dlogits, float *losses,
                                                     const float *probs, const int *targets,
                                                     int N, int V) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= N * V) return;
    int row = idx / V;
    int v = idx % V;
    int t = targets[row];
    float p = probs[idx];
    dlogits[idx] = (p - (v == t ? 1.0f : 0.0f)) / N;
    if (v == t) losses[row] = -logf(p);
}

inline void softmax_forward(float *probs, const float *logits, int N, int V, cudaStream_t stream) {
    const int block_size = 128;
    softmax_forward_kernel<<<ceil_div(N * WARP_SIZE, block_size), block_size, 0, stream>>>(probs, logits, N, V);
    CUDA_CHECK(cudaGetLastError());
}
