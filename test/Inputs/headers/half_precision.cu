// Half and bfloat16 arithmetic: conversions, half2 SIMD intrinsics, operators and shuffles.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__global__ void h2axpy(int n2, float a, const __half2 *x, __half2 *y, float *norm) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 a2 = __float2half2_rn(a);
  float acc = 0.0f;
  if (i < n2) {
    __half2 r = __hfma2(a2, x[i], y[i]);
    r = __hadd2(r, __hmul2(r, a2));
    y[i] = r;
    float2 f = __half22float2(r);
    acc = f.x * f.x + f.y * f.y + __low2float(r) + __high2float(r);
    __half h = __hadd(__low2half(r), __high2half(r));
    h = h * __float2half(0.5f) + hsqrt(h);
    if (__hgt(h, __float2half(1.0f)) || __hisnan(h)) acc += __half2float(h);
    acc += __half2float(__shfl_down_sync(0xffffffff, h, 1));
  }
  atomicAdd(norm, acc);
}

__global__ void bf16scale(int n, __nv_bfloat16 *v, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float f = __bfloat162float(v[i]) * s;
    __nv_bfloat16 b = __float2bfloat16(f);
    v[i] = __hmul(b, __float2bfloat16_rn(2.0f));
    __nv_bfloat162 p = __floats2bfloat162_rn(f, f);
    v[i] = __hadd(v[i], __low2bfloat16(p));
  }
}

int main() {
  const int n = 4096;
  __half *hx = new __half[n];
  for (int i = 0; i < n; ++i) hx[i] = __float2half((float)i / n);
  __half *dx, *dy;
  float *dnorm;
  __nv_bfloat16 *db;
  cudaMalloc(&dx, n * sizeof(__half));
  cudaMalloc(&dy, n * sizeof(__half));
  cudaMalloc(&dnorm, sizeof(float));
  cudaMalloc(&db, n * sizeof(__nv_bfloat16));
  cudaMemcpy(dx, hx, n * sizeof(__half), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hx, n * sizeof(__half), cudaMemcpyHostToDevice);
  haxpy<<<n / 256, 256>>>(n, __float2half(2.0f), dx, dy);
  h2axpy<<<n / 512, 256>>>(n / 2, 0.5f, reinterpret_cast<__half2 *>(dx), reinterpret_cast<__half2 *>(dy), dnorm);
  bf16scale<<<n / 256, 256>>>(n, db, 3.0f);
  cudaMemcpy(hx, dy, n * sizeof(__half), cudaMemcpyDeviceToHost);
  printf("y[1] = %f\n", __half2float(hx[1]));
  delete[] hx;
  cudaFree(dx); cudaFree(dy); cudaFree(dnorm); cudaFree(db);
  return 0;
}
