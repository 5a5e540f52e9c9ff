// Memcheck: a correct program gives no report at either width. The backend
// switches between GPU threads on its own stacks at every barrier and
// shuffle; it tells AddressSanitizer each switch, or the sanitizer takes a
// thread's frames for another stack's and reports errors that are not there
// (or loses them). Blocks of 1024 threads with shared memory, warp
// reductions, barriers, a deep device call chain, and cooperative launches
// with grid.sync (each on OS threads of its own, whose stacks are unmapped at
// their end and may be mapped again by the next).
// REQUIRES: cpu-backend-memcheck
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %cpu-memcheck-compile %t.hip %cpu-memcheck-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe 2>&1 | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t.exe 2>&1 | FileCheck %s
// RUN: env CU2HIP_WAVE=64 ASAN_OPTIONS=detect_stack_use_after_return=1 %t.exe 2>&1 | FileCheck %s
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__device__ float warpSum(float v) {
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__device__ int chain(int k) {
  volatile int local[16];
  for (int i = 0; i < 16; ++i) local[i] = k + i;
  return k == 0 ? local[3] : chain(k - 1) + local[k % 16] - local[(k + 1) % 16];
}

__global__ void reduce(const float *in, float *out, int n) {
  __shared__ float partial[32];
  extern __shared__ float staged[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  staged[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  float v = warpSum(staged[blockDim.x - 1 - t]);
  int lane = t % warpSize, warp = t / warpSize;
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x / warpSize) ? partial[lane] : 0.0f;
    v = warpSum(v);
    if (lane == 0) atomicAdd(out, v + (float)(chain(40) - chain(40)));
  }
}

__global__ void twoPhase(int *data, int *result) {
  cg::grid_group grid = cg::this_grid();
  int i = grid.thread_rank();
  data[i] = i;
  grid.sync();
  if (i == 0) {
    int s = 0;
    for (unsigned j = 0; j < grid.size(); ++j) s += data[j];
    *result = s;
  }
}

int main() {
  const int n = 8 * 1024;
  float *in, *out, h[n];
  for (int i = 0; i < n; ++i) h[i] = 1.0f;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof(float));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(out, 0, sizeof(float));
  reduce<<<n / 1024, 1024, 1024 * sizeof(float)>>>(in, out, n);
  float sum = 0;
  cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost);

  int *data, *result, total = 0;
  cudaMalloc(&data, 4 * 64 * sizeof(int));
  cudaMalloc(&result, sizeof(int));
  void *args[] = {&data, &result};
  for (int launch = 0; launch < 20; ++launch) {
    cudaLaunchCooperativeKernel((void *)twoPhase, dim3(4), dim3(64), args, 0, 0);
    int once = 0;
    cudaMemcpy(&once, result, sizeof once, cudaMemcpyDeviceToHost);
    total += once;
  }
  cudaFree(in);
  cudaFree(out);
  cudaFree(data);
  cudaFree(result);
  printf("sum %g total %d\n", sum, total);
  return 0;
}
// CHECK-NOT: memcheck
// CHECK-NOT: {{AddressSanitizer|ASan}}
// CHECK: sum 8192 total 652800
