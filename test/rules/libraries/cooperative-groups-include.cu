// cooperative-groups-include (lib/Rules/Libraries/CooperativeGroupsIncludeRule.cpp):
// HIP 5.x's <hip/hip_cooperative_groups.h> needs <hip/hip_runtime.h> first,
// which nvcc's implicit cuda_runtime.h gives CUDA code for free; the runtime
// include is added in front of a cooperative_groups.h include that no runtime
// include precedes. HIP 6.x's header includes the runtime itself. The 5.2
// output compiles with hipcc. Switched off
// (--select-rules=-cooperative-groups-include), no include is added.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-cooperative-groups-include | FileCheck %s --check-prefix=OFF

#include <cooperative_groups.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>
// HIP63-NOT: {{^}}#include <hip/hip_runtime.h>
// HIP63: {{^}}#include <hip/hip_cooperative_groups.h>
// OFF-NOT: {{^}}#include <hip/hip_runtime.h>
// OFF: {{^}}#include <hip/hip_cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void rank(unsigned *out) {
  cg::thread_block b = cg::this_thread_block();
  out[b.thread_rank()] = b.size();
}
