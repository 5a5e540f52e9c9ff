// Memcheck: a write past the dynamic __shared__ memory a launch asked for
// (256 bytes) is named with the kernel, block and thread and the block's
// shared memory; without memcheck it lands in the rest of the 64 KiB buffer
// and nothing is seen. A launch within its shared memory runs clean.
// (Static __shared__ arrays: memcheck-static-shared.cu.)
// REQUIRES: cpu-backend-memcheck
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %cpu-memcheck-compile %t.hip %cpu-memcheck-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 not %t.exe 1 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: env CU2HIP_WAVE=64 not %t.exe 1 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: env CU2HIP_WAVE=64 %t.exe -1 2>&1 | FileCheck %s --check-prefix=CLEAN
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void rotate(int *data, int bad) {
  extern __shared__ int tile[];
  int t = threadIdx.x, n = blockDim.x;
  // Block `bad` believes its tile one element longer: its last thread writes past it.
  int m = blockIdx.x == bad ? n + 1 : n;
  tile[(t + 1) % m] = data[blockIdx.x * n + t];
  __syncthreads();
  data[blockIdx.x * n + t] = tile[t];
}

int main(int argc, char **argv) {
  int bad = atoi(argv[1]);
  int *d;
  cudaMalloc(&d, 2 * 64 * sizeof(int));
  cudaMemset(d, 0, 2 * 64 * sizeof(int));
  rotate<<<2, 64, 64 * sizeof(int)>>>(d, bad);
  cudaDeviceSynchronize();
  printf("finished\n");
  return 0;
}
// Thread 63 of block 1 writes tile[64]: the word just past the 256 bytes.
// OOB: cu2hip-cpu: memcheck: invalid write of 4 bytes in kernel 'rotate' block (1,0,0) thread (63,0,0): 0 bytes past the end of the dynamic __shared__ memory of block (1,0,0) (256 bytes)
// OOB-NEXT: ERROR: AddressSanitizer: use-after-poison
// OOB-NOT: finished
// CLEAN-NOT: memcheck
// CLEAN: finished
