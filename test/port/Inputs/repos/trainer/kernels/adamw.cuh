// AdamW with bias correction and decoupled weight decay.
#pragma once
#include "../common/cuda_common.h"

__device__ inline float lerp(float start, float end, float weight) {
    return fma(weight, end, fma(-weight, start, start));
}

__global__ void adamw_kernel(float *params, const float *grads, float *m, float *v, long num_parameters,
                             float learning_rate, float beta1, float beta2, float beta1_correction,
                             float beta2_correction, float eps, float weight_decay) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i >= num_parameters) return;
    float grad = grads[i];
    float mi = lerp(grad, m[i], beta1);
    float vi = lerp(grad * grad, v[i], beta2);
    m[i] = mi;
    v[i] = vi;
    mi /= beta1_correction;
    vi /= beta2_correction;
    params[i] -= learning_rate * (mi / (sqrtf(vi) + eps) + weight_decay * params[i]);
}

inline void adamw_update(float *params, const float *grads, float *m, float *v, long n, int t,
                         float lr, cudaStream_t stream) {
    const float beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f, weight_decay = 0.0f;
    float beta1_correction = 1.0f - powf(beta1, t);
    float beta2_correction = 1.0f - powf(beta2, t);
    int block_size = 512;
    int num_blocks = ceil_div(n, (long)block_size);
    adamw_kernel<<<num_blocks, block_size, 0, stream>>>(params, grads, m, v, n, lr, beta1, beta2,
                                                        beta1_correction, beta2_correction, eps,
                                                        weight_decay);
    CUDA_CHECK(cudaGetLastError());
}
