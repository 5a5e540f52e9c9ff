// Inline PTX without a direct HIP equivalent is reported with its location and
// left unchanged (idioms such as %laneid or %clock64 are rewritten instead:
// test/rules/asm/inline-ptx-idiom.cu).
// RUN: %cu2hip translate %s -q 2>&1 >/dev/null | FileCheck %s

#include <cuda_runtime.h>

__device__ unsigned warp() {
  unsigned r;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(r));
// CHECK: inline-asm.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "mov.u32 %0, %%warpid;" [inline-asm] [CU2HIP-W0004]
  return r;
}
#define TIMER(x) __asm__ __volatile__("mov.u64 %0, %%globaltimer;" : "=l"(x))
// CHECK: inline-asm.cu:[[@LINE-1]]:18: warning: inline assembly must be ported by hand: "mov.u64 %0, %%globaltimer;"
