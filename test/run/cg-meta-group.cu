// thread_block_tile::meta_group_rank()/meta_group_size() translated for HIP 5.2,
// which lacks them (cu2hip_cg::meta_group_rank/size of cu2hip_warp.h), give
// CUDA's values on the CPU backend at both wavefront widths (a 5.2 build is for
// one width): tiles of 4 to 32 threads of a 10 x 9 block (90 threads, so each
// size's last tile is partial), every value checked on the host.
// REQUIRES: cpu-backend-versions
// RUN: %cu2hip translate %s %cpu-translate --hip-version 5.2 -q -o %t.hip
// RUN: FileCheck %s --check-prefix=TEXT < %t.hip
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave32 %t.hip %cpu-link -o %t32.exe
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave64 %t.hip %cpu-link -o %t64.exe
// RUN: env CU2HIP_WAVE=32 %t32.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t64.exe | FileCheck %s
// TEXT: cu2hip_cg::meta_group_rank(t32)
// CHECK: meta groups: 0 bad of 720
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
constexpr int X = 10, Y = 9, N = X * Y;

__global__ void meta(unsigned *o) {
  auto block = cg::this_thread_block();
  auto t4 = cg::tiled_partition<4>(block);
  auto t8 = cg::tiled_partition<8>(block);
  auto t16 = cg::tiled_partition<16>(block);
  auto t32 = cg::tiled_partition<32>(block);
  unsigned i = block.thread_rank();
  o[0 * N + i] = t4.meta_group_rank();
  o[1 * N + i] = t4.meta_group_size();
  o[2 * N + i] = t8.meta_group_rank();
  o[3 * N + i] = t8.meta_group_size();
  o[4 * N + i] = t16.meta_group_rank();
  o[5 * N + i] = t16.meta_group_size();
  o[6 * N + i] = t32.meta_group_rank();
  o[7 * N + i] = t32.meta_group_size();
}

int main() {
  unsigned *o;
  static unsigned h[8 * N];
  cudaMalloc(&o, sizeof h);
  meta<<<1, dim3(X, Y)>>>(o);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  int Bad = 0;
  const unsigned Size[4] = {4, 8, 16, 32};
  for (unsigned i = 0; i < N; ++i)
    for (int s = 0; s < 4; ++s)
      Bad += h[(2 * s) * N + i] != i / Size[s] || h[(2 * s + 1) * N + i] != (N + Size[s] - 1) / Size[s];
  printf("meta groups: %d bad of %d\n", Bad, 8 * N);
  printf("t32 of thread 89: rank %u of %u\n", h[6 * N + 89], h[7 * N + 89]);
  return Bad != 0;
}
// CHECK: t32 of thread 89: rank 2 of 3
