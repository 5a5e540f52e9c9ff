// Host-side __half arithmetic, as ML host code writes it (scales, reference
// results): CUDA gives __half its operators and comparisons on the host too;
// HIP 5.2 has them for the device only. In a host function each operator
// becomes a host-and-device helper of cu2hip_warp.h (the arithmetic in float,
// rounded to nearest half, as CUDA's host operators do); device code keeps
// HIP's own operators. Each output compiles with its release's hipcc, and the
// CPU backend gives the same values on the host and in the kernel, at both
// widths, emulating HIP 5.2 and 7.2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/h52.hip 2> %t/h52.err
// RUN: FileCheck %s < %t/h52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h52.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/h52.hip -o %t/h52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/h64.hip 2> %t/h64.err
// RUN: FileCheck %s < %t/h64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/h64.hip -o %t/h64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/h72.hip 2> %t/h72.err
// RUN: FileCheck %s < %t/h72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/h72.hip -o %t/h72.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/h.cuda.o %}
// RUN: %if cpu-backend-versions %{ %cu2hip translate %s %cpu-translate --hip-version 5.2 -q -o %t/cpu52.hip %}
// RUN: %if cpu-backend-versions %{ %cpu-cxx %cpu-hip-5.2 %cpu-wave32 %t/cpu52.hip %cpu-link -o %t/cpu52w32.exe %}
// RUN: %if cpu-backend-versions %{ %cpu-cxx %cpu-hip-5.2 %cpu-wave64 %t/cpu52.hip %cpu-link -o %t/cpu52w64.exe %}
// RUN: %if cpu-backend-versions %{ env CU2HIP_WAVE=32 %t/cpu52w32.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend-versions %{ env CU2HIP_WAVE=64 %t/cpu52w64.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t/cpu72.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu72.hip %cpu-link -o %t/cpu72.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/cpu72.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/cpu72.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
// CHECK: {{^}}#include "cu2hip_warp.h"
// DIAG-NOT: warning

// The same expression on both sides: a fused-looking update, a negation, a
// division and comparisons (1/3 is not a half: both sides round it alike).
__global__ void deviceSide(const __half *in, float *out) {
  __half a = in[0], b = in[1], c = in[2];
  __half s = a + b * c;
  s -= -c;
  __half q = a / __float2half(3.0f);
  out[0] = __half2float(s);
  out[1] = __half2float(q);
  out[2] = (s > a && !(b == c)) ? 1.0f : 0.0f;
}
// CHECK:      {{^}}  __half s = a + b * c;
// CHECK-NEXT: {{^}}  s -= -c;
// CHECK-NEXT: {{^}}  __half q = a / __float2half(3.0f);

static void hostSide(const __half *in, float *out) {
  __half a = in[0], b = in[1], c = in[2];
  __half s = a + b * c;
  s -= -c;
  __half q = a / __float2half(3.0f);
  out[0] = __half2float(s);
  out[1] = __half2float(q);
  out[2] = (s > a && !(b == c)) ? 1.0f : 0.0f;
}
// CHECK:      {{^}}  __half s = cu2hip_hadd(a, cu2hip_hmul(b, c));
// CHECK-NEXT: {{^}}  cu2hip_hsub_assign(s, cu2hip_hneg(c));
// CHECK-NEXT: {{^}}  __half q = cu2hip_hdiv(a, __float2half(3.0f));
// CHECK:      {{^}}  out[2] = (cu2hip_hgt(s, a) && !(cu2hip_heq(b, c))) ? 1.0f : 0.0f;

int main() {
  __half h[3] = {__float2half(1.5f), __float2half(2.25f), __float2half(0.5f)};
  float host[3], dev[3];
  hostSide(h, host);
  __half *dIn;
  float *dOut;
  cudaMalloc(&dIn, sizeof h);
  cudaMalloc(&dOut, sizeof dev);
  cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);
  deviceSide<<<1, 1>>>(dIn, dOut);
  cudaMemcpy(dev, dOut, sizeof dev, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 3; ++i)
    printf("%d host %.6f device %.6f %s\n", i, host[i], dev[i], host[i] == dev[i] ? "same" : "DIFFERENT");
  cudaFree(dIn);
  cudaFree(dOut);
  return 0;
}
// OUT:      0 host 3.125000 device 3.125000 same
// OUT-NEXT: 1 host 0.500000 device 0.500000 same
// OUT-NEXT: 2 host 1.000000 device 1.000000 same
