// Cooperative groups: thread blocks, tiled partitions, cg::reduce and a grid-wide sync.
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__device__ float tileSum(cg::thread_block_tile<32> tile, float v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}

__global__ void reduceTiles(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  float v = i < n ? in[i] : 0.0f;
  float s1 = tileSum(tile, v);
  float s2 = cg::reduce(tile, v, cg::plus<float>());
  cg::thread_group tile4 = cg::tiled_partition(block, 4);
  tile4.sync();
  if (tile.thread_rank() == 0) atomicAdd(out, s1 + 0.0f * s2);
  block.sync();
  cg::coalesced_group active = cg::coalesced_threads();
  if (active.thread_rank() == 0 && tile.meta_group_rank() == 0 && tile.any(v > 0.0f))
    atomicAdd(out + 1, (float)active.size());
  cg::sync(block);
}

__global__ void gridSync(float *data, int n) {
  cg::grid_group grid = cg::this_grid();
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    data[i] += 1.0f;
  grid.sync();
  if (grid.thread_rank() == 0) data[0] = (float)grid.num_blocks();
}

int main() {
  const int n = 1 << 16;
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, 2 * sizeof(float));
  cudaMemset(d_out, 0, 2 * sizeof(float));
  reduceTiles<<<n / 256, 256>>>(d_in, d_out, n);

  int device = 0, supportsCoop = 0, numBlocksPerSm = 0, sms = 0;
  cudaDeviceGetAttribute(&supportsCoop, cudaDevAttrCooperativeLaunch, device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocksPerSm, gridSync, 128, 0);
  int nArg = n;
  void *args[] = {&d_in, &nArg};
  if (supportsCoop)
    cudaLaunchCooperativeKernel((void *)gridSync, dim3(sms * numBlocksPerSm), dim3(128), args, 0, 0);
  float h[2];
  cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost);
  printf("sum = %f, lanes = %f\n", h[0], h[1]);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
