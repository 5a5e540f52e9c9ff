// The kernels are written with CUDA's names. On ROCm (USE_ROCM, set by the
// CMake hip backend) hipcc compiles them with the HIP equivalents below.
#pragma once

#ifdef USE_ROCM
#include <hip/hip_runtime.h>
#include <hip/hip_bf16.h>
#include <hipblas/hipblas.h>

#define QUANT_WARP_SIZE warpSize
#define QUANT_SHFL_DOWN(var, delta) __shfl_down(var, delta)
typedef __hip_bfloat16 __nv_bfloat16;
#define cudaStream_t hipStream_t
#define cudaError_t hipError_t
#define cudaSuccess hipSuccess
#define cudaGetErrorString hipGetErrorString
#define cudaGetLastError hipGetLastError
#define cudaPeekAtLastError hipPeekAtLastError
#else
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cublasLt.h>

#define QUANT_WARP_SIZE 32
#define QUANT_SHFL_DOWN(var, delta) __shfl_down_sync(0xffffffff, var, delta)
#endif

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK_RETURN(value)                                                       \
    {                                                                                  \
        cudaError_t _m_cudaStat = value;                                               \
        if (_m_cudaStat != cudaSuccess) {                                              \
            fprintf(stderr, "Error %s at line %d in file %s\n",                        \
                    cudaGetErrorString(_m_cudaStat), __LINE__, __FILE__);              \
            exit(1);                                                                   \
        }                                                                              \
    }
