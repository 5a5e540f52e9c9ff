// Vector types and make_* helpers, cuComplex arithmetic, fp8 conversions; user-defined vector operators.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuComplex.h>
#include <cuda_fp8.h>
#include <vector_types.h>

// CUDA defines no arithmetic on vector types: programs bring their own.
__host__ __device__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ inline float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }
__host__ __device__ inline float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__global__ void integrate(float4 *pos, const float3 *vel, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pos[i];
  float3 q = make_float3(p.x, p.y, p.z) + dt * vel[i];
  pos[i] = make_float4(q.x, q.y, q.z, rsqrtf(dot(p, p) + 1e-6f));
}

__global__ void complexMul(const cuFloatComplex *a, const cuDoubleComplex *b, cuFloatComplex *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuFloatComplex bf = cuComplexDoubleToFloat(b[i]);
    cuFloatComplex p = cuCmulf(a[i], bf);
    out[i] = cuCaddf(p, make_cuFloatComplex(cuCabsf(p), cuCimagf(cuConjf(p))));
  }
}

__global__ void toFp8(const float *in, __nv_fp8_e4m3 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __nv_fp8_e4m3(in[i]);
}

int main() {
  int2 i2 = make_int2(1, 2);
  uint4 u4 = make_uint4(1u, 2u, 3u, 4u);
  double2 d2 = make_double2(0.5, 1.5);
  char4 c4 = make_char4(1, 2, 3, 4);
  ulonglong2 ul2 = make_ulonglong2(1ull, 2ull);
  uchar3 uc3 = make_uchar3(1, 2, 3);
  dim3 block(8, 4), grid = dim3(2);
  uint3 asUint3 = block;
  cuDoubleComplex z = make_cuDoubleComplex(3.0, 4.0);
  printf("%d %u %f %d %llu %d %u %u |z| = %f\n", i2.y, u4.w, d2.x, c4.z, ul2.y, uc3.z, grid.y, asUint3.z, cuCabs(z));
  __nv_fp8_e5m2 e5(1.5f);
  printf("fp8 %f\n", (float)e5);

  const int n = 1024;
  float4 *pos;
  float3 *vel;
  cudaMalloc(&pos, n * sizeof(float4));
  cudaMalloc(&vel, n * sizeof(float3));
  integrate<<<n / 128, 128>>>(pos, vel, 0.01f, n);
  cuFloatComplex *ca, *co;
  cuDoubleComplex *cb;
  cudaMalloc(&ca, n * sizeof(cuFloatComplex));
  cudaMalloc(&cb, n * sizeof(cuDoubleComplex));
  cudaMalloc(&co, n * sizeof(cuFloatComplex));
  complexMul<<<n / 128, 128>>>(ca, cb, co, n);
  float *fin;
  __nv_fp8_e4m3 *f8;
  cudaMalloc(&fin, n * sizeof(float));
  cudaMalloc(&f8, n * sizeof(__nv_fp8_e4m3));
  toFp8<<<n / 128, 128>>>(fin, f8, n);
  cudaDeviceSynchronize();
  cudaFree(pos); cudaFree(vel); cudaFree(ca); cudaFree(cb); cudaFree(co); cudaFree(fin); cudaFree(f8);
  return 0;
}
