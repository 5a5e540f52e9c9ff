// hip/hip_runtime.h of the cu2hip CPU backend: the runtime API plus the
// device side (built-in indices, barriers, atomics, warp operations, math,
// launch). Kernels are ordinary host functions run by the backend's fibers.
#ifndef CU2HIP_CPU_HIP_RUNTIME_H
#define CU2HIP_CPU_HIP_RUNTIME_H

#include <cassert>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "hip/hip_runtime_api.h"
#include "cu2hip_cpu/Exec.h"
#include "cu2hip_cpu/Atomics.h"
#include "cu2hip_cpu/Warp.h"
#include "cu2hip_cpu/Math.h"
#include "cu2hip_cpu/Texture.h"

// Built-in indices: objects whose x/y/z properties read the state of the
// fiber running on this OS thread (as clang's CUDA builtin variables do;
// needs -fdeclspec, which cpu-runtime.json passes). Plain macros would break
// members with the same names (hipKernelNodeParams::gridDim).
#if defined(CU2HIP_CPU_NO_BUILTIN_VARS)
// The backend library itself: no kernels, no built-in variables.
#elif defined(__clang__)
namespace cu2hip_cpu {
#define CU2HIP_CPU_BUILTIN(NAME, FIELD, TYPE)                                                                     \
  struct NAME##_t {                                                                                               \
    __declspec(property(get = getX)) unsigned int x;                                                              \
    __declspec(property(get = getY)) unsigned int y;                                                              \
    __declspec(property(get = getZ)) unsigned int z;                                                              \
    static unsigned int getX() { return CurrentThread->FIELD.x; }                                                 \
    static unsigned int getY() { return CurrentThread->FIELD.y; }                                                 \
    static unsigned int getZ() { return CurrentThread->FIELD.z; }                                                 \
    operator uint3() const {                                                                                      \
      const auto &V = CurrentThread->FIELD;                                                                       \
      return uint3{V.x, V.y, V.z};                                                                                \
    }                                                                                                             \
    operator dim3() const {                                                                                       \
      const auto &V = CurrentThread->FIELD;                                                                       \
      return dim3(V.x, V.y, V.z);                                                                                 \
    }                                                                                                             \
  };
CU2HIP_CPU_BUILTIN(threadIdx, ThreadIdx, uint3)
CU2HIP_CPU_BUILTIN(blockIdx, BlockIdx, uint3)
CU2HIP_CPU_BUILTIN(blockDim, BlockDim, dim3)
CU2HIP_CPU_BUILTIN(gridDim, GridDim, dim3)
#undef CU2HIP_CPU_BUILTIN
} // namespace cu2hip_cpu
static constexpr ::cu2hip_cpu::threadIdx_t threadIdx{};
static constexpr ::cu2hip_cpu::blockIdx_t blockIdx{};
static constexpr ::cu2hip_cpu::blockDim_t blockDim{};
static constexpr ::cu2hip_cpu::gridDim_t gridDim{};
#else
// Compilers without __declspec(property) (GCC): plain macros.
#define threadIdx (::cu2hip_cpu::CurrentThread->ThreadIdx)
#define blockIdx (::cu2hip_cpu::CurrentThread->BlockIdx)
#define blockDim (::cu2hip_cpu::CurrentThread->BlockDim)
#define gridDim (::cu2hip_cpu::CurrentThread->GridDim)
#endif
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

inline void __syncthreads() { ::cu2hip_cpu::blockBarrier(::cu2hip_cpu::BarrierOp::Plain, 0); }
inline int __syncthreads_count(int pred) { return ::cu2hip_cpu::blockBarrier(::cu2hip_cpu::BarrierOp::Count, pred); }
inline int __syncthreads_and(int pred) { return ::cu2hip_cpu::blockBarrier(::cu2hip_cpu::BarrierOp::And, pred); }
inline int __syncthreads_or(int pred) { return ::cu2hip_cpu::blockBarrier(::cu2hip_cpu::BarrierOp::Or, pred); }

// Dynamic shared memory: `extern __shared__ T x[];` is not host C++, so cu2hip
// writes HIP_DYNAMIC_SHARED(T, x) for this backend (--dynamic-shared=macro).
// Each OS thread runs its blocks one after another in one buffer that never
// moves, so a thread_local pointer to it is right for every block it runs.
namespace cu2hip_cpu {
/// This OS thread's dynamic shared memory buffer (64 KiB, 64-byte aligned).
void *dynamicSharedBase();
} // namespace cu2hip_cpu
#define HIP_DYNAMIC_SHARED(type, var)                                                                          \
  static thread_local type *var = reinterpret_cast<type *>(::cu2hip_cpu::dynamicSharedBase());
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

template <typename T> inline T __ldg(const T *p) { return *p; }
template <typename T> inline T __ldcg(const T *p) { return *p; }
template <typename T> inline T __ldca(const T *p) { return *p; }
template <typename T> inline T __ldcs(const T *p) { return *p; }
template <typename T> inline T __ldlu(const T *p) { return *p; }
template <typename T> inline T __ldcv(const T *p) { return *p; }
template <typename T> inline void __stwb(T *p, T v) { *p = v; }
template <typename T> inline void __stcg(T *p, T v) { *p = v; }
template <typename T> inline void __stcs(T *p, T v) { *p = v; }
template <typename T> inline void __stwt(T *p, T v) { *p = v; }

long long clock64();
inline long long __clock64() { return clock64(); }
inline long long wall_clock64() { return clock64(); }
inline unsigned long long __builtin_readcyclecounter_cu2hip() { return (unsigned long long)clock64(); }
#define __trap() ::cu2hip_cpu::misuse("__trap() called")
inline void __builtin_amdgcn_s_sleep(int) {}
inline void __nanosleep(unsigned) {}

#endif
