// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Folded into cu2hip_device_functions.h (included by cuda_runtime.h).
#ifndef __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#include "cuda_runtime.h"
#endif
