// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_CUB_UTIL_TYPE_CUH
#define CU2HIP_CUB_UTIL_TYPE_CUH
#include "cub.cuh"
#endif
