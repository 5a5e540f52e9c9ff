// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Pipeline primitives and the nvcuda::experimental pipeline object.
#ifndef _CUDA_PIPELINE_H_
#define _CUDA_PIPELINE_H_
#include "cuda_pipeline_primitives.h"

#if defined(__cplusplus)
namespace nvcuda {
namespace experimental {
class pipeline {
public:
  __device__ pipeline();
  __device__ unsigned int commit();
  __device__ void commit_and_wait();
  __device__ void wait(unsigned int batch);
  template <unsigned int N> __device__ void wait_prior() {}
};
template <class T> __device__ void memcpy_async(T &dst, const T &src, pipeline &pipe) {}
template <class T, size_t DstN, size_t SrcN>
__device__ void memcpy_async(T (*dst)[DstN], const T (*src)[SrcN], pipeline &pipe) {}
} // namespace experimental
} // namespace nvcuda
#endif

#endif /* _CUDA_PIPELINE_H_ */
