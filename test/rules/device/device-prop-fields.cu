// device-prop-fields (lib/Rules/Device/DevicePropFieldsRule.cpp): member
// names of cudaDeviceProp that hipDeviceProp_t spells differently are renamed,
// and fields the target HIP lacks are read from the device where HIP 5.x can
// (test/rules/device/device-prop-attributes.cu), else reported with their location.
// HIP 5.x: sharedMemPerMultiprocessor is maxSharedMemoryPerMultiProcessor, 50
// fields do not exist; HIP 6.0 rebuilt the struct after CUDA's and renamed two *Cuda*
// fields. A user struct with the same member names is not touched. The 5.2
// output compiles with hipcc once the reported lines are removed (the test
// compiles it with them under #if 0). Switched off
// (--select-rules=-device-prop-fields), CUDA's field names stay and nothing is
// reported.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=HIP5 < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG5 < %t.err
// RUN: %cu2hip translate %s -q --hip-version 6.3 -o %t.63.hip 2> %t.63.err
// RUN: FileCheck %s --check-prefix=HIP6 < %t.63.hip
// RUN: not grep -q W0401 %t.63.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-device-prop-fields -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep W04 %t.off.err

#include <cuda_runtime.h>
#include <cstdio>

struct MyProps { size_t sharedMemPerMultiprocessor; int asyncEngineCount; };

size_t smemPerSM(const cudaDeviceProp *p) { return p->sharedMemPerMultiprocessor; }
// HIP5: {{^}}size_t smemPerSM(const hipDeviceProp_t *p) { return p->maxSharedMemoryPerMultiProcessor; }
// HIP6: {{^}}size_t smemPerSM(const hipDeviceProp_t *p) { return p->sharedMemPerMultiprocessor; }
// OFF: {{^}}size_t smemPerSM(const hipDeviceProp_t *p) { return p->sharedMemPerMultiprocessor; }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%s %d.%d %zu\n", prop.name, prop.major, prop.minor, prop.sharedMemPerMultiprocessor);
// HIP5: {{^}}  printf("%s %d.%d %zu\n", prop.name, prop.major, prop.minor, prop.maxSharedMemoryPerMultiProcessor);
// OFF: {{^}}  printf("%s %d.%d %zu\n", prop.name, prop.major, prop.minor, prop.sharedMemPerMultiprocessor);
  MyProps mine = {prop.sharedMemPerBlock, 1};
  size_t total = mine.sharedMemPerMultiprocessor + mine.asyncEngineCount;
// HIP5: {{^}}  size_t total = mine.sharedMemPerMultiprocessor + mine.asyncEngineCount;
#if 0
  int engines = prop.asyncEngineCount;
// DIAG5: device-prop-fields.cu:[[@LINE-1]]:22: warning: 'cudaDeviceProp::asyncEngineCount' is not a field of HIP 5.2's hipDeviceProp_t: read from the device {{.*}} [CU2HIP-W0440]
// HIP5: {{^}}  int engines = cu2hip_device_prop(prop, hipDeviceAttributeAsyncEngineCount);
// OFF: {{^}}  int engines = prop.asyncEngineCount;
  int unified = prop.unifiedAddressing;
// DIAG5: device-prop-fields.cu:[[@LINE-1]]:22: warning: 'cudaDeviceProp::unifiedAddressing'
  size_t optin = prop.sharedMemPerBlockOptin;
// DIAG5: device-prop-fields.cu:[[@LINE-1]]:23: warning: 'cudaDeviceProp::sharedMemPerBlockOptin'
  int sparse = prop.sparseCudaArraySupported;
// DIAG5: device-prop-fields.cu:[[@LINE-1]]:21: warning: 'cudaDeviceProp::sparseCudaArraySupported' has no HIP equivalent in HIP 5.2 (added in 6.0 as 'hipDeviceProp_t::sparseHipArraySupported')
// HIP6: {{^}}  int sparse = prop.sparseHipArraySupported;
  int deferred = prop.deferredMappingCudaArraySupported;
// HIP6: {{^}}  int deferred = prop.deferredMappingHipArraySupported;
  int regs = prop.regsPerMultiprocessor;
// HIP6: {{^}}  int regs = prop.regsPerMultiprocessor;
#endif
  return total > 0 ? 0 : 1;
}
