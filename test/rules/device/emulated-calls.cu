// emulated-calls (lib/Rules/Device/EmulatedCallsRule.cpp; rows:
// lib/Mapping/Emulations.def): a device function HIP lacks becomes the exact
// helper of cu2hip_warp.h. Switched off (--select-rules=-emulated-calls), the
// call is left and reported. test/real-world/simd-video.cu covers the family,
// test/run/device-emulations.cu runs the helpers.
// RUN: %cu2hip translate %s -q --hip-version 5.2 | FileCheck %s
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-emulated-calls 2>&1 | FileCheck %s --check-prefix=OFF

// CHECK: {{^}}#include "cu2hip_warp.h"
// OFF: warning: '__vadd2' has no HIP equivalent [unsupported] [CU2HIP-W0001]
// OFF-NOT: {{^}}#include "cu2hip_warp.h"
__global__ void simd(unsigned *p) { p[threadIdx.x] = __vadd2(p[threadIdx.x], 1u); }
// CHECK: {{^}}__global__ void simd(unsigned *p) { p[threadIdx.x] = cu2hip_vadd2(p[threadIdx.x], 1u); }
// OFF: {{^}}__global__ void simd(unsigned *p) { p[threadIdx.x] = __vadd2(p[threadIdx.x], 1u); }
