// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef __cudaProfiler_h__
#define __cudaProfiler_h__
#include "cuda.h"
#endif /* __cudaProfiler_h__ */
