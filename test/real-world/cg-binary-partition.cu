// Item 6: cg::binary_partition is HIP's from 6.2 (lib/Mapping/CG.def): the 6.4
// and 7.2 outputs keep it and compile with their releases' hipcc; for HIP 5.2
// each use is reported with the release and name that have it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/p64.hip 2> %t/p64.err
// RUN: FileCheck %s < %t/p64.hip
// RUN: FileCheck %s --check-prefix=DIAG6 --allow-empty < %t/p64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/p64.hip -o %t/p64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/p72.hip 2> %t/p72.err
// RUN: FileCheck %s < %t/p72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/p72.hip -o %t/p72.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/p52.hip 2> %t/p52.err
// RUN: FileCheck %s --check-prefix=DIAG5 < %t/p52.err
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void split(const int *in, int *out) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  auto half = cg::binary_partition(warp, v < 0);
  out[block.thread_rank()] = half.thread_rank() + half.size();
  cg::coalesced_group active = cg::coalesced_threads();
  auto sides = cg::binary_partition(active, v & 1);
  out[64 + block.thread_rank()] = sides.size();
}
// CHECK: auto half = cg::binary_partition(warp, v < 0);
// CHECK: auto sides = cg::binary_partition(active, v & 1);
// DIAG6-NOT: binary_partition
// DIAG5: cg-binary-partition.cu:21:19: warning: 'cooperative_groups::binary_partition' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'cooperative_groups::binary_partition') [unsupported] [CU2HIP-W0002]
// DIAG5: cg-binary-partition.cu:24:20: warning: 'cooperative_groups::binary_partition' has no HIP equivalent in HIP 5.2 (added in 6.2 as 'cooperative_groups::binary_partition') [unsupported] [CU2HIP-W0002]
