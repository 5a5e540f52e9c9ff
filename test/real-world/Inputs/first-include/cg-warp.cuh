#ifndef CG_WARP_CUH
#define CG_WARP_CUH
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ inline float tileSum(float v) {
  cg::thread_block b = cg::this_thread_block();
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_xor_sync(0xffffffff, v, d);
  return v + 0 * b.size();
}
#endif
