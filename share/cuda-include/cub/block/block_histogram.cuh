// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_CUB_BLOCK_BLOCK_HISTOGRAM_CUH
#define CU2HIP_CUB_BLOCK_BLOCK_HISTOGRAM_CUH
#include "../cub.cuh"
#endif
