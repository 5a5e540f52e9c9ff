// "Lane 0 loads a value and broadcasts it with __shfl_sync" at -O2 (the
// backend's compile flags): the other lanes pass an uninitialised variable to
// the shuffle, which clang must not take as proof that every lane took the
// lane-0 branch. Directly, through the program's own by-value helper, and with
// the lane test repeated after the shuffle. One ticket per warp.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s
#include <cstdio>
#include <cuda_runtime.h>

__device__ int broadcast(int v) { return __shfl_sync(0xffffffff, v, 0); }

__global__ void tickets(const int *x, int *out, int *counter) {
  int lane = threadIdx.x % 32;
  int v;
  if (lane == 0) v = atomicAdd(&counter[0], 1) * 100 + x[threadIdx.x / 32];
  v = __shfl_sync(0xffffffff, v, 0);
  int w;
  if (lane == 0) w = atomicAdd(&counter[1], 1);
  w = broadcast(w);
  int u;
  if (lane == 0) u = atomicAdd(&counter[2], 1);
  u = __shfl_sync(0xffffffff, u, 0);
  if (lane == 0) atomicAdd(&counter[3], u);
  out[threadIdx.x] = v + 1000 * w + 100000 * u;
}

int main() {
  int *x, *out, *c;
  cudaMalloc(&x, 8 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  cudaMalloc(&c, 4 * sizeof(int));
  int hx[8];
  for (int i = 0; i < 8; ++i) hx[i] = i + 1;
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemset(c, 0, 4 * sizeof(int));
  tickets<<<1, 256>>>(x, out, c);
  int h[256], hc[4];
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  int same = 0;
  for (int i = 0; i < 256; ++i) same += h[i] == h[i - i % 32];
  printf("tickets %d %d %d sum %d; lanes agreeing with lane 0: %d\n", hc[0], hc[1], hc[2], hc[3], same);
  return 0;
}
// CHECK: tickets 8 8 8 sum 28; lanes agreeing with lane 0: 256
