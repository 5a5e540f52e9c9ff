// argument-casts, VoidPtrPtr rows (lib/Mapping/CallArguments.def): CUDA's
// cudaMallocPitch / cudaHostAlloc / cudaHostGetDevicePointer are templates
// over `T **`; HIP's take `void **`, so the typed pointer's address gets a
// (void **) cast. Casts already there are kept. The output compiles with hipcc.
// Switched off (--select-rules=-argument-casts), the address is passed as written.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-argument-casts -o %t.off.hip
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip

#include <cuda_runtime.h>

struct Buffers { float *host; double *dev[2]; };

int main() {
  float *img, *pinned, *mapped;
  size_t pitch;
  cudaMallocPitch(&img, &pitch, 256 * sizeof(float), 64);
// CHECK: {{^}}  hipMallocPitch((void **)&img, &pitch, 256 * sizeof(float), 64);
// OFF: {{^}}  hipMallocPitch(&img, &pitch, 256 * sizeof(float), 64);
  cudaHostAlloc(&pinned, 4096, cudaHostAllocMapped);
// CHECK: {{^}}  hipHostAlloc((void **)&pinned, 4096, hipHostMallocMapped);
  cudaHostGetDevicePointer(&mapped, pinned, 0);
// CHECK: {{^}}  hipHostGetDevicePointer((void **)&mapped, pinned, 0);
  Buffers b;
  cudaHostAlloc(&b.host, 4096, cudaHostAllocDefault);
// CHECK: {{^}}  hipHostAlloc((void **)(&b.host), 4096, hipHostMallocDefault);
// OFF: {{^}}  hipHostAlloc(&b.host, 4096, hipHostMallocDefault);
  cudaMallocPitch(&b.dev[1], &pitch, 64, 64);
// CHECK: {{^}}  hipMallocPitch((void **)(&b.dev[1]), &pitch, 64, 64);
  void *raw;
  cudaMallocPitch((void **)&raw, &pitch, 64, 64);
// CHECK: {{^}}  hipMallocPitch((void **)&raw, &pitch, 64, 64);
  cudaHostGetDevicePointer(&raw, pinned, 0);
// CHECK: {{^}}  hipHostGetDevicePointer((void **)&raw, pinned, 0);
// OFF: {{^}}  hipHostGetDevicePointer(&raw, pinned, 0);
  cudaFree(img);
  cudaFree(b.dev[1]);
  cudaFree(raw);
  cudaFreeHost(pinned);
  cudaFreeHost(b.host);
  return 0;
}
