// What ROCm 7 changed in the HIP headers that cu2hip's --hip-version 7.0 output
// depends on, laid over the installed HIP (5.2) with `hipcc -include`:
//  - warpSize is a run-time value, not a constant expression: here a mutable
//    device variable, so an array bound, template argument, static_assert,
//    constexpr or case label using it fails to compile, as it does with ROCm 7;
//  - the *_sync warp functions (HIP 6.2+) exist and take 64-bit masks;
//  - HIP_VERSION_MAJOR/MINOR say 7.0, so cu2hip_warp.h picks the 7.0 forms.
#include <hip/hip_runtime_api.h> // hipDeviceProp_t keeps its warpSize field
#define warpSize cu2hip_test_hip52_constant_warp_size
#include <hip/hip_runtime.h>
#undef warpSize
static __device__ int warpSize = __AMDGCN_WAVEFRONT_SIZE;

#undef HIP_VERSION_MAJOR
#undef HIP_VERSION_MINOR
#define HIP_VERSION_MAJOR 7
#define HIP_VERSION_MINOR 0

template <typename T>
__device__ inline T __shfl_sync(unsigned long long, T v, int src, int width = warpSize) {
  return __shfl(v, src, width);
}
template <typename T>
__device__ inline T __shfl_up_sync(unsigned long long, T v, unsigned d, int width = warpSize) {
  return __shfl_up(v, d, width);
}
template <typename T>
__device__ inline T __shfl_down_sync(unsigned long long, T v, unsigned d, int width = warpSize) {
  return __shfl_down(v, d, width);
}
template <typename T>
__device__ inline T __shfl_xor_sync(unsigned long long, T v, int m, int width = warpSize) {
  return __shfl_xor(v, m, width);
}
__device__ inline unsigned long long __ballot_sync(unsigned long long mask, int p) { return __ballot(p) & mask; }
__device__ inline int __any_sync(unsigned long long mask, int p) { return (__ballot(p) & mask) != 0; }
__device__ inline int __all_sync(unsigned long long mask, int p) { return (__ballot(p) & mask) == mask; }
