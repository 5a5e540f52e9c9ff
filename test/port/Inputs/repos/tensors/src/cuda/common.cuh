// What every file of the CUDA backend includes: the vendor's API, error
// checks, warp reductions.
#pragma once

#if defined(TENSORS_USE_HIP)
#include "vendors/hip.h"
#else
#include "vendors/cuda.h"
#endif // defined(TENSORS_USE_HIP)

#include <cstdio>
#include <cstdlib>

#include "tensors-impl.h"

#define WARP_SIZE 32
#define CUDA_SOFT_MAX_BLOCK_SIZE 128

[[noreturn]] void tensors_cuda_error(const char *stmt, const char *func, const char *file, int line, const char *msg);

#define CUDA_CHECK_GEN(err, success, error_fn)                                      \
    do {                                                                            \
        auto err_ = (err);                                                          \
        if (err_ != (success)) {                                                    \
            tensors_cuda_error(#err, __func__, __FILE__, __LINE__, error_fn(err_)); \
        }                                                                           \
    } while (0)

#define CUDA_CHECK(err) CUDA_CHECK_GEN(err, cudaSuccess, cudaGetErrorString)

static const char *cublas_get_error_str(const cublasStatus_t err) {
    return err == CUBLAS_STATUS_SUCCESS ? "success" : "cuBLAS error";
}
#define CUBLAS_CHECK(err) CUDA_CHECK_GEN(err, CUBLAS_STATUS_SUCCESS, cublas_get_error_str)

struct tensors_cuda_context {
    int device;
    cudaStream_t stream;
    cublasHandle_t cublas;
    char name[256];
};

static __device__ __forceinline__ float warp_reduce_sum(float x) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        x += __shfl_xor_sync(0xffffffff, x, offset, 32);
    }
    return x;
}

static __device__ __forceinline__ float warp_reduce_max(float x) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        x = fmaxf(x, __shfl_xor_sync(0xffffffff, x, offset, 32));
    }
    return x;
}
