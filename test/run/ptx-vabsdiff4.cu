// Inline PTX vabsdiff4.{u32,s32}.add, translated by the inline-ptx-idiom rule to
// cu2hip_warp.h's byte-lane sums of absolute differences plus the accumulator,
// gives PTX's values on the CPU backend at both wavefront widths: every input
// pair against a host computation, and some by hand (wrap of the accumulator,
// signed bytes).
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: FileCheck %s --check-prefix=TEXT < %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe > %t.32
// RUN: env CU2HIP_WAVE=64 %t.exe > %t.64
// RUN: FileCheck %s < %t.32
// RUN: diff %t.32 %t.64
// TEXT-NOT: {{^ *}}asm(
#include <cstdio>
#include <cuda_runtime.h>
constexpr int N = 64;

__global__ void sad(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *u, int *s) {
  unsigned i = threadIdx.x, r;
  int q;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a[i]), "r"(b[i]), "r"(c[i]));
  asm("vabsdiff4.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(q) : "r"(a[i]), "r"(b[i]), "r"(int(c[i])));
  u[i] = r;
  s[i] = q;
}

static unsigned hostSad(unsigned a, unsigned b, unsigned c, bool Signed) {
  unsigned r = c;
  for (int k = 0; k < 4; ++k) {
    int x = (a >> 8 * k) & 0xff, y = (b >> 8 * k) & 0xff;
    if (Signed)
      x = (signed char)x, y = (signed char)y;
    r += unsigned(x > y ? x - y : y - x);
  }
  return r;
}

int main() {
  unsigned ha[N], hb[N], hc[N], hu[N];
  int hs[N];
  unsigned seed = 12345;
  for (int i = 0; i < N; ++i) {
    seed = seed * 1103515245u + 12345u, ha[i] = seed;
    seed = seed * 1103515245u + 12345u, hb[i] = seed;
    seed = seed * 1103515245u + 12345u, hc[i] = seed;
  }
  ha[0] = 0x00ff7f80u, hb[0] = 0xff00807fu, hc[0] = 0xfffffffeu; // unsigned: 255+255+1+1, wraps
  unsigned *a, *b, *c, *u;
  int *s;
  cudaMalloc(&a, sizeof ha), cudaMalloc(&b, sizeof hb), cudaMalloc(&c, sizeof hc);
  cudaMalloc(&u, sizeof hu), cudaMalloc(&s, sizeof hs);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice);
  sad<<<1, N>>>(a, b, c, u, s);
  cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, s, sizeof hs, cudaMemcpyDeviceToHost);
  int Bad = 0;
  for (int i = 0; i < N; ++i)
    Bad += hu[i] != hostSad(ha[i], hb[i], hc[i], false) || unsigned(hs[i]) != hostSad(ha[i], hb[i], hc[i], true);
  printf("vabsdiff4: %d bad of %d\n", Bad, 2 * N);
  printf("u32 %u s32 %d\n", hu[0], hs[0]);
  return Bad != 0;
}
// CHECK: vabsdiff4: 0 bad of 128
// u32: 255 + 255 + 1 + 1 = 512 on top of 0xfffffffe wraps to 510; s32: bytes
// (0,-1,127,-128) against (-1,0,-128,127): 1 + 1 + 255 + 255 = 512, plus -2.
// CHECK-NEXT: u32 510 s32 510
