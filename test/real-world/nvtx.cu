// NVTX ranges and marks (nvToolsExt.h, nvtx3/nvToolsExt.h) become roctx's
// (roctracer/roctx.h): push/pop, start/end and mark with an ASCII message,
// in every HIP release (Features.def's NVTX row, rule features), with one
// remark per file saying where roctx comes from and what to link. roctx is
// roctracer's, not HIP's: no root has its header unless libroctx-dev is
// installed there (lit feature roctx-V), and Debian 12's HIP 5.2 has no
// roctracer at all. The build scripts link -lroctx64 for -lnvToolsExt
// (Libraries.def). NVTX's attribute, wide-string and domain calls have no
// roctx counterpart: left unchanged and reported, by name.
// Switched off (--select-rules=-features), nothing is renamed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/n52.hip 2> %t/n52.err
// RUN: FileCheck %s < %t/n52.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n52.err
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t/n64.hip 2> %t/n64.err
// RUN: FileCheck %s < %t/n64.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t/n64.err
// RUN: %if roctx-6.4 %{ %hipcc-6.4-gfx90a %t/n64.hip -o %t/n64.o %}
// RUN: %if roctx-6.4 %{ %hipcc-6.4 --offload-arch=gfx90a %t/n64.o -lroctx64 -o %t/n64.exe %}
// RUN: %cu2hip translate %s --hip-version 7.2 -o %t/n72.hip 2> %t/n72.err
// RUN: FileCheck %s < %t/n72.hip
// RUN: %if roctx-7.2 %{ %hipcc-7.2-gfx90a %t/n72.hip -o %t/n72.o %}
// RUN: %cu2hip translate %t/n64.hip -q --hip-version 6.4 2>/dev/null | diff %t/n64.hip -
// RUN: %cu2hip translate %s --hip-version 6.4 --select-rules=-features -o %t/off.hip 2> %t/off.err
// RUN: FileCheck %s --check-prefix=OFF < %t/off.hip
// RUN: %cu2hip translate %S/Inputs/nvtx/attributes.cu --hip-version 6.4 -o %t/attr.hip 2> %t/attr.err
// RUN: FileCheck %s --check-prefix=ATTR < %t/attr.err
// RUN: FileCheck %s --check-prefix=ATTR-OUT < %t/attr.hip
#include <cstdio>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
// CHECK:      {{^}}#include <roctracer/roctx.h>
// CHECK-NOT:  {{^}}#include <{{.*}}nvToolsExt.h>
// OFF:        {{^}}#include <nvtx3/nvToolsExt.h>
// DIAG: nvtx.cu:[[@LINE-4]]:1: remark: NVTX (nvToolsExt.h): 7 uses (<nvtx3/nvToolsExt.h>, nvtxRangePushA, nvtxMarkA, nvtxRangePop, ...); mapped to roctx: <roctracer/roctx.h> from Debian's libroctx-dev or ROCm's roctracer-dev, linked with -lroctx64 [feature] [CU2HIP-R0307]
// DIAG-NOT: warning

__global__ void fill(float *x, float v) { x[threadIdx.x] = v; }

int main() {
  float *x;
  nvtxRangePushA("setup");
  cudaMalloc(&x, 64 * sizeof(float));
  nvtxMarkA("allocated");
  nvtxRangePop();
  nvtxRangeId_t r = nvtxRangeStartA("fill");
  fill<<<1, 64>>>(x, 1.0f);
  cudaDeviceSynchronize();
  nvtxRangeEnd(r);
  cudaFree(x);
  printf("done\n");
  return 0;
}
// CHECK:      roctxRangePushA("setup");
// CHECK:      roctxMarkA("allocated");
// CHECK-NEXT: roctxRangePop();
// CHECK-NEXT: roctx_range_id_t r = roctxRangeStartA("fill");
// CHECK:      roctxRangeStop(r);
// OFF:        nvtxRangePushA("setup");

// ATTR: attributes.cu:3:1: warning: NVTX (nvToolsExt.h): 8 uses (<nvToolsExt.h>, nvtxEventAttributes_t, NVTX_VERSION, NVTX_EVENT_ATTRIB_STRUCT_SIZE, ...); the rest mapped to roctx: {{.*}}; no counterpart for nvtxEventAttributes_t, NVTX_VERSION, NVTX_EVENT_ATTRIB_STRUCT_SIZE, NVTX_COLOR_ARGB, ...; left unchanged [feature] [CU2HIP-W0306]
// ATTR-OUT: #include <roctracer/roctx.h>
// ATTR-OUT: nvtxRangePushEx(&a);
// ATTR-OUT-NEXT: roctxRangePop();
