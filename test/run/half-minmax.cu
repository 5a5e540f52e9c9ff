// Half-precision max/min: __hmax, __hmin and their _nan forms on __half and
// __nv_bfloat16, __hmax2, __hmin2 and their _nan forms on __half2 and
// __nv_bfloat162. HIP 5.2 has none; later HIP has some, without CUDA's order
// of the zeros, and no release has __hmax2/__hmin2 on __half2 nor the _nan
// forms on bfloat16. CUDA's rules: a NaN loses to a number, two NaNs (or, for
// _nan, any) give the canonical NaN 0x7fff, +0 is greater than -0. Every call
// becomes cu2hip_warp.h's helper (emulated-calls, Emulations.def's HalfMath
// rows), over cu2hip_bfloat16 before HIP 6.0 and HIP's __hip_bfloat16 from it.
// Each output compiles with its release's hipcc; the CPU backend gives CUDA's
// bits at both widths, emulating HIP 5.2 (the cu2hip bfloat16) and 7.2.
// Switched off (--select-rules=-emulated-calls), the calls stay and are reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/m52.hip 2> %t/m52.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP5 < %t/m52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/m52.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/m52.hip -o %t/m52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/m64.hip 2> %t/m64.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP6 < %t/m64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/m64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/m64.hip -o %t/m64.o %}
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx1030 %t/m64.hip -o %t/m64w32.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/m72.hip 2> %t/m72.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP6 < %t/m72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/m72.hip -o %t/m72.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/off.hip --select-rules=-emulated-calls 2> %t/off.err
// RUN: FileCheck %s --check-prefix=OFF < %t/off.hip
// RUN: FileCheck %s --check-prefix=OFF-DIAG < %t/off.err
// RUN: %if cpu-backend-versions %{ %cu2hip translate %s %cpu-translate --hip-version 5.2 -q -o %t/cpu52.hip %}
// RUN: %if cpu-backend-versions %{ %cpu-cxx %cpu-hip-5.2 %cpu-wave32 %t/cpu52.hip %cpu-link -o %t/cpu52w32.exe %}
// RUN: %if cpu-backend-versions %{ %cpu-cxx %cpu-hip-5.2 %cpu-wave64 %t/cpu52.hip %cpu-link -o %t/cpu52w64.exe %}
// RUN: %if cpu-backend-versions %{ env CU2HIP_WAVE=32 %t/cpu52w32.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend-versions %{ env CU2HIP_WAVE=64 %t/cpu52w64.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t/cpu72.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu72.hip %cpu-link -o %t/cpu72.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/cpu72.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/cpu72.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
// CHECK: {{^}}#include "cu2hip_warp.h"
// DIAG-NOT: warning
// OFF-NOT: {{^}}#include "cu2hip_warp.h"
// OFF-DIAG: warning: '__hmax2' has no HIP equivalent [unsupported]

// a[i] and b[i] are the operands of case i; out gets max, min, max_nan, min_nan.
__global__ void half_cases(const __half *a, const __half *b, __half *out, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  out[4 * i] = __hmax(a[i], b[i]);
  out[4 * i + 1] = __hmin(a[i], b[i]);
  out[4 * i + 2] = __hmax_nan(a[i], b[i]);
  out[4 * i + 3] = __hmin_nan(a[i], b[i]);
}
// CHECK:      out[4 * i] = cu2hip_hmax(a[i], b[i]);
// CHECK-NEXT: out[4 * i + 1] = cu2hip_hmin(a[i], b[i]);
// CHECK-NEXT: out[4 * i + 2] = cu2hip_hmax_nan(a[i], b[i]);
// CHECK-NEXT: out[4 * i + 3] = cu2hip_hmin_nan(a[i], b[i]);

__global__ void bf16_cases(const __nv_bfloat16 *a, const __nv_bfloat16 *b, __nv_bfloat16 *out, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  out[4 * i] = __hmax(a[i], b[i]);
  out[4 * i + 1] = __hmin(a[i], b[i]);
  out[4 * i + 2] = __hmax_nan(a[i], b[i]);
  out[4 * i + 3] = __hmin_nan(a[i], b[i]);
}
// HIP5: __global__ void bf16_cases(const cu2hip_bfloat16 *a, const cu2hip_bfloat16 *b, cu2hip_bfloat16 *out, int n) {
// HIP6: __global__ void bf16_cases(const __hip_bfloat16 *a, const __hip_bfloat16 *b, __hip_bfloat16 *out, int n) {
// CHECK:      out[4 * i] = cu2hip_hmax(a[i], b[i]);

// The pairs: lane by lane.
__global__ void pair_cases(const __half2 *h, __half2 *ho, const __nv_bfloat162 *b, __nv_bfloat162 *bo) {
  ho[0] = __hmax2(h[0], h[1]);
  ho[1] = __hmin2(h[0], h[1]);
  ho[2] = __hmax2_nan(h[0], h[1]);
  ho[3] = __hmin2_nan(h[0], h[1]);
  bo[0] = __hmax2(b[0], b[1]);
  bo[1] = __hmin2(b[0], b[1]);
  bo[2] = __hmax2_nan(b[0], b[1]);
  bo[3] = __hmin2_nan(b[0], b[1]);
}
// CHECK:      ho[0] = cu2hip_hmax2(h[0], h[1]);
// CHECK-NEXT: ho[1] = cu2hip_hmin2(h[0], h[1]);
// CHECK-NEXT: ho[2] = cu2hip_hmax2_nan(h[0], h[1]);
// CHECK-NEXT: ho[3] = cu2hip_hmin2_nan(h[0], h[1]);
// CHECK-NEXT: bo[0] = cu2hip_hmax2(b[0], b[1]);
// OFF:        ho[0] = __hmax2(h[0], h[1]);

// Bit patterns (half, bfloat16): 1, 2, -0, +0, a quiet NaN other than the
// canonical one, 3.
const unsigned short H1 = 0x3c00, H2 = 0x4000, HNZ = 0x8000, HPZ = 0x0000, HNAN = 0x7e01, H3 = 0x4200;
const unsigned short B1 = 0x3f80, B2 = 0x4000, BNZ = 0x8000, BPZ = 0x0000, BNAN = 0x7fc1, B3 = 0x4040;

template <typename T, typename Bits> void run(void (*kernel)(const T *, const T *, T *, int), const Bits (&a)[6],
                                              const Bits (&b)[6], const char *name) {
  T *da, *db, *dout;
  Bits out[24];
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  kernel<<<1, 64>>>(da, db, dout, 6);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; ++i)
    printf("%s %04x %04x: %04x %04x %04x %04x\n", name, a[i], b[i], out[4 * i], out[4 * i + 1], out[4 * i + 2],
           out[4 * i + 3]);
}

int main() {
  // 1 < 2; 2 > 1; -0 and +0 both ways; NaN and a number both ways; two NaNs.
  const unsigned short ha[6] = {H1, H2, HNZ, HPZ, HNAN, HNAN}, hb[6] = {H2, H1, HPZ, HNZ, H3, HNAN};
  const unsigned short ba[6] = {B1, B2, BNZ, BPZ, BNAN, BNAN}, bb[6] = {B2, B1, BPZ, BNZ, B3, BNAN};
  run<__half>(half_cases, ha, hb, "half");
  run<__nv_bfloat16>(bf16_cases, ba, bb, "bf16");
  const unsigned short hp[4] = {H1, HNZ, H2, HPZ}, bp[4] = {B3, BNAN, B2, B1};
  unsigned short hpo[8], bpo[8];
  __half2 *dh, *dho;
  __nv_bfloat162 *db, *dbo;
  cudaMalloc(&dh, sizeof hp);
  cudaMalloc(&dho, sizeof hpo);
  cudaMalloc(&db, sizeof bp);
  cudaMalloc(&dbo, sizeof bpo);
  cudaMemcpy(dh, hp, sizeof hp, cudaMemcpyHostToDevice);
  cudaMemcpy(db, bp, sizeof bp, cudaMemcpyHostToDevice);
  pair_cases<<<1, 1>>>(dh, dho, db, dbo);
  cudaMemcpy(hpo, dho, sizeof hpo, cudaMemcpyDeviceToHost);
  cudaMemcpy(bpo, dbo, sizeof bpo, cudaMemcpyDeviceToHost);
  printf("half2");
  for (unsigned short v : hpo)
    printf(" %04x", v);
  printf("\nbf162");
  for (unsigned short v : bpo)
    printf(" %04x", v);
  printf("\n");
  return 0;
}
// OUT:      half 3c00 4000: 4000 3c00 4000 3c00
// OUT-NEXT: half 4000 3c00: 4000 3c00 4000 3c00
// OUT-NEXT: half 8000 0000: 0000 8000 0000 8000
// OUT-NEXT: half 0000 8000: 0000 8000 0000 8000
// OUT-NEXT: half 7e01 4200: 4200 4200 7fff 7fff
// OUT-NEXT: half 7e01 7e01: 7fff 7fff 7fff 7fff
// OUT-NEXT: bf16 3f80 4000: 4000 3f80 4000 3f80
// OUT-NEXT: bf16 4000 3f80: 4000 3f80 4000 3f80
// OUT-NEXT: bf16 8000 0000: 0000 8000 0000 8000
// OUT-NEXT: bf16 0000 8000: 0000 8000 0000 8000
// OUT-NEXT: bf16 7fc1 4040: 4040 4040 7fff 7fff
// OUT-NEXT: bf16 7fc1 7fc1: 7fff 7fff 7fff 7fff
// (1, -0) against (2, +0): max (2, +0), min (1, -0); (3, NaN) against (2, 1).
// OUT-NEXT: half2 4000 0000 3c00 8000 4000 0000 3c00 8000
// OUT-NEXT: bf162 4040 3f80 4000 3f80 4040 7fff 4000 7fff
