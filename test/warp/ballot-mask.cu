// Classes 3 and 4: lane masks and ballot widths. logical32: the caller's 32-bit
// half of the wavefront ballot (helpers), masks unchanged. native: 64-bit
// ballots and masks, __popc -> __popcll; a partial mask keeps logical32.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2> %t/l.err
// RUN: FileCheck %s --check-prefix=L32 < %t/l.hip
// RUN: FileCheck %s --check-prefix=L32DIAG < %t/l.err
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=NATDIAG < %t/n.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx1030 %t/l.hip -o %t/l1030.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>

__global__ void countAbove(const float *x, float t, int *count) {
  unsigned int ballot = __ballot_sync(0xffffffff, x[threadIdx.x] > t);
// L32: {{^}}  unsigned int ballot = cu2hip_ballot_sync(0xffffffff, x[threadIdx.x] > t);
// NAT: {{^}}  unsigned long long ballot = cu2hip_native_ballot(x[threadIdx.x] > t);
  if (threadIdx.x % 32 == 0) atomicAdd(count, __popc(ballot));
// NAT: {{^}}  if (threadIdx.x % warpSize == 0) atomicAdd(count, __popcll(ballot));
}

__global__ void laneBits(unsigned *out) {
  unsigned lane = threadIdx.x & 31;
  unsigned bit = 1u << lane;
  unsigned active = __activemask();
// L32: {{^}}  unsigned active = cu2hip_activemask();
  out[threadIdx.x] = bit & active;
}

__global__ void partial(int *out) {
  unsigned mask = 0x0000ffff;
  if (threadIdx.x % 32 < 16) out[threadIdx.x] = __shfl_sync(mask, out[threadIdx.x], 0);
// L32DIAG: ballot-mask.cu:[[@LINE-1]]:49: warning: '__shfl_sync' with mask 'mask': HIP 5.2 has no masked form
// NATDIAG: warning: 'partial': --warp-model=native not applied (partial lane mask 'mask'
}
