// Area: cooperative groups. HIP has the same `cooperative_groups` namespace
// (header <hip/hip_cooperative_groups.h>), so names stay: thread blocks, grid
// groups with grid-wide sync (launched through cudaLaunchCooperativeKernel,
// whose defaulted arguments the default-arguments rule writes out), static and
// dynamic tiles with their shuffles, coalesced groups, group-generic sync.
// HIP 5.2 adds <hip/hip_runtime.h> in front of the cooperative-groups header
// (rule cooperative-groups-include). The --hip-version 5.2 output compiles
// with hipcc. HIP 5.2 lacks the tile votes (any/all/ballot),
// meta_group_rank/size and thread_block::group_dim: the members are reported
// by the cooperative-groups-api rule (test/rules/libraries/cooperative-groups-api.cu).
// (cg::reduce, the scans and memcpy_async are emulated: real-world/cg-reduce.cu.)
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cooperative_groups.h>
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>

namespace cg = cooperative_groups;
// CHECK: {{^}}namespace cg = cooperative_groups;
using cooperative_groups::thread_block;
// CHECK: {{^}}using cooperative_groups::thread_block;

__device__ float tileSum(cg::thread_block_tile<32> tile, float v) {
// CHECK: {{^}}__device__ float tileSum(cg::thread_block_tile<32> tile, float v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
// CHECK: {{^}}  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
// CHECK: {{^}}    v += tile.shfl_down(v, offset);
  return tile.shfl(v, 0);
// CHECK: {{^}}  return tile.shfl(v, 0);
}

__global__ void groups(const float *in, float *out, float *partial, int n) {
  thread_block block = cg::this_thread_block();
// CHECK: {{^}}  thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
// CHECK: {{^}}  cg::grid_group grid = cg::this_grid();
  unsigned int rank = block.thread_rank();
// CHECK: {{^}}  unsigned int rank = block.thread_rank();
  dim3 bidx = block.group_index(), tidx = block.thread_index(), bdim = blockDim;
// CHECK: {{^}}  dim3 bidx = block.group_index(), tidx = block.thread_index(), bdim = blockDim;
  float v = 0;
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
// CHECK: {{^}}  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    v += in[i];
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
// CHECK: {{^}}  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float s = tileSum(tile, v);
  cg::thread_group tile16 = cg::tiled_partition(block, 16);
// CHECK: {{^}}  cg::thread_group tile16 = cg::tiled_partition(block, 16);
  float up = tile.shfl_up(v, 1) + tile.shfl_xor(v, 2);
// CHECK: {{^}}  float up = tile.shfl_up(v, 1) + tile.shfl_xor(v, 2);
  if (tile.thread_rank() == 0)
// CHECK: {{^}}  if (tile.thread_rank() == 0)
    partial[bidx.x * (bdim.x / 32) + rank / 32] = s + up + tile16.size();
  block.sync();
// CHECK: {{^}}  block.sync();
  cg::sync(block);
// CHECK: {{^}}  cg::sync(block);
  grid.sync();
// CHECK: {{^}}  grid.sync();
  cg::coalesced_group active = cg::coalesced_threads();
// CHECK: {{^}}  cg::coalesced_group active = cg::coalesced_threads();
  if (grid.thread_rank() == 0 && grid.is_valid())
// CHECK: {{^}}  if (grid.thread_rank() == 0 && grid.is_valid())
    out[0] = partial[0] + active.size() + active.thread_rank() + tidx.y;
// CHECK: {{^}}    out[0] = partial[0] + active.size() + active.thread_rank() + tidx.y;
  tile16.sync();
}

int cgSample(const float *in, float *out, float *partial, int n) {
  void *args[] = {&in, &out, &partial, &n};
  int supportsCoop = 0;
  cudaDeviceGetAttribute(&supportsCoop, cudaDevAttrCooperativeLaunch, 0);
// CHECK: {{^}}  hipDeviceGetAttribute(&supportsCoop, hipDeviceAttributeCooperativeLaunch, 0);
  if (!supportsCoop)
    return 1;
  return cudaLaunchCooperativeKernel(groups, dim3(8), dim3(256), args) == cudaSuccess ? 0 : 1;
// CHECK: {{^}}  return hipLaunchCooperativeKernel(reinterpret_cast<const void*>(groups), dim3(8), dim3(256), args, 0, 0) == hipSuccess ? 0 : 1;
}
