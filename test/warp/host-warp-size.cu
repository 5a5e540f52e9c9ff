// Host code that reads the device's warp size sees the logical 32 under
// logical32 (cudaDeviceProp::warpSize, cudaDevAttrWarpSize), so buffers sized
// from it stay right. Other attributes are plain renames.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2>/dev/null
// RUN: FileCheck %s < %t/l.hip
// RUN: test -f %t/cu2hip_warp.h
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o %}
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
// CHECK: {{^}}  cu2hip_getDeviceProperties(&prop, 0);
  int ws = 0, sms = 0;
  cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0);
// CHECK: {{^}}  cu2hip_deviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
// CHECK: {{^}}  hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, 0);
  size_t perWarp = (1 << 20) / prop.warpSize;
  printf("%d %d %zu\n", ws, sms, perWarp);
  return 0;
}
// CHECK: #include "cu2hip_warp.h"
