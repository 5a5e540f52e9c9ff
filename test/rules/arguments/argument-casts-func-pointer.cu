// argument-casts, ConstVoidPtr rows (lib/Mapping/CallArguments.def): a kernel
// passed to cudaFuncGetAttributes / cudaFuncSetAttribute /
// cudaFuncSetCacheConfig / cudaFuncSetSharedMemConfig becomes
// reinterpret_cast<const void*>(kernel): HIP declares these with `const void *`
// only, and the plain rename does not compile. Arguments that already are void
// pointers are left alone. The output compiles with hipcc. Switched off
// (--select-rules=-argument-casts), the kernel is passed as written.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-argument-casts -o %t.off.hip
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip

#include <cuda_runtime.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }
template <typename T> __global__ void fill(T *x, T v) { x[threadIdx.x] = v; }
namespace kernels {
__global__ void zero(int *x) { x[threadIdx.x] = 0; }
}

int main() {
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
// CHECK: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(scale));
// OFF: {{^}}  hipFuncGetAttributes(&attr, scale);
  cudaFuncGetAttributes(&attr, fill<double>);
// CHECK: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(fill<double>));
  cudaFuncGetAttributes(&attr, &kernels::zero);
// CHECK: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(&kernels::zero));
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 4096);
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void*>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 4096);
  cudaFuncSetAttribute(fill<int>, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void*>(fill<int>), hipFuncAttributePreferredSharedMemoryCarveout, 50);
// OFF: {{^}}  hipFuncSetAttribute(fill<int>, hipFuncAttributePreferredSharedMemoryCarveout, 50);
  cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1);
// CHECK: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void*>(scale), hipFuncCachePreferL1);
  cudaFuncSetSharedMemConfig(kernels::zero, cudaSharedMemBankSizeFourByte);
// CHECK: {{^}}  hipFuncSetSharedMemConfig(reinterpret_cast<const void*>(kernels::zero), hipSharedMemBankSizeFourByte);

  // A function pointer variable is cast by value.
  void (*fp)(float *, float) = scale;
  cudaFuncGetAttributes(&attr, fp);
// CHECK: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(fp));
// OFF: {{^}}  hipFuncGetAttributes(&attr, fp);

  // Already a void pointer: unchanged.
  cudaFuncGetAttributes(&attr, (const void *)scale);
// CHECK: {{^}}  hipFuncGetAttributes(&attr, (const void *)scale);
  cudaFuncSetCacheConfig(reinterpret_cast<const void *>(&scale), cudaFuncCachePreferShared);
// CHECK: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void *>(&scale), hipFuncCachePreferShared);

  // A call spread over lines, inside a macro body.
#define SET_CACHE(k) cudaFuncSetCacheConfig(k, cudaFuncCachePreferEqual)
// CHECK: {{^}}#define SET_CACHE(k) hipFuncSetCacheConfig(reinterpret_cast<const void*>(k), hipFuncCachePreferEqual)
// OFF: {{^}}#define SET_CACHE(k) hipFuncSetCacheConfig(k, hipFuncCachePreferEqual)
  SET_CACHE(scale);
  cudaFuncSetAttribute(
      scale,
      cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
// CHECK: {{^}}      reinterpret_cast<const void*>(scale),
  return attr.maxThreadsPerBlock > 0 ? 0 : 1;
}
