#pragma once

#include <cuda_runtime.h>
#include <cuda.h>
#include <cublas_v2.h>
#include <cuda_fp16.h>

#if CUDART_VERSION >= 11080
#include <cuda_fp8.h>
#define TENSORS_FP8_AVAILABLE
#endif // CUDART_VERSION >= 11080

#if CUDART_VERSION < 11020
#define CUBLAS_COMPUTE_32F CUDA_R_32F
#define cublasComputeType_t cudaDataType_t
#endif // CUDART_VERSION < 11020
