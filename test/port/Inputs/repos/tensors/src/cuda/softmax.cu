#include "softmax.cuh"

// One warp per row. A row that is masked out entirely (all -inf) is zero.
static __global__ void soft_max_f32(const float *x, float *dst, const int ncols, const float scale) {
    const int row = blockIdx.x;
    const int lane = threadIdx.x;
    x += (size_t)row * ncols;
    dst += (size_t)row * ncols;

    float max_val = -INFINITY;
    for (int col = lane; col < ncols; col += WARP_SIZE) {
        max_val = fmaxf(max_val, scale * x[col]);
    }
    max_val = warp_reduce_max(max_val);

    if (__all_sync(0xffffffff, max_val == -INFINITY)) {
        for (int col = lane; col < ncols; col += WARP_SIZE) dst[col] = 0.0f;
        return;
    }
    const float m = max_val == -INFINITY ? 0.0f : max_val;

    float sum = 0.0f;
    for (int col = lane; col < ncols; col += WARP_SIZE) {
        const float val = expf(scale * x[col] - m);
        sum += val;
        dst[col] = val;
    }
    sum = warp_reduce_sum(sum);
    const float inv_sum = sum > 0.0f ? 1.0f / sum : 0.0f;
    for (int col = lane; col < ncols; col += WARP_SIZE) dst[col] *= inv_sum;
}

void tensors_cuda_op_soft_max(tensors_cuda_context &ctx, float *dst, const float *src, int ncols, int nrows, float scale) {
    const dim3 block_dims(WARP_SIZE, 1, 1);
    const dim3 block_nums(nrows, 1, 1);
    soft_max_f32<<<block_nums, block_dims, 0, ctx.stream>>>(src, dst, ncols, scale);
    CUDA_CHECK(cudaGetLastError());
}
