#pragma once
#include <cstdint>

// The CPU reference of the blockwise int8 format: absmax per blocksize
// elements, codes round(x / absmax * 127).
void quantize_cpu(const float *A, float *absmax, int8_t *out, long long n, long long blocksize);
void dequantize_cpu(const int8_t *A, const float *absmax, float *out, long long n, long long blocksize);
