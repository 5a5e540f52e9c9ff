// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Built-in variables of device code.
#ifndef __DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif
extern __device__ const uint3 __device_builtin__ threadIdx;
extern __device__ const uint3 __device_builtin__ blockIdx;
extern __device__ const dim3 __device_builtin__ blockDim;
extern __device__ const dim3 __device_builtin__ gridDim;
extern __device__ const int __device_builtin__ warpSize;
#if defined(__cplusplus)
}
#endif

#endif /* __DEVICE_LAUNCH_PARAMETERS_H__ */
