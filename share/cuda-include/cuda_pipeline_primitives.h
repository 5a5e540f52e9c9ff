// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Pipeline primitives: per-thread asynchronous global-to-shared copies (sm_80).
#ifndef _CUDA_PIPELINE_PRIMITIVES_H_
#define _CUDA_PIPELINE_PRIMITIVES_H_
#include "cuda_runtime.h"

typedef unsigned long long __mbarrier_t;
typedef unsigned long long __mbarrier_token_t;

__device__ void __pipeline_memcpy_async(void *__restrict__ dst_shared, const void *__restrict__ src_global, size_t size_and_align, size_t zfill = 0);
__device__ void __pipeline_commit(void);
__device__ void __pipeline_wait_prior(size_t prior);
__device__ void __pipeline_arrive_on(__mbarrier_t *bar);

#endif /* _CUDA_PIPELINE_PRIMITIVES_H_ */
