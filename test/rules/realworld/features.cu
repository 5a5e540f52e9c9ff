// features (lib/Rules/RealWorld/FeaturesRule.cpp, rows in
// lib/Mapping/Features.def; docs/real-world.md, items 6 and 7): features of
// newer CUDA headers. Where the target HIP has a feature it is mapped, with
// one remark per feature and file: __grid_constant__ is dropped and
// block-scope atomics become HIP's device-scope ones with every HIP, FP8
// becomes OCP FP8 with HIP 6.3. Otherwise one warning per feature names the
// HIP version that has it, instead of a report per name. Switched off
// (--select-rules=-features), the names stay as written and no feature is
// reported.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63
// RUN: %cu2hip translate %s --hip-version 6.3 --select-rules=-features -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep -e '\[feature\]' -e W0306 -e R0307 %t.off.err
#include <cuda_runtime.h>
#include <cuda_fp8.h>
// CHECK: {{^}}#include <cuda_fp8.h>
// HIP63: {{^}}#include <hip/hip_fp8.h>
// OFF: {{^}}#include <cuda_fp8.h>
// DIAG: features.cu:[[@LINE-4]]:1: warning: FP8 (cuda_fp8.h): 2 uses (<cuda_fp8.h>, __nv_fp8_e4m3); needs HIP 6.3 (hip/hip_fp8.h with __hip_fp8_e4m3/__hip_fp8_e5m2), the target is HIP 5.2; left unchanged [feature] [CU2HIP-W0306]

struct Params { float *out; int n; };

__global__ void scaled(const __grid_constant__ Params p, unsigned *counter, __nv_fp8_e4m3 *q) {
// CHECK: {{^}}__global__ void scaled(const Params p, unsigned *counter, __nv_fp8_e4m3 *q) {
// HIP63: {{^}}__global__ void scaled(const Params p, unsigned *counter, __hip_fp8_e4m3 *q) {
// OFF: {{^}}__global__ void scaled(const __grid_constant__ Params p, unsigned *counter, __nv_fp8_e4m3 *q) {
// DIAG: features.cu:[[@LINE-4]]:30: remark: __grid_constant__: 1 use (__grid_constant__); mapped to kernel parameters that need no annotation [feature] [CU2HIP-R0307]
  atomicAdd_block(p.out, 1.0f);
// CHECK: {{^}}  atomicAdd(p.out, 1.0f);
// OFF: {{^}}  atomicAdd_block(p.out, 1.0f);
// DIAG: features.cu:[[@LINE-3]]:3: remark: block-scope atomics (atomic*_block): 2 uses (atomicAdd_block, atomicMax_block); mapped to the device-scope atomics, which also order within a block [feature] [CU2HIP-R0307]
  atomicMax_block(counter, 7u);
// CHECK: {{^}}  atomicMax(counter, 7u);
// OFF: {{^}}  atomicMax_block(counter, 7u);
}
// DIAG-NOT: has no HIP equivalent
