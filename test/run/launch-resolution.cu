// hipLaunchKernelGGL on the CPU backend means the call k(a...), as a
// triple-chevron launch does: an overloaded kernel, a template kernel whose
// arguments are deduced from the call's, default arguments, and NULL, 0 or
// nullptr for a pointer parameter all launch after translation.
// REQUIRES: cpu-backend
// RUN: %cu2hip translate %s %cpu-translate -q -o %t.hip
// RUN: %cpu-cxx %t.hip %cpu-link -o %t.exe
// RUN: env CU2HIP_WAVE=32 %t.exe | FileCheck %s
// RUN: env CU2HIP_WAVE=64 %t.exe | FileCheck %s
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *out, int v) { out[threadIdx.x] = v; }
__global__ void fill(float *out, float v) { out[threadIdx.x] = v * 2; }

template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

__global__ void gather(int *out, const int *idx, int n, int scale = 3) {
  int i = threadIdx.x;
  if (i < n) out[i] = (idx ? idx[i] : i) * scale;
}

int main() {
  int *di, hi[64];
  float *df, hf[64];
  double *dx, *dy, hd[64];
  cudaMalloc(&di, 64 * sizeof(int));
  cudaMalloc(&df, 64 * sizeof(float));
  cudaMalloc(&dx, 64 * sizeof(double));
  cudaMalloc(&dy, 64 * sizeof(double));
  fill<<<1, 64>>>(di, 7);
  fill<<<1, 64>>>(df, 1.25f);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("overloads: %d %g\n", hi[63], hf[0]);
  for (int i = 0; i < 64; ++i) hd[i] = i;
  cudaMemcpy(dx, hd, sizeof hd, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hd, sizeof hd, cudaMemcpyHostToDevice);
  axpy<<<2, 32>>>(0.5, dx, dy, 64);
  cudaMemcpy(hd, dy, sizeof hd, cudaMemcpyDeviceToHost);
  printf("deduced: %g %g\n", hd[1], hd[63]);
  gather<<<1, 64>>>(di, NULL, 64);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  printf("NULL: %d\n", hi[10]);
  gather<<<1, 64>>>(di, 0, 64, 2);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  printf("0: %d\n", hi[10]);
  gather<<<1, 64>>>(di, nullptr, 64, 1);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  printf("nullptr: %d %s\n", hi[10], cudaGetErrorString(cudaGetLastError()));
  return 0;
}
// CHECK: overloads: 7 2.5
// CHECK-NEXT: deduced: 1.5 94.5
// CHECK-NEXT: NULL: 30
// CHECK-NEXT: 0: 20
// CHECK-NEXT: nullptr: 10 no error
