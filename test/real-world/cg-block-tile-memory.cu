// Item 6: cg::block_tile_memory, the shared scratch CUDA before sm_80 needs for
// tiles wider than 32 threads, passed to this_thread_block. HIP has no such
// type and its this_thread_block() takes no argument (its tiles are at most a
// wavefront wide), so the cooperative-groups-api rule removes the scratch
// declaration (the whole line) and the argument, with a remark; a scratch used
// any other way stays reported. The outputs compile with HIP 5.2 (the host's
// hipcc), ROCm 6.4 and ROCm 7.2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/b52.hip 2> %t/b52.err
// RUN: FileCheck %s < %t/b52.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/b52.err
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx90a %t/b52.hip -o %t/b52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/b64.hip 2> %t/b64.err
// RUN: FileCheck %s < %t/b64.hip
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/b64.hip -o %t/b64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/b72.hip 2> %t/b72.err
// RUN: FileCheck %s < %t/b72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/b72.hip -o %t/b72.o %}
// Without -DUSE_OTHERWISE the file compiles; with it, the scratch that is also
// read otherwise stays, reported.
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/o64.hip -- -DUSE_OTHERWISE 2> %t/o64.err
// RUN: FileCheck %s --check-prefix=OTHER < %t/o64.err
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void wide(float *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<32>(block);
  out[block.thread_rank()] = tile.shfl(out[block.thread_rank()], 0);
}
// CHECK:      __global__ void wide(float *out) {
// CHECK-NEXT:   cg::thread_block block = cg::this_thread_block();
// CHECK-NEXT:   auto tile = cg::tiled_partition<32>(block);
// DIAG: cg-block-tile-memory.cu:[[@LINE-8]]:3: remark: 'cooperative_groups::block_tile_memory' scratch 'scratch' removed with the this_thread_block() argument that passed it: HIP's this_thread_block() takes none, and HIP's tiles are at most a wavefront wide

template <unsigned Block> __global__ void templated(int *out) {
  __shared__ cooperative_groups::block_tile_memory<Block> mem;
  auto b = cooperative_groups::this_thread_block(mem);
  out[b.thread_rank()] = b.size();
}
template __global__ void templated<128>(int *);
// CHECK:      template <unsigned Block> __global__ void templated(int *out) {
// CHECK-NEXT:   auto b = cooperative_groups::this_thread_block();
// DIAG: cg-block-tile-memory.cu:[[@LINE-7]]:3: remark: 'cooperative_groups::block_tile_memory' scratch 'mem'

#ifdef USE_OTHERWISE
__global__ void other(void **out) {
  __shared__ cg::block_tile_memory<64> kept;
  out[0] = &kept;
  cg::thread_block b = cg::this_thread_block(kept);
  // OTHER: cg-block-tile-memory.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'cooperative_groups::block_tile_memory' has no HIP equivalent
}
#endif
// DIAG-NOT: warning
