// A data member spelled like a CUDA name is the user's only where it refers to
// the member: its declaration, unqualified uses inside its class, constructor
// initializers and `.`/`->` accesses stay; the kernel builtin `warpSize` next
// to it is still CUDA's and follows the warp model.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2>/dev/null
// RUN: FileCheck %s < %t/l.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o %}
#include <cuda_runtime.h>

struct DeviceInfo {
  int warpSize;
// CHECK: {{^}}  int warpSize;
  explicit DeviceInfo(int w) : warpSize(w) {}
// CHECK: {{^}}  explicit DeviceInfo(int w) : warpSize(w) {}
  int lanes() const { return warpSize; }
// CHECK: {{^}}  int lanes() const { return warpSize; }
};

__global__ void probe(int *out) { out[0] = warpSize; }
// CHECK: {{^}}__global__ void probe(int *out) { out[0] = CU2HIP_WARP_SIZE; }

int main() {
  DeviceInfo info(32);
  info.warpSize = 32;
// CHECK: {{^}}  info.warpSize = 32;
  int *out;
  cudaMalloc(&out, sizeof(int));
  probe<<<1, 1>>>(out);
  return info.lanes() == 32 ? 0 : 1;
}
