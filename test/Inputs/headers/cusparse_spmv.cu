// cuSPARSE generic API: y = alpha * A * x + beta * y with A in CSR format.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CUSPARSE_CHECK(x) do { cusparseStatus_t s = (x); if (s != CUSPARSE_STATUS_SUCCESS) { printf("cusparse: %s\n", cusparseGetErrorString(s)); return 1; } } while (0)

int main() {
  // 4x4 matrix with 9 nonzeros
  const int rows = 4, cols = 4, nnz = 9;
  int hRowPtr[] = {0, 3, 4, 7, 9};
  int hColInd[] = {0, 2, 3, 1, 0, 2, 3, 1, 3};
  float hVal[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  float hX[] = {1, 2, 3, 4}, hY[4] = {0};
  int *dRowPtr, *dColInd;
  float *dVal, *dX, *dY;
  cudaMalloc(&dRowPtr, sizeof(hRowPtr));
  cudaMalloc(&dColInd, sizeof(hColInd));
  cudaMalloc(&dVal, sizeof(hVal));
  cudaMalloc(&dX, sizeof(hX));
  cudaMalloc(&dY, sizeof(hY));
  cudaMemcpy(dRowPtr, hRowPtr, sizeof(hRowPtr), cudaMemcpyHostToDevice);
  cudaMemcpy(dColInd, hColInd, sizeof(hColInd), cudaMemcpyHostToDevice);
  cudaMemcpy(dVal, hVal, sizeof(hVal), cudaMemcpyHostToDevice);
  cudaMemcpy(dX, hX, sizeof(hX), cudaMemcpyHostToDevice);

  cusparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
  CUSPARSE_CHECK(cusparseCreateCsr(&matA, rows, cols, nnz, dRowPtr, dColInd, dVal, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecX, cols, dX, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecY, rows, dY, CUDA_R_32F));
  float alpha = 1.0f, beta = 0.0f;
  size_t bufferSize = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta,
                                         vecY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void *dBuffer = nullptr;
  cudaMalloc(&dBuffer, bufferSize);
  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta, vecY,
                              CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, dBuffer));
  int64_t r, c, z;
  CUSPARSE_CHECK(cusparseSpMatGetSize(matA, &r, &c, &z));

  cusparseMatDescr_t descr;
  CUSPARSE_CHECK(cusparseCreateMatDescr(&descr));
  CUSPARSE_CHECK(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
  CUSPARSE_CHECK(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
  int *dCooRows;
  cudaMalloc(&dCooRows, nnz * sizeof(int));
  CUSPARSE_CHECK(cusparseXcsr2coo(handle, dRowPtr, nnz, rows, dCooRows, CUSPARSE_INDEX_BASE_ZERO));
  CUSPARSE_CHECK(cusparseDestroyMatDescr(descr));

  cudaMemcpy(hY, dY, sizeof(hY), cudaMemcpyDeviceToHost);
  printf("y = %f %f %f %f (%lld x %lld, nnz %lld)\n", hY[0], hY[1], hY[2], hY[3], (long long)r, (long long)c, (long long)z);
  CUSPARSE_CHECK(cusparseDestroySpMat(matA));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecX));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecY));
  CUSPARSE_CHECK(cusparseDestroy(handle));
  cudaFree(dBuffer); cudaFree(dRowPtr); cudaFree(dColInd); cudaFree(dVal); cudaFree(dX); cudaFree(dY); cudaFree(dCooRows);
  return 0;
}
