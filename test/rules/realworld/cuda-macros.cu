// cuda-macros (lib/Rules/RealWorld/CudaMacrosRule.cpp, rows in
// lib/Mapping/CudaMacros.def; docs/real-world.md, item 2): CUDA include
// guards, version macros and __CUDA_ARCH__ tested by user code. Every wrong
// branch below holds an #error (or a call HIP lacks), so the hipcc compile
// proves that the branch meant for a modern CUDA survives. Switched off
// (--select-rules=-cuda-macros), the tests stay as written and nothing is
// decided or reported.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: not grep -q '\[parse\]' %t.err
// RUN: %cu2hip translate %t.hip -q --hip-version 5.2 2>/dev/null | diff %t.hip -
// RUN: %if nvcc %{ %nvcc -c %s -o %t.cuda.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-cuda-macros -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep -e '\[cuda-macro\]' -e '\[cuda-arch\]' %t.off.err
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <curand.h>

// --- include guards of CUDA headers -> guards of the HIP headers -------------
#ifdef __DRIVER_TYPES_H__
// CHECK: {{^}}#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
// OFF: {{^}}#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#else
#error "cuda_runtime.h brings driver_types.h"
#endif

#ifndef __CUDA_RUNTIME_H__
// CHECK: {{^}}#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#error "cuda_runtime.h is included"
#endif

#if defined(CURAND_H_) && !defined(CUBLAS_API_H_)
// CHECK: {{^}}#if defined(HIPRAND_H_) && !defined(HIPBLAS_H)
static const char *errorName(curandStatus_t s) { return s == CURAND_STATUS_SUCCESS ? "ok" : "curand error"; }
#else
#error "curand.h is included, cublas_api.h is not"
#endif

// cudnn.h maps to MIOpen but cuDNN names to hipDNN: reported, left unchanged.
#ifdef CUDNN_H_
// CHECK: {{^}}#ifdef CUDNN_H_
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:8: warning: '#ifdef CUDNN_H_' cannot be decided for HIP: {{.*}}; left unchanged [cuda-macro] [CU2HIP-W0301]
static const char *errorName(cudnnStatus_t s);
#endif

// --- versions: decided as for CUDA 12.4 -------------------------------------
#if CUDART_VERSION >= 11000
// CHECK: {{^}}#if 1 /* CUDART_VERSION >= 11000 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:5: remark: 'CUDART_VERSION >= 11000' decided as true: cu2hip keeps the branch for CUDA 12.4 (CUDART_VERSION = 12040) [cuda-macro] [CU2HIP-R0300]
// OFF: {{^}}#if CUDART_VERSION >= 11000
#define HAS_CUDA11_API 1
#else
#error "the CUDA 11+ branch"
#endif

#if CUDART_VERSION >= 13000
// CHECK: {{^}}#if 0 /* CUDART_VERSION >= 13000 */
static void prefetch(void *p, size_t n) { cudaMemLocation loc = {}; (void)loc; }
#elif (CUDART_VERSION >= 10000) && defined(HAS_CUDA11_API)
// CHECK: {{^}}#elif (1 /* CUDART_VERSION >= 10000 */) && defined(HAS_CUDA11_API)
static void prefetch(void *p, size_t n) { cudaMemPrefetchAsync(p, n, 0, 0); }
#else
#error "the CUDA 10..12 branch"
#endif

// A branch that includes a CUDA header the target cannot give (FP8 came with
// HIP 6.3): the include would stop every unit, so the branch is left out.
#if CUDART_VERSION >= 11080
// CHECK: {{^}}#if 0 /* CUDART_VERSION >= 11080 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION >= 11080' decided as false: the branch for CUDA 12.4 uses '<cuda_fp8.h>', which HIP 5.2 lacks, so the other branch is kept [cuda-macro] [CU2HIP-W0310]
#include <cuda_fp8.h>
#define HAVE_FP8 1
#endif

// In a condition of && alone, the version test decided false makes the whole
// condition false, so the other branch is kept there too.
__device__ __half halfMax(__half a, __half b) {
#if defined(CUDART_VERSION) && CUDART_VERSION >= 11070
// CHECK: {{^}}#if defined(HIP_VERSION) && 0 /* CUDART_VERSION >= 11070 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:32: warning: 'CUDART_VERSION >= 11070' decided as false: the branch for CUDA 12.4 uses '__hmax', which HIP 5.2 lacks, so the other branch is kept [cuda-macro] [CU2HIP-W0310]
  return __hmax(a, b);
#else
  return __hgt(a, b) ? a : b;
#endif
}

// A branch for CUDA 12.4 that uses what HIP 5.2 lacks (a cudaDeviceProp field
// with no HIP 5.2 equivalent) keeps the other branch.
#if CUDART_VERSION >= 12000
// CHECK: {{^}}#if 0 /* CUDART_VERSION >= 12000 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION >= 12000' decided as false: the branch for CUDA 12.4 uses 'cudaDeviceProp::clusterLaunch', which HIP 5.2 lacks, so the other branch is kept [cuda-macro] [CU2HIP-W0310]
static int clusterLaunch(const cudaDeviceProp &p) { return p.clusterLaunch; }
#else
static int clusterLaunch(const cudaDeviceProp &) { return 0; }
#endif

// CUDA_VERSION comes from cuda.h; __CUDACC_VER_MAJOR__ from nvcc.
#if !defined(CUDA_VERSION) || CUDA_VERSION < 9000 || __CUDACC_VER_MAJOR__ < 9
// CHECK: {{^}}#if !defined(HIP_VERSION) || 0 /* CUDA_VERSION < 9000 */ || 0 /* __CUDACC_VER_MAJOR__ < 9 */
// OFF: {{^}}#if !defined(CUDA_VERSION) || CUDA_VERSION < 9000 || __CUDACC_VER_MAJOR__ < 9
#error "a CUDA 9+ toolkit"
#endif

// nvcc build numbers cannot be decided: the test stays (false under hipcc).
#if __CUDACC_VER_BUILD__ < 0
// DIAG-DAG: cuda-macros.cu:[[@LINE-1]]:5: warning: '__CUDACC_VER_BUILD__ < 0' cannot be decided for HIP
#error "never true"
#endif

// --- nvcc itself and its flags ------------------------------------------------
#if defined(__NVCC__)
// DIAG-DAG: cuda-macros.cu:[[@LINE-1]]:13: remark: 'defined(__NVCC__)' decided as false under hipcc
#pragma nv_diag_suppress 177
#endif

#ifdef __CUDACC_EXTENDED_LAMBDA__
// CHECK: {{^}}#if 1 /* ifdef __CUDACC_EXTENDED_LAMBDA__ */
#define HAS_DEVICE_LAMBDAS 1
#endif

// --- __CUDA_ARCH__ ------------------------------------------------------------
__device__ double addOne(double *p) {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
// CHECK: {{^}}#if !defined(__HIP_DEVICE_COMPILE__) || defined(__HIP_DEVICE_COMPILE__) /* __CUDA_ARCH__ >= 600 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:32: warning: '__CUDA_ARCH__ >= 600': CUDA architecture numbers have no HIP meaning; decided as 'defined(__HIP_DEVICE_COMPILE__)'
  return atomicAdd(p, 1.0);
#else
#error "HIP has a double atomicAdd"
#endif
}

__global__ void probe(int *out) {
#ifdef __CUDA_ARCH__
// CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__
// OFF: {{^}}#ifdef __CUDA_ARCH__
  out[0] = __CUDA_ARCH__;
// CHECK: {{^}}  out[0] = 600;
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:12: warning: '__CUDA_ARCH__' used as a value: replaced by '600'
// OFF: {{^}}  out[0] = __CUDA_ARCH__;
#else
  out[0] = 0;
#endif
#if __CUDA_ARCH__ >= 700
// CHECK: {{^}}#if 0 /* __CUDA_ARCH__ >= 700 */
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:5: warning: '__CUDA_ARCH__ >= 700': {{.*}}; device code compiled out: line [[#@LINE+1]] [cuda-arch]
  __nanosleep(100); // sm_70 and later; HIP 5.2 has no __nanosleep
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_DEVICE_COMPILE__) /* __CUDA_ARCH__ < 600 */
#error "the pre-Pascal fallback"
#endif
}

int main() {
  std::printf("built for CUDA runtime %d, %s\n", CUDART_VERSION, errorName(cudaSuccess));
// CHECK: built for CUDA runtime %d, %s\n", HIP_VERSION,
// DIAG-DAG: cuda-macros.cu:[[@LINE-2]]:50: warning: 'CUDART_VERSION' used as a value: replaced by 'HIP_VERSION'
// OFF: built for CUDA runtime %d, %s\n", CUDART_VERSION,
  int *out = nullptr;
  cudaMalloc(&out, sizeof(int));
  probe<<<1, 1>>>(out);
  prefetch(out, sizeof(int));
  cudaFree(out);
  return 0;
}
