// warp-size (lib/Rules/Warp/WarpSizeRule.cpp; rows: lib/Mapping/WarpIntrinsics.def):
// a warp intrinsic becomes its logical32 helper of cu2hip_warp.h, which the
// file then includes. Switched off (--select-rules=-warp-size), the call is
// left as CUDA wrote it and reported as missing in the target HIP. The warp
// models themselves are tested under test/warp/.
// RUN: %cu2hip translate %s -q --hip-version 5.2 | FileCheck %s
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-warp-size 2>&1 | FileCheck %s --check-prefix=OFF

// CHECK: {{^}}#include "cu2hip_warp.h"
// OFF-NOT: {{^}}#include "cu2hip_warp.h"
__global__ void reduce(float *p) {
  float v = p[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
// CHECK: {{^}}    v += cu2hip_shfl_down_sync(0xffffffff, v, o);
// OFF: warning: '__shfl_down_sync' has no HIP equivalent in HIP 5.2 {{.*}}[CU2HIP-W0002]
// OFF: {{^}}    v += __shfl_down_sync(0xffffffff, v, o);
  p[threadIdx.x] = v;
}
