// Area: cuComplex.h. All 26 names the tables know, host and device side,
// become hip_complex.h's; the --hip-version 5.2 output compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cuComplex.h>
// CHECK: {{^}}#include <hip/hip_complex.h>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>

__host__ __device__ cuFloatComplex singleOps(cuFloatComplex a, cuFloatComplex b) {
// CHECK: {{^}}__host__ __device__ hipFloatComplex singleOps(hipFloatComplex a, hipFloatComplex b) {
  cuFloatComplex c = cuCaddf(a, b);
// CHECK: {{^}}  hipFloatComplex c = hipCaddf(a, b);
  c = cuCsubf(c, make_cuFloatComplex(1.0f, 0.0f));
// CHECK: {{^}}  c = hipCsubf(c, make_hipFloatComplex(1.0f, 0.0f));
  c = cuCmulf(c, cuConjf(b));
// CHECK: {{^}}  c = hipCmulf(c, hipConjf(b));
  c = cuCdivf(c, b);
// CHECK: {{^}}  c = hipCdivf(c, b);
  c = cuCfmaf(a, b, c);
// CHECK: {{^}}  c = hipCfmaf(a, b, c);
  float m = cuCabsf(c) + cuCrealf(c) + cuCimagf(c);
// CHECK: {{^}}  float m = hipCabsf(c) + hipCrealf(c) + hipCimagf(c);
  return make_cuFloatComplex(m, m);
// CHECK: {{^}}  return make_hipFloatComplex(m, m);
}

__host__ __device__ cuDoubleComplex doubleOps(cuDoubleComplex a, cuDoubleComplex b) {
// CHECK: {{^}}__host__ __device__ hipDoubleComplex doubleOps(hipDoubleComplex a, hipDoubleComplex b) {
  cuDoubleComplex c = cuCadd(a, b);
// CHECK: {{^}}  hipDoubleComplex c = hipCadd(a, b);
  c = cuCsub(c, make_cuDoubleComplex(1.0, 0.0));
// CHECK: {{^}}  c = hipCsub(c, make_hipDoubleComplex(1.0, 0.0));
  c = cuCmul(c, cuConj(b));
// CHECK: {{^}}  c = hipCmul(c, hipConj(b));
  c = cuCdiv(c, b);
// CHECK: {{^}}  c = hipCdiv(c, b);
  c = cuCfma(a, b, c);
// CHECK: {{^}}  c = hipCfma(a, b, c);
  double m = cuCabs(c) + cuCreal(c) + cuCimag(c);
// CHECK: {{^}}  double m = hipCabs(c) + hipCreal(c) + hipCimag(c);
  return make_cuDoubleComplex(m, m);
// CHECK: {{^}}  return make_hipDoubleComplex(m, m);
}

__global__ void complexKernel(cuComplex *f, cuDoubleComplex *d) {
// CHECK: {{^}}__global__ void complexKernel(hipComplex *f, hipDoubleComplex *d) {
  int i = threadIdx.x;
  cuComplex x = make_cuComplex(1.0f, 2.0f);
// CHECK: {{^}}  hipComplex x = make_hipComplex(1.0f, 2.0f);
  f[i] = singleOps(f[i], x);
  d[i] = doubleOps(d[i], cuComplexFloatToDouble(x));
// CHECK: {{^}}  d[i] = doubleOps(d[i], hipComplexFloatToDouble(x));
  f[i + 1] = cuComplexDoubleToFloat(d[i]);
// CHECK: {{^}}  f[i + 1] = hipComplexDoubleToFloat(d[i]);
}
