// Memcheck: a kernel writing one element past a cudaMalloc buffer is named
// with its kernel, block and thread and the buffer it missed, by the number
// the backend gave it (#2: the second allocation), before AddressSanitizer's
// own report; the run ends with the backend's error status (86). Without
// memcheck the write lands in the allocation's padding and nothing is seen.
// An overflowing cudaMemcpy is named as host code. An overflow of a
// __device__ array (a global, no buffer of the backend) names the thread and
// the variable, from AddressSanitizer's records of the globals (asking its
// runtime, __asan_locate_address, would hang in its report).
// REQUIRES: cpu-backend-memcheck
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %cpu-memcheck-compile %t.hip %cpu-memcheck-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 not %t.exe kernel 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: env CU2HIP_WAVE=64 not %t.exe kernel 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: env CU2HIP_WAVE=32 %t.exe kernel > /dev/null 2>&1; test $? = 86
// RUN: env CU2HIP_WAVE=32 not %t.exe copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: env CU2HIP_WAVE=64 not %t.exe global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: env CU2HIP_WAVE=32 %t.exe none 2>&1 | FileCheck %s --check-prefix=CLEAN
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) out[i] = 2.0f * in[i % n]; // i == n is one past the end
}

__device__ int table[16];
__global__ void fill() { table[threadIdx.x] = threadIdx.x; }

int main(int argc, char **argv) {
  int n = 1000; // 4000 bytes: the last block's threads 40.. are past it
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemset(in, 0, n * sizeof(float));
  if (!strcmp(argv[1], "kernel")) scale<<<4, 256>>>(out, in, n);
  if (!strcmp(argv[1], "global")) fill<<<1, 20>>>();
  if (!strcmp(argv[1], "copy")) {
    static float host[1001];
    cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  }
  cudaDeviceSynchronize();
  printf("finished\n");
  return 0;
}
// KERNEL: cu2hip-cpu: memcheck: invalid write of 4 bytes in kernel 'scale' block (3,0,0) thread (232,0,0): 0 bytes past the end of buffer #2 (hipMalloc, 4000 bytes)
// KERNEL-NEXT: ERROR: AddressSanitizer: heap-buffer-overflow
// KERNEL-NOT: finished
// COPY: cu2hip-cpu: memcheck: invalid write of 4004 bytes in host code: 0 bytes past the end of buffer #1 (hipMalloc, 4000 bytes)
// COPY-NOT: finished
// GLOBAL: cu2hip-cpu: memcheck: invalid write of 4 bytes in kernel 'fill' block (0,0,0) thread (16,0,0): 0 bytes past the end of global 'table' (64 bytes)
// GLOBAL-NEXT: ERROR: AddressSanitizer: global-buffer-overflow
// GLOBAL: is located 0 bytes after global variable 'table'
// CLEAN-NOT: memcheck
// CLEAN: finished
