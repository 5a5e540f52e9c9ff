// Under --warp-model native a caller and its callee share their lanes: when one
// function keeps logical 32-lane warps (here blockSum, whose 32-slot shared
// buffer is indexed by every lane, unguarded), every function it calls keeps them too, or
// the callee would reduce a 64-lane wavefront for a caller that counts warps
// of 32. A broadcast from lane 31 (the warp's last lane) reads warpSize - 1
// where native applies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=NATDIAG < %t/n.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>

__device__ int warpSum(int v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
// NAT: {{^}}  for (int offset = 16; offset > 0; offset /= 2)
// NAT-NEXT: {{^}}    v += cu2hip_shfl_down_sync(0xffffffff, v, offset);
  return v;
}
// NATDIAG-DAG: warning: 'warpSum': --warp-model=native not applied (it shares warps with 'blockSum', which keeps logical32)

__global__ void blockSum(const int *in, int *out) {
  __shared__ int partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int v = warpSum(in[threadIdx.x]);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = warpSum(partial[lane]); // launched with 1024 threads: 32 warps fill every slot
    if (lane == 0) *out = v;
  }
}
// NATDIAG-DAG: warning: 'blockSum': --warp-model=native not applied ('partial[32]' is indexed by a lane of up to 64)

__device__ int lastLane(int v) {
  return __shfl_sync(0xffffffff, v, 31);
// NAT: {{^}}  return __shfl(v, (warpSize - 1));
}
// The broadcast kept in the block's shared memory: stored to p, where the
// host reads it, lane 63's value would differ from lane 31's and broadcast
// would keep 32-lane warps (test/warp/native-width-values.cu).
__global__ void broadcast(int *p) {
  __shared__ int s[1024];
  s[threadIdx.x] = lastLane(p[threadIdx.x]);
}

// Blocks of whole 64-lane wavefronts: no shuffle reads a lane that does not
// exist (test/warp/native-partial-wavefront.cu).
int main() {
  int *in, *out;
  cudaMalloc(&in, 1024 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  blockSum<<<1, 1024>>>(in, out);
  broadcast<<<4, 256>>>(in);
  return 0;
}
