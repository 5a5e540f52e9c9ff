// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// cooperative_groups::inclusive_scan / exclusive_scan.
#ifndef _CG_SCAN_H_
#define _CG_SCAN_H_
#include "reduce.h"

#if defined(__cplusplus)
namespace cooperative_groups {
template <class Group, class T> __device__ T inclusive_scan(const Group &group, T val) { return __cu2hip_unreachable<T>(); }
template <class Group, class T, class Op> __device__ T inclusive_scan(const Group &group, T val, Op op) { return __cu2hip_unreachable<T>(); }
template <class Group, class T> __device__ T exclusive_scan(const Group &group, T val) { return __cu2hip_unreachable<T>(); }
template <class Group, class T, class Op> __device__ T exclusive_scan(const Group &group, T val, Op op) { return __cu2hip_unreachable<T>(); }
} // namespace cooperative_groups
#endif

#endif /* _CG_SCAN_H_ */
