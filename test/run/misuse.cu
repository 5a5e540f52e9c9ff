// Misuse of the execution model stops the run with a message naming the
// kernel, block and thread, and exit status 86 (never a hang): a barrier some
// threads of the block never reach, and a *_sync warp function whose mask
// names lanes that did not arrive. A run past CU2HIP_TIMEOUT ends with 124.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 sh -c '%t.exe barrier; echo "exit=$?"' > %t.b32 2>&1
// RUN: FileCheck %s --check-prefix=BARRIER < %t.b32
// RUN: env CU2HIP_WAVE=64 sh -c '%t.exe barrier; echo "exit=$?"' > %t.b64 2>&1
// RUN: FileCheck %s --check-prefix=BARRIER < %t.b64
// RUN: env CU2HIP_WAVE=32 sh -c '%t.exe mask; echo "exit=$?"' > %t.m32 2>&1
// RUN: FileCheck %s --check-prefix=MASK32 < %t.m32
// RUN: env CU2HIP_WAVE=64 sh -c '%t.exe mask; echo "exit=$?"' > %t.m64 2>&1
// RUN: FileCheck %s --check-prefix=MASK64 < %t.m64
// RUN: env CU2HIP_TIMEOUT=1 sh -c '%t.exe spin; echo "exit=$?"' > %t.spin 2>&1
// RUN: FileCheck %s --check-prefix=SPIN < %t.spin
// RUN: env CU2HIP_WAVE=48 sh -c '%t.exe barrier; echo "exit=$?"' > %t.bad 2>&1
// RUN: FileCheck %s --check-prefix=WAVE < %t.bad
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void earlyExit(float *x, int n) {
  __shared__ float s[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return; // the last block's tail never reaches the barrier
  s[threadIdx.x] = x[i];
  __syncthreads();
  x[i] = s[(threadIdx.x + 1) % blockDim.x];
}

__global__ void halfWarpShuffle(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x % 32 < 16) v = __shfl_down_sync(0xffffffff, v, 1);
  out[threadIdx.x] = v;
}

__global__ void spin(volatile int *flag) {
  while (*flag == 0) {
  }
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  int *d;
  cudaMalloc(&d, 4096);
  cudaMemset(d, 0, 4096);
  if (!strcmp(what, "barrier")) earlyExit<<<2, 128>>>((float *)d, 200);
  if (!strcmp(what, "mask")) halfWarpShuffle<<<1, 64>>>(d);
  if (!strcmp(what, "spin")) spin<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("finished\n");
  return 0;
}
// BARRIER: cu2hip-cpu: error: kernel 'earlyExit' block (1,0,0) thread (0,0,0): barrier not reached by every thread of the block: thread (72,0,0) finished while this thread waits at __syncthreads
// BARRIER-NOT: finished
// BARRIER: exit=86
// MASK32: cu2hip-cpu: error: kernel 'halfWarpShuffle' block (0,0,0) thread (0,0,0): __shfl_down_sync: mask 0xffffffff names lanes that did not arrive (lanes arrived together: 0xffff)
// MASK32: exit=86
// MASK64: cu2hip-cpu: error: kernel 'halfWarpShuffle' block (0,0,0) thread (0,0,0): __shfl_down_sync: mask 0xffffffff names lanes that did not arrive (lanes arrived together: 0xffff0000ffff)
// MASK64: exit=86
// SPIN: cu2hip-cpu: error: the run exceeded CU2HIP_TIMEOUT=1 seconds
// SPIN: exit=124
// WAVE: cu2hip-cpu: error: CU2HIP_WAVE must be 32 or 64, not '48'
// WAVE: exit=86
