// Item 6: CUDA 13's cudaMemPrefetchAsync(ptr, bytes, cudaMemLocation, flags,
// stream) and cudaMemAdvise(ptr, bytes, advice, cudaMemLocation) (CUDA 12.2's
// cudaMemPrefetchAsync_v2/cudaMemAdvise_v2), told from the device-id forms by
// the overload (the bundled cuda_runtime_api.h declares both). HIP 7.0 has
// hipMemPrefetchAsync_v2/hipMemAdvise_v2 and the host location types; an older
// target gets the device-id functions with cu2hip_mem_location_device(loc)
// (cu2hip_warp.h: the device's id, hipCpuDeviceId for a host location) and the
// flags, which CUDA requires to be 0, left out; cudaMemLocationTypeHost is
// cu2hip_cudaMemLocationTypeHost there (CUDA's value, read only by that helper).
// Rows: MEM_LOCATION_FORM in lib/Mapping/Signatures.def, the _v2 and
// location-type rows of Runtime.def. The outputs compile with HIP 5.2 (the
// host's hipcc), ROCm 6.4 and ROCm 7.2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/l52.hip 2> %t/l52.err
// RUN: FileCheck %s --check-prefixes=CHECK,OLD < %t/l52.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/l52.err
// RUN: %if hipcc-5.2 %{ %hipcc-5.2-gfx90a %t/l52.hip -o %t/l52.o %}
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/l64.hip 2> %t/l64.err
// RUN: FileCheck %s --check-prefixes=CHECK,OLD < %t/l64.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/l64.err
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t/l64.hip -o %t/l64.o %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/l72.hip 2> %t/l72.err
// RUN: FileCheck %s --check-prefixes=CHECK,NEW < %t/l72.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/l72.err
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t/l72.hip -o %t/l72.o %}
#include <cuda_runtime.h>
// OLD: #include "cu2hip_warp.h"
// NEW-NOT: {{^}}#include "cu2hip_warp.h"
// DIAG-NOT: warning

int prefetch(float *managed, size_t bytes, int dev, cudaStream_t s) {
  cudaMemLocation gpu;
  gpu.type = cudaMemLocationTypeDevice;
  gpu.id = dev;
  cudaMemLocation cpu = {cudaMemLocationTypeHost, 0};
  // OLD: hipMemLocation cpu = {cu2hip_cudaMemLocationTypeHost, 0};
  // NEW: hipMemLocation cpu = {hipMemLocationTypeHost, 0};
  cudaError_t e = cudaMemAdvise(managed, bytes, cudaMemAdviseSetPreferredLocation, gpu);
  // OLD: hipError_t e = hipMemAdvise(managed, bytes, hipMemAdviseSetPreferredLocation, cu2hip_mem_location_device(gpu));
  // NEW: hipError_t e = hipMemAdvise_v2(managed, bytes, hipMemAdviseSetPreferredLocation, gpu);
  e = cudaMemPrefetchAsync(managed, bytes, gpu, 0, s);
  // OLD: e = hipMemPrefetchAsync(managed, bytes, cu2hip_mem_location_device(gpu), s);
  // NEW: e = hipMemPrefetchAsync_v2(managed, bytes, gpu, 0, s);
  e = cudaMemPrefetchAsync(managed, bytes, cpu, 0);
  // OLD: e = hipMemPrefetchAsync(managed, bytes, cu2hip_mem_location_device(cpu));
  // NEW: e = hipMemPrefetchAsync_v2(managed, bytes, cpu, 0);
  e = cudaMemPrefetchAsync_v2(managed, bytes, cpu, 0, s);
  // OLD: e = hipMemPrefetchAsync(managed, bytes, cu2hip_mem_location_device(cpu), s);
  // NEW: e = hipMemPrefetchAsync_v2(managed, bytes, cpu, 0, s);
  e = cudaMemAdvise_v2(managed, bytes, cudaMemAdviseSetAccessedBy, cpu);
  // OLD: e = hipMemAdvise(managed, bytes, hipMemAdviseSetAccessedBy, cu2hip_mem_location_device(cpu));
  // NEW: e = hipMemAdvise_v2(managed, bytes, hipMemAdviseSetAccessedBy, cpu);
  // CUDA 12's device-id forms keep their functions.
  e = cudaMemPrefetchAsync(managed, bytes, dev, s);
  // CHECK: e = hipMemPrefetchAsync(managed, bytes, dev, s);
  e = cudaMemAdvise(managed, bytes, cudaMemAdviseSetReadMostly, cudaCpuDeviceId);
  // CHECK: e = hipMemAdvise(managed, bytes, hipMemAdviseSetReadMostly, hipCpuDeviceId);
  return e == cudaSuccess;
}
