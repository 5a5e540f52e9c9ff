// Error checking shared by every translation unit.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                   cudaGetErrorString(err_));                                  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

inline int deviceCount() {
  int n = 0;
  CUDA_CHECK(cudaGetDeviceCount(&n));
  return n;
}
