// An out-of-bounds global write in a kernel dies of SIGSEGV (as a memory
// fault ends a GPU program) after a line naming the kernel, block and thread
// that were running; an overflowed fiber stack too (on the signal stack).
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 not --crash %t.exe oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: env CU2HIP_WAVE=64 not --crash %t.exe oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: env CU2HIP_STACK_KB=16 not --crash %t.exe deep 2>&1 | FileCheck %s --check-prefix=DEEP
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void scatter(float *out, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[idx[i]] = 1.0f;
}

__device__ int depth(volatile int *p, int k) {
  volatile char pad[1024];
  pad[k % 1024] = (char)k;
  return k == 0 ? pad[0] : depth(p, k - 1) + pad[k % 1024];
}
__global__ void recurse(int *out) { out[threadIdx.x] = depth(out, 100000); }

int main(int argc, char **argv) {
  int n = 256, h[256];
  for (int i = 0; i < n; ++i) h[i] = i == 200 ? 400000000 : i;
  float *out;
  int *idx;
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&idx, n * sizeof(int));
  cudaMemcpy(idx, h, sizeof h, cudaMemcpyHostToDevice);
  if (!strcmp(argv[1], "oob")) scatter<<<4, 64>>>(out, idx, n);
  if (!strcmp(argv[1], "deep")) recurse<<<1, 1>>>(idx);
  cudaDeviceSynchronize();
  printf("finished\n");
  return 0;
}
// OOB: cu2hip-cpu: error: kernel 'scatter' block (3,0,0) thread (8,0,0): SIGSEGV (invalid memory access) at address 0x
// OOB-NOT: finished
// DEEP: cu2hip-cpu: error: kernel 'recurse' block (0,0,0) thread (0,0,0): SIGSEGV (invalid memory access) at address 0x
