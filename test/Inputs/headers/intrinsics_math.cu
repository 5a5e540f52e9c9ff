// Device intrinsics and math: atomics, bit manipulation, fast math, conversions, SIMD, timing,
// device-side printf/assert/malloc.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>
#include <math_constants.h>

__device__ int atomicMulCAS(int *addr, int factor) {
  int old = *addr, assumed;
  do {
    assumed = old;
    old = atomicCAS(addr, assumed, assumed * factor);
  } while (assumed != old);
  return old;
}

__global__ void intrinsics(const float *in, float *out, int *iout, unsigned long long *ull, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(n > 0);
  float x = __ldg(&in[i]);
  float s, c;
  sincosf(x, &s, &c);
  float r = sqrtf(fabsf(x)) + rsqrtf(x * x + 1.0f) + expf(-x) + logf(1.0f + fabsf(x)) + powf(x, 2.0f);
  r += __expf(x) + __logf(2.0f) + __sinf(x) * __cosf(x) + __fdividef(x, 3.0f) + __saturatef(x) + __powf(x, 0.5f);
  r += norm3df(s, c, x) + erfinvf(0.25f) + normcdff(x) + erfcf(x) + tgammaf(2.5f) + cbrtf(x) + hypotf(s, c);
  r += fminf(s, c) + fmaxf(s, c) + floorf(x) + ceilf(x) + truncf(x) + roundf(x) + copysignf(1.0f, x);
  r += __fmaf_rn(x, x, 1.0f) + __fadd_rd(x, 1.0f) + __fmul_ru(x, 2.0f) + __frcp_rn(x + 2.0f) + __fsqrt_rn(2.0f);
  r += CUDART_PI_F * (isnan(x) ? 0.0f : 1.0f) + (isinf(x) ? CUDART_INF_F : 0.0f);
  double d = sqrt((double)x) + exp(1.0) + sin((double)x) + __dadd_rn(1.0, 2.0) + fma(2.0, 3.0, 4.0) + CUDART_PI;
  int k = __float2int_rn(x) + __float2int_rz(x) + (int)__float2uint_rd(fabsf(x)) + __double2int_rn(d);
  float bits = __int_as_float(__float_as_int(x)) + __uint_as_float(0x3f800000u);
  long long ll = __double_as_longlong(d) + __float2ll_rn(x);
  unsigned v = (unsigned)i;
  int bitsum = __popc(v) + __popcll(ll) + __clz(i) + __clzll(ll) + __ffs(i) + __ffsll(ll);
  unsigned rev = __brev(v) ^ __byte_perm(v, 0x01234567u, 0x3210) ^ __funnelshift_l(v, v, 3) ^ __funnelshift_r(v, v, 5);
  unsigned simd = __vadd2(v, rev) ^ __vmaxs4(v, rev) ^ __vabsdiffu4(v, rev) ^ __vcmpeq2(v, rev) ^ __vsub4(v, rev);
  int mul = __mul24(i, 3) + (int)__umul24(v, 5u) + __mulhi(i, 7) + (int)__umulhi(v, 9u) + (int)__sad(i, 3, 1u);
  long long t0 = clock64();
  clock_t t1 = clock();
  __nanosleep(100);
  out[i] = r + (float)d + (float)k + bits + (float)t0 * 0.0f + (float)t1 * 0.0f;
  iout[i] = bitsum + (int)rev + (int)simd + mul + min(i, n) + max(k, 0) + abs(k);
  atomicAdd(&iout[0], 1);
  atomicSub(&iout[1], 1);
  atomicExch(&iout[2], i);
  atomicMin(&iout[3], i);
  atomicMax(&iout[4], i);
  atomicAnd(&iout[5], 0xff);
  atomicOr(&iout[6], 1 << (i % 31));
  atomicXor(&iout[7], i);
  atomicInc((unsigned int *)&iout[8], 100u);
  atomicDec((unsigned int *)&iout[9], 100u);
  atomicAdd(ull, 1ULL);
  atomicAdd((double *)&out[0], 1.0);
  atomicAdd_block(&iout[10], 1);
  atomicAdd_system(&iout[11], 1);
  atomicMulCAS(&iout[12], 2);
  __threadfence_block();
  int votes = __syncthreads_count(x > 0.0f);
  if (__syncthreads_or(votes > 0) && __syncthreads_and(1)) __syncwarp();
  unsigned peers = __match_any_sync(__activemask(), k);
  int total = __reduce_add_sync(0xffffffffu, (unsigned)k);
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    printf("block %d thread %d: peers %x total %d\n", blockIdx.x, threadIdx.x, peers, total);
    int *scratch = (int *)malloc(16 * sizeof(int));
    if (scratch) {
      memset(scratch, 0, 16 * sizeof(int));
      free(scratch);
    }
  }
}

int main() {
  const int n = 4096;
  float *in, *out;
  int *iout;
  unsigned long long *ull;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&iout, n * sizeof(int));
  cudaMalloc(&ull, sizeof(unsigned long long));
  intrinsics<<<n / 128, 128>>>(in, out, iout, ull, n);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  cudaFree(in); cudaFree(out); cudaFree(iout); cudaFree(ull);
  return 0;
}
