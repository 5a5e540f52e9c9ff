// Issue 13 item 1: two definitions of cu2hip::WarpSite (one in Coverage.h,
// one in the warp analysis) made the linker merge their inline members, and
// an AddressSanitizer build reported a heap-buffer-overflow in
// WarpSite(WarpSite&&) on this minimal input. There is one WarpSite now
// (include/cu2hip/WarpPlan.h; ctest check-odr keeps it so). This input's
// sites carry their strings intact through translate and warp-check, and
// scripts/test --sanitize-subset runs this test under ASan.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2> %t/l.err
// RUN: FileCheck %s --check-prefix=L32 < %t/l.hip
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: %cu2hip warp-check %s --hip-version 5.2 --format json > %t/sites.json
// RUN: FileCheck %s --check-prefix=SITES < %t/sites.json
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx90a %t/n.hip -o %t/n.o %}
#include <cuda_runtime.h>

__global__ void k(int *o) { __shared__ int s[64];
  int lane = threadIdx.x % 32;
// L32: {{^}}  int lane = threadIdx.x % 32;
// NAT: {{^}}  int lane = threadIdx.x % warpSize;
  s[lane] = __shfl_down_sync(0xffffffff, lane, 1);
// L32: {{^}}  s[lane] = cu2hip_shfl_down_sync(0xffffffff, lane, 1);
// NAT: {{^}}  s[lane] = __shfl_down(lane, 1);
}
// (Into shared memory, in blocks of whole wavefronts: stored to o, or with
// no launch in the file, the lane's numbers would keep k on 32-lane warps,
// test/warp/native-width-values.cu.)
int main() { k<<<1, 64>>>(nullptr); }

// SITES:      "class_name": "warp-width constant",
// SITES:      "id": "CU2HIP-R0021",
// SITES-NEXT: "line": 19,
// SITES-NEXT: "logical32": "kept: logical warps have 32 lanes",
// SITES:      "native": "uses warpSize",
// SITES-NEXT: "what": "lane index: 'threadIdx.x % 32'"
// SITES:      "class_name": "lane mask",
// SITES:      "id": "CU2HIP-R0021",
// SITES-NEXT: "line": 22,
// SITES-NEXT: "logical32": "kept: a 32-bit mask over the logical warp",
// SITES:      "native": "the full wavefront",
// SITES-NEXT: "what": "lane mask '0xffffffff' of __shfl_down_sync"
// SITES:      "sites": 2,
