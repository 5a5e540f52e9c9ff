// A typical project's CUDA error-checking helpers.
#ifndef CUDA_HELPERS_H
#define CUDA_HELPERS_H
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s\n", cudaGetErrorString(err_));                        \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
inline void cudaCheck(cudaError_t e) { CUDA_CHECK(e); }
#endif
