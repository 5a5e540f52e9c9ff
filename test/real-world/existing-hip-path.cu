// A project that already supports HIP (issue "Real repositories", item 2):
// its HIP-only #if arms are its own code, written for the hardware, and stay
// byte for byte as they are. An arm is HIP-only when its condition names a HIP
// platform macro (not negated), when it is the #else of one tested negated, or
// when it includes a HIP header itself (a project macro that selects HIP, as a
// vendored shim does). Before, `__all(var)` in the shim became cu2hip_all(var),
// which votes over 32 lanes where the project calls it at the wavefront's width.
// A name the project #defines on its HIP path (the shim's __all_sync and
// __shfl_xor_sync) is the project's mapping: its uses elsewhere in the file
// are left to that macro, and no cu2hip_warp.h is added above the shim (where
// it would define what the shim's HIP_DISABLE_WARP_SYNC_BUILTINS turns off).
// The #if group whose HIP arm maps CUDA names is the project's HIP layer both
// ways: its CUDA arm stays too (a half-HIP copy of it would be a second HIP
// path), with a note (N0106) saying where the layer is. The other CUDA code is
// translated as usual.
// RUN: %cu2hip translate %s -o %t.hip --hip-version 6.4 2> %t.err
// RUN: FileCheck %s --match-full-lines < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

#pragma once
#if defined(PROJ_USE_HIP)
#include <hip/hip_runtime.h>
#define HIP_DISABLE_WARP_SYNC_BUILTINS 1
#define cudaStream_t hipStream_t
#define cudaGetLastError hipGetLastError
#define __all_sync(mask, var) __all(var)
#define __shfl_xor_sync(mask, var, laneMask, width) __shfl_xor(var, laneMask, width)
#else
#include <cuda_runtime.h>
#endif
// CHECK-NOT: #include "cu2hip_warp.h"
// CHECK: #if defined(PROJ_USE_HIP)
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #define HIP_DISABLE_WARP_SYNC_BUILTINS 1
// CHECK-NEXT: #define cudaStream_t hipStream_t
// CHECK-NEXT: #define cudaGetLastError hipGetLastError
// CHECK-NEXT: #define __all_sync(mask, var) __all(var)
// CHECK-NEXT: #define __shfl_xor_sync(mask, var, laneMask, width) __shfl_xor(var, laneMask, width)
// CHECK-NEXT: #else
// CHECK-NEXT: #include <cuda_runtime.h>
// CHECK-NEXT: #endif

#ifdef __HIP_PLATFORM_AMD__
#define WARP_SIZE 64
static __device__ int vote(int v) { return __all(v); }
#else
#define WARP_SIZE 32
static __device__ int vote(int v) { return __all_sync(0xffffffff, v); }
#endif
// CHECK: #ifdef __HIP_PLATFORM_AMD__
// CHECK-NEXT: #define WARP_SIZE 64
// CHECK-NEXT: static __device__ int vote(int v) { return __all(v); }
// CHECK-NEXT: #else
// CHECK-NEXT: #define WARP_SIZE 32
// CHECK-NEXT: static __device__ int vote(int v) { return __all_sync(0xffffffff, v); }
// CHECK-NEXT: #endif

#if !defined(__HIPCC__)
static inline int lanes() { return 32; }
#else
static inline int lanes() { return warpSize; }
#endif
// CHECK: #if !defined(__HIPCC__)
// CHECK-NEXT: static inline int lanes() { return 32; }
// CHECK-NEXT: #else
// CHECK-NEXT: static inline int lanes() { return warpSize; }
// CHECK-NEXT: #endif

__global__ void k(float *x) { x[0] = __shfl_xor_sync(0xffffffff, x[0], 1, 32); }
// CHECK: __global__ void k(float *x) { x[0] = __shfl_xor_sync(0xffffffff, x[0], 1, 32); }

// Shared code that uses CUDA outside the shim's names is translated.
void sync() { cudaDeviceSynchronize(); }
// CHECK: void sync() { hipDeviceSynchronize(); }

// Nothing inside the HIP arms is reported: they are the project's HIP code.
// DIAG: note: the file includes <hip/hip_runtime.h>
// DIAG: existing-hip-path.cu:24:1: note: the project's own HIP layer: its HIP branch maps CUDA names ('cudaStream_t' -> 'hipStream_t', 3 more); left as the project wrote it [hip-layer] [CU2HIP-N0106]
// DIAG-NOT: warning:
// DIAG: 1 changed, 1 edits; 0 unsupported API uses
