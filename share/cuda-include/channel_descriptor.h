// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef __CHANNEL_DESCRIPTOR_H__
#define __CHANNEL_DESCRIPTOR_H__
#include "cuda_runtime_api.h"

#if defined(__cplusplus)
/* cudaCreateChannelDesc<T>(): specialised for the scalar and vector types. */
template <class T> __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void) { return __cu2hip_unreachable<cudaChannelFormatDesc>(); }
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf1(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf2(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf4(void);
#endif

#endif /* __CHANNEL_DESCRIPTOR_H__ */
