// __trap() (CUDA's "abort the kernel") is declared by no HIP release; clang's
// __builtin_trap(), which HIP's own device abort() and assert() call, ends the
// kernel the same way in every one. A table row (Device.def, "// manual"), so
// the same spelling for 5.2, 6.4 and 7.2, each output compiled by its hipcc.
// On the CPU backend, at both widths, a kernel whose trap is not reached runs
// to the end and one whose trap is reached ends the program with a signal.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/t52.hip 2> %t/t52.err
// RUN: FileCheck %s < %t/t52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/t52.err
// RUN: %if hipcc %{ %hipcc-5.2-gfx90a %t/t52.hip -o %t/t52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/t64.hip 2> %t/t64.err
// RUN: FileCheck %s < %t/t64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/t64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/t64.hip -o %t/t64.o %}
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx1030 %t/t64.hip -o %t/t64w32.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/t72.hip 2> %t/t72.err
// RUN: FileCheck %s < %t/t72.hip
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx90a %t/t72.hip -o %t/t72.o %}
// RUN: %cu2hip mappings --format json --hip-version 5.2 | FileCheck %s --check-prefix=ROW
// RUN: %if cpu-backend %{ %cu2hip translate %s %cpu-translate -q -o %t/cpu.hip %}
// RUN: %if cpu-backend %{ %cpu-cxx %t/cpu.hip %cpu-link -o %t/cpu.exe %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=32 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ env CU2HIP_WAVE=64 %t/cpu.exe | FileCheck %s --check-prefix=OUT %}
// RUN: %if cpu-backend %{ not --crash env CU2HIP_WAVE=32 %t/cpu.exe trap %}
// RUN: %if cpu-backend %{ not --crash env CU2HIP_WAVE=64 %t/cpu.exe trap %}
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
// DIAG-NOT: warning
// ROW: "cuda": "__trap",
// ROW: "hip": "__builtin_trap",

__device__ void check(bool ok) {
  if (!ok)
    __trap();
}
// CHECK: {{^}}    __builtin_trap();

__global__ void scale(const int *limit, float *x) {
  int i = threadIdx.x;
  check(i < *limit);
  x[i] *= 2.0f;
}

int main(int argc, char **argv) {
  int limit = argc > 1 && strcmp(argv[1], "trap") == 0 ? 10 : 64;
  float h[64];
  for (int i = 0; i < 64; ++i)
    h[i] = float(i);
  int *dl;
  float *dx;
  cudaMalloc(&dl, sizeof limit);
  cudaMalloc(&dx, sizeof h);
  cudaMemcpy(dl, &limit, sizeof limit, cudaMemcpyHostToDevice);
  cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, 64>>>(dl, dx);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, dx, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %g %g\n", cudaGetErrorName(e), h[1], h[63]);
  return 0;
}
// OUT: {{hipSuccess|cudaSuccess}} 2 126
