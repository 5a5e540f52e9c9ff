#pragma once
#include "common.cuh"

#define CUDA_GELU_BLOCK_SIZE 256

void tensors_cuda_op_gelu(tensors_cuda_context &ctx, float *dst, const float *src, int64_t n);
