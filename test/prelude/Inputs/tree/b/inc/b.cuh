#pragma once
#include <cuda_runtime.h>
inline void syncb() { cudaDeviceSynchronize(); }
