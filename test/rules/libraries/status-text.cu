// status-text (lib/Rules/Libraries/StatusTextRule.cpp, rows in StatusText.def):
// library status-to-text functions the target HIP lacks become calls of a
// helper written once into the file, before the file-scope construct of the
// first use (here the checking macro; for cuBLAS, inside its #ifdef): a switch
// over the HIP status enumerators (guarded, so a header and its includer can
// both carry it). hipsparseGetErrorString arrived in HIP 6.0, so
// the helper calls it when compiled against 6.0 or newer, and a 6.3 target gets
// the plain rename. hipBLAS has no such function; hipBLAS is not installed
// here, so only the text of its helper (in a branch hipcc does not take) is checked.
// Switched off (--select-rules=-status-text), no helper is written and the
// calls are reported as missing.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: < %t.err
// RUN: %if hipsparse %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 6.3 -o %t.63.hip 2> %t.63.err
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// RUN: FileCheck %s --check-prefix=BLAS < %t.hip
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-status-text -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: FileCheck %s --check-prefix=OFFDIAG --implicit-check-not=R0330 < %t.off.err

#include <cuda_runtime.h>
#include <cusparse.h>
#ifdef WITH_CUBLAS
#include <cublas_v2.h>
#endif
#include <cstdio>
// OFF-NOT: {{^}}#ifndef CU2HIP_
// CHECK: {{^}}#ifndef CU2HIP_CUSPARSEGETERRORNAME
// CHECK-NEXT: {{^}}#define CU2HIP_CUSPARSEGETERRORNAME
// CHECK-NEXT: {{^}}// cu2hip: cusparseGetErrorName for HIP releases without it
// CHECK-NEXT: {{^}}static inline const char *cu2hip_cusparseGetErrorName(hipsparseStatus_t status) {
// CHECK-NEXT: {{^}}#if defined(HIP_VERSION_MAJOR) && HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR >= 600
// CHECK-NEXT: {{^}}  return hipsparseGetErrorName(status);
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}  switch (status) {
// CHECK:      {{^}}  case HIPSPARSE_STATUS_NOT_INITIALIZED: return "CUSPARSE_STATUS_NOT_INITIALIZED";
// CHECK:      {{^}}  default: return "<unknown>";
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#ifndef CU2HIP_CUSPARSEGETERRORSTRING
// CHECK:      {{^}}static inline const char *cu2hip_cusparseGetErrorString(hipsparseStatus_t status) {
// CHECK:      {{^}}  case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "insufficient resources";
// CHECK:      {{^}}  case HIPSPARSE_STATUS_SUCCESS: return "success";
// CHECK:      {{^}}  default: return "unrecognized hipsparseStatus_t value";
// CHECK:      {{^}}#endif
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#define CUSPARSE_CHECK(x)
// HIP63-NOT: {{^}}#ifndef CU2HIP_CUSPARSE

#define CUSPARSE_CHECK(x)                                                                       \
  do {                                                                                          \
    cusparseStatus_t s_ = (x);                                                                  \
    if (s_ != CUSPARSE_STATUS_SUCCESS)                                                          \
      fprintf(stderr, "%s: %s\n", cusparseGetErrorName(s_), cusparseGetErrorString(s_));       \
  } while (0)
// CHECK: {{^}}      fprintf(stderr, "%s: %s\n", cu2hip_cusparseGetErrorName(s_), cu2hip_cusparseGetErrorString(s_));
// HIP63: {{^}}      fprintf(stderr, "%s: %s\n", hipsparseGetErrorName(s_), hipsparseGetErrorString(s_));
// DIAG: status-text.cu:[[@LINE-4]]:35: remark: 'cusparseGetErrorName': HIP 5.2 lacks 'hipsparseGetErrorName' (HIP 6.0); calls use 'cu2hip_cusparseGetErrorName', a switch over hipsparseStatus_t written into this file [status-text] [CU2HIP-R0330]
// DIAG: status-text.cu:[[@LINE-5]]:61: remark: 'cusparseGetErrorString': HIP 5.2 lacks 'hipsparseGetErrorString' (HIP 6.0); calls use 'cu2hip_cusparseGetErrorString', a switch over hipsparseStatus_t written into this file [status-text] [CU2HIP-R0330]
// OFF: {{^}}      fprintf(stderr, "%s: %s\n", cusparseGetErrorName(s_), cusparseGetErrorString(s_));
// OFFDIAG: status-text.cu:[[@LINE-7]]:35: warning: 'cusparseGetErrorName' has no HIP equivalent in HIP 5.2

int sparse() {
  cusparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  const char *text = cusparseGetErrorString(CUSPARSE_STATUS_ZERO_PIVOT);
// CHECK: {{^}}  const char *text = cu2hip_cusparseGetErrorString(HIPSPARSE_STATUS_ZERO_PIVOT);
// OFF: {{^}}  const char *text = cusparseGetErrorString(HIPSPARSE_STATUS_ZERO_PIVOT);
  printf("%s\n", text);
  return 0;
}

#ifdef WITH_CUBLAS
// BLAS: {{^}}#ifdef WITH_CUBLAS
// BLAS: {{^}}#ifndef CU2HIP_CUBLASGETSTATUSSTRING
// BLAS-NEXT: {{^}}#define CU2HIP_CUBLASGETSTATUSSTRING
// BLAS-NEXT: {{^}}// cu2hip: cublasGetStatusString for HIP releases without it
// BLAS-NEXT: {{^}}static inline const char *cu2hip_cublasGetStatusString(hipblasStatus_t status) {
// BLAS-NEXT: {{^}}  switch (status) {
// BLAS:      {{^}}  case HIPBLAS_STATUS_ALLOC_FAILED: return "alloc failed";
// BLAS-NOT:  HIPBLAS_STATUS_UNKNOWN
// BLAS:      {{^}}  default: return "unrecognized hipblasStatus_t value";
// BLAS-NEXT: {{^}}  }
// BLAS-NEXT: {{^}}}
// BLAS-NEXT: {{^}}#endif
const char *blasText(cublasStatus_t s) { return cublasGetStatusString(s); }
// DIAG: status-text.cu:[[@LINE-1]]:49: remark: 'cublasGetStatusString': HIP has no equivalent; calls use 'cu2hip_cublasGetStatusString', a switch over hipblasStatus_t written into this file [status-text] [CU2HIP-R0330]
// BLAS: {{^}}const char *blasText(hipblasStatus_t s) { return cu2hip_cublasGetStatusString(s); }
#endif
