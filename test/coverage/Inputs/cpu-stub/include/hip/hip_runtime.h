// A stand-in for the CPU backend's hip/hip_runtime.h in coverage tests: the
// fixture programs (../../cpu/) are host-only.
#pragma once
typedef int hipError_t;
inline hipError_t hipGetDeviceCount(int *N) {
  *N = 1;
  return 0;
}
