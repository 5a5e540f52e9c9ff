// --warp-model native rewrites a function for the wavefront only where its
// answer stays CUDA's; three shapes it must keep on 32 lanes and one it must
// adapt, each run on the CPU backend at 32 and 64 lanes against the answer
// CUDA gives (the same numbers at both widths):
// 1. A vote whose value is data (a per-warp flag, a per-thread result): on 64
//    lanes __any_sync would vote over two 32-lane warps. Kept, with the
//    reason. A vote that only ends a loop (all lanes go on while any has work)
//    runs the loop until all 64 lanes are done: what a lane does in the extra
//    turns (counting them) differs, so that loop is kept too (thread 0 would
//    count 6 turns, not 5); what a lane does only under its own predicate is
//    the same at both widths and is adapted.
// 2. A lane grouping by a run-time width (`threadIdx.x % width`, width a
//    parameter) around a shuffle loop in a function it calls: the loop may not
//    be widened under a grouping chosen for 32. Both functions kept.
// 3. The canonical block reduction, `__shared__ float partial[32]` read as
//    `threadIdx.x < blockDim.x / 32 ? partial[lane] : 0`: on 64 lanes at most
//    16 slots are read, so it is adapted (before, it fell back).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/n.hip -o %t/n.o %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --warp-model native -q -o %t/cpu-native.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu-native.hip %cpu-link -o %t/native.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/native.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/native.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate -q -o %t/cpu-logical.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu-logical.hip %cpu-link -o %t/logical.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/logical.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>

// 1. Each thread learns whether any lane of its 32-lane warp is negative.
__global__ void anyNegative(const int *x, int *out) {
  int v = __any_sync(0xffffffff, x[threadIdx.x] < 0);
  out[threadIdx.x] = v;
}
// NAT:      {{^}}  int v = cu2hip_any_sync(0xffffffff, x[threadIdx.x] < 0);
// DIAG-DAG: warning: 'anyNegative': --warp-model=native not applied (the value of __any_sync (line [[@LINE-4]]) would be the vote of a 64-lane wavefront, two 32-lane warps)

// 1b. The vote ends a loop: every lane halves its value until all are 0,
//     counting the loop's turns (the warp's), or only its own.
__global__ void halveAll(int *x, int *steps) {
  int v = x[threadIdx.x], n = 0;
  while (__any_sync(0xffffffff, v != 0)) {
    v /= 2;
    ++n;
  }
  x[threadIdx.x] = v;
  steps[threadIdx.x] = n;
}
// NAT:      {{^}}  while (cu2hip_any_sync(0xffffffff, v != 0)) {
// DIAG-DAG: warning: 'halveAll': --warp-model=native not applied ('x[threadIdx.x]' (line [[@LINE-4]]) receives a value that depends on the warp's width (the iterations of the loop on __any_sync, line [[@LINE-8]], which 64 lanes run until all are done))
__global__ void halveOwn(int *x, int *steps) {
  int v = x[threadIdx.x], n = 0;
  while (__any_sync(0xffffffff, v != 0)) {
    if (v != 0) {
      v /= 2;
      ++n;
    }
  }
  x[threadIdx.x] = v;
  steps[threadIdx.x] = n;
}
// NAT:      {{^}}  while (__any(v != 0)) {
// DIAG-NOT: 'halveOwn': --warp-model=native not applied

// 2. Sums over groups of `width` lanes, the loop in a helper.
__device__ float groupSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
// NAT:      {{^}}  for (int o = 16; o > 0; o /= 2)
__global__ void groupSums(const float *x, float *out, int width) {
  int lane = threadIdx.x % width;
  float v = groupSum(x[threadIdx.x]);
  if (lane == 0)
    out[threadIdx.x / width] = v;
}
// DIAG-DAG: warning: 'groupSum': --warp-model=native not applied (it shares warps with 'groupSums', which keeps logical32)
// DIAG-DAG: warning: 'groupSums': --warp-model=native not applied (the lane grouping 'threadIdx.x % width' uses the run-time width 'width', and shuffles or votes act on those lanes)

// 3. The canonical block reduction.
__device__ float warpReduce(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}
// NAT:      {{^}}  for (int o = warpSize / 2; o > 0; o /= 2)
__global__ void blockReduce(const float *x, float *out) {
  __shared__ float partial[32];
  int lane = threadIdx.x % 32, wid = threadIdx.x / 32;
  float v = warpReduce(x[threadIdx.x]);
  if (lane == 0)
    partial[wid] = v;
  __syncthreads();
  v = threadIdx.x < blockDim.x / 32 ? partial[lane] : 0.0f;
  if (wid == 0)
    v = warpReduce(v);
  if (threadIdx.x == 0)
    *out = v;
}
// NAT:      {{^}}  int lane = threadIdx.x % warpSize, wid = threadIdx.x / warpSize;
// NAT:      {{^}}  v = threadIdx.x < blockDim.x / warpSize ? partial[lane] : 0.0f;
// DIAG-NOT: 'blockReduce': --warp-model=native not applied
// DIAG-NOT: 'warpReduce': --warp-model=native not applied

int main() {
  const int n = 128;
  int hx[n], *dx, *dout, *dsteps, hout[n], hsteps[n];
  for (int i = 0; i < n; ++i)
    hx[i] = i == 40 ? -1 : i;
  cudaMalloc(&dx, sizeof hx);
  cudaMalloc(&dout, sizeof hout);
  cudaMalloc(&dsteps, sizeof hsteps);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  anyNegative<<<1, n>>>(dx, dout);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  printf("any: lane 0 %d, lane 32 %d, lane 64 %d\n", hout[0], hout[32], hout[64]);

  for (int i = 0; i < n; ++i)
    hx[i] = i;
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  for (int k = 0; k < 2; ++k) {
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    if (k == 0)
      halveAll<<<1, n>>>(dx, dsteps);
    else
      halveOwn<<<1, n>>>(dx, dsteps);
    int hy[n];
    cudaMemcpy(hy, dx, sizeof hy, cudaMemcpyDeviceToHost);
    cudaMemcpy(hsteps, dsteps, sizeof hsteps, cudaMemcpyDeviceToHost);
    int zeros = 0;
    for (int i = 0; i < n; ++i)
      zeros += hy[i] == 0;
    printf("%s: %d zeros, thread 0 %d turns, thread 40 %d\n", k ? "own" : "halve", zeros, hsteps[0], hsteps[40]);
  }

  float hf[n], *df, *dsum, hsum[n / 32];
  for (int i = 0; i < n; ++i)
    hf[i] = (float)(i / 32 + 1);
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dsum, sizeof hsum);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  groupSums<<<1, n>>>(df, dsum, 32);
  cudaMemcpy(hsum, dsum, sizeof hsum, cudaMemcpyDeviceToHost);
  printf("groups: %g %g %g %g\n", hsum[0], hsum[1], hsum[2], hsum[3]);

  float total;
  blockReduce<<<1, n>>>(df, dsum);
  cudaMemcpy(&total, dsum, sizeof total, cudaMemcpyDeviceToHost);
  printf("block: %g\n", total);
  return 0;
}
// OUT:      any: lane 0 0, lane 32 1, lane 64 0
// OUT-NEXT: halve: 128 zeros, thread 0 5 turns, thread 40 6
// OUT-NEXT: own: 128 zeros, thread 0 0 turns, thread 40 6
// OUT-NEXT: groups: 32 64 96 128
// OUT-NEXT: block: 320
