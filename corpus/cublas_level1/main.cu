// cuBLAS level-1 routines (saxpy, sdot, snrm2, isamax) against CPU versions.
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

static unsigned int seed = 7u;
static float nextFloat() {  // LCG value in [-1, 1)
  seed = seed * 1103515245u + 12345u;
  return (float)((seed >> 9) & 0x3fffff) / (float)0x200000 - 1.0f;
}

static bool nearlyEqual(double a, double b, double rel) {
  return std::fabs(a - b) <= rel * (1.0 + std::fabs(b));
}

int main() {
  const int n = 10000;
  const float alpha = 0.75f;
  const int peak = 4321;  // 0-based position of the unique largest |x|

  std::vector<float> x(n), y(n), yOut(n);
  for (int i = 0; i < n; ++i) {
    x[i] = nextFloat();
    y[i] = nextFloat();
  }
  x[peak] = -3.0f;

  float *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  cublasHandle_t h;
  CUBLAS_CHECK(cublasCreate(&h));
  CUBLAS_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));

  float dot = 0.0f, nrm = 0.0f;
  int amax = 0;
  CUBLAS_CHECK(cublasSdot(h, n, dx, 1, dy, 1, &dot));      // uses original y
  CUBLAS_CHECK(cublasSnrm2(h, n, dx, 1, &nrm));
  CUBLAS_CHECK(cublasIsamax(h, n, dx, 1, &amax));          // 1-based result
  CUBLAS_CHECK(cublasSaxpy(h, n, &alpha, dx, 1, dy, 1));   // y = alpha*x + y
  CUDA_CHECK(cudaMemcpy(yOut.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUBLAS_CHECK(cublasDestroy(h));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));

  double refDot = 0.0, refSq = 0.0;
  int refMax = 0;
  for (int i = 0; i < n; ++i) {
    refDot += (double)x[i] * y[i];
    refSq += (double)x[i] * x[i];
    if (std::fabs(x[i]) > std::fabs(x[refMax])) refMax = i;
  }
  double refNrm = std::sqrt(refSq);

  bool ok = true;
  for (int i = 0; i < n; ++i) {
    float want = alpha * x[i] + y[i];
    if (!nearlyEqual(yOut[i], want, 1e-5)) {
      printf("saxpy mismatch at %d: %f vs %f\n", i, yOut[i], want);
      ok = false;
      break;
    }
  }
  if (!nearlyEqual(dot, refDot, 1e-4)) {
    printf("sdot %f vs %f\n", dot, refDot);
    ok = false;
  }
  if (!nearlyEqual(nrm, refNrm, 1e-4)) {
    printf("snrm2 %f vs %f\n", nrm, refNrm);
    ok = false;
  }
  if (amax != refMax + 1) {
    printf("isamax %d vs %d (1-based)\n", amax, refMax + 1);
    ok = false;
  }
  printf("dot %.4f nrm2 %.4f isamax %d\n", dot, nrm, amax);
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
