// Item 6: inline PTX vabsdiff4 with the .add reduction, as quantization kernels
// write it: the sum of the absolute differences of the four bytes of a and b,
// plus c. The inline-ptx-idiom rule (a PTX_IDIOM row of lib/Mapping/PtxIdioms.def)
// writes cu2hip_warp.h's __vsadu4/__vsads4 emulation plus c: portable C++, so the
// CPU backend runs it (test/run/ptx-vabsdiff4.cu, exact values at both widths).
// Byte selectors and the other modes stay reported. The output compiles with
// every HIP release of the test matrix and ROCm 7.2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/v.hip 2> %t/v.err
// RUN: FileCheck %s < %t/v.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/v.err
// RUN: %if hipcc %{ %hipcc-gfx90a -DREWRITTEN_ONLY %t/v.hip -o %t/v.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/v72.hip 2> %t/v72.err
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 -DREWRITTEN_ONLY %t/v72.hip -o %t/v72.o %}
#include <cuda_runtime.h>
// CHECK: #include "cu2hip_warp.h"

__device__ unsigned sad4(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
// CHECK: {{^}}  r = cu2hip_vsadu4(a, b) + c;

__device__ int sad4s(int a, int b, int c) {
  int r;
  asm volatile("vabsdiff4.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
// CHECK: {{^}}  r = cu2hip_vsads4(a, b) + c;

__global__ void dist(const unsigned *q, const unsigned *k, unsigned *out, int n) {
  unsigned acc = 0;
  for (int i = 0; i < n; ++i)
    asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(acc) : "r"(q[i]), "r"(k[i]), "r"(acc));
  // CHECK: {{^}}    acc = cu2hip_vsadu4(q[i], k[i]) + acc;
  out[threadIdx.x] = acc + sad4(q[0], k[0], 1) + unsigned(sad4s(int(q[1]), int(k[1]), -1));
}

#ifndef REWRITTEN_ONLY
__device__ unsigned selected(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1.b3210, %2.b7654, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  // DIAG: ptx-vabsdiff4.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand
  return r;
}
#endif
// DIAG-NOT: warning
