// inline-ptx-idiom (lib/Rules/Asm/InlinePtxIdiomRule.cpp): one-instruction
// PTX statements with a direct HIP equivalent become C++ (lane id, lane masks,
// clock counters, activemask, bit operations, mul.hi, funnel shifts, membar,
// trap);
// everything else keeps the inline-asm report with its location. The logical32
// and native warp models differ only for lane ids and masks. The output of the
// functions that are fully rewritten compiles with hipcc. Switched off
// (--select-rules=-inline-ptx-idiom), every statement stays asm and is
// reported by inline-asm.
// (ld.global.nc becomes __ldg on the instruction's type, its vector forms are
// reported; prmt becomes __byte_perm only for a constant selector without the
// sign-replicate bits __byte_perm ignores.)
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=HELPER < %t.hip
// HELPER: #include "cu2hip_warp.h"
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %s -q --hip-version 5.2 --warp-model native -o %t.native.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=NATIVE < %t.native.hip
// RUN: %if hipcc %{ %hipcc-gfx90a -DREWRITTEN_ONLY %t.hip -o %t.o %}
// RUN: %if hipcc %{ %hipcc-gfx1030 -DREWRITTEN_ONLY %t.hip -o %t.rdna.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-inline-ptx-idiom -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: FileCheck %s --check-prefix=OFFDIAG < %t.off.err

#include <cuda_runtime.h>
#include <cstdint>
// OFF-NOT: {{^}}#include "cu2hip_warp.h"

__device__ unsigned laneId() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
// CHECK: {{^}}  r = (__lane_id() & 31);
// NATIVE: {{^}}  r = __lane_id();
// OFF: {{^}}  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
// OFFDIAG: inline-ptx-idiom.cu:[[@LINE-4]]:3: warning: inline assembly must be ported by hand: "mov.u32 %0, %%laneid;" [inline-asm] [CU2HIP-W0004]
  return r;
}

__device__ unsigned masks(unsigned *out) {
  unsigned lt, le, eq, ge, gt, act;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
// CHECK: {{^}}  lt = ((1u << (__lane_id() & 31)) - 1u);
  asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
// CHECK: {{^}}  le = ((2u << (__lane_id() & 31)) - 1u);
  asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
// CHECK: {{^}}  eq = (1u << (__lane_id() & 31));
  asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
// CHECK: {{^}}  ge = (0xffffffffu << (__lane_id() & 31));
  asm("mov.b32 %0, %%lanemask_gt;" : "=r"(gt));
// CHECK: {{^}}  gt = (0xfffffffeu << (__lane_id() & 31));
// NATIVE: {{^}}  asm("mov.b32 %0, %%lanemask_gt;" : "=r"(gt));
  asm volatile("activemask.b32 %0;" : "=r"(act));
// CHECK: {{^}}  act = cu2hip_activemask();
// NATIVE: {{^}}  asm volatile("activemask.b32 %0;" : "=r"(act));
  return lt ^ le ^ eq ^ ge ^ gt ^ act;
}

__device__ long long clocks() {
  unsigned c32;
  long long c64;
  asm volatile("mov.u32 %0, %%clock;" : "=r"(c32));
// CHECK: {{^}}  c32 = clock();
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c64));
// CHECK: {{^}}  c64 = clock64();
  return c32 + c64;
}

__global__ void bits(const unsigned *in, const uint64_t *in64, unsigned *out, uint64_t *out64) {
  unsigned x = in[threadIdx.x], y = in[threadIdx.x + 1], r;
  uint64_t w = in64[threadIdx.x], r64;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
// CHECK: {{^}}  r = __brev(x);
// OFF: {{^}}  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
  out[0] = r;
  asm("brev.b64 %0, %1;" : "=l"(r64) : "l"(w));
// CHECK: {{^}}  r64 = __brevll(w);
  out64[0] = r64;
  asm("popc.b32 %0, %1;" : "=r"(out[1]) : "r"(x ^ y));
// CHECK: {{^}}  out[1] = __popc(x ^ y);
  asm("popc.b64 %0, %1;" : "=r"(out[2]) : "l"(w));
// CHECK: {{^}}  out[2] = __popcll(w);
  asm("clz.b32 %0, %1;" : "=r"(out[3]) : "r"(x));
// CHECK: {{^}}  out[3] = __clz(x);
  asm("clz.b64 %0, %1;" : "=r"(out[4]) : "l"(w));
// CHECK: {{^}}  out[4] = __clzll(w);
  asm("bfind.u32 %0, %1;" : "=r"(out[5]) : "r"(x));
// CHECK: {{^}}  out[5] = (x == 0 ? 0xffffffffu : 31u - __clz(x));
  asm("bfind.u64 %0, %1;" : "=r"(out[6]) : "l"(w + 1));
// CHECK: {{^}}  out[6] = ((w + 1) == 0 ? 0xffffffffu : 63u - __clzll(w + 1));
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(out[7]) : "r"(x));
// CHECK: {{^}}  out[7] = (x == 0 ? 0xffffffffu : (unsigned)__clz(x));
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(out[8]) : "r"(x), "r"(y));
// CHECK: {{^}}  out[8] = __umulhi(x, y);
  asm("mul.hi.s32 %0, %1, %2;" : "=r"(out[9]) : "r"((int)x), "r"((int)y));
// CHECK: {{^}}  out[9] = __mulhi((int)x, (int)y);
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(out64[1]) : "l"(w), "l"(w));
// CHECK: {{^}}  out64[1] = __umul64hi(w, w);
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(out[10]) : "r"(x), "r"(y), "r"(5u));
// CHECK: {{^}}  out[10] = __funnelshift_l(x, y, 5u);
  asm("shf.r.clamp.b32 %0, %1, %2, 8;" : "=r"(out[11]) : "r"(x), "r"(y));
// CHECK: {{^}}  out[11] = __funnelshift_rc(x, y, 8);
  asm("ld.global.nc.u32 %0, [%1];" : "=r"(out[13]) : "l"(in + 4));
// CHECK: {{^}}  out[13] = __ldg((const unsigned int *)(in + 4));
  float f;
  asm("ld.global.nc.f32 %0, [%1];" : "=f"(f) : "l"(in));
// CHECK: {{^}}  f = __ldg((const float *)(in));
  out[14] = (unsigned)f;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(out[15]) : "r"(x), "r"(y), "r"(0x0123u));
// CHECK: {{^}}  out[15] = __byte_perm(x, y, 0x0123u);
  asm("prmt.b32 %0, %1, %2, 0x5140;" : "=r"(out[16]) : "r"(x), "r"(y));
// CHECK: {{^}}  out[16] = __byte_perm(x, y, 0x5140);
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(out[17]) : "r"(x), "r"(y), "r"(out[17]));
// CHECK: {{^}}  out[17] = cu2hip_vsadu4(x, y) + (out[17]);
  asm("vabsdiff4.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(out[18]) : "r"(x), "r"(y), "r"(x + 1));
// CHECK: {{^}}  out[18] = cu2hip_vsads4(x, y) + (x + 1);
  asm volatile("membar.gl;" ::: "memory");
// CHECK: {{^}}  __threadfence();
// OFF: {{^}}  asm volatile("membar.gl;" ::: "memory");
  asm volatile("membar.cta;");
// CHECK: {{^}}  __threadfence_block();
  __asm__ __volatile__("membar.sys;" : : : "memory");
// CHECK: {{^}}  __threadfence_system();
  if (out[0] == 0xdead)
    asm("trap;");
// CHECK: {{^}}    __builtin_trap();
  out[12] = laneId() + masks(out) + (unsigned)clocks();
}

#define READ_CLOCK64(t) asm volatile("mov.u64 %0, %%clock64;" : "=l"(t))
// CHECK: {{^}}#define READ_CLOCK64(t) t = clock64()
// OFF: {{^}}#define READ_CLOCK64(t) asm volatile("mov.u64 %0, %%clock64;" : "=l"(t))

#ifndef REWRITTEN_ONLY
// Not direct idioms: left as they are and reported with their location.
__device__ unsigned notIdioms(const unsigned *p, unsigned x) {
  unsigned v, w, s;
  asm("ld.global.nc.v2.u32 {%0, %1}, [%2];" : "=r"(v), "=r"(w) : "l"(p));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "ld.global.nc.v2.u32 {%0, %1}, [%2];" [inline-asm] [CU2HIP-W0004]
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(w) : "r"(x), "r"(0u), "r"(0x8123u));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "prmt.b32 %0, %1, %2, %3;"
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(w) : "r"(x), "r"(0u), "r"(x));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "prmt.b32 %0, %1, %2, %3;"
  asm("mov.u32 %0, %%smid;" : "=r"(s));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "mov.u32 %0, %%smid;"
  asm("{ .reg .u32 t; brev.b32 t, %1; popc.b32 %0, t; }" : "=r"(v) : "r"(x));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand
  asm("brev.b32 %0, %0;" : "+r"(w));
// DIAG: inline-ptx-idiom.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "brev.b32 %0, %0;" [inline-asm] [CU2HIP-W0004]
  return v + w + s;
}
#endif
// DIAG-NOT: inline-asm
