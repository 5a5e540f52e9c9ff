// Under --warp-model native, a function the warp plan keeps at logical32
// (CU2HIP-W0022) numbers its lanes 0..31 everywhere: the inline-PTX %laneid
// follows the function's model, like its shuffles, not the option.
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>

__global__ void perWarpSum(const float *in, float *warpSums) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
// CHECK: {{^}}  lane = (__lane_id() & 31);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
// CHECK: v += cu2hip_shfl_down_sync(0xffffffff, v, o);
  if (lane == 0) warpSums[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}

int main() {
  int n = 1 << 16;
  float *in, *sums;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&sums, (n / 32) * sizeof(float));
  perWarpSum<<<n / 256, 256>>>(in, sums);
  return 0;
}
// DIAG: warning: 'perWarpSum': --warp-model=native not applied
