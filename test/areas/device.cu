// Area: device code. Built-in variables, synchronization, atomics, integer
// and float intrinsics, type conversions, __ldg, half precision, vector types,
// texture and surface objects, dynamic shared memory (`extern __shared__`
// works unchanged in hip-clang), __launch_bounds__ (two arguments unchanged,
// a cluster bound dropped by the launch-bounds rule), printf and assert. Most
// device names are the same in HIP: the checks show they pass unchanged, and
// the --hip-version 5.2 output compiles with hipcc for gfx90a and gfx1030.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %if hipcc %{ %hipcc-gfx1030 %t.hip -o %t.rdna.o %}
// DIAG-NOT: warning

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_fp16.h>
// CHECK: {{^}}#include <hip/hip_fp16.h>
#include <cassert>
#include <cstdio>

__constant__ float kScale[4];
__device__ unsigned int gCounter;
__managed__ int gManaged;

__device__ __forceinline__ float fastOps(float x, float y) {
  float r = __fdividef(x, y) + __expf(x) + __logf(y) + __sinf(x) + __cosf(y) + __powf(x, 2.0f);
// CHECK: {{^}}  float r = __fdividef(x, y) + __expf(x) + __logf(y) + __sinf(x) + __cosf(y) + __powf(x, 2.0f);
  r += __saturatef(x) + __fmaf_rn(x, y, 1.0f) + __fadd_rn(x, y) + __fmul_rn(x, y) + __frcp_rn(y);
// CHECK: {{^}}  r += __saturatef(x) + __fmaf_rn(x, y, 1.0f) + __fadd_rn(x, y) + __fmul_rn(x, y) + __frcp_rn(y);
  float s, c;
  __sincosf(x, &s, &c);
// CHECK: {{^}}  __sincosf(x, &s, &c);
  return r + s + c + __int_as_float(__float_as_int(x)) + __uint_as_float(__float_as_uint(y));
// CHECK: {{^}}  return r + s + c + __int_as_float(__float_as_int(x)) + __uint_as_float(__float_as_uint(y));
}

__device__ __noinline__ int intOps(unsigned int a, unsigned int b, int i) {
  int r = __popc(a) + __clz(i) + __ffs(i) + __popcll(a) + __clzll((long long)i) + __ffsll((long long)i);
// CHECK: {{^}}  int r = __popc(a) + __clz(i) + __ffs(i) + __popcll(a) + __clzll((long long)i) + __ffsll((long long)i);
  r += __brev(a) + __byte_perm(a, b, 0x0123) + __mul24(i, i) + __umul24(a, b);
// CHECK: {{^}}  r += __brev(a) + __byte_perm(a, b, 0x0123) + __mul24(i, i) + __umul24(a, b);
  r += __mulhi(i, i) + __umulhi(a, b) + __sad(i, i, a) + __usad(a, b, a) + __hadd(i, i) + __rhadd(i, i);
// CHECK: {{^}}  r += __mulhi(i, i) + __umulhi(a, b) + __sad(i, i, a) + __usad(a, b, a) + __hadd(i, i) + __rhadd(i, i);
  r += __float2int_rn(1.5f) + __float2uint_rz(2.5f) + __double2int_rd(3.5) + (int)__int2float_rn(i);
// CHECK: {{^}}  r += __float2int_rn(1.5f) + __float2uint_rz(2.5f) + __double2int_rd(3.5) + (int)__int2float_rn(i);
  r += (int)__ll2float_rn(7ll) + (int)__double2float_rn(1.0) + __double2hiint(2.0) + __double2loint(2.0);
// CHECK: {{^}}  r += (int)__ll2float_rn(7ll) + (int)__double2float_rn(1.0) + __double2hiint(2.0) + __double2loint(2.0);
  r += (int)__longlong_as_double(__double_as_longlong(1.0)) + (int)__hiloint2double(1, 2);
// CHECK: {{^}}  r += (int)__longlong_as_double(__double_as_longlong(1.0)) + (int)__hiloint2double(1, 2);
  return r;
}

__device__ __half halfOps(__half a, __half b, __half2 v) {
// CHECK: {{^}}__device__ __half halfOps(__half a, __half b, __half2 v) {
  __half s = __hadd(a, b);
// CHECK: {{^}}  __half s = __hadd(a, b);
  s = __hmul(s, __float2half(2.0f));
// CHECK: {{^}}  s = __hmul(s, __float2half(2.0f));
  s = __hfma(s, a, b);
// CHECK: {{^}}  s = __hfma(s, a, b);
  __half2 w = __hadd2(v, __halves2half2(a, b));
// CHECK: {{^}}  __half2 w = __hadd2(v, __halves2half2(a, b));
  w = __hmul2(w, __float2half2_rn(0.5f));
// CHECK: {{^}}  w = __hmul2(w, __float2half2_rn(0.5f));
  float f = __half2float(s) + __low2float(w) + __high2float(w);
// CHECK: {{^}}  float f = __half2float(s) + __low2float(w) + __high2float(w);
  bool lt = __hlt(a, b) || __hisnan(a);
// CHECK: {{^}}  bool lt = __hlt(a, b) || __hisnan(a);
  return __float2half(lt ? f : -f);
// CHECK: {{^}}  return __float2half(lt ? f : -f);
}

__global__ void __launch_bounds__(256) atomics(int *ia, unsigned *ua, float *fa, unsigned long long *la) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  atomicAdd(&ia[0], 1);
// CHECK: {{^}}  atomicAdd(&ia[0], 1);
  atomicSub(&ia[1], 1);
// CHECK: {{^}}  atomicSub(&ia[1], 1);
  atomicExch(&ia[2], t);
// CHECK: {{^}}  atomicExch(&ia[2], t);
  atomicMin(&ia[3], t);
// CHECK: {{^}}  atomicMin(&ia[3], t);
  atomicMax(&ia[4], t);
// CHECK: {{^}}  atomicMax(&ia[4], t);
  atomicInc(&ua[0], 100u);
// CHECK: {{^}}  atomicInc(&ua[0], 100u);
  atomicDec(&ua[1], 100u);
// CHECK: {{^}}  atomicDec(&ua[1], 100u);
  atomicCAS(&ia[5], 0, t);
// CHECK: {{^}}  atomicCAS(&ia[5], 0, t);
  atomicAnd(&ia[6], 0xff);
// CHECK: {{^}}  atomicAnd(&ia[6], 0xff);
  atomicOr(&ia[7], 0x100);
// CHECK: {{^}}  atomicOr(&ia[7], 0x100);
  atomicXor(&ia[8], t);
// CHECK: {{^}}  atomicXor(&ia[8], t);
  atomicAdd(&fa[0], 1.0f);
// CHECK: {{^}}  atomicAdd(&fa[0], 1.0f);
  atomicExch(&fa[1], 2.0f);
// CHECK: {{^}}  atomicExch(&fa[1], 2.0f);
  atomicAdd(&la[0], 1ull);
// CHECK: {{^}}  atomicAdd(&la[0], 1ull);
  atomicAdd(&gCounter, 1u);
// CHECK: {{^}}  atomicAdd(&gCounter, 1u);
  gManaged = t;
}

__global__ void __launch_bounds__(128, 2, 1) syncAndShared(const float *__restrict__ in, float *__restrict__ out, int n) {
// CHECK: {{^}}__global__ void __launch_bounds__(128, 2) syncAndShared(const float *__restrict__ in, float *__restrict__ out, int n) {
  extern __shared__ float dyn[];
  __shared__ __align__(16) float tile[128];
  int t = threadIdx.x, b = blockIdx.x, i = b * blockDim.x + t;
  tile[t] = i < n ? __ldg(&in[i]) * kScale[t % 4] : 0.0f;
// CHECK: {{^}}  tile[t] = i < n ? __ldg(&in[i]) * kScale[t % 4] : 0.0f;
  dyn[t] = tile[t];
  __syncthreads();
// CHECK: {{^}}  __syncthreads();
  int nonzero = __syncthreads_count(tile[t] != 0.0f);
// CHECK: {{^}}  int nonzero = __syncthreads_count(tile[t] != 0.0f);
  int all = __syncthreads_and(tile[t] >= 0.0f);
// CHECK: {{^}}  int all = __syncthreads_and(tile[t] >= 0.0f);
  int any = __syncthreads_or(tile[t] > 1.0f);
// CHECK: {{^}}  int any = __syncthreads_or(tile[t] > 1.0f);
  __threadfence_block();
// CHECK: {{^}}  __threadfence_block();
  __threadfence();
// CHECK: {{^}}  __threadfence();
  __threadfence_system();
// CHECK: {{^}}  __threadfence_system();
  if (i < n) out[i] = dyn[(t + 1) % blockDim.x] + nonzero + all + any + gridDim.x;
  long long t0 = clock64();
// CHECK: {{^}}  long long t0 = clock64();
  unsigned c = (unsigned)clock();
// CHECK: {{^}}  unsigned c = (unsigned)clock();
  if (t == 0 && b == 0) printf("block %d took %lld (%u)\n", b, clock64() - t0, c);
// CHECK: {{^}}  if (t == 0 && b == 0) printf("block %d took %lld (%u)\n", b, clock64() - t0, c);
  assert(n >= 0);
}

__global__ void texSurf(cudaTextureObject_t tex1, cudaTextureObject_t tex2, cudaSurfaceObject_t surf, float4 *out) {
// CHECK: {{^}}__global__ void texSurf(hipTextureObject_t tex1, hipTextureObject_t tex2, hipSurfaceObject_t surf, float4 *out) {
  int x = threadIdx.x, y = blockIdx.x;
  float a = tex1Dfetch<float>(tex1, x);
  float b = tex2D<float>(tex2, x + 0.5f, y + 0.5f);
  float c;
  surf2Dread(&c, surf, x * sizeof(float), y);
  surf2Dwrite(a + b, surf, x * sizeof(float), y);
  float4 v = make_float4(a, b, c, 1.0f);
  int2 p = make_int2(x, y);
  uint3 q = make_uint3(1u, 2u, 3u);
  double2 d = make_double2(1.0, 2.0);
  out[y * blockDim.x + x] = make_float4(v.x + p.x, v.y + p.y, v.z + q.z, (float)d.y);
}

__global__ void useAll(float *f, int *i, unsigned *u, __half *h, __half2 *h2) {
// CHECK: {{^}}__global__ void useAll(float *f, int *i, unsigned *u, __half *h, __half2 *h2) {
  f[0] = fastOps(f[1], f[2]);
  i[0] = intOps(u[0], u[1], i[1]);
  h[0] = halfOps(h[1], h[2], h2[0]);
}

int deviceSample() {
  float *f;
  cudaMalloc(&f, 1024 * sizeof(float));
// CHECK: {{^}}  hipMalloc(&f, 1024 * sizeof(float));
  syncAndShared<<<4, 128, 128 * sizeof(float)>>>(f, f, 512);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
// CHECK: {{^}}  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
