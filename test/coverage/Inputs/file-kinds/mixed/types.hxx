#pragma once
#include <cuda_runtime.h>

struct Buffer {
  float *data;
  cudaStream_t stream;
};
