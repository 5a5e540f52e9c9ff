// Item 6: features of newer CUDA headers versus the target HIP. Each feature
// is reported once per file (Subject = the feature, for the coverage report),
// naming the HIP version that has it; the per-name "no HIP equivalent"
// warnings of its names are not repeated. Where the target HIP has the
// feature, it is mapped: FP8 with HIP 6.3, __grid_constant__ and block-scope
// atomics with every HIP.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.52.hip 2> %t.52.err
// RUN: FileCheck %s --check-prefix=HIP52 < %t.52.hip
// RUN: FileCheck %s --check-prefix=DIAG52 < %t.52.err
// RUN: %cu2hip translate %s --hip-version 6.3 -o %t.63.hip 2> %t.63.err
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// RUN: FileCheck %s --check-prefix=DIAG63 < %t.63.err
#include <cuda_runtime.h>
#include <cuda_fp8.h>
#include <mma.h>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
using namespace nvcuda;
namespace cg = cooperative_groups;

struct Params { float *out; int n; };

__global__ void features(const __grid_constant__ Params p, unsigned *counter, __nv_fp8_e4m3 *q, half *h) {
  atomicAdd_block(p.out, 1.0f);
  atomicMax_block(counter + 1, 7u);
  atomicInc_system(counter, 10u);
  unsigned packed = __vmaxs4(0x01020304u, 0x04030201u) + __vadd2(3u, 4u);
  __nv_fp8_e4m3 v = __nv_fp8_e4m3(1.0f);
  q[0] = v;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::load_matrix_sync(a, h, 16);
  auto block = cg::this_thread_block();
  int sum = cg::reduce(cg::tiled_partition<32>(block), int(packed), cg::plus<int>());
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  p.out[1] = float(sum);
}

// HIP52: {{^}}#include <cuda_fp8.h>
// HIP52: {{^}}__global__ void features(const Params p, unsigned *counter, __nv_fp8_e4m3 *q, half *h) {
// HIP52-NEXT: {{^}}  atomicAdd(p.out, 1.0f);
// HIP52-NEXT: {{^}}  atomicMax(counter + 1, 7u);
// HIP52-NEXT: {{^}}  cu2hip_atomicInc_system(counter, 10u);
// HIP52-NEXT: {{^}}  unsigned packed = cu2hip_vmaxs4(0x01020304u, 0x04030201u) + cu2hip_vadd2(3u, 4u);
// cooperative_groups::reduce is emulated (cg-reduce.cu), not reported:
// HIP52: {{^}}  int sum = cu2hip_cg::reduce(cg::tiled_partition<32>(block), int(packed), cu2hip_cg::plus<int>());

// One diagnostic per feature, at its first use:
// DIAG52-DAG: newer-features.cu:14:1: warning: FP8 (cuda_fp8.h): 4 uses (<cuda_fp8.h>, __nv_fp8_e4m3); needs HIP 6.3 (hip/hip_fp8.h with __hip_fp8_e4m3/__hip_fp8_e5m2), the target is HIP 5.2; left unchanged [feature] [CU2HIP-W0306]
// DIAG52-DAG: newer-features.cu:15:1: warning: WMMA (mma.h): 6 uses (<mma.h>, nvcuda, wmma::fragment, wmma::matrix_a, ...); no HIP version has an equivalent (the rocWMMA library (rocwmma/rocwmma.hpp) has a similar, not identical, API); left unchanged [feature] [CU2HIP-W0306]
// DIAG52-DAG: newer-features.cu:16:1: warning: cuda::pipeline (cuda/pipeline): 3 uses
// DIAG52-DAG: newer-features.cu:24:32: remark: __grid_constant__: 1 use (__grid_constant__); mapped to kernel parameters that need no annotation [feature] [CU2HIP-R0307]
// DIAG52-DAG: newer-features.cu:25:3: remark: block-scope atomics (atomic*_block): 2 uses (atomicAdd_block, atomicMax_block); mapped to the device-scope atomics
// System-scope atomicInc and the SIMD video intrinsics are emulated (simd-video.cu), not reported:
// DIAG52-NOT: SIMD video
// DIAG52-NOT: cooperative_groups::reduce
// No flood of per-name reports:
// DIAG52-NOT: has no HIP equivalent
// DIAG52-NOT: CUDA header <

// HIP 6.3 has OCP FP8: the header and the names are mapped.
// HIP63: {{^}}#include <hip/hip_fp8.h>
// HIP63: {{^}}__global__ void features(const Params p, unsigned *counter, __hip_fp8_e4m3 *q, half *h) {
// HIP63: {{^}}  __hip_fp8_e4m3 v = __hip_fp8_e4m3(1.0f);
// DIAG63: newer-features.cu:14:1: remark: FP8 (cuda_fp8.h): 4 uses (<cuda_fp8.h>, __nv_fp8_e4m3); mapped to hip/hip_fp8.h with __hip_fp8_e4m3/__hip_fp8_e5m2 (HIP 6.3 and later) [feature] [CU2HIP-R0307]
