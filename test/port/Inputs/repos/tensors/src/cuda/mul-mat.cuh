#pragma once
#include "common.cuh"

#define MUL_MAT_TILE 16

// dst[m][n] = a[m][k] @ b[k][n] on the device; cuBLAS for large matrices,
// the tiled kernel for small ones.
void tensors_cuda_op_mul_mat(tensors_cuda_context &ctx, float *dst, const float *a, const float *b, int m, int n, int k);
