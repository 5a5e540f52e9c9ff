// Whole program, cuSPARSE generic API: y = alpha * A * x + beta * y for a CSR
// matrix (a 1-D Laplacian), with the workspace query, and the result checked
// against a CPU product. cudaDataType and the SpMV algorithm enumerators are
// HIP 5.2's (hip/library_types.h, hipSPARSE). Translated for HIP 5.2 it
// compiles with hipcc against Debian's hipSPARSE.
// REQUIRES: hipsparse
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %hipcc-gfx90a %t.hip -o %t.o
// DIAG-NOT: warning
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cusparse.h>
// CHECK: {{^}}#include <hipsparse/hipsparse.h>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hipError_t e_ = (call);
// CHECK: {{^}}    if (e_ != hipSuccess) {
// CHECK: {{^}}      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_));
#define CUSPARSE_CHECK(call)                                                    \
  do {                                                                          \
    cusparseStatus_t s_ = (call);                                               \
    if (s_ != CUSPARSE_STATUS_SUCCESS) {                                        \
      fprintf(stderr, "%s:%d: cusparse status %d\n", __FILE__, __LINE__, (int)s_); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hipsparseStatus_t s_ = (call);
// CHECK: {{^}}    if (s_ != HIPSPARSE_STATUS_SUCCESS) {

int main() {
  const int n = 1000;
  std::vector<int> rowPtr(n + 1), colInd;
  std::vector<float> vals, x(n), y(n, 1.0f), expect(n);
  for (int i = 0; i < n; ++i) {
    rowPtr[i] = (int)colInd.size();
    for (int j = i - 1; j <= i + 1; ++j)
      if (j >= 0 && j < n) {
        colInd.push_back(j);
        vals.push_back(j == i ? 2.0f : -1.0f);
      }
    x[i] = 0.001f * i;
  }
  rowPtr[n] = (int)colInd.size();
  const int nnz = rowPtr[n];
  const float alpha = 2.0f, beta = 0.5f;
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int k = rowPtr[i]; k < rowPtr[i + 1]; ++k) s += vals[k] * x[colInd[k]];
    expect[i] = alpha * s + beta * y[i];
  }

  int *dRow, *dCol;
  float *dVal, *dX, *dY;
  CUDA_CHECK(cudaMalloc(&dRow, (n + 1) * sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&dRow, (n + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dCol, nnz * sizeof(int)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&dCol, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dVal, nnz * sizeof(float)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&dVal, nnz * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dX, n * sizeof(float)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&dX, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dY, n * sizeof(float)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&dY, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), hipMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dCol, colInd.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(dCol, colInd.data(), nnz * sizeof(int), hipMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dVal, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(dVal, vals.data(), nnz * sizeof(float), hipMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dX, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(dX, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dY, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(dY, y.data(), n * sizeof(float), hipMemcpyHostToDevice));

  cusparseHandle_t handle;
// CHECK: {{^}}  hipsparseHandle_t handle;
  cusparseSpMatDescr_t matA;
// CHECK: {{^}}  hipsparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
// CHECK: {{^}}  hipsparseDnVecDescr_t vecX, vecY;
  CUSPARSE_CHECK(cusparseCreate(&handle));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreate(&handle));
  CUSPARSE_CHECK(cusparseCreateCsr(&matA, n, n, nnz, dRow, dCol, dVal, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateCsr(&matA, n, n, nnz, dRow, dCol, dVal, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
// CHECK: {{^}}                                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecX, n, dX, CUDA_R_32F));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnVec(&vecX, n, dX, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecY, n, dY, CUDA_R_32F));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnVec(&vecY, n, dY, HIP_R_32F));
  size_t bufferSize = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta, vecY,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta, vecY,
                                         CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
// CHECK: {{^}}                                         HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void *buffer = nullptr;
  CUDA_CHECK(cudaMalloc(&buffer, bufferSize));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&buffer, bufferSize));
  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta, vecY,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta, vecY,
                              CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer));
// CHECK: {{^}}                              HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buffer));
  CUDA_CHECK(cudaMemcpy(y.data(), dY, n * sizeof(float), cudaMemcpyDeviceToHost));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(y.data(), dY, n * sizeof(float), hipMemcpyDeviceToHost));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecX));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnVec(vecX));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecY));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnVec(vecY));
  CUSPARSE_CHECK(cusparseDestroySpMat(matA));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroySpMat(matA));
  CUSPARSE_CHECK(cusparseDestroy(handle));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroy(handle));
  CUDA_CHECK(cudaFree(buffer));
// CHECK: {{^}}  CUDA_CHECK(hipFree(buffer));
  CUDA_CHECK(cudaFree(dRow));
// CHECK: {{^}}  CUDA_CHECK(hipFree(dRow));
  CUDA_CHECK(cudaFree(dCol));
// CHECK: {{^}}  CUDA_CHECK(hipFree(dCol));
  CUDA_CHECK(cudaFree(dVal));
// CHECK: {{^}}  CUDA_CHECK(hipFree(dVal));
  CUDA_CHECK(cudaFree(dX));
// CHECK: {{^}}  CUDA_CHECK(hipFree(dX));
  CUDA_CHECK(cudaFree(dY));
// CHECK: {{^}}  CUDA_CHECK(hipFree(dY));

  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += std::fabs(y[i] - expect[i]) > 1e-4f * (1 + std::fabs(expect[i]));
  printf("SpMV n=%d nnz=%d: %d mismatches: %s\n", n, nnz, bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
