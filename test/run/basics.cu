// The CPU backend runs a translated program: grid over blocks, block threads
// as fibers, __syncthreads, static and dynamic shared memory private to each
// block, __constant__ memory, atomics across blocks, printf in a kernel, and
// the same output at both wavefront widths.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s
#include <cstdio>
#include <cuda_runtime.h>

__constant__ int kScale[4];
__device__ unsigned long long gTotal;

__global__ void blockSums(const int *in, int *out, int *hist) {
  __shared__ int tile[256];
  extern __shared__ int scratch[];
  int t = threadIdx.x;
  tile[t] = in[blockIdx.x * blockDim.x + t] * kScale[blockIdx.x % 4];
  scratch[t] = blockIdx.x; // each block sees only its own dynamic shared memory
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) tile[t] += tile[t + s];
    __syncthreads();
  }
  if (scratch[(t + 1) % blockDim.x] != (int)blockIdx.x) atomicAdd(&hist[3], 1);
  if (t == 0) {
    out[blockIdx.x] = tile[0];
    atomicAdd(&gTotal, (unsigned long long)tile[0]);
  }
  atomicAdd(&hist[in[blockIdx.x * blockDim.x + t] % 3], 1);
  if (blockIdx.x == 1 && t == 5) printf("block %d thread %d of %d\n", blockIdx.x, t, blockDim.x);
}

int main() {
  const int blocks = 64, threads = 256, n = blocks * threads;
  int h[n], scale[4] = {1, 2, 3, 4};
  for (int i = 0; i < n; ++i) h[i] = i % 7;
  int *dIn, *dOut, *dHist;
  cudaMalloc(&dIn, sizeof h);
  cudaMalloc(&dOut, blocks * sizeof(int));
  cudaMalloc(&dHist, 4 * sizeof(int));
  cudaMemset(dHist, 0, 4 * sizeof(int));
  cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(kScale, scale, sizeof scale);
  unsigned long long zero = 0;
  cudaMemcpyToSymbol(gTotal, &zero, sizeof zero);
  blockSums<<<blocks, threads, threads * sizeof(int)>>>(dIn, dOut, dHist);
  // CHECK: block 1 thread 5 of 256
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  // CHECK: launch: hipSuccess
  int out[blocks], hist[4];
  unsigned long long total;
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(hist, dHist, sizeof hist, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&total, gTotal, sizeof total);
  long long expect = 0;
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int s = 0;
    for (int t = 0; t < threads; ++t) s += h[b * threads + t] * scale[b % 4];
    bad += s != out[b];
    expect += s;
  }
  printf("mismatched blocks %d, total %llu (expected %lld)\n", bad, total, expect);
  // CHECK: mismatched blocks 0, total [[T:[0-9]+]] (expected [[T]])
  printf("hist %d %d %d, foreign shared %d\n", hist[0], hist[1], hist[2], hist[3]);
  // CHECK: hist 7022 4681 4681, foreign shared 0
  return 0;
}
