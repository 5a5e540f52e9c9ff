// CUDA names with no HIP equivalent stay in place and are reported with
// file:line:col, a stable id and a summary; --werror makes them fatal;
// --annotate leaves a comment at each site.
// RUN: %cu2hip translate %s --hip-version 5.2 > %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: not %cu2hip translate %s --werror --hip-version 5.2 -q > /dev/null 2>&1
// RUN: %cu2hip translate %s --annotate -q --hip-version 5.2 2>/dev/null | FileCheck %s --check-prefix=NOTE
// RUN: %cu2hip translate %s --annotate -q --hip-version 5.2 2>/dev/null > %t.annotated.hip
// RUN: %cu2hip translate %t.annotated.hip --annotate -q --hip-version 5.2 2>/dev/null | diff %t.annotated.hip -

#include <cuda_runtime.h>

int main() {
  cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner);
// DIAG: unsupported.cu:[[@LINE-1]]:3: warning: 'cudaDeviceFlushGPUDirectRDMAWrites' has no HIP equivalent [unsupported] [CU2HIP-W0001]
// NOTE: {{^}}  /* CU2HIP-W0001: 'cudaDeviceFlushGPUDirectRDMAWrites' has no HIP equivalent */ cudaDeviceFlushGPUDirectRDMAWrites(
  cudaFooBarUnknown(1);
// DIAG: unsupported.cu:[[@LINE-1]]:3: warning: 'cudaFooBarUnknown' looks like a CUDA API but cu2hip does not know it; left unchanged [unknown-api] [CU2HIP-W0003]
  return 0;
}
// DIAG: cu2hip: 1 file for HIP 5.2: 1 changed, {{[0-9]+}} edits; {{[0-9]+}} unsupported API uses (cudaDeviceFlushGPUDirectRDMAWrites x1,
