// Header-only library: element helpers.
#pragma once
#include <cuda_runtime.h>

namespace hol {
template <typename T> __host__ __device__ inline T axpy(T a, T x, T y) { return a * x + y; }
template <typename T> __device__ inline T load(const T *p, int i, int n) { return i < n ? p[i] : T(0); }
} // namespace hol
