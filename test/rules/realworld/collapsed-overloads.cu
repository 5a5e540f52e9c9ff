// collapsed-overloads (lib/Rules/RealWorld/CollapsedOverloadsRule.cpp;
// docs/real-world.md, item 2b; helper_cuda.h): overloads on CUDA driver and
// runtime types that are one type in HIP. `_cudaGetErrorEnum(cudaError_t)` and
// `_cudaGetErrorEnum(CUresult)` both become `_cudaGetErrorEnum(hipError_t)`:
// the driver-API one is guarded out for HIP, also in a branch clang did not
// parse (`#ifdef __cuda_cuda_h__` without cuda.h). Overloads on the two sides
// of one #if/#else never meet and are left alone; declarations may repeat.
// Switched off (--select-rules=-collapsed-overloads), nothing is guarded or
// reported: both definitions stay as they are.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %t.hip -q --hip-version 5.2 2>/dev/null | diff %t.hip -
// RUN: %if nvcc %{ %nvcc -c %s -o %t.cuda.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-collapsed-overloads -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep R0309 %t.off.err
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

const char *_cudaGetErrorEnum(cudaError_t error);
const char *_cudaGetErrorEnum(CUresult error);
// CHECK:      {{^}}const char *_cudaGetErrorEnum(hipError_t error);
// CHECK-NEXT: {{^}}const char *_cudaGetErrorEnum(hipError_t error);

#ifdef __DRIVER_TYPES_H__
const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
#endif

#ifdef __cuda_cuda_h__
// CHECK: {{^}}#ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_H
const char *_cudaGetErrorEnum(CUresult error) {
  static char unknown[] = "<unknown>";
  const char *ret = NULL;
  cuGetErrorName(error, &ret);
  return ret ? ret : unknown;
}
// CHECK-NEXT: {{^}}// CHECK: {{.*}}
// CHECK-NEXT: {{^}}#if !defined(__HIPCC__) // cu2hip: a duplicate overload in HIP, where CUDA's driver and runtime types are one type
// CHECK-NEXT: {{^}}const char *_cudaGetErrorEnum(hipError_t error) {
// CHECK:      {{^}}  return ret ? ret : unknown;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// DIAG: collapsed-overloads.cu:[[@LINE-12]]:13: remark: '_cudaGetErrorEnum(CUresult)' becomes a second definition of '_cudaGetErrorEnum(cudaError_t)' in HIP, where both parameter types are the same; guarded out for HIP with #if !defined(__HIPCC__) [overload] [CU2HIP-R0309]
// OFF: {{^}}#ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_H
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF: {{^}}const char *_cudaGetErrorEnum(hipError_t error) {
#endif

// Arrays: the parameter names differ, the types collapse all the same.
inline bool valid(cudaArray_t a) { return a != nullptr; }
inline bool valid(CUarray array) { return array != nullptr; }
// CHECK:      {{^}}inline bool valid(hipArray_t a) { return a != nullptr; }
// CHECK-NEXT: {{^}}#if !defined(__HIPCC__) // cu2hip: a duplicate overload
// CHECK-NEXT: {{^}}inline bool valid(hipArray_t array) { return array != nullptr; }
// CHECK-NEXT: {{^}}#endif
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF:      {{^}}inline bool valid(hipArray_t a) { return a != nullptr; }
// OFF-NEXT: {{^}}inline bool valid(hipArray_t array) { return array != nullptr; }

// The two sides of one #if never meet: nothing to do.
#ifdef USE_DRIVER_API
inline const char *describe(CUresult r) { return r == CUDA_SUCCESS ? "ok" : "driver error"; }
#else
inline const char *describe(cudaError_t r) { return r == cudaSuccess ? "ok" : "runtime error"; }
#endif
// CHECK:      {{^}}#ifdef USE_DRIVER_API
// CHECK-NEXT: {{^}}inline const char *describe(hipError_t r)
// DIAG-NOT: describe
// DIAG-NOT: [parse]

int main() {
  std::printf("%s %s\n", _cudaGetErrorEnum(cudaSuccess), describe(cudaSuccess));
  return valid(cudaArray_t(nullptr)) ? 1 : 0;
}
