// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Cooperative groups: group handles, partitioning and collective member functions.
#ifndef _COOPERATIVE_GROUPS_H_
#define _COOPERATIVE_GROUPS_H_
#include "cuda_runtime.h"

#if defined(__cplusplus)
namespace cooperative_groups {

class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ bool is_valid() const;
  __device__ unsigned int get_type() const;
};

class thread_block : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int size() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int thread_rank() const;
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_threads() const;
  __device__ static void barrier_wait();
};

class grid_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ bool is_valid() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned long long block_rank() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
};

class multi_grid_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ bool is_valid() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned int grid_rank() const;
  __device__ unsigned int num_grids() const;
};

class cluster_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int block_rank() const;
  __device__ unsigned int num_blocks() const;
  __device__ dim3 block_index() const;
  __device__ dim3 dim_blocks() const;
  template <class T> __device__ T *map_shared_rank(T *addr, int rank) const { return __cu2hip_unreachable<T *>(); }
  __device__ unsigned int query_shared_rank(const void *addr) const;
};

/* Members shared by coalesced_group and thread_block_tile: warp-level collectives. */
class __cu2hip_warp_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned int size() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int meta_group_rank() const;
  __device__ unsigned int meta_group_size() const;
  template <class T> __device__ T shfl(T var, int srcRank) const { return __cu2hip_unreachable<T>(); }
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const { return __cu2hip_unreachable<T>(); }
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const { return __cu2hip_unreachable<T>(); }
  template <class T> __device__ T shfl_xor(T var, unsigned int laneMask) const { return __cu2hip_unreachable<T>(); }
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T val) const { return __cu2hip_unreachable<unsigned int>(); }
  template <class T> __device__ unsigned int match_all(T val, int &pred) const { return __cu2hip_unreachable<unsigned int>(); }
};

class coalesced_group : public __cu2hip_warp_group {};

template <unsigned int Size, typename ParentT = void>
class thread_block_tile;

template <unsigned int Size>
class thread_block_tile<Size, void> : public __cu2hip_warp_group {
public:
  static constexpr unsigned int numThreads = Size;
  __device__ static constexpr unsigned int size() { return Size; }
  __device__ static constexpr unsigned int num_threads() { return Size; }
};

template <unsigned int Size, typename ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {};

__device__ thread_block this_thread_block();
/* Scratch for tiles wider than 32 threads before sm_80 (CUDA 11.x also had a
   TileCommunicationSize parameter first; CUDA 12 has only the block size). */
template <unsigned int MaxBlockSize = 1024>
struct block_tile_memory {
  alignas(16) unsigned char reserved[MaxBlockSize > 32 ? MaxBlockSize / 4 : 8];
};
template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch);
__device__ grid_group this_grid();
__device__ multi_grid_group this_multi_grid();
__device__ cluster_group this_cluster();
__device__ coalesced_group coalesced_threads();

__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
__device__ thread_group tiled_partition(const thread_block &parent, unsigned int tilesz);
__device__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz);
template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &g) { return __cu2hip_unreachable<thread_block_tile<Size, ParentT>>(); }
__device__ coalesced_group binary_partition(const coalesced_group &g, bool pred);
template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size> binary_partition(const thread_block_tile<Size, ParentT> &g, bool pred) { return __cu2hip_unreachable<thread_block_tile<Size>>(); }
__device__ coalesced_group labeled_partition(const coalesced_group &g, int label);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &g, int label) { return __cu2hip_unreachable<coalesced_group>(); }

template <class Group> __device__ void sync(const Group &g) {}
template <class Group> __device__ unsigned long long thread_rank(const Group &g) { return __cu2hip_unreachable<unsigned long long>(); }
template <class Group> __device__ unsigned long long group_size(const Group &g) { return __cu2hip_unreachable<unsigned long long>(); }
template <class Group> __device__ unsigned long long num_threads(const Group &g) { return __cu2hip_unreachable<unsigned long long>(); }

/* memcpy_async / wait (also reachable through <cooperative_groups/memcpy_async.h>) */
template <class Group> __device__ void wait(const Group &g) {}
template <unsigned int NumStages, class Group> __device__ void wait_prior(const Group &g) {}
template <class Group, class T, class SizeT>
__device__ void memcpy_async(const Group &g, T *dst, const T *src, const SizeT &bytes) {}
template <class Group, class T, class DstLayout, class SrcLayout>
__device__ void memcpy_async(const Group &g, T *dst, const DstLayout &dstLayout, const T *src, const SrcLayout &srcLayout) {}

namespace details {} /* implementation namespace, referenced by some user code */
} // namespace cooperative_groups

#endif /* __cplusplus */
#endif /* _COOPERATIVE_GROUPS_H_ */
