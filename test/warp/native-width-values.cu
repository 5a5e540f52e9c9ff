// What a warp computes depends on its width: a 64-lane wavefront's shuffle,
// ballot or lane number is not a 32-lane warp's. --warp-model native keeps a
// function on 32 lanes, saying why, when such a value reaches memory the host
// reads, and adapts it when only totals that are the same at both widths get
// there (each warp's sum or ballot count added atomically by one lane; the
// block reduction, test/warp/native-soundness.cu). Each kernel below is a
// finding of the warp property test (property-models.test), reduced (the
// fifth a neighbour of one); before, native adapted the first five and
// printed other numbers at 64 lanes. All run on the CPU backend at 32 and 64
// lanes against CUDA's answer.
// 1. rotate: each lane adds its neighbour's value ((lane + 1) % 32): lane 31
//    of a wavefront reads lane 32, not lane 0.
// 2. ballotCount: each thread stores how many lanes of its warp vote yes.
// 3. scanSum: an inclusive scan per warp, then the scans' sum: over 64 lanes
//    the scans and their sum are others.
// 4. firstLanes: the lane from a helper, `t % 32` of its parameter: native
//    would keep those 32-lane numbers inside 64-lane wavefronts (two "first
//    lanes" per wavefront add their sums).
// 5. viaHelper: a neighbour's value handed to a helper that stores it.
// 6. warpTotals: adapted, the same at both widths.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 --warp-model native -o %t/n.hip 2> %t/n.err
// RUN: FileCheck %s --check-prefix=NAT < %t/n.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/n.hip -o %t/n.o %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --warp-model native -q -o %t/cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu.hip %cpu-link -o %t/native.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/native.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/native.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>

__global__ void rotate(const int *in, int *out) {
  int lane = threadIdx.x % 32;
  int v = in[threadIdx.x];
  out[threadIdx.x] = v + 100 * __shfl_sync(0xffffffff, v, (lane + 1) % 32);
}
// NAT:      {{^}}  out[threadIdx.x] = v + 100 * cu2hip_shfl_sync(0xffffffff, v, (lane + 1) % 32);
// DIAG-DAG: warning: 'rotate': --warp-model=native not applied ('out[threadIdx.x]' (line [[@LINE-3]]) receives a value that depends on the warp's width (__shfl_sync, line [[@LINE-3]]))

__global__ void ballotCount(const int *in, int *out) {
  unsigned b = __ballot_sync(0xffffffff, in[threadIdx.x] % 3 == 0);
  out[threadIdx.x] = __popc(b);
}
// DIAG-DAG: warning: 'ballotCount': --warp-model=native not applied ('out[threadIdx.x]' (line [[@LINE-2]]) receives a value that depends on the warp's width (the count of __ballot_sync, line [[@LINE-3]]))

__global__ void scanSum(const int *in, int *out) {
  int lane = threadIdx.x % 32;
  int v = in[threadIdx.x];
  for (int d = 1; d < 32; d *= 2) {
    int t = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d)
      v += t;
  }
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    atomicAdd(out, v);
}
// DIAG-DAG: warning: 'scanSum': --warp-model=native not applied ('out' (line [[@LINE-2]]) receives a value that depends on the warp's width (__shfl_up_sync, line [[@LINE-9]]))

__device__ int laneOf(unsigned t) { return t % 32; }
// DIAG-DAG: warning: 'laneOf': --warp-model=native not applied ('t % 32' (line [[@LINE-1]]) takes a lane or warp number from the parameter 't', whose callers' warps it cannot follow)
__global__ void firstLanes(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (laneOf(threadIdx.x) == 0)
    atomicAdd(out, v);
}
// DIAG-DAG: warning: 'firstLanes': --warp-model=native not applied ('out' (line [[@LINE-2]]) receives a value that depends on the warp's width (a warp's sum, added by other lanes than each warp's first))

__device__ void put(int *p, int v) { p[threadIdx.x] = v; }
__global__ void viaHelper(const int *in, int *out) {
  put(out, __shfl_down_sync(0xffffffff, in[threadIdx.x], 1));
}
// DIAG-DAG: warning: 'viaHelper': --warp-model=native not applied ('put' (line [[@LINE-2]]) is given a value that depends on the warp's width (__shfl_down_sync, line [[@LINE-2]]))

__global__ void warpTotals(const int *in, int *out) {
  int v = in[threadIdx.x];
  int n = __popc(__ballot_sync(0xffffffff, v % 3 == 0));
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  if (threadIdx.x % 32 == 0) {
    atomicAdd(&out[0], v);
    atomicAdd(&out[1], n);
  }
}
// NAT:      {{^}}  int n = __popcll(cu2hip_native_ballot(v % 3 == 0));
// NAT-NEXT: {{^}}  for (int o = warpSize / 2; o > 0; o /= 2)
// NAT-NEXT: {{^}}    v += __shfl_xor_sync(cu2hip_native_full_mask(), v, o);
// NAT-NEXT: {{^}}  if (threadIdx.x % warpSize == 0) {
// DIAG-NOT: 'warpTotals': --warp-model=native not applied

int main() {
  const int n = 128;
  int hin[n], hout[n], *in, *out;
  for (int i = 0; i < n; ++i)
    hin[i] = i % 7;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&out, sizeof hout);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  rotate<<<1, n>>>(in, out);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  printf("rotate: %d %d %d %d\n", hout[0], hout[31], hout[32], hout[63]);
  ballotCount<<<1, n>>>(in, out);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  printf("ballot: %d %d %d\n", hout[0], hout[32], hout[64]);
  viaHelper<<<1, n>>>(in, out);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  printf("helper: %d %d %d\n", hout[30], hout[31], hout[63]);
  const char *names[] = {"scan", "first lanes", "warp totals"};
  for (int k = 0; k < 3; ++k) {
    cudaMemset(out, 0, sizeof hout);
    if (k == 0)
      scanSum<<<1, n>>>(in, out);
    else if (k == 1)
      firstLanes<<<1, n>>>(in, out);
    else
      warpTotals<<<1, n>>>(in, out);
    cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
    printf("%s: %d %d\n", names[k], hout[0], hout[1]);
  }
  return 0;
}
// OUT:      rotate: 100 3 504 400
// OUT-NEXT: ballot: 14 14 13
// OUT-NEXT: helper: 3 3 0
// OUT-NEXT: scan: 6272 0
// OUT-NEXT: first lanes: 379 0
// OUT-NEXT: warp totals: 379 55
