// Item 8: overloads CUDA resolves and HIP does not. CUDA's device library has
// min/max for mixed argument types (min(int, unsigned) is an unsigned min);
// under hipcc a built-in index such as blockDim.x is a class, and
// min(unsigned, blockDim.x) is ambiguous. Such calls become
// cu2hip_min<R>(a, b), R being the type of the overload CUDA chose. Calls whose
// arguments already have one type stay as they are, and so do std::min and a
// user's own min. `h2 = {}` on a half2 (ambiguous among HIP's assignment
// operators) becomes `h2 = __half2()`, the zero CUDA's `{}` gives.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/m.hip 2> %t/m.err
// RUN: FileCheck %s < %t/m.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/m.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/m.hip -o %t/m.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/m.cuda.o %}
#include <algorithm>
#include <cuda_fp16.h>

namespace mine {
__device__ int min(int a, int b) { return a < b ? a : b; }
}

__global__ void bounds(unsigned n, int k, long long big, float x, double y, unsigned *out, half2 *hv, __half *hs) {
  unsigned a = min(n, blockDim.x);
  unsigned b = max(k, n);
  long long c = min(big, 3ll);
  double d = max(x, y);
  int e = min(k, 7);
  int f = mine::min(k, 3);
  unsigned g = max(threadIdx.x, 1u);
  out[0] = a + b + unsigned(c) + unsigned(d) + e + f + g;
  half2 acc;
  acc = {};
  hv[0] = acc;
}
// CHECK: unsigned a = cu2hip_min<unsigned int>(n, blockDim.x);
// CHECK-NEXT: unsigned b = cu2hip_max<unsigned int>(k, n);
// CHECK-NEXT: long long c = min(big, 3ll);
// CHECK-NEXT: double d = cu2hip_max<double>(x, y);
// CHECK-NEXT: int e = min(k, 7);
// CHECK-NEXT: int f = mine::min(k, 3);
// CHECK-NEXT: unsigned g = cu2hip_max<unsigned int>(threadIdx.x, 1u);
// CHECK: acc = __half2();
// CHECK-NEXT: hv[0] = acc;

int host(int a, int b) { return std::min(a, b); }
// CHECK: return std::min(a, b);

// DIAG-NOT: warning
