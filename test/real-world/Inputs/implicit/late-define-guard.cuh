// Kernel helpers. The include guard's #define is not the second directive.
#ifndef LATE_GUARD_CUH
#if defined(_MSC_VER)
#pragma once
#endif
// (the guard macro comes after the MSVC block)
#define LATE_GUARD_CUH

__device__ inline int globalIndex() { return blockIdx.x * blockDim.x + threadIdx.x; }

#endif // LATE_GUARD_CUH
