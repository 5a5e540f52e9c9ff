// device-prop-fields (rows: lib/Mapping/DeviceProp.def): a read of a
// cudaDeviceProp field that HIP 5.x's hipDeviceProp_t lacks but
// hipDeviceGetAttribute answers (asyncEngineCount, unifiedAddressing,
// regsPerMultiprocessor, ...) or hipDeviceGetUuid (uuid) becomes a query of
// the device the properties describe, through helpers of cu2hip_warp.h
// (CU2HIP-W0440 at each). A write or an address of such a field stays and is
// reported (W0441), but for the UUID, whose helper returns storage that
// outlives the call, so its address may be taken; a field with no equivalent at all keeps W0401. HIP 6.x
// has the fields: nothing is rewritten. The 5.2 output compiles with hipcc.
// Switched off (--select-rules=-device-prop-fields), the fields are read as
// written and nothing is reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t/p.hip 2> %t/p.err
// RUN: FileCheck %s < %t/p.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/p.err
// RUN: test -f %t/cu2hip_warp.h
// RUN: %cu2hip translate %s -q --hip-version 6.3 2>/dev/null | FileCheck %s --check-prefix=HIP6
// RUN: %if hipcc %{ %hipcc-gfx90a %t/p.hip -o %t/p.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-device-prop-fields -o %t/off.hip 2> %t/off.err
// RUN: FileCheck %s --check-prefix=OFF < %t/off.hip
// RUN: not grep W044 %t/off.err

#include <cuda_runtime.h>
#include <cstdio>
// CHECK: #include "cu2hip_warp.h"

struct Device { cudaDeviceProp prop; int id; };

int engines(const cudaDeviceProp *p) { return p->asyncEngineCount; }
// CHECK: {{^}}int engines(const hipDeviceProp_t *p) { return cu2hip_device_prop(*p, hipDeviceAttributeAsyncEngineCount); }
// DIAG: device-prop-attributes.cu:[[@LINE-2]]:50: warning: 'cudaDeviceProp::asyncEngineCount' is not a field of HIP 5.2's hipDeviceProp_t: read from the device with hipDeviceAttributeAsyncEngineCount instead {{.*}} [CU2HIP-W0440]
// HIP6: {{^}}int engines(const hipDeviceProp_t *p) { return p->asyncEngineCount; }
// OFF: {{^}}int engines(const hipDeviceProp_t *p) { return p->asyncEngineCount; }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("unified %d regs %d\n", prop.unifiedAddressing, prop.regsPerMultiprocessor);
// CHECK: {{^}}  printf("unified %d regs %d\n", cu2hip_device_prop(prop, hipDeviceAttributeUnifiedAddressing), cu2hip_device_prop(prop, hipDeviceAttributeMaxRegistersPerMultiprocessor));
// DIAG: device-prop-attributes.cu:[[@LINE-2]]:39: warning: 'cudaDeviceProp::unifiedAddressing'
// DIAG: device-prop-attributes.cu:[[@LINE-3]]:63: warning: 'cudaDeviceProp::regsPerMultiprocessor'
// OFF: {{^}}  printf("unified %d regs %d\n", prop.unifiedAddressing, prop.regsPerMultiprocessor);
  Device devs[2];
  devs[0].prop = prop;
  size_t optin = devs[0].prop.sharedMemPerBlockOptin & 0xffff;
// CHECK: {{^}}  size_t optin = cu2hip_device_prop(devs[0].prop, hipDeviceAttributeSharedMemPerBlockOptin) & 0xffff;
  if (prop.concurrentKernels && prop.streamPrioritiesSupported)
// CHECK: {{^}}  if (prop.concurrentKernels && cu2hip_device_prop(prop, hipDeviceAttributeStreamPrioritiesSupported))
    printf("priorities\n");
  for (int i = 0; i < 16; ++i)
    printf("%02x", (unsigned char)prop.uuid.bytes[i]);
// CHECK: {{^}}    printf("%02x", (unsigned char)cu2hip_device_prop_uuid(prop).bytes[i]);
// OFF: {{^}}    printf("%02x", (unsigned char)prop.uuid.bytes[i]);
  // The UUID's address and its bytes' stay valid after the call, as the
  // field's did: the helper keeps the UUID in storage of its own (before, it
  // returned a temporary, and `&` of it did not compile).
  const char *bytes = prop.uuid.bytes;
  const cudaUUID_t *id = &prop.uuid;
// CHECK: {{^}}  const char *bytes = cu2hip_device_prop_uuid(prop).bytes;
// CHECK: {{^}}  const hipUUID *id = &cu2hip_device_prop_uuid(prop);
  printf("%c%c\n", bytes[0], id->bytes[0]);
#if 0
  prop.asyncEngineCount = 2;
// DIAG: device-prop-attributes.cu:[[@LINE-1]]:8: warning: 'cudaDeviceProp::asyncEngineCount' is not a field of HIP 5.2's hipDeviceProp_t, and hipDeviceAttributeAsyncEngineCount gives only its value: this use writes or addresses it; left unchanged [unsupported] [CU2HIP-W0441]
// CHECK: {{^}}  prop.asyncEngineCount = 2;
  int *engines = &prop.asyncEngineCount;
// DIAG: device-prop-attributes.cu:[[@LINE-1]]:24: warning: {{.*}} [CU2HIP-W0441]
  int layered = prop.maxTexture2DLayered[0];
// DIAG: device-prop-attributes.cu:[[@LINE-1]]:22: warning: 'cudaDeviceProp::maxTexture2DLayered' has no HIP equivalent in HIP 5.2 {{.*}} [CU2HIP-W0401]
#endif
  return optin + engines(&prop) > 0 ? 0 : 1;
}
