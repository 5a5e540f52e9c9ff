// Class 1: warp-width constants. logical32 keeps them (a CUDA warp stays 32
// lanes); native rewrites them to warpSize. A 32 that is not a warp width
// (an array of 32 floats, a 32x32 tile, a data loop bound) never changes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2> %t/l.err
// RUN: FileCheck %s --check-prefix=L32 < %t/l.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/l.err
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx1030 %t/l.hip -o %t/l1030.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>

__global__ void lanes(int *out) {
  int lane = threadIdx.x % 32;
// L32: {{^}}  int lane = threadIdx.x % 32;
// NAT: {{^}}  int lane = threadIdx.x % warpSize;
// DIAG: lane-warp-id.cu:[[@LINE-3]]:14: remark: warp-size site [1 warp-width constant] lane index: 'threadIdx.x % 32'
  int lane2 = threadIdx.x & 31;
// NAT: {{^}}  int lane2 = threadIdx.x & (warpSize - 1);
  int warp = threadIdx.x / 32;
// NAT: {{^}}  int warp = threadIdx.x / warpSize;
  int warp2 = threadIdx.x >> 5;
// NAT: {{^}}  int warp2 = (threadIdx.x) / warpSize;
  int warps = blockDim.x / 32;
// NAT: {{^}}  int warps = blockDim.x / warpSize;
// DIAG: lane-warp-id.cu:[[@LINE-2]]:15: remark: warp-size site [1 warp-width constant] warps per block
  int w = warpSize;
// L32: {{^}}  int w = CU2HIP_WARP_SIZE;
// NAT: {{^}}  int w = warpSize;
  // Not warp widths: stay as they are in both models.
  float data[32];
  __shared__ float tile[32][32];
  for (int i = 0; i < 32; ++i) data[i] = i * 0.5f;
  tile[threadIdx.y % 32][threadIdx.x % 32] = data[lane % 32];
  int bytes = 1024 / 32;
// L32: {{^}}  float data[32];
// L32: {{^}}  for (int i = 0; i < 32; ++i) data[i] = i * 0.5f;
// NAT: {{^}}  float data[32];
// NAT: {{^}}  for (int i = 0; i < 32; ++i) data[i] = i * 0.5f;
// NAT: {{^}}  int bytes = 1024 / 32;
  // Kept in the block's shared memory: stored to out, where the host reads
  // them, these numbers (other ones on 64 lanes) would keep the function on
  // 32 lanes (test/warp/native-width-values.cu).
  __shared__ int keep[1024];
  keep[threadIdx.x] = lane + lane2 + warp + warp2 + warps + w + bytes + (int)tile[0][0];
}
// L32: #include "cu2hip_warp.h"
