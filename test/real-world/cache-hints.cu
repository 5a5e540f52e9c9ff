// The cache-hinted loads and stores (__ldca, __ldcg, __ldcs, __ldlu, __ldcv,
// __stwb, __stcg, __stcs, __stwt). CUDA overloads them for every integer and
// floating-point type, their 2- and 4-vectors and the half and bfloat16
// types; HIP has __ldca/__ldcg/__ldcs for __half and __half2 only (5.2, 6.4
// and 7.2 alike) and the rest for no type. Every call becomes cu2hip_warp.h's
// template of the same name (emulated-calls, Emulations.def's CacheHints rows):
// the plain access, non-temporal for the streaming hints on scalar types, a
// volatile read for __ldcv. The output compiles with each release's hipcc and
// copies every type exactly on the CPU backend at both wavefront widths.
// Switched off (--select-rules=-emulated-calls), the calls stay and are reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/h52.hip 2> %t/h52.err
// RUN: FileCheck %s < %t/h52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h52.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/h52.hip -o %t/h52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/h64.hip 2> %t/h64.err
// RUN: FileCheck %s < %t/h64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/h64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/h64.hip -o %t/h64.o %}
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx1030 %t/h64.hip -o %t/h64w32.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/h72.hip 2> %t/h72.err
// RUN: FileCheck %s < %t/h72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/h72.hip -o %t/h72.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/off.hip --select-rules=-emulated-calls 2> %t/off.err
// RUN: FileCheck %s --check-prefix=OFF < %t/off.hip
// RUN: FileCheck %s --check-prefix=OFF-DIAG < %t/off.err
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate --hip-version 7.2 -q -o %t/cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu.hip %cpu-link -o %t/cpu.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
// CHECK: {{^}}#include "cu2hip_warp.h"
// DIAG-NOT: warning
// OFF-NOT: {{^}}#include "cu2hip_warp.h"
// OFF-DIAG-DAG: warning: '__ldlu' has no HIP equivalent [unsupported]
// OFF-DIAG-DAG: warning: '__stcs' has no HIP equivalent [unsupported]

// Element i is read with hint i % 5 and written with hint i % 4.
template <typename T> __global__ void copy(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  T v;
  switch (i % 5) {
  case 0: v = __ldca(in + i); break;
  case 1: v = __ldcg(in + i); break;
  case 2: v = __ldcs(in + i); break;
  case 3: v = __ldlu(in + i); break;
  default: v = __ldcv(in + i); break;
  }
  switch (i % 4) {
  case 0: __stwb(out + i, v); break;
  case 1: __stcg(out + i, v); break;
  case 2: __stcs(out + i, v); break;
  default: __stwt(out + i, v); break;
  }
}
// CHECK:      case 0: v = cu2hip_ldca(in + i); break;
// CHECK-NEXT: case 1: v = cu2hip_ldcg(in + i); break;
// CHECK-NEXT: case 2: v = cu2hip_ldcs(in + i); break;
// CHECK-NEXT: case 3: v = cu2hip_ldlu(in + i); break;
// CHECK-NEXT: default: v = cu2hip_ldcv(in + i); break;
// CHECK:      case 0: cu2hip_stwb(out + i, v); break;
// CHECK-NEXT: case 1: cu2hip_stcg(out + i, v); break;
// CHECK-NEXT: case 2: cu2hip_stcs(out + i, v); break;
// CHECK-NEXT: default: cu2hip_stwt(out + i, v); break;
// OFF:        case 2: v = __ldcs(in + i); break;
// OFF:        case 2: __stcs(out + i, v); break;

// The usual non-template uses: a float4 streamed through, a store whose value
// CUDA converts to the pointee, HIP's own __half overload.
__global__ void stream(const float *x, float *y, const __half *h, double *d) {
  int i = threadIdx.x;
  float4 v = __ldcs(reinterpret_cast<const float4 *>(x) + i);
  __stcs(reinterpret_cast<float4 *>(y) + i, v);
  __stcg(d + i, __half2float(__ldcg(h + i)) + 1);
  __stwt(y + 256 + i, 2.0);
}
// CHECK:      float4 v = cu2hip_ldcs(reinterpret_cast<const float4 *>(x) + i);
// CHECK-NEXT: cu2hip_stcs(reinterpret_cast<float4 *>(y) + i, v);
// CHECK-NEXT: cu2hip_stcg(d + i, __half2float(cu2hip_ldcg(h + i)) + 1);
// CHECK-NEXT: cu2hip_stwt(y + 256 + i, 2.0);

template <typename T> bool roundtrip(const char *name) {
  const int n = 100;
  unsigned char in[n * sizeof(T)], out[n * sizeof(T)];
  for (size_t b = 0; b < sizeof in; ++b)
    in[b] = (unsigned char)(b * 37 + 11);
  T *din, *dout;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0, sizeof out);
  copy<T><<<2, 64>>>(din, dout, n);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaFree(din);
  cudaFree(dout);
  bool same = memcmp(in, out, sizeof in) == 0;
  if (!same)
    printf("%s differs\n", name);
  return same;
}

int main() {
  bool ok = true;
  ok &= roundtrip<char>("char") && roundtrip<signed char>("signed char") && roundtrip<unsigned char>("unsigned char");
  ok &= roundtrip<short>("short") && roundtrip<unsigned short>("unsigned short");
  ok &= roundtrip<int>("int") && roundtrip<unsigned int>("unsigned int");
  ok &= roundtrip<long>("long") && roundtrip<unsigned long>("unsigned long");
  ok &= roundtrip<long long>("long long") && roundtrip<unsigned long long>("unsigned long long");
  ok &= roundtrip<float>("float") && roundtrip<double>("double");
  ok &= roundtrip<char2>("char2") && roundtrip<char4>("char4") && roundtrip<uchar2>("uchar2") && roundtrip<uchar4>("uchar4");
  ok &= roundtrip<short2>("short2") && roundtrip<short4>("short4") && roundtrip<ushort2>("ushort2") && roundtrip<ushort4>("ushort4");
  ok &= roundtrip<int2>("int2") && roundtrip<int4>("int4") && roundtrip<uint2>("uint2") && roundtrip<uint4>("uint4");
  ok &= roundtrip<longlong2>("longlong2") && roundtrip<ulonglong2>("ulonglong2");
  ok &= roundtrip<float2>("float2") && roundtrip<float4>("float4") && roundtrip<double2>("double2");
  ok &= roundtrip<__half>("__half") && roundtrip<__half2>("__half2");
  ok &= roundtrip<__nv_bfloat16>("__nv_bfloat16") && roundtrip<__nv_bfloat162>("__nv_bfloat162");

  float x[1024], y[512];
  __half h[64];
  double d[64];
  for (int i = 0; i < 1024; ++i)
    x[i] = i * 0.5f;
  for (int i = 0; i < 64; ++i)
    h[i] = __float2half(float(i));
  float *dx, *dy;
  __half *dh;
  double *dd;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMalloc(&dh, sizeof h);
  cudaMalloc(&dd, sizeof d);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice);
  stream<<<1, 64>>>(dx, dy, dh, dd);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost);
  printf("types %s\n", ok ? "ok" : "differ");
  printf("stream %g %g %g %g %g\n", y[0], y[255], y[256], d[0], d[63]);
  return 0;
}
// OUT: types ok
// OUT-NEXT: stream 0 127.5 2 1 64
