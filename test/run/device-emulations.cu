// The emulations of lib/Mapping/Emulations.def run on the CPU backend at both
// wavefront widths: SIMD video intrinsics, integer min/max, directed rounding,
// bfloat16, half-precision and system-scope atomics give CUDA's values (those
// documented for CUDA and computed by hand below).
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe > %t.32
// RUN: env CU2HIP_WAVE=64 %t.exe > %t.64
// RUN: FileCheck %s < %t.32
// RUN: diff %t.32 %t.64
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void emulations(unsigned *u, float *f, double *d, half2 *h, __nv_bfloat16 *b, unsigned *t) {
  if (threadIdx.x == 0) {
    u[0] = __vadd4(0x01ff7f80u, 0x01010101u);   // per-byte wrap
    u[1] = __vaddss4(0x00007f80u, 0x00000101u); // 127+1 and -128+1, signed saturation
    u[2] = __vabsss2(0x80000005u);              // |-32768| saturates
    u[3] = __vsadu4(0x00ff00ffu, 0xff00ff00u);  // 4 * 255
    u[4] = __vavgs4(0xfffefeffu, 0x00fffeffu);  // half away from zero
    u[5] = __vcmpgtu2(0x80000001u, 0x7fff0002u);
    u[6] = umax(3u, 0xfffffff0u);
    f[0] = __fadd_rd(1.0f, 1e-10f);
    f[1] = __fadd_ru(1.0f, 1e-10f);
    f[2] = __fdiv_rz(1.0f, 3.0f);
    f[3] = __fdiv_ru(1.0f, 3.0f);
    d[0] = __dadd_ru(1.0, 1e-30);
    d[1] = __dmul_rd(1.0 / 3, 3.0);
    b[0] = __float2bfloat16(1.00390625f);  // a tie: to even, 1.0
    b[1] = __float2bfloat16(1.01171875f);  // a tie: to even, 1.015625
  }
  atomicAdd(h, __floats2half2_rn(0.5f, 1.0f));
  atomicAdd(b + 2, __float2bfloat16(2.0f));
  atomicDec_system(t, 9u);
}

int main() {
  unsigned *u, *t;
  float *f;
  double *d;
  half2 *h;
  __nv_bfloat16 *b;
  cudaMalloc(&u, 8 * sizeof(unsigned));
  cudaMalloc(&t, sizeof(unsigned));
  cudaMalloc(&f, 4 * sizeof(float));
  cudaMalloc(&d, 2 * sizeof(double));
  cudaMalloc(&h, sizeof(half2));
  cudaMalloc(&b, 3 * sizeof(__nv_bfloat16));
  cudaMemset(h, 0, sizeof(half2));
  cudaMemset(b, 0, 3 * sizeof(__nv_bfloat16));
  cudaMemset(t, 0, sizeof(unsigned));
  emulations<<<1, 64>>>(u, f, d, h, b, t);
  unsigned hu[7], ht;
  float hf[4];
  double hd[2];
  half2 hh;
  __nv_bfloat16 hb[3];
  cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  cudaMemcpy(&ht, t, sizeof ht, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hh, h, sizeof hh, cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 7; ++i)
    printf("u%d %08x\n", i, hu[i]);
  printf("f %a %a %a %a\n", hf[0], hf[1], hf[2], hf[3]);
  printf("d %a %a\n", hd[0], hd[1]);
  printf("bf16 %g %g sum %g\n", __bfloat162float(hb[0]), __bfloat162float(hb[1]), __bfloat162float(hb[2]));
  printf("half2 %g %g\n", __low2float(hh), __high2float(hh));
  printf("dec %u\n", ht);
  return 0;
}
// CHECK: u0 02008081
// CHECK-NEXT: u1 00007f81
// CHECK-NEXT: u2 7fff0005
// CHECK-NEXT: u3 000003fc
// CHECK-NEXT: u4 fffefeff
// CHECK-NEXT: u5 ffff0000
// CHECK-NEXT: u6 fffffff0
// CHECK-NEXT: f 0x1p+0 0x1.000002p+0 0x1.555554p-2 0x1.555556p-2
// CHECK-NEXT: d 0x1.0000000000001p+0 0x1.fffffffffffffp-1
// CHECK-NEXT: bf16 1 1.01562 sum 128
// CHECK-NEXT: half2 32 64
// 64 decrements from 0 with limit 9: 0 -> 9 -> 8 ... wraps every 10 steps: 64 % 10 = 4 steps past a wrap.
// CHECK-NEXT: dec 6
