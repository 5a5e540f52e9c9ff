// Warp- and block-level reductions built on register shuffles.
#pragma once
#include "../common/cuda_common.h"

__device__ inline float warpReduceSum(float val) {
    for (int offset = 16; offset > 0; offset /= 2) {
        val += __shfl_xor_sync(0xffffffff, val, offset);
    }
    return val;
}

__device__ inline float warpReduceMax(float val) {
    for (int offset = 16; offset > 0; offset /= 2) {
        val = fmaxf(val, __shfl_xor_sync(0xffffffff, val, offset));
    }
    return val;
}

// Every thread of the block gets the sum. blockDim.x is a multiple of 32.
__device__ inline float blockReduceSum(float val) {
    __shared__ float shared[WARP_SIZE];
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    const int num_warps = blockDim.x / WARP_SIZE;
    float warp_sum = warpReduceSum(val);
    if (lane == 0) shared[warp] = warp_sum;
    __syncthreads();
    warp_sum = (lane < num_warps) ? shared[lane] : 0.0f;
    float block_sum = warpReduceSum(warp_sum);
    __syncthreads();
    return block_sum;
}
