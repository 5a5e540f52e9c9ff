#pragma once
#include "compat.h"

#include <cstdint>

#define QUANT_BLOCKSIZE 256  // elements per absmax block (8-bit)
#define QUANT4_BLOCKSIZE 64  // elements per absmax block (4-bit)

template <typename T>
__global__ void kQuantizeBlockwise(const T *__restrict__ A, float *absmax, int8_t *out, const int n);

template <typename T>
__global__ void kDequantizeBlockwise(const int8_t *__restrict__ A, const float *absmax, T *out, const int n);
template <>
__global__ void kDequantizeBlockwise<__nv_bfloat16>(const int8_t *__restrict__ A, const float *absmax,
                                                    __nv_bfloat16 *out, const int n);

template <typename T, int THREADS>
__global__ void kgemv_4bit_inference(int N, int K, const T *__restrict__ A, const uint8_t *B,
                                     const float *absmax, T *out);
