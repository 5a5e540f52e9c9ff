// cooperative-groups-api (lib/Rules/Libraries/CooperativeGroupsApiRule.cpp):
// cooperative-groups names keep their spelling in HIP, so the rule renames
// nothing; it resolves each use from the AST (a member by the class of the
// object it is called on) and reports the ones lib/Mapping/CG.def says the
// target HIP lacks: the tile votes, meta_group_rank/size and group_dim arrived
// after HIP 5.2; grid_group::block_rank, num_threads and the reduce function
// objects have no HIP equivalent at all. A user's own `any`, `sync` or
// `reduce` is not touched. Switched off (--select-rules=-cooperative-groups-api),
// nothing reports them.
// Without -DUSE_NEWER the file uses only what HIP 5.2 has: no warning, and the
// 5.2 output compiles with hipcc.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: not grep warning %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.new52.hip -- -DUSE_NEWER 2> %t.new52.err
// RUN: FileCheck %s --check-prefix=HIP52 < %t.new52.err
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.new63.hip -- -DUSE_NEWER 2> %t.new63.err
// RUN: FileCheck %s --check-prefix=HIP63 < %t.new63.err
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-cooperative-groups-api -o %t.off.hip -- -DUSE_NEWER 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF --allow-empty < %t.off.err
// OFF-NOT: cooperative_groups::
// OFF-NOT: warning
// meta_group_rank/size of a tile of the thread block become cu2hip_warp.h's
// helpers for HIP before 6.2 (above, a tile of a tile stays reported); and a
// block_tile_memory scratch goes with this_thread_block's argument.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.meta.hip -- -DUSE_META
// RUN: FileCheck %s --check-prefix=META < %t.meta.hip
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-cooperative-groups-api -o %t.metaoff.hip -- -DUSE_META
// RUN: FileCheck %s --check-prefix=META-OFF < %t.metaoff.hip
// Nothing is renamed: apart from the runtime include that HIP 5.2 needs in front
// of the cooperative-groups header, and cu2hip_warp.h, whose
// HIP_ENABLE_WARP_SYNC_BUILTINS HIP 6.x needs for the tile votes (CG_WARP_SYNC
// rows), both outputs are the same.
// RUN: grep -v '^#include <hip/hip_runtime.h>' %t.new52.hip > %t.a
// RUN: grep -v -e '^#include <hip/hip_runtime.h>' -e '^#include "cu2hip_warp.h"' %t.new63.hip > %t.b
// RUN: diff %t.a %t.b

#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

namespace mine {
struct group {
  __device__ int any(int p) const { return p; }
  __device__ void sync() const {}
};
__device__ int reduce(const group &g, int v) { return g.any(v); }
} // namespace mine

__global__ void supported(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  cg::coalesced_group active = cg::coalesced_threads();
  int v = tile.shfl_down((int)tile.thread_rank(), 1) + tile.shfl_xor(1, 2);
  v += active.shfl(v, 0) + active.size() + block.group_index().x + cg::thread_rank(block);
  mine::group g;
  v += mine::reduce(g, v) + g.any(v);
  g.sync();
  block.sync();
  out[block.thread_rank()] = v;
}

#ifdef USE_NEWER
template <class Tile> __device__ unsigned votes(const Tile &t, int v) {
  return t.ballot(v & 1) + t.any(v > 3) + t.all(v < 9);
// HIP52: cooperative-groups-api.cu:[[@LINE-1]]:12: warning: 'cooperative_groups::thread_block_tile::ballot' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'cooperative_groups::thread_block_tile::ballot') [unsupported] [CU2HIP-W0002]
// HIP52: cooperative-groups-api.cu:[[@LINE-2]]:30: warning: 'cooperative_groups::thread_block_tile::any' has no HIP equivalent in HIP 5.2
// HIP52: cooperative-groups-api.cu:[[@LINE-3]]:45: warning: 'cooperative_groups::thread_block_tile::all' has no HIP equivalent in HIP 5.2
}

__global__ void newer(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = tile.thread_rank();
  unsigned b = votes(tile, v);
  dim3 d = block.group_dim();
// HIP52: cooperative-groups-api.cu:[[@LINE-1]]:18: warning: 'cooperative_groups::thread_block::group_dim' has no HIP equivalent in HIP 5.2 (added in 6.2
  cg::thread_block_tile<8> sub = cg::tiled_partition<8>(tile);
  unsigned m = sub.meta_group_rank() + sub.meta_group_size();
// HIP52: cooperative-groups-api.cu:[[@LINE-1]]:20: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' has no HIP equivalent in HIP 5.2
// HIP52: cooperative-groups-api.cu:[[@LINE-2]]:44: warning: 'cooperative_groups::thread_block_tile::meta_group_size' has no HIP equivalent in HIP 5.2
  cg::grid_group grid = cg::this_grid();
  unsigned long long r = grid.block_rank() + block.num_threads();
// HIP52: cooperative-groups-api.cu:[[@LINE-1]]:31: warning: 'cooperative_groups::grid_group::block_rank' has no HIP equivalent [unsupported] [CU2HIP-W0001]
// HIP52: cooperative-groups-api.cu:[[@LINE-2]]:52: warning: 'cooperative_groups::thread_block::num_threads' has no HIP equivalent [unsupported]
// HIP63-NOT: thread_block_tile::
// HIP63-NOT: group_dim
// HIP63: cooperative-groups-api.cu:[[@LINE-5]]:31: warning: 'cooperative_groups::grid_group::block_rank' has no HIP equivalent [unsupported] [CU2HIP-W0001]
// HIP63: cooperative-groups-api.cu:[[@LINE-6]]:52: warning: 'cooperative_groups::thread_block::num_threads' has no HIP equivalent [unsupported]
// HIP63-NOT: warning
  out[0] = b + d.x + m + r;
}
#endif
// HIP52-NOT: warning

#ifdef USE_META
__global__ void meta(unsigned *out) {
  __shared__ cg::block_tile_memory<128> scratch;
  auto tile = cg::tiled_partition<32>(cg::this_thread_block(scratch));
  out[0] = tile.meta_group_rank();
}
// META:      __global__ void meta(unsigned *out) {
// META-NEXT:   auto tile = cg::tiled_partition<32>(cg::this_thread_block());
// META-NEXT:   out[0] = cu2hip_cg::meta_group_rank(tile);
// META-OFF:    __shared__ cg::block_tile_memory<128> scratch;
// META-OFF:    out[0] = tile.meta_group_rank();
#endif
