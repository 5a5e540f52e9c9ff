// Under --warp-model native the translated code works on whole wavefronts
// (64-bit ballots, shuffle loops from warpSize / 2): on the CPU backend the
// same executable runs 32 lanes at CU2HIP_WAVE=32 and 64 at CU2HIP_WAVE=64,
// and where native applies its answers are CUDA's at both widths. `counts`
// adds each warp's ballot count and sum atomically from one lane: the totals
// do not depend on the width, so it is adapted. `lanes` stores a ballot's
// count, a warp's sum and warpSize for the host: numbers of a 64-lane
// wavefront there, so it keeps 32-lane warps and prints CUDA's at both.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate --warp-model native -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=NAT < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

__global__ void counts(const int *in, int *out) {
  int v = in[threadIdx.x];
  int n = __popc(__ballot_sync(0xffffffff, v % 3 == 0));
  for (int d = 16; d > 0; d /= 2) v += __shfl_down_sync(0xffffffff, v, d);
  if (threadIdx.x % 32 == 0) {
    atomicAdd(&out[0], n);
    atomicAdd(&out[1], v);
  }
}
// NAT:      {{^}}  int n = __popcll(cu2hip_native_ballot(v % 3 == 0));
// NAT-NEXT: {{^}}  for (int d = warpSize / 2; d > 0; d /= 2)
// NAT:      {{^}}  if (threadIdx.x % warpSize == 0) {
// DIAG-NOT: 'counts': --warp-model=native not applied

__global__ void lanes(int *out) {
  unsigned long long all = __ballot_sync(0xffffffff, 1);
  int v = threadIdx.x;
  for (int d = warpSize / 2; d > 0; d /= 2) v += __shfl_down_sync(0xffffffff, v, d);
  if (threadIdx.x == 0) {
    out[0] = __popcll(all);
    out[1] = v;
    out[2] = warpSize;
  }
}
// DIAG: warning: 'lanes': --warp-model=native not applied ('out[0]' (line [[@LINE-5]]) receives a value that depends on the warp's width (the count of __ballot_sync, line [[@LINE-9]]))

int main() {
  int hin[128], *in, *d, h[3] = {0, 0, 0};
  for (int i = 0; i < 128; ++i)
    hin[i] = i;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  counts<<<1, 128>>>(in, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("multiples of 3: %d, sum %d\n", h[0], h[1]);
  lanes<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("lanes in ballot %d, first-warp sum %d, warpSize %d\n", h[0], h[1], h[2]);
  return 0;
}
// OUT:      multiples of 3: 43, sum 8128
// OUT-NEXT: lanes in ballot 32, first-warp sum 496, warpSize 32
