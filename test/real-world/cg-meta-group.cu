// Item 6: thread_block_tile::meta_group_rank()/meta_group_size() are HIP's from
// 6.2 (lib/Mapping/CG.def). For an older target each call on a tile that
// tiled_partition made from the thread block becomes cu2hip_warp.h's exact
// helper (the block thread rank / the tile size; the tile count, the last one
// partial: an EMULATED_CG_MEMBER row of Emulations.def); a tile partitioned from
// another tile stays reported, and one whose parent is not visible (a
// parameter) is rewritten with a remark. The 5.2 output compiles with the host's
// hipcc (HIP 5.2), the 6.4 output, unchanged, with ROCm 6.4's;
// test/run/cg-meta-group.cu runs the 5.2 output at both widths.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/m52.hip 2> %t/m52.err
// RUN: FileCheck %s --check-prefix=HIP5 < %t/m52.hip
// RUN: FileCheck %s --check-prefix=DIAG5 < %t/m52.err
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx90a -DREWRITTEN_ONLY %t/m52.hip -o %t/m52.o %}
// RUN: %cu2hip translate %s --hip-version 5.7 -o %t/m57.hip 2> %t/m57.err
// RUN: FileCheck %s --check-prefix=HIP5 < %t/m57.hip
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/m64.hip 2> %t/m64.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t/m64.hip
// RUN: FileCheck %s --check-prefix=DIAG6 --allow-empty < %t/m64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a -DREWRITTEN_ONLY %t/m64.hip -o %t/m64.o %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// HIP5: #include "cu2hip_warp.h"

__device__ unsigned param(const cg::thread_block_tile<16> &t) { return t.meta_group_rank(); }
// HIP5: __device__ unsigned param(const cg::thread_block_tile<16> &t) { return cu2hip_cg::meta_group_rank(t); }
// HIP6: __device__ unsigned param(const cg::thread_block_tile<16> &t) { return t.meta_group_rank(); }
// DIAG5: cg-meta-group.cu:[[@LINE-3]]:74: remark: 'cooperative_groups::thread_block_tile::meta_group_rank' becomes 'cu2hip_cg::meta_group_rank' (HIP 5.2 has no such member), exact for a tile that tiled_partition made from the thread block: this tile's parent is not visible here

__global__ void tiles(unsigned *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  auto quad = cg::tiled_partition<4>(cg::this_thread_block());
  unsigned i = block.thread_rank();
  out[i] = warp.meta_group_rank() * 100 + warp.meta_group_size();
  // HIP5: out[i] = cu2hip_cg::meta_group_rank(warp) * 100 + cu2hip_cg::meta_group_size(warp);
  // HIP6: out[i] = warp.meta_group_rank() * 100 + warp.meta_group_size();
  out[64 + i] = quad.meta_group_rank() + cg::tiled_partition<8>(block).meta_group_size() + param(cg::tiled_partition<16>(block));
  // HIP5: out[64 + i] = cu2hip_cg::meta_group_rank(quad) + cu2hip_cg::meta_group_size(cg::tiled_partition<8>(block)) + param(cg::tiled_partition<16>(block));
#ifndef REWRITTEN_ONLY
  // A tile of a tile: its meta group is the parent tile's, which the helper
  // does not know (and neither HIP 5.2's nor 6.4's headers instantiate a
  // static tile of a tile: the compile checks leave it out).
  auto sub = cg::tiled_partition<8>(warp);
  out[128 + i] = sub.meta_group_rank();
  // HIP5: out[128 + i] = sub.meta_group_rank();
  // DIAG5: cg-meta-group.cu:[[@LINE-2]]:22: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'cooperative_groups::thread_block_tile::meta_group_rank')
#endif
}
// DIAG5-NOT: warning
// DIAG6-NOT: meta_group
