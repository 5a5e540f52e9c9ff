// Asynchronous global -> shared copies where the hardware has them (Ampere
// and later); elsewhere a plain load and store.
#pragma once

#include "common.cuh"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define CP_ASYNC_AVAILABLE
#endif // defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800

static __device__ __forceinline__ void cp_async_f32(float *dst_shared, const float *src) {
#ifdef CP_ASYNC_AVAILABLE
    const unsigned int dst = (unsigned int)__cvta_generic_to_shared(dst_shared);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" : : "r"(dst), "l"(src));
#else
    *dst_shared = *src;
#endif // CP_ASYNC_AVAILABLE
}

static __device__ __forceinline__ void cp_async_wait_all() {
#ifdef CP_ASYNC_AVAILABLE
    asm volatile("cp.async.wait_all;\n" : :);
#endif // CP_ASYNC_AVAILABLE
}
