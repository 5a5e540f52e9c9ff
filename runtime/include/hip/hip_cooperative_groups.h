// Cooperative groups of the CPU backend: thread blocks, grids (cooperative
// launches), static and dynamic tiles and coalesced groups, on top of the
// backend's barriers and wavefront collectives.
#ifndef CU2HIP_CPU_HIP_COOPERATIVE_GROUPS_H
#define CU2HIP_CPU_HIP_COOPERATIVE_GROUPS_H

#include "hip/hip_runtime.h"

namespace cooperative_groups {

namespace detail {
inline unsigned blockThreads() {
  const dim3 &B = ::cu2hip_cpu::self().BlockDim;
  return B.x * B.y * B.z;
}
inline unsigned long long waveMask() { return warpSize == 64 ? ~0ull : 0xffffffffull; }
/// The lanes of the wavefront in the caller's aligned tile of \p Size lanes.
inline unsigned long long tileMask(unsigned Size) {
  unsigned Base = __lane_id() & ~(Size - 1);
  unsigned long long Bits = Size >= 64 ? ~0ull : ((1ull << Size) - 1);
  return (Bits << Base) & waveMask();
}
} // namespace detail

class thread_group {
protected:
  enum class Kind { Block, Grid, Tile, Coalesced };
  Kind K;
  unsigned Size;
  unsigned long long Mask; ///< Coalesced: the member lanes
  thread_group(Kind K, unsigned Size, unsigned long long Mask = 0) : K(K), Size(Size), Mask(Mask) {}

public:
  unsigned size() const { return Size; }
  unsigned num_threads() const { return Size; }
  unsigned thread_rank() const {
    const auto &S = ::cu2hip_cpu::self();
    switch (K) {
    case Kind::Block: return S.Linear;
    case Kind::Grid: {
      const dim3 &G = S.GridDim;
      unsigned long long B = S.BlockIdx.x + G.x * (S.BlockIdx.y + G.y * S.BlockIdx.z);
      return unsigned(B * detail::blockThreads() + S.Linear);
    }
    case Kind::Tile: return S.Linear % Size;
    case Kind::Coalesced: return unsigned(__builtin_popcountll(Mask & ((1ull << S.Lane) - 1)));
    }
    return 0;
  }
  CU2HIP_CPU_DEVICE void sync() const {
    switch (K) {
    case Kind::Block: __syncthreads(); break;
    case Kind::Grid: ::cu2hip_cpu::gridBarrier(); break;
    case Kind::Tile:
      if (Size > unsigned(warpSize))
        ::cu2hip_cpu::misuse("tile of %u threads is wider than the wavefront (%d)", Size, warpSize);
      __syncwarp(detail::tileMask(Size));
      break;
    case Kind::Coalesced: __syncwarp(Mask); break;
    }
  }
  bool is_valid() const { return true; }
};

class thread_block : public thread_group {
public:
  thread_block() : thread_group(Kind::Block, detail::blockThreads()) {}
  dim3 group_index() const { return ::cu2hip_cpu::self().BlockIdx; }
  dim3 thread_index() const { return ::cu2hip_cpu::self().ThreadIdx; }
  dim3 group_dim() const { return ::cu2hip_cpu::self().BlockDim; }
  dim3 dim_threads() const { return ::cu2hip_cpu::self().BlockDim; }
};

class grid_group : public thread_group {
public:
  grid_group()
      : thread_group(Kind::Grid, [] {
          const dim3 &G = ::cu2hip_cpu::self().GridDim;
          return G.x * G.y * G.z * detail::blockThreads();
        }()) {}
  unsigned long long num_blocks() const {
    const dim3 &G = ::cu2hip_cpu::self().GridDim;
    return (unsigned long long)G.x * G.y * G.z;
  }
  unsigned long long block_rank() const {
    const auto &S = ::cu2hip_cpu::self();
    return S.BlockIdx.x + S.GridDim.x * (S.BlockIdx.y + S.GridDim.y * S.BlockIdx.z);
  }
  dim3 group_dim() const { return ::cu2hip_cpu::self().GridDim; }
};

/// A tile of a block with a size known at run time (tiled_partition(g, n)).
class thread_block_tile_dynamic : public thread_group {
public:
  explicit thread_block_tile_dynamic(unsigned N) : thread_group(Kind::Tile, N) {}
  unsigned meta_group_rank() const { return ::cu2hip_cpu::self().Linear / Size; }
  unsigned meta_group_size() const { return (detail::blockThreads() + Size - 1) / Size; }
};

/// Operations of the lanes of one tile or coalesced group.
class lane_group : public thread_group {
protected:
  using thread_group::thread_group;
  unsigned long long members() const { return K == Kind::Coalesced ? Mask : detail::tileMask(Size); }
  unsigned base() const { return __lane_id() & ~(Size - 1); }

public:
  CU2HIP_CPU_DEVICE unsigned long long ballot(int Pred) const {
    unsigned long long B = __ballot_sync(members(), Pred) & members();
    if (K == Kind::Coalesced) {
      // Bit i stands for the group's i-th member.
      unsigned long long Out = 0;
      unsigned I = 0;
      for (int L = 0; L < 64; ++L)
        if (Mask >> L & 1) {
          if (B >> L & 1) Out |= 1ull << I;
          ++I;
        }
      return Out;
    }
    return B >> base();
  }
  CU2HIP_CPU_DEVICE int any(int Pred) const { return (__ballot_sync(members(), Pred) & members()) != 0; }
  CU2HIP_CPU_DEVICE int all(int Pred) const { return (__ballot_sync(members(), Pred) & members()) == members(); }
  template <typename T> CU2HIP_CPU_DEVICE unsigned long long match_any(T V) const { return __match_any_sync(members(), V) >> base(); }
};

/// thread_block_tile<N> is thread_block_tile<N, void>; tiled_partition<N>(P)
/// gives thread_block_tile<N, P>, which converts to it, as in HIP and CUDA.
template <unsigned N, typename Parent = void> class thread_block_tile;

template <unsigned N> class thread_block_tile<N, void> : public lane_group {
  static_assert(N && (N & (N - 1)) == 0 && N <= 64, "tile sizes are powers of two up to the wavefront");

public:
  thread_block_tile() : lane_group(Kind::Tile, N) {}
  unsigned meta_group_rank() const { return ::cu2hip_cpu::self().Linear / N; }
  unsigned meta_group_size() const { return (detail::blockThreads() + N - 1) / N; }
  template <typename T> CU2HIP_CPU_DEVICE T shfl(const T &V, int Src) const { return __shfl_sync(members(), V, Src, int(N)); }
  template <typename T> CU2HIP_CPU_DEVICE T shfl_down(const T &V, unsigned D) const { return __shfl_down_sync(members(), V, D, int(N)); }
  template <typename T> CU2HIP_CPU_DEVICE T shfl_up(const T &V, unsigned D) const { return __shfl_up_sync(members(), V, D, int(N)); }
  template <typename T> CU2HIP_CPU_DEVICE T shfl_xor(const T &V, int M) const { return __shfl_xor_sync(members(), V, M, int(N)); }
  CU2HIP_CPU_DEVICE void sync() const {
    if (N > unsigned(warpSize))
      ::cu2hip_cpu::misuse("thread_block_tile<%u> is wider than the wavefront (%d)", N, warpSize);
    __syncwarp(members());
  }
};

class coalesced_group : public lane_group {
public:
  explicit coalesced_group(unsigned long long Active)
      : lane_group(Kind::Coalesced, unsigned(__builtin_popcountll(Active)), Active) {}
  /// The lane of the group's \p Rank-th member.
  int laneOf(int Rank) const {
    unsigned long long M = Mask;
    for (int I = 0; I < Rank % int(Size); ++I) M &= M - 1;
    return __builtin_ctzll(M);
  }
  template <typename T> CU2HIP_CPU_DEVICE T shfl(const T &V, int SrcRank) const { return __shfl_sync(Mask, V, laneOf(SrcRank)); }
  template <typename T> CU2HIP_CPU_DEVICE T shfl_down(const T &V, unsigned D) const {
    int R = int(thread_rank() + D);
    return __shfl_sync(Mask, V, R < int(Size) ? laneOf(R) : int(__lane_id()));
  }
  template <typename T> CU2HIP_CPU_DEVICE T shfl_up(const T &V, unsigned D) const {
    int R = int(thread_rank()) - int(D);
    return __shfl_sync(Mask, V, R >= 0 ? laneOf(R) : int(__lane_id()));
  }
  CU2HIP_CPU_DEVICE void sync() const { __syncwarp(Mask); }
};

inline thread_block this_thread_block() { return thread_block(); }
inline grid_group this_grid() { return grid_group(); }
inline coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }
/// A tile that knows its parent group: its meta group is its place in the
/// parent (the block, or a wider tile).
template <unsigned N, typename Parent> class thread_block_tile : public thread_block_tile<N, void> {
public:
  explicit thread_block_tile(const Parent &P) : ParentRank(P.thread_rank()), ParentSize(P.size()) {}
  unsigned meta_group_rank() const { return ParentRank / N; }
  unsigned meta_group_size() const { return (ParentSize + N - 1) / N; }

private:
  unsigned ParentRank, ParentSize;
};

template <unsigned N, typename Parent> thread_block_tile<N, Parent> tiled_partition(const Parent &P) {
  return thread_block_tile<N, Parent>(P);
}
inline thread_block_tile_dynamic tiled_partition(const thread_group &, unsigned N) {
  return thread_block_tile_dynamic(N);
}
template <typename Group> inline void sync(const Group &G) { G.sync(); }
template <typename Group> inline unsigned group_size(const Group &G) { return G.size(); }
template <typename Group> inline unsigned thread_rank(const Group &G) { return G.thread_rank(); }

} // namespace cooperative_groups

#endif
