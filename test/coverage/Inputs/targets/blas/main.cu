#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>

int main() {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
    return 1;
  float *x, *y;
  cudaMalloc(&x, 16 * sizeof(float));
  cudaMalloc(&y, 16 * sizeof(float));
  const float alpha = 2.0f;
  cublasSaxpy(h, 16, &alpha, x, 1, y, 1);
  cublasDestroy(h);
  cudaFree(x);
  cudaFree(y);
  printf("PASS\n");
  return 0;
}
