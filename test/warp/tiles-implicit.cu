// Class 6: cooperative-groups tiles of 32 are listed and stay correct as
// written (tiles are explicit). Implicit warp-synchronous code (a volatile
// reduction whose lanes rely on lockstep) is no warp-size site: it depends on
// lockstep, not on the width, and rule warp-lockstep reports it and
// synchronises its steps in both models (test/rules/warp/warp-lockstep.cu).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2> %t/l.err
// RUN: FileCheck %s --check-prefix=DIAG < %t/l.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx1030 %t/l.hip -o %t/l1030.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tileSum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
// DIAG: tiles-implicit.cu:[[@LINE-1]]:36: remark: warp-size site [6 tile / implicit warp-synchronous code] tiled_partition<32>
  float v = in[threadIdx.x];
  for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0) out[threadIdx.x / 32] = v;
}

__device__ void warpReduce(volatile float *s, int tid) {
  s[tid] += s[tid + 32];
// DIAG: tiles-implicit.cu:[[@LINE-1]]:3: remark: lockstep-dependent warp code: 's[tid] += s[tid + 32]' and 2 more steps on 's'
// NAT: {{^}}  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  s[tid] += s[tid + 16];
// NAT: {{^}}  { auto cu2hip_step = s[tid] + s[tid + 16]; cu2hip_syncwarp(); s[tid] = cu2hip_step; cu2hip_syncwarp(); }
  s[tid] += s[tid + 8];
}

__global__ void classic(float *g) {
  __shared__ float s[64];
  int tid = threadIdx.x;
  s[tid] = g[tid];
  __syncthreads();
  if (tid < 32) warpReduce(s, tid);
  if (tid == 0) g[0] = s[0];
}
