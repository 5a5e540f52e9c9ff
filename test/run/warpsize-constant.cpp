// warpSize follows the emulated HIP release. HIP 5.x/6.x: a compile-time
// constant, the width the build is for (and __AMDGCN_WAVEFRONT_SIZE with it),
// so `__shared__ float s[warpSize]` compiles and a program is built once per
// width. ROCm 7: a run-time value and no wavefront macro, so the same array
// fails to compile there, as with ROCm 7.2's hipcc, and one build runs at both
// widths.
// REQUIRES: cpu-backend-versions
// RUN: %cpu-cxx %cpu-hip-6.4 %cpu-wave32 %s %cpu-link -o %t32.exe
// RUN: %cpu-cxx %cpu-hip-6.4 %cpu-wave64 %s %cpu-link -o %t64.exe
// RUN: %t32.exe | FileCheck %s --check-prefix=W32
// RUN: %t64.exe | FileCheck %s --check-prefix=W64
// RUN: not %cpu-cxx %cpu-hip-7.2 -c %s -o %t72.o 2>&1 | FileCheck %s --check-prefix=ROCM7
// RUN: %cpu-cxx %cpu-hip-7.2 -DRUNTIME_ONLY %s %cpu-link -o %t72.exe
// RUN: env CU2HIP_WAVE=32 %t72.exe | FileCheck %s --check-prefix=R32
// RUN: env CU2HIP_WAVE=64 %t72.exe | FileCheck %s --check-prefix=R64
// Before HIP 7 a build needs its width: no silent default.
// RUN: not %cpu-cxx %cpu-hip-6.4 -c %s -o %t64nowave.o 2>&1 | FileCheck %s --check-prefix=NOWAVE
// W32: slots 32 sum 496 wavefront 32
// W64: slots 64 sum 2016 wavefront 64
// R32: run-time warpSize 32 no wavefront macro
// R64: run-time warpSize 64 no wavefront macro
// NOWAVE: error: "cu2hip CPU backend: before HIP 7.0 warpSize is a compile-time constant
#include <hip/hip_runtime.h>
#include <cstdio>

#ifndef RUNTIME_ONLY
constexpr int kSlots = warpSize;
// ROCM7: warpsize-constant.cpp:[[@LINE-1]]:{{[0-9]+}}: error: constexpr variable 'kSlots' must be initialized by a constant expression

__global__ void fill(int *out) {
  __shared__ int s[warpSize];
  // ROCM7: warpsize-constant.cpp:[[@LINE-1]]:{{[0-9]+}}: error:
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    int sum = 0;
    for (int i = 0; i < kSlots; ++i) sum += s[i];
    out[0] = sum;
    out[1] = int(sizeof(s) / sizeof(s[0]));
  }
}

int main() {
  int *d, h[2];
  hipMalloc(&d, sizeof h);
  hipLaunchKernelGGL(fill, dim3(1), dim3(warpSize), 0, 0, d);
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("slots %d sum %d wavefront %d\n", h[1], h[0], __AMDGCN_WAVEFRONT_SIZE);
  return 0;
}
#else
int main() {
#if defined(__AMDGCN_WAVEFRONT_SIZE) || defined(__AMDGCN_WAVEFRONT_SIZE__)
  printf("a wavefront macro is defined\n");
#else
  printf("run-time warpSize %d no wavefront macro\n", int(warpSize));
#endif
  return 0;
}
#endif
