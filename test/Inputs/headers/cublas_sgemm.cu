// cuBLAS: SGEMM, level-1 routines, batched and mixed-precision GEMM.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CUBLAS_CHECK(x) do { cublasStatus_t s = (x); if (s != CUBLAS_STATUS_SUCCESS) { printf("cublas error %d at %d\n", (int)s, __LINE__); return 1; } } while (0)

int main() {
  const int m = 64, n = 48, k = 32, batch = 4;
  std::vector<float> hA(m * k, 1.0f), hB(k * n, 2.0f), hC(m * n, 0.0f);
  float *dA, *dB, *dC, *dx, *dy;
  cudaMalloc(&dA, sizeof(float) * m * k * batch);
  cudaMalloc(&dB, sizeof(float) * k * n * batch);
  cudaMalloc(&dC, sizeof(float) * m * n * batch);
  cudaMalloc(&dx, sizeof(float) * m);
  cudaMalloc(&dy, sizeof(float) * m);

  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  CUBLAS_CHECK(cublasSetStream(handle, stream));
  CUBLAS_CHECK(cublasSetMatrix(m, k, sizeof(float), hA.data(), m, dA, m));
  CUBLAS_CHECK(cublasSetMatrix(k, n, sizeof(float), hB.data(), k, dB, k));
  CUBLAS_CHECK(cublasSetVector(m, sizeof(float), hA.data(), 1, dx, 1));
  CUBLAS_CHECK(cublasSetVector(m, sizeof(float), hA.data(), 1, dy, 1));

  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m));
  CUBLAS_CHECK(cublasSgemmStridedBatched(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, dA, m,
                                         (long long)m * k, dB, n, (long long)k * n, &beta, dC, m,
                                         (long long)m * n, batch));
  CUBLAS_CHECK(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, CUDA_R_32F, m, dB,
                            CUDA_R_32F, k, &beta, dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                            CUBLAS_GEMM_DEFAULT));
  CUBLAS_CHECK(cublasSgemv(handle, CUBLAS_OP_N, m, k, &alpha, dA, m, dx, 1, &beta, dy, 1));
  CUBLAS_CHECK(cublasSaxpy(handle, m, &alpha, dx, 1, dy, 1));
  float dot = 0.0f, nrm = 0.0f;
  int imax = 0;
  CUBLAS_CHECK(cublasSdot(handle, m, dx, 1, dy, 1, &dot));
  CUBLAS_CHECK(cublasSnrm2(handle, m, dy, 1, &nrm));
  CUBLAS_CHECK(cublasIsamax(handle, m, dy, 1, &imax));
  CUBLAS_CHECK(cublasSscal(handle, m, &alpha, dy, 1));

  double *dd;
  cudaMalloc(&dd, sizeof(double) * m * m);
  const double one = 1.0, zero = 0.0;
  CUBLAS_CHECK(cublasDgemm(handle, CUBLAS_OP_T, CUBLAS_OP_N, m, m, m, &one, dd, m, dd, m, &zero, dd, m));
  CUBLAS_CHECK(cublasDaxpy(handle, m, &one, dd, 1, dd + m, 1));

  CUBLAS_CHECK(cublasGetMatrix(m, n, sizeof(float), dC, m, hC.data(), m));
  printf("C[0] = %f dot = %f nrm = %f imax = %d\n", hC[0], dot, nrm, imax);
  CUBLAS_CHECK(cublasDestroy(handle));
  cudaStreamDestroy(stream);
  cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dx); cudaFree(dy); cudaFree(dd);
  return 0;
}
