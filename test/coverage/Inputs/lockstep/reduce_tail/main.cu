// A lockstep-dependent reduction tail the translation synchronises, and a
// warp scan whose steps run under lane conditions, which it only reports.
#include <cuda_runtime.h>

__global__ void tail(int *g) {
  __shared__ int s[64];
  unsigned tid = threadIdx.x;
  s[tid] = g[tid];
  __syncthreads();
  if (tid < 32) {
    volatile int *v = s;
    v[tid] += v[tid + 32];
    v[tid] += v[tid + 16];
  }
  if (tid == 0) g[0] = s[0];
}

__global__ void scan(int *g) {
  __shared__ int s[64];
  unsigned tid = threadIdx.x;
  s[tid] = g[tid];
  if (tid >= 1) s[tid] += s[tid - 1];
  if (tid >= 2) s[tid] += s[tid - 2];
  g[tid] = s[tid];
}

int main() { return 0; }
