// Solve A x = b with cuSOLVER dense LU: cusolverDnSgetrf (with partial
// pivoting) followed by cusolverDnSgetrs, then check the residual on the CPU.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define CUSOLVER_CHECK(call)                                                 \
  do {                                                                       \
    cusolverStatus_t st_ = (call);                                           \
    if (st_ != CUSOLVER_STATUS_SUCCESS) {                                    \
      fprintf(stderr, "cuSOLVER error %d at %s:%d\n", (int)st_, __FILE__,    \
              __LINE__);                                                     \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

static unsigned int lcg = 31337u;
static float nextF() {
  lcg = lcg * 1664525u + 1013904223u;
  return (float)(lcg >> 8) / 16777216.0f * 2.0f - 1.0f;
}

int main() {
  const int n = 128, lda = n, ldb = n, nrhs = 1;

  // Column-major A; add n/4 on the diagonal so it is comfortably nonsingular
  // while pivoting is still exercised by the random off-diagonal part.
  std::vector<float> A(lda * n), b(n), x(n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) A[j * lda + i] = nextF() + (i == j ? n / 4.0f : 0.0f);
  for (auto& v : b) v = nextF();

  float *dA, *dB, *dWork;
  int *dPiv, *dInfo;
  CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dPiv, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dInfo, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice));

  cusolverDnHandle_t handle;
  CUSOLVER_CHECK(cusolverDnCreate(&handle));
  int lwork = 0;
  CUSOLVER_CHECK(cusolverDnSgetrf_bufferSize(handle, n, n, dA, lda, &lwork));
  CUDA_CHECK(cudaMalloc(&dWork, (size_t)lwork * sizeof(float)));

  int info = 0;
  CUSOLVER_CHECK(cusolverDnSgetrf(handle, n, n, dA, lda, dWork, dPiv, dInfo));
  CUDA_CHECK(cudaMemcpy(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost));
  if (info != 0) {
    printf("getrf info = %d\nFAIL\n", info);
    return 1;
  }
  CUSOLVER_CHECK(cusolverDnSgetrs(handle, CUBLAS_OP_N, n, nrhs, dA, lda, dPiv,
                                  dB, ldb, dInfo));
  CUDA_CHECK(cudaMemcpy(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(x.data(), dB, n * sizeof(float), cudaMemcpyDeviceToHost));

  CUSOLVER_CHECK(cusolverDnDestroy(handle));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dWork));
  CUDA_CHECK(cudaFree(dPiv));
  CUDA_CHECK(cudaFree(dInfo));

  if (info != 0) {
    printf("getrs info = %d\nFAIL\n", info);
    return 1;
  }
  double resNorm = 0.0, bNorm = 0.0;
  for (int i = 0; i < n; ++i) {
    double r = -b[i];
    for (int j = 0; j < n; ++j) r += (double)A[j * lda + i] * x[j];
    resNorm += r * r;
    bNorm += (double)b[i] * b[i];
  }
  double rel = std::sqrt(resNorm / bNorm);
  printf("n=%d lwork=%d relative residual %.3e\n", n, lwork, rel);
  bool ok = rel < 1e-4;
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
