// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// memcpy_async, wait and wait_prior are declared in <cooperative_groups.h>.
#ifndef _CG_MEMCPY_ASYNC_H_
#define _CG_MEMCPY_ASYNC_H_
#include "../cooperative_groups.h"
#endif /* _CG_MEMCPY_ASYNC_H_ */
