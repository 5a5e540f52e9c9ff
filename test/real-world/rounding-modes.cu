// Item 7: arithmetic with a directed rounding mode (rd: toward -inf, ru: toward
// +inf, rz: toward zero). HIP 5.2 declares none of them for gfx90a; cu2hip's
// helpers compute CUDA's exactly rounded result from the round-to-nearest one
// and an exact residual (unittests/DeviceHelpersTest.cpp compares every helper
// with the host FPU in that rounding mode). The round-to-nearest forms are HIP's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/r.hip 2> %t/r.err
// RUN: FileCheck %s < %t/r.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/r.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/r.hip -o %t/r.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/r.cuda.o %}
#include <cuda_runtime.h>

// CHECK: #include "cu2hip_warp.h"
__global__ void rounded(float *f, double *d, float x, float y, double u, double v) {
  int i = 0, j = 0;
  f[i++] = __fadd_rd(x, y);
  f[i++] = __fadd_ru(x, y);
  f[i++] = __fadd_rz(x, y);
  f[i++] = __fsub_rd(x, y);
  f[i++] = __fsub_ru(x, y);
  f[i++] = __fsub_rz(x, y);
  f[i++] = __fmul_rd(x, y);
  f[i++] = __fmul_ru(x, y);
  f[i++] = __fmul_rz(x, y);
  f[i++] = __fdiv_rd(x, y);
  f[i++] = __fdiv_ru(x, y);
  f[i++] = __fdiv_rz(x, y);
  f[i++] = __frcp_rd(x) + __fsqrt_rd(y) + __fmaf_rd(x, y, x);
  f[i++] = __frcp_ru(x) + __fsqrt_ru(y) + __fmaf_ru(x, y, x);
  f[i++] = __frcp_rz(x) + __fsqrt_rz(y) + __fmaf_rz(x, y, x);
  d[j++] = __dadd_rd(u, v);
  d[j++] = __dadd_ru(u, v);
  d[j++] = __dadd_rz(u, v);
  d[j++] = __dsub_rd(u, v);
  d[j++] = __dsub_ru(u, v);
  d[j++] = __dsub_rz(u, v);
  d[j++] = __dmul_rd(u, v);
  d[j++] = __dmul_ru(u, v);
  d[j++] = __dmul_rz(u, v);
  d[j++] = __ddiv_rd(u, v);
  d[j++] = __ddiv_ru(u, v);
  d[j++] = __ddiv_rz(u, v);
  d[j++] = __drcp_rd(u) + __dsqrt_rd(v);
  d[j++] = __drcp_ru(u) + __dsqrt_ru(v);
  d[j++] = __drcp_rz(u) + __dsqrt_rz(v);
  f[i++] = __fadd_rn(x, y) + __fmul_rn(x, y) + __fsqrt_rn(x);
  d[j++] = __dadd_rn(u, v) + __ddiv_rn(u, v);
}
// CHECK: f[i++] = cu2hip_fadd_rd(x, y);
// CHECK: f[i++] = cu2hip_fdiv_rz(x, y);
// CHECK: f[i++] = cu2hip_frcp_rd(x) + cu2hip_fsqrt_rd(y) + cu2hip_fmaf_rd(x, y, x);
// CHECK: d[j++] = cu2hip_dadd_rd(u, v);
// CHECK: d[j++] = cu2hip_drcp_rz(u) + cu2hip_dsqrt_rz(v);
// CHECK: f[i++] = __fadd_rn(x, y) + __fmul_rn(x, y) + __fsqrt_rn(x);
// CHECK: d[j++] = __dadd_rn(u, v) + __ddiv_rn(u, v);

// DIAG-NOT: warning
