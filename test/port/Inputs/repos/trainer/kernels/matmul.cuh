// Matmuls of the trainer. Row-major everywhere; cuBLAS is column-major, so
// C = A @ B is computed as C^T = B^T @ A^T.
#pragma once
#include "../common/cuda_common.h"

// out (N x OC) = inp (N x C) @ weight (C x OC)
inline void matmul_forward(cublasHandle_t handle, float *out, const float *inp,
                           const float *weight, int N, int C, int OC) {
    const float alpha = 1.0f, beta = 0.0f;
    cublasCheck(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, OC, N, C, &alpha, weight, OC,
                            inp, C, &beta, out, OC));
}

// dweight (C x OC) = inp^T (C x N) @ dout (N x OC), in FP32 with FP32 accumulation.
inline void matmul_backward_weight(cublasHandle_t handle, float *dweight, const float *inp,
                                   const float *dout, int N, int C, int OC) {
    const float alpha = 1.0f, beta = 0.0f;
    cublasCheck(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_T, OC, C, N, &alpha, dout, CUDA_R_32F,
                             OC, inp, CUDA_R_32F, C, &beta, dweight, CUDA_R_32F, OC,
                             CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

// The same forward matmul by hand, to check cuBLAS against: a 16x16 tile of
// the output per block, operands staged through shared memory.
#define TILE 16
__global__ void matmul_forward_naive_kernel(float *out, const float *inp, const float *weight,
                                            int N, int C, int OC) {
    __shared__ float a_tile[TILE][TILE];
    __shared__ float b_tile[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int k0 = 0; k0 < C; k0 += TILE) {
        a_tile[threadIdx.y][threadIdx.x] = (row < N && k0 + threadIdx.x < C) ? inp[row * C + k0 + threadIdx.x] : 0.0f;
        b_tile[threadIdx.y][threadIdx.x] = (col < OC && k0 + threadIdx.y < C) ? weight[(k0 + threadIdx.y) * OC + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; k++) acc += a_tile[threadIdx.y][k] * b_tile[k][threadIdx.x];
        __syncthreads();
    }
    if (row < N && col < OC) out[row * OC + col] = acc;
}

inline void matmul_forward_naive(float *out, const float *inp, const float *weight, int N, int C, int OC) {
    dim3 block(TILE, TILE);
    dim3 grid(ceil_div(OC, TILE), ceil_div(N, TILE));
    matmul_forward_naive_kernel<<<grid, block>>>(out, inp, weight, N, C, OC);
    CUDA_CHECK(cudaGetLastError());
}
