// driver-error-string (lib/Rules/Driver/DriverErrorStringRule.cpp): for HIP
// before 5.4, which lacks hipDrvGetErrorName/hipDrvGetErrorString,
// cuGetErrorName/cuGetErrorString become an immediately called lambda over
// hipGetErrorName/hipGetErrorString (CUresult is hipError_t in HIP). From HIP
// 5.4 on the plain rename is used. The 5.2 output compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: not grep -q warning %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63

#include <cuda.h>
#include <cstdio>

void report(CUresult r) {
  const char *name = nullptr, *text = nullptr;
  cuGetErrorName(r, &name);
// CHECK: {{^}}  [](hipError_t e, const char **p) { *p = hipGetErrorName(e); return hipSuccess; }(r, &name);
// HIP63: {{^}}  hipDrvGetErrorName(r, &name);
  if (cuGetErrorString(CUDA_ERROR_INVALID_VALUE, &text) == CUDA_SUCCESS)
    printf("%s: %s\n", name, text);
// CHECK: {{^}}  if ([](hipError_t e, const char **p) { *p = hipGetErrorString(e); return hipSuccess; }(hipErrorInvalidValue, &text) == hipSuccess)
// HIP63: {{^}}  if (hipDrvGetErrorString(hipErrorInvalidValue, &text) == hipSuccess)
}
