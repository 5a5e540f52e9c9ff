// Item 7: system-scope atomics. HIP has atomicAdd_system ... atomicXor_system
// (renamed as they are) but no system-scope wrapping increment/decrement:
// atomicInc_system/atomicDec_system become cu2hip_warp.h helpers, a
// compare-and-swap loop on atomicCAS_system with CUDA's wrap rule (values
// checked on the CPU backend by test/run/device-emulations.cu). Block-scope
// atomics become the (stronger) device-scope ones.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/a.hip 2> %t/a.err
// RUN: FileCheck %s < %t/a.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/a.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/a.hip -o %t/a.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/a.cuda.o %}
#include <cuda_runtime.h>

__global__ void counters(unsigned *c, int *s, unsigned long long *u) {
  unsigned ticket = atomicInc_system(c, 15u);
  unsigned back = atomicDec_system(c + 1, 15u);
  atomicAdd_system(s, 1);
  atomicMax_system(s + 1, (int)ticket);
  atomicCAS_system(c + 2, back, ticket);
  atomicExch_system(u, 7ull);
  atomicAdd_block(s + 2, 1);
  atomicInc_block(c + 3, 9u);
}
// CHECK: #include "cu2hip_warp.h"
// CHECK: unsigned ticket = cu2hip_atomicInc_system(c, 15u);
// CHECK-NEXT: unsigned back = cu2hip_atomicDec_system(c + 1, 15u);
// CHECK-NEXT: atomicAdd_system(s, 1);
// CHECK-NEXT: atomicMax_system(s + 1, (int)ticket);
// CHECK-NEXT: atomicCAS_system(c + 2, back, ticket);
// CHECK-NEXT: atomicExch_system(u, 7ull);
// CHECK-NEXT: atomicAdd(s + 2, 1);
// CHECK-NEXT: atomicInc(c + 3, 9u);

// DIAG: remark: block-scope atomics (atomic*_block): 2 uses
// DIAG-NOT: warning
