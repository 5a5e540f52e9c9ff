// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_CUB_UTIL_PTX_CUH
#define CU2HIP_CUB_UTIL_PTX_CUH
#include "cub.cuh"
#endif
