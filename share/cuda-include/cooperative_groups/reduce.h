// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// cooperative_groups::reduce and its function objects.
#ifndef _CG_REDUCE_H_
#define _CG_REDUCE_H_
#include "../cooperative_groups.h"

#if defined(__cplusplus)
namespace cooperative_groups {
template <class T> struct plus { __device__ T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T> struct greater { __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct bit_and { __device__ T operator()(const T &a, const T &b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(const T &a, const T &b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(const T &a, const T &b) const { return a ^ b; } };

template <class Group, class T, class Op>
__device__ auto reduce(const Group &group, T &&val, Op &&op) -> decltype(op(val, val)) { return op(val, val); }
template <class Group, class T, class Op>
__device__ void reduce_update_async(const Group &group, T &dst, const T &val, Op op) {}
template <class Group, class T, class Op>
__device__ void reduce_store_async(const Group &group, T &dst, const T &val, Op op) {}
template <class Group, class T, class Op>
__device__ void reduce_store_async(const Group &group, T *dst, const T &val, Op op) {}
} // namespace cooperative_groups
#endif

#endif /* _CG_REDUCE_H_ */
