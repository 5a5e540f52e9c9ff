// cooperative_groups::thread_block_tile<N, Parent>, the type tiled_partition
// returns in CUDA and HIP (a tile that knows its parent group), converting to
// thread_block_tile<N>. The translation compiles with ROCm 6.4 and 7.2, and
// on the CPU backend the tiles' ranks, meta groups and shuffles are CUDA's at
// both widths (a 48-thread block: the last 16-lane tile is the only one of
// its 32-lane tile's second half).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/t64.hip 2> %t/t64.err
// RUN: FileCheck %s < %t/t64.hip
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/t64.hip -o %t/t64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/t72.hip 2> %t/t72.err
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/t72.hip -o %t/t72.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/t.cuda.o %}
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t/cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu.hip %cpu-link -o %t/cpu.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tiles(int *out) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<16, cg::thread_block> t = cg::tiled_partition<16>(b);
  cg::thread_block_tile<16> plain = t;
  int first = t.shfl(int(threadIdx.x), 0);
  out[threadIdx.x] = t.meta_group_rank() * 10000 + t.meta_group_size() * 1000 + plain.thread_rank() * 10 +
                     (first == int(threadIdx.x - plain.thread_rank()));
}
// CHECK: cg::thread_block_tile<16, cg::thread_block> t = cg::tiled_partition<16>(b);

int main() {
  int *d, h[48];
  cudaMalloc(&d, sizeof h);
  tiles<<<1, 48>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i : {0, 15, 16, 33, 47})
    printf("thread %d: %d\n", i, h[i]);
  return 0;
}
// OUT:      thread 0: 3001
// OUT-NEXT: thread 15: 3151
// OUT-NEXT: thread 16: 13001
// OUT-NEXT: thread 33: 23011
// OUT-NEXT: thread 47: 23151
