// Area: cuSPARSE -> hipSPARSE. Handle and stream, matrix descriptors, the
// generic API (sparse/dense matrix and vector descriptors, SpMV, SpMM, SpVV,
// Axpby, Gather/Scatter, CSR<->CSC, attribute queries), format conversions,
// index types, operations, algorithms and status codes. cudaDataType values
// become hipDataType's (HIP 5.2 has HIP_R_32F etc. in hip/library_types.h).
// The --hip-version 5.2 output compiles with hipcc against Debian's hipSPARSE.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipsparse %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.63.hip
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cusparse.h>
// CHECK: {{^}}#include <hipsparse/hipsparse.h>
#include <cstdio>

#define CUSPARSE_CHECK(x)                                                       \
  do {                                                                          \
    cusparseStatus_t s_ = (x);                                                  \
    if (s_ != CUSPARSE_STATUS_SUCCESS) printf("cusparse error %d\n", (int)s_);  \
  } while (0)
// CHECK: {{^}}    hipsparseStatus_t s_ = (x);
// CHECK: {{^}}    if (s_ != HIPSPARSE_STATUS_SUCCESS) printf("cusparse error %d\n", (int)s_);

int sparseSample(int m, int n, int nnz, int *rowPtr, int *colInd, float *vals, int *cooRows, float *x, float *y, float *B,
                 float *C, int *idx, float *xs, cudaStream_t stream) {
// CHECK: {{^}}                 float *C, int *idx, float *xs, hipStream_t stream) {
  cusparseHandle_t handle;
// CHECK: {{^}}  hipsparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreate(&handle));
  int version = 0;
  CUSPARSE_CHECK(cusparseGetVersion(handle, &version));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseGetVersion(handle, &version));
  CUSPARSE_CHECK(cusparseSetStream(handle, stream));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSetStream(handle, stream));
  cudaStream_t got;
// CHECK: {{^}}  hipStream_t got;
  CUSPARSE_CHECK(cusparseGetStream(handle, &got));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseGetStream(handle, &got));
  CUSPARSE_CHECK(cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST));

  cusparseMatDescr_t descr;
// CHECK: {{^}}  hipsparseMatDescr_t descr;
  CUSPARSE_CHECK(cusparseCreateMatDescr(&descr));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateMatDescr(&descr));
  CUSPARSE_CHECK(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL));
  CUSPARSE_CHECK(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ZERO));
  cusparseIndexBase_t base = cusparseGetMatIndexBase(descr);
// CHECK: {{^}}  hipsparseIndexBase_t base = hipsparseGetMatIndexBase(descr);
  CUSPARSE_CHECK(cusparseXcsr2coo(handle, rowPtr, nnz, m, cooRows, base));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseXcsr2coo(handle, rowPtr, nnz, m, cooRows, base));
  CUSPARSE_CHECK(cusparseXcoo2csr(handle, cooRows, nnz, m, rowPtr, CUSPARSE_INDEX_BASE_ZERO));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseXcoo2csr(handle, cooRows, nnz, m, rowPtr, HIPSPARSE_INDEX_BASE_ZERO));

  cusparseSpMatDescr_t A, Acoo;
// CHECK: {{^}}  hipsparseSpMatDescr_t A, Acoo;
  cusparseDnVecDescr_t vx, vy;
// CHECK: {{^}}  hipsparseDnVecDescr_t vx, vy;
  cusparseDnMatDescr_t mB, mC;
// CHECK: {{^}}  hipsparseDnMatDescr_t mB, mC;
  cusparseSpVecDescr_t vs;
// CHECK: {{^}}  hipsparseSpVecDescr_t vs;
  CUSPARSE_CHECK(cusparseCreateCsr(&A, m, n, nnz, rowPtr, colInd, vals, CUSPARSE_INDEX_32I,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateCsr(&A, m, n, nnz, rowPtr, colInd, vals, HIPSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
// CHECK: {{^}}                                   HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateCoo(&Acoo, m, n, nnz, cooRows, colInd, vals, CUSPARSE_INDEX_32I,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateCoo(&Acoo, m, n, nnz, cooRows, colInd, vals, HIPSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
// CHECK: {{^}}                                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vx, n, x, CUDA_R_32F));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnVec(&vx, n, x, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vy, m, y, CUDA_R_32F));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnVec(&vy, m, y, HIP_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnMat(&mB, n, 4, n, B, CUDA_R_32F, CUSPARSE_ORDER_COL));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnMat(&mB, n, 4, n, B, HIP_R_32F, HIPSPARSE_ORDER_COLUMN));
  CUSPARSE_CHECK(cusparseCreateDnMat(&mC, m, 4, m, C, CUDA_R_32F, CUSPARSE_ORDER_COL));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateDnMat(&mC, m, 4, m, C, HIP_R_32F, HIPSPARSE_ORDER_COLUMN));
  CUSPARSE_CHECK(cusparseCreateSpVec(&vs, n, 8, idx, xs, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCreateSpVec(&vs, n, 8, idx, xs, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));

  float alpha = 1.0f, beta = 0.0f;
  size_t bufferSize = 0;
  void *buffer = nullptr;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta,
                                         vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
// CHECK: {{^}}                                         vy, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  cudaMalloc(&buffer, bufferSize);
// CHECK: {{^}}  hipMalloc(&buffer, bufferSize);
  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
                              CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer));
// CHECK: {{^}}                              HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buffer));
  CUSPARSE_CHECK(cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMM_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                                         &alpha, Acoo, mB, &beta, mC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT,
// CHECK: {{^}}                                         &alpha, Acoo, mB, &beta, mC, HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT,
                                         &bufferSize));
  CUSPARSE_CHECK(cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, &alpha,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE, &alpha,
                              Acoo, mB, &beta, mC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buffer));
// CHECK: {{^}}                              Acoo, mB, &beta, mC, HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, buffer));
  float dot = 0.0f;
  CUSPARSE_CHECK(cusparseSpVV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, vs, vx, &dot, CUDA_R_32F,
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpVV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, vs, vx, &dot, HIP_R_32F,
                                         &bufferSize));
  CUSPARSE_CHECK(cusparseSpVV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, vs, vx, &dot, CUDA_R_32F, buffer));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpVV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, vs, vx, &dot, HIP_R_32F, buffer));
  CUSPARSE_CHECK(cusparseAxpby(handle, &alpha, vs, &beta, vy));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseAxpby(handle, &alpha, vs, &beta, vy));
  CUSPARSE_CHECK(cusparseGather(handle, vy, vs));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseGather(handle, vy, vs));
  CUSPARSE_CHECK(cusparseScatter(handle, vs, vy));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseScatter(handle, vs, vy));

  int64_t rows, cols, nz;
  CUSPARSE_CHECK(cusparseSpMatGetSize(A, &rows, &cols, &nz));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMatGetSize(A, &rows, &cols, &nz));
  cusparseFormat_t format;
// CHECK: {{^}}  hipsparseFormat_t format;
  CUSPARSE_CHECK(cusparseSpMatGetFormat(A, &format));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseSpMatGetFormat(A, &format));
  void *values;
  CUSPARSE_CHECK(cusparseDnVecGetValues(vx, &values));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDnVecGetValues(vx, &values));
  CUSPARSE_CHECK(cusparseDnVecSetValues(vx, x));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDnVecSetValues(vx, x));
  CUSPARSE_CHECK(cusparseCsrSetPointers(A, rowPtr, colInd, vals));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseCsrSetPointers(A, rowPtr, colInd, vals));

  CUSPARSE_CHECK(cusparseDestroySpVec(vs));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroySpVec(vs));
  CUSPARSE_CHECK(cusparseDestroyDnMat(mB));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnMat(mB));
  CUSPARSE_CHECK(cusparseDestroyDnMat(mC));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnMat(mC));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vx));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnVec(vx));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vy));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyDnVec(vy));
  CUSPARSE_CHECK(cusparseDestroySpMat(A));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroySpMat(A));
  CUSPARSE_CHECK(cusparseDestroySpMat(Acoo));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroySpMat(Acoo));
  CUSPARSE_CHECK(cusparseDestroyMatDescr(descr));
// CHECK: {{^}}  CUSPARSE_CHECK(hipsparseDestroyMatDescr(descr));
  cudaFree(buffer);
// CHECK: {{^}}  hipFree(buffer);
  cusparseStatus_t last = cusparseDestroy(handle);
// CHECK: {{^}}  hipsparseStatus_t last = hipsparseDestroy(handle);
  return last == CUSPARSE_STATUS_NOT_INITIALIZED || format != CUSPARSE_FORMAT_CSR ? 1 : version + (int)dot;
// CHECK: {{^}}  return last == HIPSPARSE_STATUS_NOT_INITIALIZED || format != HIPSPARSE_FORMAT_CSR ? 1 : version + (int)dot;
}

// hipSPARSE for ROCm 5.4 and later (hipcc never sees this block): renamed for
// 6.3, reported for 5.2.
#if HIP_6_ONLY
void newer(cusparseHandle_t handle, int m, int n, int nnz, float *vals, int *rowPtr, int *colInd,
           float *cscVals, int *cscColPtr, int *cscRowInd, size_t *bufferSize, void *buffer) {
  cusparseCsr2cscEx2_bufferSize(handle, m, n, nnz, vals, rowPtr, colInd, cscVals, cscColPtr, cscRowInd,
                                CUDA_R_32F, CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO,
                                CUSPARSE_CSR2CSC_ALG1, bufferSize);
// HIP63: {{^}}  hipsparseCsr2cscEx2_bufferSize(handle, m, n, nnz, vals, rowPtr, colInd, cscVals, cscColPtr, cscRowInd,
// HIP63: {{^}}                                HIPSPARSE_CSR2CSC_ALG1, bufferSize);
// DIAG: sparse.cu:[[@LINE-5]]:3: warning: 'cusparseCsr2cscEx2_bufferSize' has no HIP equivalent in HIP 5.2 (added in 5.4 as 'hipsparseCsr2cscEx2_bufferSize') [unsupported] [CU2HIP-W0002]
// DIAG: sparse.cu:[[@LINE-4]]:33: warning: 'CUSPARSE_CSR2CSC_ALG1' has no HIP equivalent in HIP 5.2 (added in 5.4 as 'HIPSPARSE_CSR2CSC_ALG1')
  cusparseCsr2cscEx2(handle, m, n, nnz, vals, rowPtr, colInd, cscVals, cscColPtr, cscRowInd, CUDA_R_32F,
                     CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buffer);
// HIP63: {{^}}  hipsparseCsr2cscEx2(handle, m, n, nnz, vals, rowPtr, colInd, cscVals, cscColPtr, cscRowInd, HIP_R_32F,
// DIAG: sparse.cu:[[@LINE-3]]:3: warning: 'cusparseCsr2cscEx2' has no HIP equivalent in HIP 5.2 (added in 5.4 as 'hipsparseCsr2cscEx2')
// DIAG: sparse.cu:[[@LINE-3]]:73: warning: 'CUSPARSE_CSR2CSC_ALG1' has no HIP equivalent in HIP 5.2 (added in 5.4 as 'HIPSPARSE_CSR2CSC_ALG1')
  const char *text = cusparseGetErrorString(CUSPARSE_STATUS_INTERNAL_ERROR);
// CHECK: {{^}}  const char *text = cu2hip_cusparseGetErrorString(HIPSPARSE_STATUS_INTERNAL_ERROR);
// HIP63: {{^}}  const char *text = hipsparseGetErrorString(HIPSPARSE_STATUS_INTERNAL_ERROR);
  (void)text;
}
#endif
// DIAG-NOT: warning
