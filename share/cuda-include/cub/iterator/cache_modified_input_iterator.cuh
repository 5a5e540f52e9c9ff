// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_CUB_ITERATOR_CACHE_MODIFIED_INPUT_ITERATOR_CUH
#define CU2HIP_CUB_ITERATOR_CACHE_MODIFIED_INPUT_ITERATOR_CUH
#include "../cub.cuh"
#endif
