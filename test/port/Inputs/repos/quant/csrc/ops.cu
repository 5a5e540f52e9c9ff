#include "ops.cuh"

static int num_blocks(int n, int per_block) { return (n + per_block - 1) / per_block; }

void quantize_blockwise_fp32(const float *A, float *absmax, int8_t *out, int n, cudaStream_t stream) {
    kQuantizeBlockwise<float><<<num_blocks(n, QUANT_BLOCKSIZE), QUANT_BLOCKSIZE, 0, stream>>>(A, absmax, out, n);
    CUDA_CHECK_RETURN(cudaPeekAtLastError());
}

void dequantize_blockwise_fp32(const int8_t *A, const float *absmax, float *out, int n, cudaStream_t stream) {
    kDequantizeBlockwise<float><<<num_blocks(n, 512), 512, 0, stream>>>(A, absmax, out, n);
    CUDA_CHECK_RETURN(cudaPeekAtLastError());
}

void dequantize_blockwise_bf16(const int8_t *A, const float *absmax, __nv_bfloat16 *out, int n, cudaStream_t stream) {
    kDequantizeBlockwise<__nv_bfloat16><<<num_blocks(n, 512), 512, 0, stream>>>(A, absmax, out, n);
    CUDA_CHECK_RETURN(cudaPeekAtLastError());
}

void gemv_4bit_inference_bf16(int N, int K, const __nv_bfloat16 *A, const uint8_t *B, const float *absmax,
                              __nv_bfloat16 *out, cudaStream_t stream) {
    kgemv_4bit_inference<__nv_bfloat16, 128><<<N, 128, 0, stream>>>(N, K, A, B, absmax, out);
    CUDA_CHECK_RETURN(cudaPeekAtLastError());
}
