// The runtime API on the CPU backend: launch-configuration errors reported by
// cudaGetLastError as on a GPU, device properties at each wavefront width,
// stream order with callbacks, events with real time, stream capture into a
// graph launched twice, cooperative launch with grid.sync().
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

__global__ void gridSum(int *x, int *out) {
  cg::grid_group g = cg::this_grid();
  atomicAdd(out, x[g.thread_rank()]);
  g.sync();
  x[g.thread_rank()] = *out; // every block sees the complete sum
}

static void CUDART_CB note(cudaStream_t, cudaError_t st, void *p) {
  printf("callback after %d (%s)\n", *(int *)p, cudaGetErrorName(st));
}

int main() {
  int attr = 0;
  cudaDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("attribute warp size %d, max threads %d, shared %zu\n", attr, prop.maxThreadsPerBlock, prop.sharedMemPerBlock);
  // logical32 keeps CUDA's 32 on the host side (cu2hip_deviceGetAttribute)
  // at both widths; the backend itself reports the width (unit tests).
  // CHECK: attribute warp size 32, max threads 1024, shared 65536
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  cudaMemset(d, 0, 1024 * sizeof(int));
  inc<<<1, 2048>>>(d, 1024);
  printf("2048 threads: %s\n", cudaGetErrorName(cudaGetLastError()));
  // CHECK: 2048 threads: hipErrorInvalidConfiguration
  printf("after reading: %s\n", cudaGetErrorName(cudaGetLastError()));
  // CHECK: after reading: hipSuccess
  inc<<<0, 32>>>(d, 1024);
  printf("empty grid: %s\n", cudaGetErrorName(cudaPeekAtLastError()));
  // CHECK: empty grid: hipErrorInvalidConfiguration
  cudaGetLastError();
  inc<<<1, 32, 100 * 1024>>>(d, 1024);
  printf("100 KiB shared: %s\n", cudaGetErrorName(cudaGetLastError()));
  // CHECK: 100 KiB shared: hipErrorInvalidValue

  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  int tag = 1;
  cudaEventRecord(a, s);
  inc<<<4, 256, 0, s>>>(d, 1024);
  cudaStreamAddCallback(s, note, &tag, 0);
  // CHECK: callback after 1 (hipSuccess)
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = -1;
  printf("elapsed %s\n", cudaEventElapsedTime(&ms, a, b) == cudaSuccess && ms >= 0 ? "ok" : "bad");
  // CHECK: elapsed ok

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  inc<<<4, 256, 0, s>>>(d, 1024);
  inc<<<4, 256, 0, s>>>(d, 1024);
  cudaStreamEndCapture(s, &graph);
  size_t nodes = 0;
  cudaGraphGetNodes(graph, nullptr, &nodes);
  int h0;
  cudaMemcpy(&h0, d, sizeof h0, cudaMemcpyDeviceToHost);
  printf("captured %zu nodes, value before launch %d\n", nodes, h0);
  // CHECK: captured 2 nodes, value before launch 1
  cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  cudaGraphLaunch(exec, s);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaMemcpy(&h0, d, sizeof h0, cudaMemcpyDeviceToHost);
  printf("after two graph launches %d\n", h0);
  // CHECK: after two graph launches 5

  int *sum;
  cudaMalloc(&sum, sizeof(int));
  cudaMemset(sum, 0, sizeof(int));
  void *args[] = {&d, &sum};
  cudaError_t e = cudaLaunchCooperativeKernel((void *)gridSum, dim3(4), dim3(256), args);
  int hx[1024];
  cudaMemcpy(hx, d, sizeof hx, cudaMemcpyDeviceToHost);
  printf("cooperative: %s, first %d last %d\n", cudaGetErrorName(e), hx[0], hx[1023]);
  // CHECK: cooperative: hipSuccess, first 5120 last 5120
  return 0;
}
