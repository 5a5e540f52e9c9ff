// Mixed-precision cuBLAS as ML code writes it: cublasComputeType_t and the
// CUBLAS_COMPUTE_* types, the math mode, cublasGemmEx and
// cublasGemmStridedBatchedEx on half inputs, and the CUBLAS_GEMM_DEFAULT_TENSOR_OP
// algorithm (deprecated since CUDA 11 and the same as CUBLAS_GEMM_DEFAULT:
// HIPBLAS_GEMM_DEFAULT, a manual row of cuBLAS.def). All table rows, per target:
// hipBLAS 2.x (ROCm 6.x) takes the compute type in the _v2 functions
// (Respellings.def), hipBLAS 3.0 (ROCm 7.0) in the unsuffixed ones; the math
// mode is hipBLAS's from 6.1. HIP 5.x's hipBLAS has no hipblasComputeType_t
// (its GemmEx takes hipblasDatatype_t for every type, cudaDataType's included):
// for 5.2 each use is reported with the release that has it. Each output
// compiles with its release's hipcc (the roots have hipBLAS; 5.2's host has not).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/g64.hip 2> %t/g64.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP6 < %t/g64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/g64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/g64.hip -o %t/g64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/g72.hip 2> %t/g72.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP7 < %t/g72.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/g72.err
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/g72.hip -o %t/g72.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/g52.hip 2> %t/g52.err
// RUN: FileCheck %s --check-prefix=HIP5 < %t/g52.err
#include <cublas_v2.h>
#include <cuda_fp16.h>
// CHECK: {{^}}#include <hipblas/hipblas.h>
// DIAG-NOT: warning

int gemm(cublasHandle_t h, const __half *A, const __half *B, float *C, int m, int n, int k) {
  const float alpha = 1.0f, beta = 0.0f;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);
  cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, A, CUDA_R_16F, m, B, CUDA_R_16F, k,
                                  &beta, C, CUDA_R_32F, m, compute, CUBLAS_GEMM_DEFAULT_TENSOR_OP);
  s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, A, CUDA_R_16F, k, (long long)m * k, B,
                                 CUDA_R_16F, k, (long long)k * n, &beta, C, CUDA_R_32F, m, (long long)m * n, 4,
                                 CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT);
  cublasMath_t mode;
  cublasGetMathMode(h, &mode);
  return s == CUBLAS_STATUS_SUCCESS && mode == CUBLAS_TF32_TENSOR_OP_MATH;
}
// CHECK:      hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
// CHECK-NEXT: hipblasSetMathMode(h, HIPBLAS_TF32_TENSOR_OP_MATH);
// HIP6-NEXT:  hipblasStatus_t s = hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, HIP_R_16F, m, B, HIP_R_16F, k,
// HIP7-NEXT:  hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, HIP_R_16F, m, B, HIP_R_16F, k,
// CHECK-NEXT: &beta, C, HIP_R_32F, m, compute, HIPBLAS_GEMM_DEFAULT);
// HIP6-NEXT:  s = hipblasGemmStridedBatchedEx_v2(h,
// HIP7-NEXT:  s = hipblasGemmStridedBatchedEx(h,
// CHECK:      HIPBLAS_COMPUTE_32F_FAST_16F, HIPBLAS_GEMM_DEFAULT);
// CHECK-NEXT: hipblasMath_t mode;
// CHECK-NEXT: hipblasGetMathMode(h, &mode);
// HIP5: warning: 'cublasComputeType_t' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'hipblasComputeType_t')
// HIP5: warning: 'cublasGemmEx' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'hipblasGemmEx_v2')
