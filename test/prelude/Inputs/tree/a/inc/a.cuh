#pragma once
#include <cuda_runtime.h>
inline void synca() { cudaDeviceSynchronize(); }
