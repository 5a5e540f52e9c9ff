// Area: cuSOLVER dense (cusolverDn) -> hipSOLVER's compatibility API
// (hipsolverDn*). Handle and stream, LU, Cholesky, QR, symmetric eigensolvers
// (including Jacobi with its info object), SVD (including Jacobi), triangular
// solves and the fill, operation, eigen-mode and status enumerators.
// Not compiled: Debian packages neither hipSOLVER nor rocSOLVER, so the output
// is checked as text against hipsolver.h's names (the hipcc line would run
// under a lit feature `hipsolver`, which test/lit.cfg.py does not define today).
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipsolver %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cusolverDn.h>
// CHECK: {{^}}#include <hipsolver/hipsolver.h>
#include <cstdio>

#define CUSOLVER_CHECK(x)                                                       \
  do {                                                                          \
    cusolverStatus_t s_ = (x);                                                  \
    if (s_ != CUSOLVER_STATUS_SUCCESS) printf("cusolver error %d\n", (int)s_);  \
  } while (0)
// CHECK: {{^}}    hipsolverStatus_t s_ = (x);
// CHECK: {{^}}    if (s_ != HIPSOLVER_STATUS_SUCCESS) printf("cusolver error %d\n", (int)s_);

int solverSample(int n, float *A, float *B, double *dA, double *dB, float *S, float *U, float *VT,
                 float *W, double *dW, float *tau, int *ipiv, int *info, cudaStream_t stream) {
// CHECK: {{^}}                 float *W, double *dW, float *tau, int *ipiv, int *info, hipStream_t stream) {
  cusolverDnHandle_t h;
// CHECK: {{^}}  hipsolverHandle_t h;
  CUSOLVER_CHECK(cusolverDnCreate(&h));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnCreate(&h));
  CUSOLVER_CHECK(cusolverDnSetStream(h, stream));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverSetStream(h, stream));
  cudaStream_t got;
// CHECK: {{^}}  hipStream_t got;
  CUSOLVER_CHECK(cusolverDnGetStream(h, &got));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverGetStream(h, &got));
  int lwork = 0;
  float *work = nullptr;
  double *dwork = nullptr;

  CUSOLVER_CHECK(cusolverDnSgetrf_bufferSize(h, n, n, A, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgetrf_bufferSize(h, n, n, A, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSgetrf(h, n, n, A, n, work, ipiv, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgetrf(h, n, n, A, n, work, ipiv, info));
  CUSOLVER_CHECK(cusolverDnSgetrs(h, CUBLAS_OP_N, n, 1, A, n, ipiv, B, n, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgetrs(h, HIPBLAS_OP_N, n, 1, A, n, ipiv, B, n, info));
  CUSOLVER_CHECK(cusolverDnDgetrf_bufferSize(h, n, n, dA, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDgetrf_bufferSize(h, n, n, dA, n, &lwork));
  CUSOLVER_CHECK(cusolverDnDgetrf(h, n, n, dA, n, dwork, ipiv, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDgetrf(h, n, n, dA, n, dwork, ipiv, info));
  CUSOLVER_CHECK(cusolverDnDgetrs(h, CUBLAS_OP_T, n, 1, dA, n, ipiv, dB, n, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDgetrs(h, HIPBLAS_OP_T, n, 1, dA, n, ipiv, dB, n, info));

  CUSOLVER_CHECK(cusolverDnSpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, A, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSpotrf_bufferSize(h, HIPBLAS_FILL_MODE_LOWER, n, A, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSpotrf(h, HIPBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info));
  CUSOLVER_CHECK(cusolverDnSpotrs(h, CUBLAS_FILL_MODE_LOWER, n, 1, A, n, B, n, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSpotrs(h, HIPBLAS_FILL_MODE_LOWER, n, 1, A, n, B, n, info));
  CUSOLVER_CHECK(cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_UPPER, n, dA, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDpotrf_bufferSize(h, HIPBLAS_FILL_MODE_UPPER, n, dA, n, &lwork));
  CUSOLVER_CHECK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_UPPER, n, dA, n, dwork, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDpotrf(h, HIPBLAS_FILL_MODE_UPPER, n, dA, n, dwork, lwork, info));

  CUSOLVER_CHECK(cusolverDnSgeqrf_bufferSize(h, n, n, A, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgeqrf_bufferSize(h, n, n, A, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSgeqrf(h, n, n, A, n, tau, work, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgeqrf(h, n, n, A, n, tau, work, lwork, info));
  CUSOLVER_CHECK(cusolverDnSormqr_bufferSize(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, 1, n, A, n, tau, B, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSormqr_bufferSize(h, HIPBLAS_SIDE_LEFT, HIPBLAS_OP_T, n, 1, n, A, n, tau, B, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, 1, n, A, n, tau, B, n, work, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSormqr(h, HIPBLAS_SIDE_LEFT, HIPBLAS_OP_T, n, 1, n, A, n, tau, B, n, work, lwork, info));
  CUSOLVER_CHECK(cusolverDnSorgqr_bufferSize(h, n, n, n, A, n, tau, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSorgqr_bufferSize(h, n, n, n, A, n, tau, &lwork));
  CUSOLVER_CHECK(cusolverDnSorgqr(h, n, n, n, A, n, tau, work, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSorgqr(h, n, n, n, A, n, tau, work, lwork, info));

  CUSOLVER_CHECK(cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSsyevd_bufferSize(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork));
  CUSOLVER_CHECK(cusolverDnSsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSsyevd(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info));
  CUSOLVER_CHECK(cusolverDnDsyevd_bufferSize(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, n, dA, n, dW, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDsyevd_bufferSize(h, HIPSOLVER_EIG_MODE_NOVECTOR, HIPBLAS_FILL_MODE_UPPER, n, dA, n, dW, &lwork));
  CUSOLVER_CHECK(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, n, dA, n, dW, dwork, lwork, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDsyevd(h, HIPSOLVER_EIG_MODE_NOVECTOR, HIPBLAS_FILL_MODE_UPPER, n, dA, n, dW, dwork, lwork, info));
  syevjInfo_t syevj;
// CHECK: {{^}}  hipsolverSyevjInfo_t syevj;
  CUSOLVER_CHECK(cusolverDnCreateSyevjInfo(&syevj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnCreateSyevjInfo(&syevj));
  CUSOLVER_CHECK(cusolverDnXsyevjSetTolerance(syevj, 1e-7));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnXsyevjSetTolerance(syevj, 1e-7));
  CUSOLVER_CHECK(cusolverDnXsyevjSetMaxSweeps(syevj, 100));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnXsyevjSetMaxSweeps(syevj, 100));
  CUSOLVER_CHECK(cusolverDnSsyevj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork, syevj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSsyevj_bufferSize(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork, syevj));
  CUSOLVER_CHECK(cusolverDnSsyevj(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info, syevj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSsyevj(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info, syevj));
  CUSOLVER_CHECK(cusolverDnDestroySyevjInfo(syevj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDestroySyevjInfo(syevj));

  CUSOLVER_CHECK(cusolverDnSgesvd_bufferSize(h, n, n, &lwork));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgesvd_bufferSize(h, n, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSgesvd(h, 'A', 'A', n, n, A, n, S, U, n, VT, n, work, lwork, nullptr, info));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgesvd(h, 'A', 'A', n, n, A, n, S, U, n, VT, n, work, lwork, nullptr, info));
  gesvdjInfo_t gesvdj;
// CHECK: {{^}}  hipsolverGesvdjInfo_t gesvdj;
  CUSOLVER_CHECK(cusolverDnCreateGesvdjInfo(&gesvdj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnCreateGesvdjInfo(&gesvdj));
  CUSOLVER_CHECK(cusolverDnSgesvdj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, 0, n, n, A, n, S, U, n, VT, n, &lwork, gesvdj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgesvdj_bufferSize(h, HIPSOLVER_EIG_MODE_VECTOR, 0, n, n, A, n, S, U, n, VT, n, &lwork, gesvdj));
  CUSOLVER_CHECK(cusolverDnSgesvdj(h, CUSOLVER_EIG_MODE_VECTOR, 0, n, n, A, n, S, U, n, VT, n, work, lwork, info, gesvdj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnSgesvdj(h, HIPSOLVER_EIG_MODE_VECTOR, 0, n, n, A, n, S, U, n, VT, n, work, lwork, info, gesvdj));
  CUSOLVER_CHECK(cusolverDnDestroyGesvdjInfo(gesvdj));
// CHECK: {{^}}  CUSOLVER_CHECK(hipsolverDnDestroyGesvdjInfo(gesvdj));

  cusolverStatus_t last = cusolverDnDestroy(h);
// CHECK: {{^}}  hipsolverStatus_t last = hipsolverDnDestroy(h);
  return last == CUSOLVER_STATUS_NOT_INITIALIZED || last == CUSOLVER_STATUS_INVALID_VALUE ? 1 : lwork;
// CHECK: {{^}}  return last == HIPSOLVER_STATUS_NOT_INITIALIZED || last == HIPSOLVER_STATUS_INVALID_VALUE ? 1 : lwork;
}
