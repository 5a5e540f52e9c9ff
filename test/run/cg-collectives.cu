// The cooperative-groups collectives cu2hip emulates (cu2hip_cg of
// cu2hip_warp.h: reduce, inclusive_scan, exclusive_scan with the cg operators
// and a lambda, memcpy_async/wait/wait_prior) run on the CPU backend at both
// wavefront widths and give CUDA's values: every element against a host
// computation, and some by hand.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe > %t.32
// RUN: env CU2HIP_WAVE=64 %t.exe > %t.64
// RUN: FileCheck %s < %t.32
// RUN: diff %t.32 %t.64
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;
constexpr int N = 64, K = 9;

__global__ void collectives(const float *in, unsigned *o, float *f) {
  __shared__ float s[N];
  auto block = cg::this_thread_block();
  auto t4 = cg::tiled_partition<4>(block);
  auto t8 = cg::tiled_partition<8>(block);
  auto t16 = cg::tiled_partition<16>(block);
  auto t32 = cg::tiled_partition<32>(block);
  unsigned i = block.thread_rank(), v = i + 1;
  o[0 * N + i] = cg::reduce(t16, v, cg::plus<unsigned>());
  o[1 * N + i] = cg::reduce(t32, v, cg::less<unsigned>());
  o[2 * N + i] = cg::reduce(t32, v, cg::greater<unsigned>());
  o[3 * N + i] = cg::inclusive_scan(t32, v);
  o[4 * N + i] = cg::exclusive_scan(t16, v, cg::plus<unsigned>());
  o[5 * N + i] = cg::reduce(t8, 1u << (i % 8), cg::bit_or<unsigned>());
  o[6 * N + i] = cg::reduce(t8, 0xf0u | (i % 8), cg::bit_and<unsigned>());
  o[7 * N + i] = cg::reduce(t8, i % 8 == 0 ? 5u : 1u, cg::bit_xor<unsigned>());
  o[8 * N + i] = cg::inclusive_scan(t8, v, cg::greater<unsigned>());
  f[i] = cg::reduce(t4, float(v), [](float a, float b) { return a * b; });
  cg::memcpy_async(block, s, in, sizeof(float) * N);
  cg::wait(block);
  f[N + i] = s[N - 1 - i];
  cg::memcpy_async(t32, f + 2 * N + t32.meta_group_rank() * 32, 32, s + t32.meta_group_rank() * 32, 32);
  cg::wait_prior<0>(t32);
}

int main() {
  float *in, *f;
  unsigned *o;
  float hin[N];
  for (int i = 0; i < N; ++i)
    hin[i] = i * 0.5f;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&o, K * N * sizeof(unsigned));
  cudaMalloc(&f, 3 * N * sizeof(float));
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  collectives<<<1, N>>>(in, o, f);
  static unsigned ho[K * N];
  static float hf[3 * N];
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  // The host's own computation of every element.
  int Bad = 0;
  for (unsigned i = 0; i < N; ++i) {
    unsigned E[K] = {0, ~0u, 0, 0, 0, 0, ~0u, 0, 0};
    for (unsigned j = i / 16 * 16; j < i / 16 * 16 + 16; ++j)
      E[0] += j + 1, E[4] += j < i ? j + 1 : 0;
    for (unsigned j = i / 32 * 32; j < i / 32 * 32 + 32; ++j)
      E[1] = j + 1 < E[1] ? j + 1 : E[1], E[2] = j + 1 > E[2] ? j + 1 : E[2], E[3] += j <= i ? j + 1 : 0;
    for (unsigned j = i / 8 * 8; j < i / 8 * 8 + 8; ++j)
      E[5] |= 1u << (j % 8), E[6] &= 0xf0u | (j % 8), E[7] ^= j % 8 == 0 ? 5u : 1u, E[8] = j <= i ? j + 1 : E[8];
    float P = 1;
    for (unsigned j = i / 4 * 4; j < i / 4 * 4 + 4; ++j)
      P *= float(j + 1);
    for (int k = 0; k < K; ++k)
      Bad += ho[k * N + i] != E[k];
    Bad += hf[i] != P;
    Bad += hf[N + i] != hin[N - 1 - i];
    Bad += hf[2 * N + i] != hin[i];
  }
  printf("mismatches %d\n", Bad);
  printf("reduce16 %u %u less %u greater %u\n", ho[0], ho[63], ho[N + 40], ho[2 * N]);
  printf("scan %u exclusive %u %u\n", ho[3 * N + 40], ho[4 * N + 16], ho[4 * N + 20]);
  printf("bits %x %x %x max-scan %u\n", ho[5 * N], ho[6 * N], ho[7 * N], ho[8 * N + 13]);
  printf("product %g copy %g %g\n", hf[0], hf[N], hf[2 * N + 63]);
  return 0;
}
// CHECK: mismatches 0
// CHECK-NEXT: reduce16 136 904 less 33 greater 32
// 33 + ... + 41, and 17 + 18 + 19 + 20:
// CHECK-NEXT: scan 333 exclusive 0 74
// CHECK-NEXT: bits ff f0 4 max-scan 14
// CHECK-NEXT: product 24 copy 31.5 31.5
