// cu2hip_warp.h comes before every other include, the HIP runtime header a
// rule adds in front of <cooperative_groups.h> included: it defines
// HIP_ENABLE_WARP_SYNC_BUILTINS, which HIP 6.x reads when its first header is
// included and tests again in amd_hip_cooperative_groups.h and
// amd_hip_bf16.h. Included after hip_runtime.h, those headers call *_sync
// builtins that were never declared, and the program fails to compile with
// ROCm 6.4 (never with HIP 5.2, which has neither). Warp shuffles, cooperative
// groups and bf16 in one file, translated for 6.4 and 7.2 and compiled with
// those releases' hipcc for both wavefront widths.
// RUN: %cu2hip translate %s -q --hip-version 6.4 -o %t.64.hip
// RUN: FileCheck %s < %t.64.hip
// RUN: %cu2hip translate %s -q --hip-version 7.2 -o %t.72.hip
// RUN: FileCheck %s < %t.72.hip
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t.64.hip -o %t.64.o %}
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx1030 %t.64.hip -o %t.64.1030.o %}
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t.72.hip -o %t.72.o %}
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t.72.hip -o %t.72.1030.o %}
#include <cooperative_groups.h>
#include <cuda_bf16.h>
// CHECK: {{^}}#include "cu2hip_warp.h"
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>
// CHECK-NOT: {{^}}#include "cu2hip_warp.h"

namespace cg = cooperative_groups;

__global__ void sum(const __nv_bfloat16 *in, float *out) {
  float v = __bfloat162float(in[threadIdx.x]);
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffff, v, d);
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  if (tile.thread_rank() == 0)
    atomicAdd(out, v);
}
