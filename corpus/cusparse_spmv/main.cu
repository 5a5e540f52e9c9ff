// Sparse matrix-vector product y = alpha*A*x + beta*y with the cuSPARSE
// generic API (CSR matrix descriptor, dense vector descriptors, SpMV).
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define CUSPARSE_CHECK(call)                                                 \
  do {                                                                       \
    cusparseStatus_t st_ = (call);                                           \
    if (st_ != CUSPARSE_STATUS_SUCCESS) {                                    \
      fprintf(stderr, "cuSPARSE error %s at %s:%d\n",                        \
              cusparseGetErrorString(st_), __FILE__, __LINE__);              \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

static unsigned int lcg = 99u;
static unsigned int nextU() { return lcg = lcg * 1664525u + 1013904223u; }
static float nextF() { return (float)(nextU() >> 8) / 16777216.0f - 0.5f; }

int main() {
  const int n = 2000;
  const float alpha = 2.0f, beta = 0.5f;

  // Build a CSR matrix: a tridiagonal band plus a few pseudo-random entries
  // to the right of the band in each row (columns kept sorted).
  std::vector<int> rowPtr(n + 1, 0), colInd;
  std::vector<float> vals;
  for (int r = 0; r < n; ++r) {
    for (int c = r - 1; c <= r + 1; ++c)
      if (c >= 0 && c < n) { colInd.push_back(c); vals.push_back(c == r ? 4.0f : nextF()); }
    int c = r + 2;
    for (int k = 0; k < 3; ++k) {
      c += 1 + (int)(nextU() % 97u);
      if (c >= n) break;
      colInd.push_back(c);
      vals.push_back(nextF());
    }
    rowPtr[r + 1] = (int)colInd.size();
  }
  const int nnz = (int)colInd.size();

  std::vector<float> x(n), y(n), ref(n);
  for (int i = 0; i < n; ++i) { x[i] = nextF(); y[i] = nextF(); }
  for (int r = 0; r < n; ++r) {
    double acc = 0.0;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k) acc += (double)vals[k] * x[colInd[k]];
    ref[r] = (float)(alpha * acc + beta * y[r]);
  }

  int *dRowPtr, *dCol;
  float *dVal, *dX, *dY;
  CUDA_CHECK(cudaMalloc(&dRowPtr, (n + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dCol, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dVal, nnz * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dX, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dY, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dCol, colInd.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dVal, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dX, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dY, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  cusparseHandle_t handle;
  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  CUSPARSE_CHECK(cusparseCreateCsr(&matA, n, n, nnz, dRowPtr, dCol, dVal,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecX, n, dX, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecY, n, dY, CUDA_R_32F));

  size_t bufferSize = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                         &alpha, matA, vecX, &beta, vecY, CUDA_R_32F,
                                         CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void* dBuffer = nullptr;
  CUDA_CHECK(cudaMalloc(&dBuffer, bufferSize > 0 ? bufferSize : 1));
  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                              vecX, &beta, vecY, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, dBuffer));

  std::vector<float> out(n);
  CUDA_CHECK(cudaMemcpy(out.data(), dY, n * sizeof(float), cudaMemcpyDeviceToHost));

  CUSPARSE_CHECK(cusparseDestroySpMat(matA));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecX));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecY));
  CUSPARSE_CHECK(cusparseDestroy(handle));
  CUDA_CHECK(cudaFree(dBuffer));
  CUDA_CHECK(cudaFree(dRowPtr));
  CUDA_CHECK(cudaFree(dCol));
  CUDA_CHECK(cudaFree(dVal));
  CUDA_CHECK(cudaFree(dX));
  CUDA_CHECK(cudaFree(dY));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    if (std::fabs(out[i] - ref[i]) > 1e-4f * (1.0f + std::fabs(ref[i]))) {
      if (bad < 5) printf("row %d: gpu %f cpu %f\n", i, out[i], ref[i]);
      ++bad;
    }
  }
  printf("spmv n=%d nnz=%d buffer=%zu bytes, %d mismatches\n", n, nnz, bufferSize, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
