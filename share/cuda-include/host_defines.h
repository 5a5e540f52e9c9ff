// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Execution-space and storage qualifiers as macros over clang's CUDA attributes.
#ifndef __HOST_DEFINES_H__
#define __HOST_DEFINES_H__

#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 4
#define __CUDACC_VER_BUILD__ 131
#endif

#if defined(__CUDA__) /* clang in CUDA mode */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang 19 has no CUDA 'managed' attribute (HIP only): a device variable, tagged. */
#define __managed__ __attribute__((device)) __attribute__((annotate("__managed__")))
/* clang 19 has no grid_constant attribute: tagged only. */
#define __grid_constant__ __attribute__((annotate("__grid_constant__")))
/* The third argument (max blocks per cluster, sm_90) makes clang 19 drop the whole
   attribute when no GPU arch is given, as in a host-only parse: keep it as a tag. */
#define __launch_bounds__(...) \
  __CU2HIP_LB_PICK(__VA_ARGS__, __CU2HIP_LB3, __CU2HIP_LB2, __CU2HIP_LB1, __CU2HIP_LB0)(__VA_ARGS__)
#define __CU2HIP_LB_PICK(a, b, c, name, ...) name
#define __CU2HIP_LB1(t) __attribute__((launch_bounds(t)))
#define __CU2HIP_LB2(t, b) __attribute__((launch_bounds(t, b)))
#define __CU2HIP_LB3(t, b, c) __attribute__((launch_bounds(t, b))) __attribute__((annotate("__launch_bounds__.maxBlocksPerCluster")))
#define __cluster_dims__(...) __attribute__((annotate("__cluster_dims__")))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __grid_constant__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#endif
/* __noinline__ is a keyword of clang's CUDA mode; __restrict__ is a GNU keyword. */

#define __forceinline__ __inline__ __attribute__((always_inline))
#define __inline_hint__ __attribute__((annotate("__inline_hint__")))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define __thread__ __thread
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB
#define CUDAAPI
#define CUDA_CB

#if defined(__cplusplus) && __cplusplus >= 201402L
#define __CUDA_DEPRECATED [[deprecated]]
#else
#define __CUDA_DEPRECATED
#endif

/* Default arguments exist only in C++. */
#ifdef __cplusplus
#define __CU2HIP_DV(v) = v
#define __CU2HIP_BEGIN_C extern "C" {
#define __CU2HIP_END_C }
#define __CU2HIP_NOEXCEPT noexcept
#else
#define __CU2HIP_DV(v)
#define __CU2HIP_BEGIN_C
#define __CU2HIP_END_C
#define __CU2HIP_NOEXCEPT
#endif

#if defined(__cplusplus)
/* The body of a template that must have one returns this: clang requires a definition
   when a template is used with a lambda or a local type (types without linkage). It is
   never executed; cu2hip only parses. */
template <class T> struct __cu2hip_id { typedef T type; }; /* a non-deduced parameter type */
template <class T> struct __cu2hip_noref { typedef T type; };
template <class T> struct __cu2hip_noref<T &> { typedef T type; };
template <class T> struct __cu2hip_noref<T &&> { typedef T type; };
template <class T> __host__ __device__ inline T __cu2hip_unreachable() {
  return static_cast<T &&>(*static_cast<typename __cu2hip_noref<T>::type *>(0));
}
template <> __host__ __device__ inline void __cu2hip_unreachable<void>() {}
#endif

#endif /* __HOST_DEFINES_H__ */
