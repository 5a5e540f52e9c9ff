// Asynchronous copies into shared memory with cuda::barrier and cuda::pipeline (libcu++).
#include <cstdio>
#include <utility>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>

namespace cg = cooperative_groups;

// cuda::barrier has a non-trivial default constructor; the documented way to place it in __shared__:
#pragma nv_diag_suppress static_var_with_dynamic_init

__global__ void withBarrier(const float *in, float *out, int n) {
  if ((int)(blockIdx.x * 256) >= n) return;
  __shared__ float tile[256];
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ barrier_t bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256, bar);
  barrier_t::arrival_token token = bar.arrive();
  bar.wait(std::move(token));
  out[blockIdx.x * 256 + threadIdx.x] = tile[255 - threadIdx.x];
}

__global__ void withPipeline(const float *in, float *out, int chunks) {
  __shared__ float buf[2][128];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  for (int c = 0; c < chunks; ++c) {
    pipe.producer_acquire();
    cuda::memcpy_async(&buf[c % 2][threadIdx.x], &in[c * 128 + threadIdx.x], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    out[c * 128 + threadIdx.x] = buf[c % 2][threadIdx.x] * 2.0f;
    pipe.consumer_release();
  }
}

int main() {
  const int n = 1024;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  withBarrier<<<n / 256, 256>>>(in, out, n);
  withPipeline<<<1, 128>>>(in, out, n / 128);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
