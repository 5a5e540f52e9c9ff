// Text in #error and #warning is a message and #pragma's words are the
// pragma's, not code: the CUDA names in them are kept whichever pass or rule
// would rewrite them in code, and so are the names #undef forgets
// (RawTokens::isCode, lib/Core). Inside #warning the rename pass used to keep
// cudaMalloc while the warp-size rule rewrote __shfl_down_sync (issue 27).
// A #define body and an #if condition are code: rewritten as in code.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2>%t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

#include <cuda_runtime.h>

#warning __shfl_down_sync and cudaMalloc are slow on this path
// CHECK: {{^}}#warning __shfl_down_sync and cudaMalloc are slow on this path
#ifndef __CUDACC__
#error __shfl_xor_sync and cudaFree need a CUDA compiler
// CHECK: {{^}}#error __shfl_xor_sync and cudaFree need a CUDA compiler
#endif
#pragma GCC poison cudaMemcpy __shfl_up_sync
// CHECK: {{^}}#pragma GCC poison cudaMemcpy __shfl_up_sync
#undef __shfl_sync
// CHECK: {{^}}#undef __shfl_sync
#undef cudaMemset
// CHECK: {{^}}#undef cudaMemset

#define SUM(v, o) ((v) + __shfl_down_sync(0xffffffff, (v), (o)))
// CHECK: {{^}}#define SUM(v, o) ((v) + cu2hip_shfl_down_sync(0xffffffff, (v), (o)))
#define ALLOC(p) cudaMalloc(&(p), 4)
// CHECK: {{^}}#define ALLOC(p) hipMalloc(&(p), 4)

__global__ void k(float *p) { p[0] = __shfl_down_sync(0xffffffff, p[0], 1); }
// CHECK: {{^}}__global__ void k(float *p) { p[0] = cu2hip_shfl_down_sync(0xffffffff, p[0], 1); }

int main() {
  float *p;
  cudaMalloc(&p, 4);
// CHECK: {{^}}  hipMalloc(&p, 4);
  return 0;
}

// Nothing in a message is reported as a CUDA name HIP lacks.
// DIAG-NOT: 'cudaFree'
// DIAG-NOT: '__shfl_xor_sync'
// DIAG-NOT: '__shfl_up_sync'
