// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef __CUDA_PROFILER_API_H__
#define __CUDA_PROFILER_API_H__
#include "driver_types.h"

__CU2HIP_BEGIN_C
extern __host__ cudaError_t CUDARTAPI cudaProfilerStart(void);
extern __host__ cudaError_t CUDARTAPI cudaProfilerStop(void);
__CU2HIP_END_C

#endif /* __CUDA_PROFILER_API_H__ */
