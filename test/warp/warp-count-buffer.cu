// Class 5: per-warp buffers. A shared [32] buffer and a host allocation of
// n / 32 per-warp results are kept (logical32: exactly right; native: the
// kernels they feed keep 32-lane warps, because the host counts warps of 32).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l.hip 2> %t/l.err
// RUN: FileCheck %s --check-prefix=DIAG < %t/l.err
// RUN: %cu2hip translate %s --hip-version 5.2 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NATDIAG < %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t/l.hip -o %t/l.o && %hipcc-gfx1030 %t/l.hip -o %t/l1030.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t/n.hip -o %t/n.o && %hipcc-gfx1030 %t/n.hip -o %t/n1030.o %}
#include <cuda_runtime.h>
#include <cstdlib>

__global__ void perWarpSum(const float *in, float *warpSums) {
  __shared__ float partial[32];
// DIAG: warp-count-buffer.cu:[[@LINE-1]]:20: remark: warp-size site [5 warp-count buffer] shared buffer 'partial[32]'
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (threadIdx.x < blockDim.x / 32)
    warpSums[blockIdx.x * (blockDim.x / 32) + threadIdx.x] = partial[threadIdx.x];
// NAT: {{^}}  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
}

int main() {
  int n = 1 << 16;
  float *in, *sums;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&sums, (n / 32) * sizeof(float));
// DIAG: warp-count-buffer.cu:[[@LINE-1]]:22: remark: warp-size site [5 warp-count buffer] host allocation sized by a warp count: 'n / 32'
  float *host = (float *)malloc((n / 32) * sizeof(float));
  perWarpSum<<<n / 256, 256>>>(in, sums);
  cudaMemcpy(host, sums, (n / 32) * sizeof(float), cudaMemcpyDeviceToHost);
  free(host);
  return 0;
}
// NATDIAG: warning: 'perWarpSum': --warp-model=native not applied (host code sizes per-warp data with 32 ('n / 32', line
