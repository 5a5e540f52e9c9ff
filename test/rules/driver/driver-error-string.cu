// driver-error-string (lib/Rules/Driver/DriverErrorStringRule.cpp): for HIP
// before 5.4, which lacks hipDrvGetErrorName/hipDrvGetErrorString,
// cuGetErrorName/cuGetErrorString become an immediately called lambda over
// hipGetErrorName/hipGetErrorString (CUresult is hipError_t in HIP). From HIP
// 5.4 on the plain rename is used. The 5.2 output compiles with hipcc.
// Switched off (--select-rules=-driver-error-string), the calls stay and are
// reported as missing in HIP 5.2.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: not grep -q warning %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-driver-error-string -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: FileCheck %s --check-prefix=OFFDIAG < %t.off.err

#include <cuda.h>
#include <cstdio>

void report(CUresult r) {
  const char *name = nullptr, *text = nullptr;
  cuGetErrorName(r, &name);
// CHECK: {{^}}  [](hipError_t e, const char **p) { *p = hipGetErrorName(e); return hipSuccess; }(r, &name);
// HIP63: {{^}}  hipDrvGetErrorName(r, &name);
// OFF: {{^}}  cuGetErrorName(r, &name);
// OFFDIAG: driver-error-string.cu:[[@LINE-4]]:3: warning: 'cuGetErrorName' has no HIP equivalent in HIP 5.2 (added in 5.4 as 'hipDrvGetErrorName')
  if (cuGetErrorString(CUDA_ERROR_INVALID_VALUE, &text) == CUDA_SUCCESS)
    printf("%s: %s\n", name, text);
// CHECK: {{^}}  if ([](hipError_t e, const char **p) { *p = hipGetErrorString(e); return hipSuccess; }(hipErrorInvalidValue, &text) == hipSuccess)
// HIP63: {{^}}  if (hipDrvGetErrorString(hipErrorInvalidValue, &text) == hipSuccess)
// OFF: {{^}}  if (cuGetErrorString(hipErrorInvalidValue, &text) == hipSuccess)
}
