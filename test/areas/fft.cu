// Area: cuFFT -> hipFFT. Plan creation (1-D/2-D/3-D, many, two-step
// create/make), size estimates, streams, work areas, every execution
// direction and precision, and the transform types, directions and results.
// Not compiled: Debian packages neither hipFFT nor rocFFT, so the output is
// checked as text against hipfft.h's names (the hipcc line would run under a
// lit feature `hipfft`, which test/lit.cfg.py does not define today).
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipfft %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cufft.h>
// CHECK: {{^}}#include <hipfft/hipfft.h>
#include <cstdio>

#define CUFFT_CHECK(x)                                                          \
  do {                                                                          \
    cufftResult r_ = (x);                                                       \
    if (r_ != CUFFT_SUCCESS) printf("cufft error %d\n", (int)r_);               \
  } while (0)
// CHECK: {{^}}    hipfftResult r_ = (x);
// CHECK: {{^}}    if (r_ != HIPFFT_SUCCESS) printf("cufft error %d\n", (int)r_);

int fftSample(int nx, int ny, int nz, cufftComplex *c, cufftReal *r, cufftDoubleComplex *z,
// CHECK: {{^}}int fftSample(int nx, int ny, int nz, hipfftComplex *c, hipfftReal *r, hipfftDoubleComplex *z,
              cufftDoubleReal *d, void *work, cudaStream_t stream) {
// CHECK: {{^}}              hipfftDoubleReal *d, void *work, hipStream_t stream) {
  int version = 0;
  CUFFT_CHECK(cufftGetVersion(&version));
// CHECK: {{^}}  CUFFT_CHECK(hipfftGetVersion(&version));
  cufftHandle p1, p2, p3, many, staged, real, dreal;
// CHECK: {{^}}  hipfftHandle p1, p2, p3, many, staged, real, dreal;
  CUFFT_CHECK(cufftPlan1d(&p1, nx, CUFFT_C2C, 1));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan1d(&p1, nx, HIPFFT_C2C, 1));
  CUFFT_CHECK(cufftPlan2d(&p2, nx, ny, CUFFT_Z2Z));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan2d(&p2, nx, ny, HIPFFT_Z2Z));
  CUFFT_CHECK(cufftPlan3d(&p3, nx, ny, nz, CUFFT_C2C));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan3d(&p3, nx, ny, nz, HIPFFT_C2C));
  int dims[2] = {nx, ny};
  CUFFT_CHECK(cufftPlanMany(&many, 2, dims, nullptr, 1, nx * ny, nullptr, 1, nx * ny, CUFFT_C2C, 8));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlanMany(&many, 2, dims, nullptr, 1, nx * ny, nullptr, 1, nx * ny, HIPFFT_C2C, 8));
  CUFFT_CHECK(cufftPlan1d(&real, nx, CUFFT_R2C, 1));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan1d(&real, nx, HIPFFT_R2C, 1));
  CUFFT_CHECK(cufftPlan1d(&dreal, nx, CUFFT_D2Z, 1));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan1d(&dreal, nx, HIPFFT_D2Z, 1));

  size_t workSize = 0;
  CUFFT_CHECK(cufftEstimate1d(nx, CUFFT_C2C, 1, &workSize));
// CHECK: {{^}}  CUFFT_CHECK(hipfftEstimate1d(nx, HIPFFT_C2C, 1, &workSize));
  CUFFT_CHECK(cufftEstimate2d(nx, ny, CUFFT_C2C, &workSize));
// CHECK: {{^}}  CUFFT_CHECK(hipfftEstimate2d(nx, ny, HIPFFT_C2C, &workSize));
  CUFFT_CHECK(cufftCreate(&staged));
// CHECK: {{^}}  CUFFT_CHECK(hipfftCreate(&staged));
  CUFFT_CHECK(cufftSetAutoAllocation(staged, 0));
// CHECK: {{^}}  CUFFT_CHECK(hipfftSetAutoAllocation(staged, 0));
  CUFFT_CHECK(cufftMakePlan1d(staged, nx, CUFFT_C2R, 1, &workSize));
// CHECK: {{^}}  CUFFT_CHECK(hipfftMakePlan1d(staged, nx, HIPFFT_C2R, 1, &workSize));
  CUFFT_CHECK(cufftGetSize1d(staged, nx, CUFFT_C2R, 1, &workSize));
// CHECK: {{^}}  CUFFT_CHECK(hipfftGetSize1d(staged, nx, HIPFFT_C2R, 1, &workSize));
  CUFFT_CHECK(cufftGetSize(staged, &workSize));
// CHECK: {{^}}  CUFFT_CHECK(hipfftGetSize(staged, &workSize));
  CUFFT_CHECK(cufftSetWorkArea(staged, work));
// CHECK: {{^}}  CUFFT_CHECK(hipfftSetWorkArea(staged, work));
  CUFFT_CHECK(cufftSetStream(p1, stream));
// CHECK: {{^}}  CUFFT_CHECK(hipfftSetStream(p1, stream));

  CUFFT_CHECK(cufftExecC2C(p1, c, c, CUFFT_FORWARD));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecC2C(p1, c, c, HIPFFT_FORWARD));
  CUFFT_CHECK(cufftExecC2C(p3, c, c, CUFFT_INVERSE));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecC2C(p3, c, c, HIPFFT_BACKWARD));
  CUFFT_CHECK(cufftExecZ2Z(p2, z, z, CUFFT_FORWARD));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecZ2Z(p2, z, z, HIPFFT_FORWARD));
  CUFFT_CHECK(cufftExecR2C(real, r, c));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecR2C(real, r, c));
  CUFFT_CHECK(cufftExecC2R(staged, c, r));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecC2R(staged, c, r));
  CUFFT_CHECK(cufftExecD2Z(dreal, d, z));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecD2Z(dreal, d, z));
  cufftHandle inv;
// CHECK: {{^}}  hipfftHandle inv;
  CUFFT_CHECK(cufftPlan1d(&inv, nx, CUFFT_Z2D, 1));
// CHECK: {{^}}  CUFFT_CHECK(hipfftPlan1d(&inv, nx, HIPFFT_Z2D, 1));
  CUFFT_CHECK(cufftExecZ2D(inv, z, d));
// CHECK: {{^}}  CUFFT_CHECK(hipfftExecZ2D(inv, z, d));

  cufftResult last = cufftDestroy(p1);
// CHECK: {{^}}  hipfftResult last = hipfftDestroy(p1);
  CUFFT_CHECK(cufftDestroy(p2));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(p2));
  CUFFT_CHECK(cufftDestroy(p3));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(p3));
  CUFFT_CHECK(cufftDestroy(many));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(many));
  CUFFT_CHECK(cufftDestroy(staged));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(staged));
  CUFFT_CHECK(cufftDestroy(real));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(real));
  CUFFT_CHECK(cufftDestroy(dreal));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(dreal));
  CUFFT_CHECK(cufftDestroy(inv));
// CHECK: {{^}}  CUFFT_CHECK(hipfftDestroy(inv));
  return last == CUFFT_INVALID_PLAN || last == CUFFT_ALLOC_FAILED || last == CUFFT_EXEC_FAILED ? 1 : version;
// CHECK: {{^}}  return last == HIPFFT_INVALID_PLAN || last == HIPFFT_ALLOC_FAILED || last == HIPFFT_EXEC_FAILED ? 1 : version;
}
