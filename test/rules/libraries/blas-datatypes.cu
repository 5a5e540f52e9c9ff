// blas-datatypes (lib/Rules/Libraries/BlasDatatypesRule.cpp): hipBLAS before
// 6.0 takes hipblasDatatype_t, not HIP's hipDataType, for the types of its Ex
// functions, so for such a target a cudaDataType enumerator written as an
// argument of a cuBLAS call becomes hipBLAS's (HIPBLAS_DATATYPE rows of
// lib/Mapping/Respellings.def): CUDA_R_16BF is HIPBLAS_R_16B. Elsewhere (a
// variable, another library's call) it stays HIP's HIP_R_*, and from 6.0 on the
// rule does nothing. A _FAST_ compute type gets a remark. Switched off
// (--select-rules=-blas-datatypes), the arguments are the rename pass's HIP_R_*.
// No hipBLAS 5.x headers are installed: the output is checked as text.
// RUN: %cu2hip translate %s --hip-version 5.7 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %s --hip-version 6.4 -q -o %t.64.hip
// RUN: FileCheck %s --check-prefix=HIP6 < %t.64.hip
// RUN: %cu2hip translate %s --hip-version 5.7 -q --select-rules=-blas-datatypes -o %t.off.hip
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
#include <cublas_v2.h>

int mixed(cublasHandle_t h, const void *A, const void *B, void *C, int n) {
  const float one = 1.0f, zero = 0.0f;
  cudaDataType_t held = CUDA_R_32F;
  // CHECK: hipDataType held = HIP_R_32F;
  cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, CUDA_R_16BF, n, B, CUDA_R_16BF, n,
                                  &zero, C, CUDA_R_32F, n, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT);
  // CHECK: hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIPBLAS_R_16B, n, B, HIPBLAS_R_16B, n,
  // CHECK-NEXT: &zero, C, HIPBLAS_R_32F, n, HIPBLAS_R_32F, HIPBLAS_GEMM_DEFAULT);
  // HIP6: hipblasStatus_t s = hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIP_R_16BF, n, B, HIP_R_16BF, n,
  // HIP6-NEXT: &zero, C, HIP_R_32F, n, HIPBLAS_COMPUTE_32F_FAST_TF32, HIPBLAS_GEMM_DEFAULT);
  // OFF: hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIP_R_16BF, n, B, HIP_R_16BF, n,
  // DIAG: blas-datatypes.cu:[[@LINE-6]]:{{[0-9]+}}: remark: 'CUBLAS_COMPUTE_32F_FAST_TF32' becomes 'HIPBLAS_R_32F' for HIP 5.7, whose hipBLAS has no reduced-precision compute type: the product is computed in float, the arithmetic the fast type approximates [blas-datatype] [CU2HIP-R0406]
  s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, CUDA_R_64F, n, n * n, B, CUDA_R_64F, n,
                                 n * n, &zero, C, CUDA_R_64F, n, n * n, 2, CUBLAS_COMPUTE_64F_PEDANTIC, CUBLAS_GEMM_DEFAULT);
  // CHECK: s = hipblasGemmStridedBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIPBLAS_R_64F, n, n * n, B, HIPBLAS_R_64F, n,
  // CHECK-NEXT: n * n, &zero, C, HIPBLAS_R_64F, n, n * n, 2, HIPBLAS_R_64F, HIPBLAS_GEMM_DEFAULT);
  return s == CUBLAS_STATUS_SUCCESS && held == CUDA_R_32F;
  // CHECK: return s == HIPBLAS_STATUS_SUCCESS && held == HIP_R_32F;
}
