// Header-only library: a block-wide sum.
#pragma once
#include "vec.cuh"

namespace hol {
template <typename T, int Block> __device__ T blockSum(T v) {
  __shared__ T buf[Block];
  buf[threadIdx.x] = v;
  __syncthreads();
  for (int s = Block / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  return buf[0];
}
} // namespace hol
