#include "kernels.cuh"

#include <cfloat>

// Largest |x| of the block; every thread gets it. THREADS is a multiple of the warp.
template <int THREADS>
__device__ __forceinline__ float block_absmax(float v) {
    __shared__ float warp_max[THREADS / 32 + 1];
    for (int offset = QUANT_WARP_SIZE / 2; offset > 0; offset /= 2)
        v = fmaxf(v, QUANT_SHFL_DOWN(v, offset));
    const int lane = threadIdx.x % QUANT_WARP_SIZE;
    const int warp = threadIdx.x / QUANT_WARP_SIZE;
    if (lane == 0) warp_max[warp] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float m = 0.0f;
        for (int w = 0; w < (int)(blockDim.x / QUANT_WARP_SIZE); w++) m = fmaxf(m, warp_max[w]);
        warp_max[0] = m;
    }
    __syncthreads();
    return warp_max[0];
}

// One block of QUANT_BLOCKSIZE threads per absmax block: int8 codes x / absmax * 127.
template <typename T>
__global__ void kQuantizeBlockwise(const T *__restrict__ A, float *absmax, int8_t *out, const int n) {
    const int i = blockIdx.x * QUANT_BLOCKSIZE + threadIdx.x;
    const float x = i < n ? (float)A[i] : 0.0f;
    const float amax = block_absmax<QUANT_BLOCKSIZE>(fabsf(x));
    if (threadIdx.x == 0) absmax[blockIdx.x] = amax;
    if (i < n) {
        const float scaled = amax > 0.0f ? x / amax * 127.0f : 0.0f;
        out[i] = (int8_t)lrintf(fminf(127.0f, fmaxf(-127.0f, scaled)));
    }
}

template <typename T>
__global__ void kDequantizeBlockwise(const int8_t *__restrict__ A, const float *absmax, T *out, const int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        const float v = A[i] * (absmax[i / QUANT_BLOCKSIZE] / 127.0f);
        out[i] = (T)v;
    }
}

template <>
__global__ void kDequantizeBlockwise<__nv_bfloat16>(const int8_t *__restrict__ A, const float *absmax,
                                                    __nv_bfloat16 *out, const int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        out[i] = __float2bfloat16(A[i] * (absmax[i / QUANT_BLOCKSIZE] / 127.0f));
    }
}

// out[N] = B[N][K] @ A[K]. B holds two 4-bit codes a byte (low nibble first),
// w = (code - 8) * absmax / 7 per QUANT4_BLOCKSIZE block of a row. One block
// of THREADS threads per output.
template <typename T, int THREADS>
__global__ void kgemv_4bit_inference(int N, int K, const T *__restrict__ A, const uint8_t *B,
                                     const float *absmax, T *out) {
    __shared__ float partial[THREADS / 32];
    const int row = blockIdx.x;
    if (row >= N) return;
    const uint8_t *b = B + (size_t)row * (K / 2);
    const float *scales = absmax + (size_t)row * (K / QUANT4_BLOCKSIZE);

    float sum = 0.0f;
    for (int k = threadIdx.x * 2; k < K; k += THREADS * 2) {
        const uint8_t packed = b[k / 2];
        const float s = scales[k / QUANT4_BLOCKSIZE] / 7.0f;
        const float w0 = ((int)(packed & 0x0f) - 8) * s;
        const float w1 = ((int)(packed >> 4) - 8) * s;
        sum += w0 * __bfloat162float(A[k]) + w1 * __bfloat162float(A[k + 1]);
    }

    // Reduce within each warp of 32, then across the warps.
#ifndef USE_ROCM
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
        sum += __shfl_down_sync(0xffffffff, sum, offset);
#else
    for (int offset = 16; offset > 0; offset /= 2)
        sum += __shfl_down(sum, offset, 32);
#endif
    if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = sum;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
#pragma unroll
        for (int w = 0; w < THREADS / 32; w++) total += partial[w];
        out[row] = __float2bfloat16(total);
    }
}

template __global__ void kQuantizeBlockwise<float>(const float *__restrict__, float *, int8_t *, const int);
template __global__ void kDequantizeBlockwise<float>(const int8_t *__restrict__, const float *, float *, const int);
template __global__ void kgemv_4bit_inference<__nv_bfloat16, 128>(int, int, const __nv_bfloat16 *__restrict__,
                                                                   const uint8_t *, const float *, __nv_bfloat16 *);
