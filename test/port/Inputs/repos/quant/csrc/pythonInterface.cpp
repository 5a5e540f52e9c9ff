// The C ABI the Python package loads with ctypes.
#if BUILD_CUDA
#include "ops.cuh"
#endif
#include "cpu_ops.h"

extern "C" {
#if BUILD_CUDA
void cquantize_blockwise_fp32(const float *A, float *absmax, int8_t *out, int n, cudaStream_t stream) {
    quantize_blockwise_fp32(A, absmax, out, n, stream);
}
void cdequantize_blockwise_fp32(const int8_t *A, const float *absmax, float *out, int n, cudaStream_t stream) {
    dequantize_blockwise_fp32(A, absmax, out, n, stream);
}
void cdequantize_blockwise_bf16(const int8_t *A, const float *absmax, __nv_bfloat16 *out, int n, cudaStream_t stream) {
    dequantize_blockwise_bf16(A, absmax, out, n, stream);
}
void cgemv_4bit_inference_bf16(int N, int K, const __nv_bfloat16 *A, const uint8_t *B, const float *absmax,
                               __nv_bfloat16 *out, cudaStream_t stream) {
    gemv_4bit_inference_bf16(N, K, A, B, absmax, out, stream);
}
#ifndef USE_ROCM
void *get_context_lt() { return new ContextLt(); }
#endif
#endif

void cquantize_blockwise_cpu_fp32(const float *A, float *absmax, int8_t *out, long long n, long long blocksize) {
    quantize_cpu(A, absmax, out, n, blocksize);
}
void cdequantize_blockwise_cpu_fp32(const int8_t *A, const float *absmax, float *out, long long n, long long blocksize) {
    dequantize_cpu(A, absmax, out, n, blocksize);
}
}
