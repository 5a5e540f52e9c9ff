// C = alpha * A * B + beta * C with cublasSgemm (column-major storage),
// checked against a straightforward CPU triple loop.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define CUBLAS_CHECK(call)                                                   \
  do {                                                                       \
    cublasStatus_t st_ = (call);                                             \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                      \
      fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)st_, __FILE__,      \
              __LINE__);                                                     \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

// Column-major indexing helper: element (row, col) of a matrix with leading
// dimension ld.
#define IDX2C(row, col, ld) ((col) * (ld) + (row))

static unsigned int lcgState = 12345u;
static float lcgFloat() {  // deterministic value in [-1, 1)
  lcgState = lcgState * 1664525u + 1013904223u;
  return (float)(lcgState >> 8) / (float)(1u << 23) - 1.0f;
}

int main() {
  const int M = 96, N = 80, K = 112;  // A: MxK, B: KxN, C: MxN
  const float alpha = 1.5f, beta = -0.5f;

  std::vector<float> hA(M * K), hB(K * N), hC(M * N), ref(M * N);
  for (auto& v : hA) v = lcgFloat();
  for (auto& v : hB) v = lcgFloat();
  for (auto& v : hC) v = lcgFloat();

  for (int j = 0; j < N; ++j)
    for (int i = 0; i < M; ++i) {
      double acc = 0.0;
      for (int p = 0; p < K; ++p)
        acc += (double)hA[IDX2C(i, p, M)] * hB[IDX2C(p, j, K)];
      ref[IDX2C(i, j, M)] = (float)(alpha * acc + beta * hC[IDX2C(i, j, M)]);
    }

  float *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc(&dA, hA.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dB, hB.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dC, hC.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dC, hC.data(), hC.size() * sizeof(float), cudaMemcpyHostToDevice));

  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  // Keep plain FP32 math so the tolerance below is meaningful.
  CUBLAS_CHECK(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH));
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha,
                           dA, M, dB, K, &beta, dC, M));
  CUDA_CHECK(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUBLAS_CHECK(cublasDestroy(handle));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));

  int bad = 0;
  double maxErr = 0.0;
  for (int i = 0; i < M * N; ++i) {
    double err = std::fabs((double)hC[i] - ref[i]);
    if (err > maxErr) maxErr = err;
    if (err > 1e-3 * (1.0 + std::fabs(ref[i]))) {
      if (bad < 5) printf("mismatch at %d: gpu %f cpu %f\n", i, hC[i], ref[i]);
      ++bad;
    }
  }
  printf("sgemm %dx%dx%d max abs error %.3e, %d mismatches\n", M, N, K, maxErr, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
