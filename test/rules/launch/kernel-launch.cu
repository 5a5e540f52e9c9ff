// kernel-launch (lib/Rules/Launch/KernelLaunchRule.cpp): --launch-syntax=hip
// turns triple-chevron launches into hipLaunchKernelGGL, for templated
// kernels (HIP_KERNEL_NAME), kernels in namespaces, configurations holding '>'
// and '>>', and launches inside macros. Without the option (KEEP) the
// chevrons stay, as HIP accepts them; with it too when the rule is switched
// off (--select-rules=-kernel-launch).
// RUN: %cu2hip translate %s -q --launch-syntax hip | FileCheck %s
// RUN: %cu2hip translate %s -q | FileCheck %s --check-prefix=KEEP
// RUN: %cu2hip translate %s -q --launch-syntax hip --select-rules=-kernel-launch | FileCheck %s --check-prefix=OFF

#include <cuda_runtime.h>
// OFF-NOT: {{^ *}}hipLaunchKernelGGL

__global__ void k(int *p, int n) {}
template <typename T, int N> __global__ void tk(T *p) {}
namespace ns { __global__ void nk(int *p) {} }

#define LAUNCH(kern, n, ...) kern<<<((n) + 255) / 256, 256>>>(__VA_ARGS__)
// CHECK: {{^}}#define LAUNCH(kern, n, ...) hipLaunchKernelGGL(kern, ((n) + 255) / 256, 256, 0, 0, __VA_ARGS__)
// OFF: {{^}}#define LAUNCH(kern, n, ...) kern<<<((n) + 255) / 256, 256>>>(__VA_ARGS__)

void run(int *d, int n, cudaStream_t s) {
  k<<<n / 256, 256>>>(d, n);
// CHECK: {{^}}  hipLaunchKernelGGL(k, n / 256, 256, 0, 0, d, n);
// KEEP: {{^}}  k<<<n / 256, 256>>>(d, n);
// OFF: {{^}}  k<<<n / 256, 256>>>(d, n);
  k<<<dim3(n > 1 ? n : 1), dim3(n >> 2), 64 * sizeof(int), s>>>(d, n);
// CHECK: {{^}}  hipLaunchKernelGGL(k, dim3(n > 1 ? n : 1), dim3(n >> 2), 64 * sizeof(int), s, d, n);
// OFF: {{^}}  k<<<dim3(n > 1 ? n : 1), dim3(n >> 2), 64 * sizeof(int), s>>>(d, n);
  tk<float, 4><<<1, 32, 0, s>>>(nullptr);
// CHECK: {{^}}  hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<float, 4>), 1, 32, 0, s, nullptr);
// OFF: {{^}}  tk<float, 4><<<1, 32, 0, s>>>(nullptr);
  ns::nk<<<1, 1>>>(d);
// CHECK: {{^}}  hipLaunchKernelGGL(ns::nk, 1, 1, 0, 0, d);
  ::ns::nk<<<1, 1, 0>>>
      (d);
// CHECK: {{^}}  hipLaunchKernelGGL(::ns::nk, 1, 1, 0, 0, d);
// OFF: {{^}}  ::ns::nk<<<1, 1, 0>>>
  LAUNCH(k, n, d, n);
// CHECK: {{^}}  LAUNCH(k, n, d, n);
}
