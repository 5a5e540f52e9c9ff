// Item 11: cooperative_groups collectives HIP lacks (cooperative_groups/reduce.h,
// scan.h, memcpy_async.h; no HIP release cu2hip knows has them). Each use,
// qualified by cooperative_groups or a namespace alias of it, becomes the
// cu2hip_cg one of cu2hip_warp.h: reduce and the scans are shuffle scans on the
// tile (any size up to the wavefront), memcpy_async a group-strided copy, and
// wait/wait_prior the group's sync(). The headers become HIP's
// cooperative-groups header; nothing is reported as a missing feature.
// __syncwarp (HIP before 7.0 has none) is cu2hip_syncwarp.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/cg.hip 2> %t/cg.err
// RUN: FileCheck %s < %t/cg.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/cg.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/cg.hip -o %t/cg.o %}
// RUN: %if nvcc %{ %nvcc -arch=sm_80 -c %s -o %t/cg.cuda.o %}
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
// CHECK: #include "cu2hip_warp.h"
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: // CHECK

namespace cg = cooperative_groups;
namespace coop = ::cooperative_groups;

__global__ void tiles(const int *in, int *out, unsigned *bits, float *f) {
  auto block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  auto t32 = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  out[0] = cg::reduce(t16, v, cg::plus<int>());
  // CHECK: out[0] = cu2hip_cg::reduce(t16, v, cu2hip_cg::plus<int>());
  out[1] = cg::reduce(t32, v, cg::less<int>());
  // CHECK: out[1] = cu2hip_cg::reduce(t32, v, cu2hip_cg::less<int>());
  out[2] = cooperative_groups::reduce(t32, v, cooperative_groups::greater<int>());
  // CHECK: out[2] = cu2hip_cg::reduce(t32, v, cu2hip_cg::greater<int>());
  unsigned b = bits[block.thread_rank()];
  bits[0] = coop::reduce(t16, b, coop::bit_and<unsigned>()) + cg::reduce(t16, b, cg::bit_or<unsigned>()) +
            cg::reduce(t16, b, cg::bit_xor<unsigned>());
  // CHECK: bits[0] = cu2hip_cg::reduce(t16, b, cu2hip_cg::bit_and<unsigned>()) + cu2hip_cg::reduce(t16, b, cu2hip_cg::bit_or<unsigned>()) +
  // CHECK-NEXT: cu2hip_cg::reduce(t16, b, cu2hip_cg::bit_xor<unsigned>());
  out[3] = cg::inclusive_scan(t32, v);
  // CHECK: out[3] = cu2hip_cg::inclusive_scan(t32, v);
  out[4] = cg::exclusive_scan(t16, v, cg::plus<int>());
  // CHECK: out[4] = cu2hip_cg::exclusive_scan(t16, v, cu2hip_cg::plus<int>());
  f[0] = cg::reduce(t32, f[block.thread_rank()], [](float a, float c) { return a * c; });
  // CHECK: f[0] = cu2hip_cg::reduce(t32, f[block.thread_rank()], [](float a, float c) { return a * c; });
  if (v > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    out[5] = cg::reduce(active, v, cg::plus<int>());
    // CHECK: out[5] = cu2hip_cg::reduce(active, v, cu2hip_cg::plus<int>());
  }
  __syncwarp(0xffffu);
  // CHECK: cu2hip_syncwarp(0xffffu);
}

__global__ void stage(const float *in, float *out, int n) {
  __shared__ float tile[256];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256);
  // CHECK: cu2hip_cg::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256);
  cg::wait(block);
  // CHECK: cu2hip_cg::wait(block);
  auto warp = cg::tiled_partition<32>(block);
  cg::memcpy_async(warp, out + blockIdx.x * 256, 256, tile, 256);
  // CHECK: cu2hip_cg::memcpy_async(warp, out + blockIdx.x * 256, 256, tile, 256);
  cg::wait_prior<0>(warp);
  // CHECK: cu2hip_cg::wait_prior<0>(warp);
  // Other members of the namespace are HIP's.
  block.sync();
  cg::sync(block);
  // CHECK: cg::sync(block);
}

// DIAG-NOT: reduce.h
// DIAG-NOT: memcpy_async.h
// DIAG-NOT: cooperative_groups::reduce
// DIAG: 0 unsupported API uses
