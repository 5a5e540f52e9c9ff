// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_CUB_DEVICE_DEVICE_SCAN_CUH
#define CU2HIP_CUB_DEVICE_DEVICE_SCAN_CUH
#include "../cub.cuh"
#endif
