// The pipeline primitives of cuda_pipeline.h (HIP has none) become
// cu2hip_warp.h's, which make the copy at once: it is complete at every later
// commit and wait, as __pipeline_wait_prior promises the calling thread.
// zfill zeroes the destination's last bytes instead of copying them. The
// header goes; the output compiles with hipcc and runs on the CPU backend at
// both widths.
// RUN: %cu2hip translate %s -q -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate -q -o %t.cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t.cpu.hip %cpu-link -o %t.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
// CHECK: {{^}}#include "cu2hip_warp.h"
// CHECK-NOT: {{^}}#include <cuda_pipeline.h>
// DIAG-NOT: warning

__global__ void stage(const int4 *in, int *out) {
  __shared__ int4 buf[2][64];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&buf[0][t], &in[t], sizeof(int4));
  __pipeline_memcpy_async(&buf[1][t], &in[t], sizeof(int4), 8);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  // CHECK: cu2hip_pipeline_memcpy_async(&buf[0][t], &in[t], sizeof(int4));
  // CHECK: cu2hip_pipeline_memcpy_async(&buf[1][t], &in[t], sizeof(int4), 8);
  // CHECK: cu2hip_pipeline_commit();
  // CHECK: cu2hip_pipeline_wait_prior(0);
  int4 a = buf[0][t], b = buf[1][t];
  out[t] = a.x + a.y + a.z + a.w + 1000 * (b.x + b.y + b.z + b.w);
}

int main() {
  int4 h[64];
  for (int i = 0; i < 64; ++i) h[i] = make_int4(i, 1, 2, 3);
  int4 *d;
  int *o, r[64];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  stage<<<1, 64>>>(d, o);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  // a: i + 6; b: only x and y copied (zfill 8 of 16 bytes), z and w zero
  printf("r[0]=%d r[63]=%d\n", r[0], r[63]);
  // OUT: r[0]=1006 r[63]=64069
  return 0;
}
