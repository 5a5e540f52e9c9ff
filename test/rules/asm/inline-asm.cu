// inline-asm (lib/Rules/Asm/InlineAsmRule.cpp): inline PTX without a direct
// HIP equivalent is reported with its location and first instruction, and
// left unchanged (idioms such as %laneid or %clock64 are rewritten instead:
// test/rules/asm/inline-ptx-idiom.cu); the summary counts the statements.
// Switched off (--select-rules=-inline-asm), the output is the same but
// nothing is reported and the summary counts no inline asm.
// RUN: %cu2hip translate %s -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %cu2hip translate %s --select-rules=-inline-asm -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.err
// RUN: cmp %t.hip %t.off.hip
// OFF-NOT: inline assembly must be ported by hand
// OFF-NOT: [inline-asm]

#include <cuda_runtime.h>

__device__ unsigned warp() {
  unsigned r;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(r));
// CHECK: inline-asm.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "mov.u32 %0, %%warpid;" [inline-asm] [CU2HIP-W0004]
  return r;
}
#define TIMER(x) __asm__ __volatile__("mov.u64 %0, %%globaltimer;" : "=l"(x))
// CHECK: inline-asm.cu:[[@LINE-1]]:18: warning: inline assembly must be ported by hand: "mov.u64 %0, %%globaltimer;"

// CHECK: 2 inline asm;
// OFF: 0 inline asm;
