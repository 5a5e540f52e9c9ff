#include "unary.cuh"

static __global__ void gelu_f32(const float *x, float *dst, const int64_t k) {
    const float GELU_COEF_A = 0.044715f;
    const float SQRT_2_OVER_PI = 0.79788456080286535587989211986876f;
    const int64_t i = (int64_t)blockDim.x * blockIdx.x + threadIdx.x;
    if (i >= k) {
        return;
    }
    const float xi = x[i];
    dst[i] = 0.5f * xi * (1.0f + tanhf(SQRT_2_OVER_PI * xi * (1.0f + GELU_COEF_A * xi * xi)));
}

void tensors_cuda_op_gelu(tensors_cuda_context &ctx, float *dst, const float *src, int64_t n) {
    const int num_blocks = (int)((n + CUDA_GELU_BLOCK_SIZE - 1) / CUDA_GELU_BLOCK_SIZE);
    gelu_f32<<<num_blocks, CUDA_GELU_BLOCK_SIZE, 0, ctx.stream>>>(src, dst, n);
    CUDA_CHECK(cudaGetLastError());
}
