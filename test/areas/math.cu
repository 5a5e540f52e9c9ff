// Area: CUDA math library (single and double precision). HIP's math
// functions carry the CUDA names, so the check is that every one passes
// through unchanged and the --hip-version 5.2 output compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>

__device__ float singlePrecision(float x, float y, float z) {
  float r = sinf(x) + cosf(x) + tanf(x) + asinf(x) + acosf(x) + atanf(x) + atan2f(y, x);
// CHECK: {{^}}  float r = sinf(x) + cosf(x) + tanf(x) + asinf(x) + acosf(x) + atanf(x) + atan2f(y, x);
  r += sinhf(x) + coshf(x) + tanhf(x) + asinhf(x) + acoshf(y) + atanhf(x);
// CHECK: {{^}}  r += sinhf(x) + coshf(x) + tanhf(x) + asinhf(x) + acoshf(y) + atanhf(x);
  r += expf(x) + exp2f(x) + exp10f(x) + expm1f(x) + logf(y) + log2f(y) + log10f(y) + log1pf(x);
// CHECK: {{^}}  r += expf(x) + exp2f(x) + exp10f(x) + expm1f(x) + logf(y) + log2f(y) + log10f(y) + log1pf(x);
  r += powf(x, y) + sqrtf(y) + rsqrtf(y) + cbrtf(x) + rcbrtf(x) + hypotf(x, y) + rhypotf(x, y);
// CHECK: {{^}}  r += powf(x, y) + sqrtf(y) + rsqrtf(y) + cbrtf(x) + rcbrtf(x) + hypotf(x, y) + rhypotf(x, y);
  r += norm3df(x, y, z) + rnorm3df(x, y, z) + norm4df(x, y, z, x) + fmaf(x, y, z);
// CHECK: {{^}}  r += norm3df(x, y, z) + rnorm3df(x, y, z) + norm4df(x, y, z, x) + fmaf(x, y, z);
  r += fminf(x, y) + fmaxf(x, y) + fabsf(x) + floorf(x) + ceilf(x) + truncf(x) + roundf(x) + rintf(x);
// CHECK: {{^}}  r += fminf(x, y) + fmaxf(x, y) + fabsf(x) + floorf(x) + ceilf(x) + truncf(x) + roundf(x) + rintf(x);
  r += nearbyintf(x) + (float)lrintf(x) + (float)llrintf(x) + (float)lroundf(x) + (float)llroundf(x);
// CHECK: {{^}}  r += nearbyintf(x) + (float)lrintf(x) + (float)llrintf(x) + (float)lroundf(x) + (float)llroundf(x);
  r += fmodf(x, y) + remainderf(x, y) + fdimf(x, y) + copysignf(x, y) + nextafterf(x, y);
// CHECK: {{^}}  r += fmodf(x, y) + remainderf(x, y) + fdimf(x, y) + copysignf(x, y) + nextafterf(x, y);
  int q, e;
  float ip;
  r += remquof(x, y, &q) + modff(x, &ip) + frexpf(x, &e) + ldexpf(x, 2) + scalbnf(x, 3) + (float)ilogbf(x) + logbf(x);
// CHECK: {{^}}  r += remquof(x, y, &q) + modff(x, &ip) + frexpf(x, &e) + ldexpf(x, 2) + scalbnf(x, 3) + (float)ilogbf(x) + logbf(x);
  r += erff(x) + erfcf(x) + erfinvf(0.5f) + erfcinvf(0.5f) + erfcxf(x) + normcdff(x) + normcdfinvf(0.5f);
// CHECK: {{^}}  r += erff(x) + erfcf(x) + erfinvf(0.5f) + erfcinvf(0.5f) + erfcxf(x) + normcdff(x) + normcdfinvf(0.5f);
  r += lgammaf(y) + tgammaf(y) + j0f(x) + j1f(x) + y0f(y) + y1f(y) + jnf(2, x) + ynf(2, y);
// CHECK: {{^}}  r += lgammaf(y) + tgammaf(y) + j0f(x) + j1f(x) + y0f(y) + y1f(y) + jnf(2, x) + ynf(2, y);
  r += cyl_bessel_i0f(x) + cyl_bessel_i1f(x) + sinpif(x) + cospif(x) + fdividef(x, y);
// CHECK: {{^}}  r += cyl_bessel_i0f(x) + cyl_bessel_i1f(x) + sinpif(x) + cospif(x) + fdividef(x, y);
  float s, c;
  sincosf(x, &s, &c);
// CHECK: {{^}}  sincosf(x, &s, &c);
  sincospif(x, &s, &c);
// CHECK: {{^}}  sincospif(x, &s, &c);
  return r + s + c + (float)(isnan(x) + isinf(y) + isfinite(z) + signbit(x));
// CHECK: {{^}}  return r + s + c + (float)(isnan(x) + isinf(y) + isfinite(z) + signbit(x));
}

__device__ double doublePrecision(double x, double y, double z) {
  double r = sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x) + atan2(y, x);
// CHECK: {{^}}  double r = sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x) + atan2(y, x);
  r += sinh(x) + cosh(x) + tanh(x) + exp(x) + exp2(x) + exp10(x) + expm1(x) + log(y) + log2(y);
// CHECK: {{^}}  r += sinh(x) + cosh(x) + tanh(x) + exp(x) + exp2(x) + exp10(x) + expm1(x) + log(y) + log2(y);
  r += log10(y) + log1p(x) + pow(x, y) + sqrt(y) + rsqrt(y) + cbrt(x) + rcbrt(x) + hypot(x, y);
// CHECK: {{^}}  r += log10(y) + log1p(x) + pow(x, y) + sqrt(y) + rsqrt(y) + cbrt(x) + rcbrt(x) + hypot(x, y);
  r += norm3d(x, y, z) + fma(x, y, z) + fmin(x, y) + fmax(x, y) + fabs(x) + floor(x) + ceil(x);
// CHECK: {{^}}  r += norm3d(x, y, z) + fma(x, y, z) + fmin(x, y) + fmax(x, y) + fabs(x) + floor(x) + ceil(x);
  r += trunc(x) + round(x) + rint(x) + fmod(x, y) + remainder(x, y) + copysign(x, y) + nextafter(x, y);
// CHECK: {{^}}  r += trunc(x) + round(x) + rint(x) + fmod(x, y) + remainder(x, y) + copysign(x, y) + nextafter(x, y);
  r += erf(x) + erfc(x) + erfinv(0.5) + erfcinv(0.5) + normcdf(x) + normcdfinv(0.5) + lgamma(y) + tgamma(y);
// CHECK: {{^}}  r += erf(x) + erfc(x) + erfinv(0.5) + erfcinv(0.5) + normcdf(x) + normcdfinv(0.5) + lgamma(y) + tgamma(y);
  r += j0(x) + j1(x) + y0(y) + y1(y) + sinpi(x) + cospi(x) + (double)ilogb(x) + logb(x);
// CHECK: {{^}}  r += j0(x) + j1(x) + y0(y) + y1(y) + sinpi(x) + cospi(x) + (double)ilogb(x) + logb(x);
  double s, c;
  sincos(x, &s, &c);
// CHECK: {{^}}  sincos(x, &s, &c);
  sincospi(x, &s, &c);
// CHECK: {{^}}  sincospi(x, &s, &c);
  return r + s + c;
}

__global__ void mathKernel(const float *in, float *out, double *dout) {
  int i = threadIdx.x;
  out[i] = singlePrecision(in[i], in[i + 1], in[i + 2]) + min(in[i], 1.0f) + max(in[i], 0.0f);
// CHECK: {{^}}  out[i] = singlePrecision(in[i], in[i + 1], in[i + 2]) + min(in[i], 1.0f) + max(in[i], 0.0f);
  dout[i] = doublePrecision(in[i], in[i + 1], in[i + 2]);
}
