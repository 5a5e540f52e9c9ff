// launch-bounds (lib/Rules/Device/LaunchBoundsRule.cpp): CUDA 12's third
// __launch_bounds__ argument (blocks per cluster) is dropped, since HIP's
// macro takes at most two and AMD GPUs have no clusters; the second argument
// is kept with a remark, because HIP reads it as minimum waves per execution
// unit. The output compiles with hipcc. Switched off
// (--select-rules=-launch-bounds), the third argument stays and nothing is
// reported.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-launch-bounds -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep '\[launch-bounds\]' %t.off.err

#include <cuda_runtime.h>

constexpr int kThreads = 256;

__global__ void __launch_bounds__(1024) one(float *x) { x[threadIdx.x] = 0; }
// CHECK: {{^}}__global__ void __launch_bounds__(1024) one(float *x) { x[threadIdx.x] = 0; }
__global__ void __launch_bounds__(kThreads, 2) two(float *x) { x[threadIdx.x] = 1; }
// CHECK: {{^}}__global__ void __launch_bounds__(kThreads, 2) two(float *x) { x[threadIdx.x] = 1; }
// DIAG: launch-bounds.cu:[[@LINE-2]]:45: remark: HIP reads the second __launch_bounds__ argument '2' as the minimum number of waves per execution unit, not resident blocks per multiprocessor; check the occupancy it asks for [launch-bounds] [CU2HIP-R0403]
__global__ void __launch_bounds__(128, 4, 2) three(float *x) { x[threadIdx.x] = 2; }
// CHECK: {{^}}__global__ void __launch_bounds__(128, 4) three(float *x) { x[threadIdx.x] = 2; }
// DIAG: launch-bounds.cu:[[@LINE-2]]:43: remark: __launch_bounds__ argument '2' (maximum thread blocks per cluster) dropped: AMD GPUs have no thread block clusters [launch-bounds] [CU2HIP-R0402]
// OFF: {{^}}__global__ void __launch_bounds__(128, 4, 2) three(float *x) { x[threadIdx.x] = 2; }
template <int N>
__global__ void __launch_bounds__(N, 1024 / N, 1) tmpl(float *x) { x[threadIdx.x] = N; }
// CHECK: {{^}}__global__ void __launch_bounds__(N, 1024 / N) tmpl(float *x) { x[threadIdx.x] = N; }
#define BOUNDS __launch_bounds__(64, 8, 4)
// CHECK: {{^}}#define BOUNDS __launch_bounds__(64, 8)
// OFF: {{^}}#define BOUNDS __launch_bounds__(64, 8, 4)
__global__ void BOUNDS four(float *x) { x[threadIdx.x] = 4; }

int main() {
  float *x;
  cudaMalloc(&x, 1024 * sizeof(float));
  tmpl<128><<<1, 128>>>(x);
  four<<<1, 64>>>(x);
  return 0;
}
