#include "cpu_ops.h"

#include <algorithm>
#include <cmath>

void quantize_cpu(const float *A, float *absmax, int8_t *out, long long n, long long blocksize) {
    for (long long start = 0; start < n; start += blocksize) {
        const long long end = std::min(start + blocksize, n);
        float amax = 0.0f;
        for (long long i = start; i < end; i++) amax = std::max(amax, std::fabs(A[i]));
        absmax[start / blocksize] = amax;
        for (long long i = start; i < end; i++) {
            const float scaled = amax > 0.0f ? A[i] / amax * 127.0f : 0.0f;
            out[i] = (int8_t)std::lrint(std::min(127.0f, std::max(-127.0f, scaled)));
        }
    }
}

void dequantize_cpu(const int8_t *A, const float *absmax, float *out, long long n, long long blocksize) {
    for (long long i = 0; i < n; i++) out[i] = A[i] * (absmax[i / blocksize] / 127.0f);
}
