// keep: names cu2hip never touches, whether the tables map them
// (cudaDeviceSynchronize) or they only look like CUDA (cudaLegacyShim and
// CUDA_SHIM_VERSION, from a header this file does not see: no longer reported
// as unknown CUDA names).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --rules %S/Inputs/keep.yaml -o %t/out.hip 2> %t/err
// RUN: FileCheck %s < %t/out.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/err
// RUN: %cu2hip translate %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WITHOUT
#include <cuda_runtime.h>

void f() {
#ifdef CUDA_SHIM_VERSION
  cudaLegacyShim(CUDA_SHIM_VERSION);
// CHECK: {{^}}  cudaLegacyShim(CUDA_SHIM_VERSION);
// WITHOUT: keep.cu:[[@LINE-2]]:3: warning: 'cudaLegacyShim' looks like a CUDA API
// WITHOUT: keep.cu:[[@LINE-3]]:18: warning: 'CUDA_SHIM_VERSION' looks like a CUDA API
#endif
  cudaDeviceSynchronize();
// CHECK: {{^}}  cudaDeviceSynchronize();
  cudaDeviceReset();
// CHECK: {{^}}  hipDeviceReset();
}
// DIAG-NOT: looks like a CUDA API
