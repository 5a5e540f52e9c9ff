// Inline PTX is always reported with its location and left unchanged.
// RUN: %cu2hip translate %s -q 2>&1 >/dev/null | FileCheck %s

#include <cuda_runtime.h>

__device__ unsigned lane() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
// CHECK: inline-asm.cu:[[@LINE-1]]:3: warning: inline assembly must be ported by hand: "mov.u32 %0, %%laneid;" [inline-asm] [CU2HIP-W0004]
  return r;
}
#define CLOCK(x) __asm__ __volatile__("mov.u64 %0, %%clock64;" : "=l"(x))
// CHECK: inline-asm.cu:[[@LINE-1]]:18: warning: inline assembly must be ported by hand: "mov.u64 %0, %%clock64;"
