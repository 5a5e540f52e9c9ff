// Memcheck: a kernel reading a buffer the program already freed with
// cudaFree is named with its kernel, block and thread and the buffer, with
// what freed it; without memcheck the read succeeds (the memory is the host
// allocator's again) and nothing is seen.
// REQUIRES: cpu-backend-memcheck
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %cpu-memcheck-compile %t.hip %cpu-memcheck-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 not %t.exe 2>&1 | FileCheck %s
// RUN: env CU2HIP_WAVE=64 not %t.exe 2>&1 | FileCheck %s
#include <cstdio>
#include <cuda_runtime.h>

__global__ void sum(const float *in, float *out, int n) {
  float s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += in[i];
  atomicAdd(out, s);
}

int main() {
  int n = 512;
  float *in, *out, *scratch;
  cudaMalloc(&scratch, 64);
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, sizeof(float));
  cudaMemset(in, 0, n * sizeof(float));
  cudaMemset(out, 0, sizeof(float));
  cudaFree(scratch);
  cudaFree(in); // too early
  sum<<<1, 128>>>(in, out, n);
  float h = 0;
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("finished %g\n", h);
  return 0;
}
// CHECK: cu2hip-cpu: memcheck: invalid read of 4 bytes in kernel 'sum' block (0,0,0) thread (0,0,0): 0 bytes inside buffer #2 (hipMalloc, 2048 bytes), freed by hipFree
// CHECK-NEXT: ERROR: AddressSanitizer: heap-use-after-free
// CHECK-NOT: finished
