// Mixed-precision cuBLAS as ML code writes it: cublasComputeType_t and the
// CUBLAS_COMPUTE_* types, the math mode, cublasGemmEx and
// cublasGemmStridedBatchedEx on half inputs, and the CUBLAS_GEMM_DEFAULT_TENSOR_OP
// algorithm (deprecated since CUDA 11 and the same as CUBLAS_GEMM_DEFAULT:
// HIPBLAS_GEMM_DEFAULT, a manual row of cuBLAS.def). All table rows, per target:
// hipBLAS 2.x (ROCm 6.x) takes the compute type in the _v2 functions
// (Respellings.def), hipBLAS 3.0 (ROCm 7.0) in the unsuffixed ones; the math
// mode is hipBLAS's from 6.1. HIP 5.x's hipBLAS has no hipblasComputeType_t:
// its unsuffixed GemmEx functions take hipblasDatatype_t for every type, so for
// a 5.x target cublasComputeType_t is hipblasDatatype_t and CUBLAS_COMPUTE_32F
// HIPBLAS_R_32F (Respellings.def; a _FAST_ type is the float type, with a
// remark), and the rule blas-datatypes makes the CUDA_R_* arguments of cuBLAS
// calls HIPBLAS_R_*. Each output compiles with its release's hipcc (the roots
// have hipBLAS). No hipBLAS 5.x headers are installed here: the 5.x output is
// checked as text, and compiled, without the math mode (hipBLAS's from 6.1),
// against ROCm 6.4's hipblas.h, which still declares 5.x's enum and functions.
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
// RUN: FileCheck %s --check-prefix=HIP5 < %t/g52.hip
// RUN: FileCheck %s --check-prefix=DIAG5 < %t/g52.err
// RUN: %cu2hip translate %s --hip-version 5.7 -o %t/g57.hip -- -DNO_MATH_MODE 2> %t/g57.err
// RUN: FileCheck %s --check-prefix=HIP5 < %t/g57.hip
// RUN: FileCheck %s --check-prefix=DIAG57 < %t/g57.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a -DNO_MATH_MODE -Wno-deprecated-declarations %t/g57.hip -o %t/g57.o %}
#include <cublas_v2.h>
#include <cuda_fp16.h>
// CHECK: {{^}}#include <hipblas/hipblas.h>
// DIAG-NOT: warning

int gemm(cublasHandle_t h, const __half *A, const __half *B, float *C, int m, int n, int k) {
  const float alpha = 1.0f, beta = 0.0f;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
#ifndef NO_MATH_MODE
  cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);
#endif
  cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, A, CUDA_R_16F, m, B, CUDA_R_16F, k,
                                  &beta, C, CUDA_R_32F, m, compute, CUBLAS_GEMM_DEFAULT_TENSOR_OP);
  s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, A, CUDA_R_16F, k, (long long)m * k, B,
                                 CUDA_R_16F, k, (long long)k * n, &beta, C, CUDA_R_32F, m, (long long)m * n, 4,
                                 CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT);
#ifndef NO_MATH_MODE
  cublasMath_t mode;
  cublasGetMathMode(h, &mode);
  return s == CUBLAS_STATUS_SUCCESS && mode == CUBLAS_TF32_TENSOR_OP_MATH;
#else
  return s == CUBLAS_STATUS_SUCCESS;
#endif
}
// CHECK:      hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
// CHECK-NEXT: #ifndef NO_MATH_MODE
// CHECK-NEXT: hipblasSetMathMode(h, HIPBLAS_TF32_TENSOR_OP_MATH);
// CHECK-NEXT: #endif
// HIP6-NEXT:  hipblasStatus_t s = hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, HIP_R_16F, m, B, HIP_R_16F, k,
// HIP7-NEXT:  hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, HIP_R_16F, m, B, HIP_R_16F, k,
// CHECK-NEXT: &beta, C, HIP_R_32F, m, compute, HIPBLAS_GEMM_DEFAULT);
// HIP6-NEXT:  s = hipblasGemmStridedBatchedEx_v2(h,
// HIP7-NEXT:  s = hipblasGemmStridedBatchedEx(h,
// CHECK:      HIPBLAS_COMPUTE_32F_FAST_16F, HIPBLAS_GEMM_DEFAULT);
// CHECK-NEXT: #ifndef NO_MATH_MODE
// CHECK-NEXT: hipblasMath_t mode;
// CHECK-NEXT: hipblasGetMathMode(h, &mode);
// HIP5:      hipblasDatatype_t compute = HIPBLAS_R_32F;
// HIP5:      hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, HIPBLAS_R_16F, m, B, HIPBLAS_R_16F, k,
// HIP5-NEXT: &beta, C, HIPBLAS_R_32F, m, compute, HIPBLAS_GEMM_DEFAULT);
// HIP5-NEXT: s = hipblasGemmStridedBatchedEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, n, k, &alpha, A, HIPBLAS_R_16F, k, (long long)m * k, B,
// HIP5-NEXT: HIPBLAS_R_16F, k, (long long)k * n, &beta, C, HIPBLAS_R_32F, m, (long long)m * n, 4,
// HIP5-NEXT: HIPBLAS_R_32F, HIPBLAS_GEMM_DEFAULT);
// DIAG5: cublas-gemm-ex.cu:48:{{[0-9]+}}: remark: 'CUBLAS_COMPUTE_32F_FAST_16F' becomes 'HIPBLAS_R_32F' for HIP 5.2, whose hipBLAS has no reduced-precision compute type
// DIAG5: cublas-gemm-ex.cu:42:3: warning: 'cublasSetMathMode' has no HIP equivalent in HIP 5.2 (added in 6.1 as 'hipblasSetMathMode')
// DIAG5-NOT: cublasComputeType_t
// DIAG5-NOT: cublasGemm
// DIAG57-NOT: ComputeType
// DIAG57-NOT: cublasGemm
