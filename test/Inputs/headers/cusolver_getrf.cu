// cuSOLVER dense: LU factorization and solve, Cholesky, QR and SVD workspace queries.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CUSOLVER_CHECK(x) do { cusolverStatus_t s = (x); if (s != CUSOLVER_STATUS_SUCCESS) { printf("cusolver error %d at line %d\n", (int)s, __LINE__); return 1; } } while (0)

int main() {
  const int n = 3, lda = 3, ldb = 3;
  float hA[lda * n] = {1, 4, 2, 2, 5, 1, 3, 6, 1};
  float hB[n] = {1, 2, 3};
  float *dA, *dB, *dWork;
  int *dIpiv, *dInfo;
  cudaMalloc(&dA, sizeof(hA));
  cudaMalloc(&dB, sizeof(hB));
  cudaMalloc(&dIpiv, n * sizeof(int));
  cudaMalloc(&dInfo, sizeof(int));
  cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice);

  cusolverDnHandle_t handle;
  CUSOLVER_CHECK(cusolverDnCreate(&handle));
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  CUSOLVER_CHECK(cusolverDnSetStream(handle, stream));
  int lwork = 0;
  CUSOLVER_CHECK(cusolverDnSgetrf_bufferSize(handle, n, n, dA, lda, &lwork));
  cudaMalloc(&dWork, lwork * sizeof(float));
  CUSOLVER_CHECK(cusolverDnSgetrf(handle, n, n, dA, lda, dWork, dIpiv, dInfo));
  CUSOLVER_CHECK(cusolverDnSgetrs(handle, CUBLAS_OP_N, n, 1, dA, lda, dIpiv, dB, ldb, dInfo));

  int lworkChol = 0, lworkQr = 0, lworkSvd = 0;
  CUSOLVER_CHECK(cusolverDnSpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, dA, lda, &lworkChol));
  CUSOLVER_CHECK(cusolverDnSpotrf(handle, CUBLAS_FILL_MODE_LOWER, n, dA, lda, dWork, lwork, dInfo));
  CUSOLVER_CHECK(cusolverDnSgeqrf_bufferSize(handle, n, n, dA, lda, &lworkQr));
  CUSOLVER_CHECK(cusolverDnSgesvd_bufferSize(handle, n, n, &lworkSvd));
  double *dD;
  cudaMalloc(&dD, sizeof(double) * n * n);
  int lworkD = 0;
  CUSOLVER_CHECK(cusolverDnDgetrf_bufferSize(handle, n, n, dD, n, &lworkD));

  int info = 0;
  cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaMemcpyAsync(hB, dB, sizeof(hB), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  printf("info %d, x = %f %f %f, lwork %d/%d/%d/%d/%d\n", info, hB[0], hB[1], hB[2], lwork, lworkChol, lworkQr, lworkSvd, lworkD);
  CUSOLVER_CHECK(cusolverDnDestroy(handle));
  cudaStreamDestroy(stream);
  cudaFree(dA); cudaFree(dB); cudaFree(dWork); cudaFree(dIpiv); cudaFree(dInfo); cudaFree(dD);
  return 0;
}
