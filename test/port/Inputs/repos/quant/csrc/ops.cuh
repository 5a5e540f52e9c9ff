#pragma once
#include "compat.h"
#include "kernels.cuh"

#ifndef USE_ROCM
// cuBLASLt handle for the int8 matmuls (NVIDIA only for now).
class ContextLt {
  public:
    cublasLtHandle_t m_handle;
    ContextLt() {
        cublasStatus_t status = cublasLtCreate(&m_handle);
        if (status != CUBLAS_STATUS_SUCCESS) {
            fprintf(stderr, "cublasLtCreate failed: %d\n", (int)status);
            exit(1);
        }
    }
    ~ContextLt() { cublasLtDestroy(m_handle); }
};
#endif

void quantize_blockwise_fp32(const float *A, float *absmax, int8_t *out, int n, cudaStream_t stream);
void dequantize_blockwise_fp32(const int8_t *A, const float *absmax, float *out, int n, cudaStream_t stream);
void dequantize_blockwise_bf16(const int8_t *A, const float *absmax, __nv_bfloat16 *out, int n, cudaStream_t stream);
void gemv_4bit_inference_bf16(int N, int K, const __nv_bfloat16 *A, const uint8_t *B, const float *absmax,
                              __nv_bfloat16 *out, cudaStream_t stream);
