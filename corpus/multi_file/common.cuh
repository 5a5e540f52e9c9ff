// Shared declarations for the multi_file example: error checking, a launch
// macro, inline device helpers and the host wrappers defined in kernels.cu.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error %d (%s) at %s:%d\n",             \
                         static_cast<int>(err_), cudaGetErrorString(err_),    \
                         __FILE__, __LINE__);                                 \
            std::exit(EXIT_FAILURE);                                          \
        }                                                                     \
    } while (0)

// One-dimensional launch with 256-thread blocks covering n elements.
#define LAUNCH(kernel, n, ...) kernel<<<((n) + 255) / 256, 256>>>(__VA_ARGS__)

inline __device__ int globalIndex() { return blockIdx.x * blockDim.x + threadIdx.x; }

inline __device__ float clamp01(float x) { return fminf(fmaxf(x, 0.0f), 1.0f); }

// Usable on both sides so the CPU reference shares the formula.
inline __host__ __device__ float smoothstep(float edge0, float edge1, float x)
{
    float t = (x - edge0) / (edge1 - edge0);
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return t * t * (3.0f - 2.0f * t);
}

// Host wrappers (kernels.cu). Pointers are device pointers.
void runSmoothstep(const float* dIn, float* dOut, int n, float edge0, float edge1);
void runClampedScale(float* dData, int n, float factor);
double runDot(const float* dA, const float* dB, int n);
