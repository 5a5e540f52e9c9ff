#pragma once
#ifndef ONCE_AND_GUARD_CUH
#define ONCE_AND_GUARD_CUH
inline cudaError_t syncAll() { return cudaDeviceSynchronize(); }
#endif
