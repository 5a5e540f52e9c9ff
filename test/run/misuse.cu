// Misuse of the execution model stops the run with a message naming the
// kernel, block and thread, and exit status 86 (never a hang): a *_sync warp
// function whose mask names lanes that wait elsewhere. A run past
// CU2HIP_TIMEOUT ends with 124. Not misuse, as on hardware (an H200 runs
// both): a barrier after threads returned, whole wavefronts or part of one,
// and a full mask after the other lanes of the warp returned.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 sh -c '%t.exe barrier; echo "exit=$?"' > %t.b32 2>&1
// RUN: FileCheck %s --check-prefix=BARRIER < %t.b32
// RUN: env CU2HIP_WAVE=64 sh -c '%t.exe barrier; echo "exit=$?"' > %t.b64 2>&1
// RUN: FileCheck %s --check-prefix=BARRIER < %t.b64
// RUN: env CU2HIP_WAVE=32 sh -c '%t.exe returned; echo "exit=$?"' > %t.r32 2>&1
// RUN: FileCheck %s --check-prefix=RETURNED < %t.r32
// RUN: env CU2HIP_WAVE=64 sh -c '%t.exe returned; echo "exit=$?"' > %t.r64 2>&1
// RUN: FileCheck %s --check-prefix=RETURNED < %t.r64
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
  if (threadIdx.x % 32 < 16) v = __shfl_down_sync(0xffffffff, v, 1); // lanes 16-31 are at the barrier
  __syncthreads();
  out[threadIdx.x] = v;
}

__global__ void halfWarpReturned(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x % 32 >= 16) return;
  v = __shfl_down_sync(0xffffffff, v, 1);
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
  float f[256];
  for (int i = 0; i < 256; ++i) f[i] = i;
  if (!strcmp(what, "barrier")) cudaMemcpy(d, f, sizeof f, cudaMemcpyHostToDevice);
  if (!strcmp(what, "barrier")) earlyExit<<<2, 128>>>((float *)d, 200);
  if (!strcmp(what, "mask")) halfWarpShuffle<<<1, 64>>>(d);
  if (!strcmp(what, "returned")) halfWarpReturned<<<1, 64>>>(d);
  if (!strcmp(what, "spin")) spin<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[64];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(f, d, sizeof f, cudaMemcpyDeviceToHost);
  if (!strcmp(what, "barrier")) printf("x[127]=%g x[128]=%g x[198]=%g x[200]=%g\n", f[127], f[128], f[198], f[200]);
  if (!strcmp(what, "returned")) printf("out[0]=%d out[14]=%d out[32]=%d out[46]=%d\n", h[0], h[14], h[32], h[46]);
  printf("finished\n");
  return 0;
}
// The last block's threads 72-127 returned before the barrier.
// BARRIER: x[127]=0 x[128]=129 x[198]=199 x[200]=200
// BARRIER-NEXT: finished
// BARRIER-NEXT: exit=0
// RETURNED: out[0]=1 out[14]=15 out[32]=33 out[46]=47
// RETURNED-NEXT: finished
// RETURNED-NEXT: exit=0
// MASK32: cu2hip-cpu: error: kernel 'halfWarpShuffle' block (0,0,0) thread (0,0,0): __shfl_down_sync: mask 0xffffffff names lanes that did not arrive (lanes arrived together: 0xffff)
// MASK32: exit=86
// MASK64: cu2hip-cpu: error: kernel 'halfWarpShuffle' block (0,0,0) thread (0,0,0): __shfl_down_sync: mask 0xffffffff names lanes that did not arrive (lanes arrived together: 0xffff0000ffff)
// MASK64: exit=86
// SPIN: cu2hip-cpu: error: the run exceeded CU2HIP_TIMEOUT=1 seconds
// SPIN: exit=124
// WAVE: cu2hip-cpu: error: CU2HIP_WAVE must be 32 or 64, not '48'
// WAVE: exit=86
