#pragma once
#include "common.cuh"

void tensors_cuda_op_soft_max(tensors_cuda_context &ctx, float *dst, const float *src, int ncols, int nrows, float scale);
