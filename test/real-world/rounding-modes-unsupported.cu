// Item 7: what stays unsupported among the rounding-mode intrinsics. The
// double-precision fma with a directed rounding needs the exact a*b + c, which
// two doubles cannot hold, so cu2hip has no exact emulation and reports it
// (and the translated file does not compile: nothing silently rounds
// differently). The float fma (__fmaf_rd, ...) is emulated: see rounding-modes.cu.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>

__global__ void fmas(double *d, float *f) {
  d[0] = __fma_rd(d[1], d[2], d[3]);
  // DIAG: rounding-modes-unsupported.cu:[[@LINE-1]]:10: warning: '__fma_rd' has no HIP equivalent [unsupported]
  d[1] = __fma_ru(d[1], d[2], d[3]) + __fma_rz(d[1], d[2], d[3]);
  // DIAG: rounding-modes-unsupported.cu:[[@LINE-1]]:10: warning: '__fma_ru' has no HIP equivalent [unsupported]
  // DIAG: rounding-modes-unsupported.cu:[[@LINE-2]]:39: warning: '__fma_rz' has no HIP equivalent [unsupported]
  f[0] = __fmaf_rd(f[1], f[2], f[3]);
}
// CHECK: d[0] = __fma_rd(d[1], d[2], d[3]);
// CHECK: d[1] = __fma_ru(d[1], d[2], d[3]) + __fma_rz(d[1], d[2], d[3]);
// CHECK: f[0] = cu2hip_fmaf_rd(f[1], f[2], f[3]);
// DIAG-NOT: __fmaf_rd
