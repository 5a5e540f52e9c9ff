// hip-declared (lib/Rules/RealWorld/HipDeclaredRule.cpp, rows in
// lib/Mapping/HipDeclared.def; docs/real-world.md, item 18): user definitions
// of functions HIP declares and CUDA does not. CUDA has no atomicMax/atomicMin
// on double or float, so CUDA code writes its own; under hipcc they would
// redefine HIP's. They are guarded out for HIP, so the calls use HIP's
// functions. Templates, namespace members and CUDA's own overloads are left
// alone. The output compiles with hipcc. Switched off
// (--select-rules=-hip-declared), nothing is guarded or reported.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: grep -v 'warp-site' %t.err | FileCheck %s --check-prefix=DIAG --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=WARP < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-hip-declared -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep R0331 %t.off.err
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
#include <cuda_runtime.h>

typedef double real;

__device__ real atomicMax(real *address, real val) {
  unsigned long long *p = (unsigned long long *)address, old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __double_as_longlong(fmax(val, __longlong_as_double(assumed))));
  } while (assumed != old);
  return __longlong_as_double(old);
}
// CHECK: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP declares this function itself
// CHECK-NEXT: {{^}}__device__ real atomicMax(real *address, real val) {
// CHECK: {{^}}  return __longlong_as_double(old);
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// DIAG: hip-declared.cu:[[@LINE-13]]:17: remark: user-defined 'atomicMax(double *, double)' is a function HIP declares itself (CUDA does not); guarded out for HIP with #if !defined(__HIPCC__), so its calls use HIP's [hip-declared] [CU2HIP-R0331]
// OFF: {{^}}__device__ real atomicMax(real *address, real val) {
// OFF-NOT: {{^}}#if !defined(__HIPCC__)

static __device__ __forceinline__ float atomicMin(float *address, const float val) {
  int *p = (int *)address, old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(fminf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}
// CHECK: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP declares this function itself
// CHECK-NEXT: {{^}}static __device__ __forceinline__ float atomicMin(float *address, const float val) {
// DIAG: hip-declared.cu:[[@LINE-10]]:41: remark: user-defined 'atomicMin(float *, float)' {{.*}}[CU2HIP-R0331]
// OFF: {{^}}static __device__ __forceinline__ float atomicMin(float *address, const float val) {
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF: {{^}}__global__ void extremes(

// Another rule's edit inside the body (here the warp rule's, a __shfl_xor_sync
// and warpSize) does not stop the guard: it goes around the definition.
__device__ __forceinline__ float atomicMax(float *address, float val) {
  val = fmaxf(val, __shfl_xor_sync(0xffffffff, val, 1));
  if (threadIdx.x % warpSize != 0)
    return *address;
  int *p = (int *)address, old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}
// CHECK: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP declares this function itself
// CHECK-NEXT: {{^}}__device__ __forceinline__ float atomicMax(float *address, float val) {
// CHECK-NEXT: {{^}}  val = fmaxf(val, cu2hip_shfl_xor_sync(0xffffffff, val, 1));
// CHECK-NEXT: {{^}}  if (threadIdx.x % CU2HIP_WARP_SIZE != 0)
// CHECK:      {{^}}  return __int_as_float(old);
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// DIAG: hip-declared.cu:[[@LINE-18]]:34: remark: user-defined 'atomicMax(float *, float)' {{.*}}[CU2HIP-R0331]
// WARP: hip-declared.cu:[[@LINE-18]]:36: remark: warp-size site [3 lane mask]{{.*}}[CU2HIP-R0021]

// CUDA declares atomicMax on int: a user overload of another type is no collision.
__device__ long long atomicMax(long long *address, long long val, int) { return *address > val ? *address : val; }
// CHECK: {{^}}__device__ long long atomicMax(long long *address, long long val, int) { return *address > val ? *address : val; }

namespace util {
__device__ double atomicMin(double *address, double val) { return *address < val ? *address : val; }
}
// CHECK: {{^}}namespace util {
// CHECK-NEXT: {{^}}__device__ double atomicMin(double *address, double val) { return *address < val ? *address : val; }

template <typename T> __device__ T atomicSub(T *address, T val) { return atomicAdd(address, -val); }
// CHECK: {{^}}template <typename T> __device__ T atomicSub(T *address, T val) { return atomicAdd(address, -val); }

__global__ void extremes(const double *in, const float *f, double *hi, float *lo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMax(hi, in[i]);
    atomicMin(lo, f[i]);
  }
}
// CHECK: {{^}}    atomicMax(hi, in[i]);
// CHECK-NEXT: {{^}}    atomicMin(lo, f[i]);
