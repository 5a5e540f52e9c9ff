// math_constants.h: CUDART_PI_F... are HIP_PI_F... (hip/hip_math_constants.h)
// from HIP 5.3, the double-precision CUDART_PI... HIP_PI... from 5.7 (the
// Runtime.def rows). HIP 5.2 has no such header: the include goes (its
// Includes.def row has HipAdded 5.3) and each constant the target lacks
// becomes cu2hip_warp.h's cu2hip_CUDART_..., CUDA's value (Emulations.def,
// EMULATED_CONSTANTS; rule emulated-calls). At 5.5 the single-precision ones
// are HIP's and the double ones the helper's. Each output compiles with its
// release's hipcc, and on the CPU backend (emulating 5.2 and 7.2, both
// widths) the constants have CUDA's bits in device and host code.
// Switched off (--select-rules=-emulated-calls), 5.2's constants are reported.
// REQUIRES: cpu-backend-versions
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/c52.hip 2> %t/c52.err
// RUN: FileCheck %s --check-prefix=HIP52 < %t/c52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/c52.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/c52.hip -o %t/c52.o %}
// RUN: %cu2hip translate %s --hip-version 5.5 -q -o %t/c55.hip
// RUN: FileCheck %s --check-prefix=HIP55 < %t/c55.hip
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/c64.hip 2> %t/c64.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/c64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/c64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/c64.hip -o %t/c64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -q -o %t/c72.hip
// RUN: FileCheck %s --check-prefix=HIP6 < %t/c72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/c72.hip -o %t/c72.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-emulated-calls -o %t/off.hip 2> %t/off.err
// RUN: FileCheck %s --check-prefix=OFF < %t/off.err
// RUN: %cu2hip translate %s %cpu-translate --hip-version 5.2 -q -o %t/cpu52.hip
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave32 %t/cpu52.hip %cpu-link -o %t/cpu52w32.exe
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave64 %t/cpu52.hip %cpu-link -o %t/cpu52w64.exe
// RUN: env CU2HIP_WAVE=32 %t/cpu52w32.exe | FileCheck %s --check-prefix=OUT
// RUN: env CU2HIP_WAVE=64 %t/cpu52w64.exe | FileCheck %s --check-prefix=OUT
// RUN: %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t/cpu72.hip
// RUN: %cpu-cxx %t/cpu72.hip %cpu-link -o %t/cpu72.exe
// RUN: env CU2HIP_WAVE=32 %t/cpu72.exe | FileCheck %s --check-prefix=OUT
// RUN: env CU2HIP_WAVE=64 %t/cpu72.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <math_constants.h>
// HIP52: {{^}}#include "cu2hip_warp.h"
// HIP52-NOT: {{^}}#include <{{.*}}math_constants.h>
// HIP55: {{^}}#include <hip/hip_math_constants.h>
// HIP6-NOT: {{^}}#include "cu2hip_warp.h"
// HIP6: {{^}}#include <hip/hip_math_constants.h>
// DIAG-NOT: warning
// OFF: warning: 'CUDART_PI_F' has no HIP equivalent in HIP 5.2 (added in 5.3 as 'HIP_PI_F') [unsupported]

__global__ void constants(float *f, double *d) {
  f[0] = CUDART_PI_F;
  f[1] = CUDART_INF_F;
  f[2] = CUDART_NAN_F;
  f[3] = CUDART_NEG_ZERO_F;
  f[4] = CUDART_SQRT_HALF_F;
  d[0] = CUDART_PI;
  d[1] = CUDART_INF;
  d[2] = CUDART_NAN;
  d[3] = CUDART_LN2;
}
// HIP52:      f[0] = cu2hip_CUDART_PI_F;
// HIP52-NEXT: f[1] = cu2hip_CUDART_INF_F;
// HIP52:      d[0] = cu2hip_CUDART_PI;
// HIP55:      f[0] = HIP_PI_F;
// HIP55-NEXT: f[1] = HIP_INF_F;
// HIP55:      d[0] = cu2hip_CUDART_PI;
// HIP6:       f[0] = HIP_PI_F;
// HIP6:       d[0] = HIP_PI;

template <typename T> unsigned long long bits(T v) {
  unsigned long long b = 0;
  memcpy(&b, &v, sizeof v);
  return b;
}

int main() {
  float *df, hf[5];
  double *dd, hd[4];
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dd, sizeof hd);
  constants<<<1, 1>>>(df, dd);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  printf("float");
  for (float v : hf)
    printf(" %llx", bits(v));
  printf("\ndouble");
  for (double v : hd)
    printf(" %llx", bits(v));
  printf("\nhost %llx %llx\n", bits(CUDART_PI_F), bits(CUDART_LN2));
  return 0;
}
// OUT:      float 40490fdb 7f800000 7fffffff 80000000 3f3504f3
// OUT-NEXT: double 400921fb54442d18 7ff0000000000000 fff8000000000000 3fe62e42fefa39ef
// OUT-NEXT: host 40490fdb 3fe62e42fefa39ef
