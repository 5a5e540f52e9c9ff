// Item 7: the SIMD video intrinsics (2x16 or 4x8 bits in a word), which HIP
// does not have, become exact helpers of cu2hip_warp.h (lib/Mapping/Emulations.def;
// the values are checked by unittests/DeviceHelpersTest.cpp and, run on the CPU
// backend, by test/run/device-emulations.cu and corpus/simd_bf16). All 82 of them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t/simd.hip 2> %t/simd.err
// RUN: FileCheck %s < %t/simd.hip
// RUN: FileCheck %s --check-prefix=GONE < %t/simd.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t/simd.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t/simd.hip -o %t/simd.o %}
// RUN: %if nvcc %{ %nvcc -c %s -o %t/simd.cuda.o %}
#include <cuda_runtime.h>

// CHECK: #include "cu2hip_warp.h"
__global__ void simd(const unsigned *in, unsigned *out) {
  unsigned a = in[threadIdx.x], b = in[threadIdx.x + 1], r = 0;
  r ^= __vabs2(a);
  r ^= __vabs4(a);
  r ^= __vabsdiffs2(a, b);
  r ^= __vabsdiffs4(a, b);
  r ^= __vabsdiffu2(a, b);
  r ^= __vabsdiffu4(a, b);
  r ^= __vabsss2(a);
  r ^= __vabsss4(a);
  r ^= __vadd2(a, b);
  r ^= __vadd4(a, b);
  r ^= __vaddss2(a, b);
  r ^= __vaddss4(a, b);
  r ^= __vaddus2(a, b);
  r ^= __vaddus4(a, b);
  r ^= __vavgs2(a, b);
  r ^= __vavgs4(a, b);
  r ^= __vavgu2(a, b);
  r ^= __vavgu4(a, b);
  r ^= __vcmpeq2(a, b);
  r ^= __vcmpeq4(a, b);
  r ^= __vcmpges2(a, b);
  r ^= __vcmpges4(a, b);
  r ^= __vcmpgeu2(a, b);
  r ^= __vcmpgeu4(a, b);
  r ^= __vcmpgts2(a, b);
  r ^= __vcmpgts4(a, b);
  r ^= __vcmpgtu2(a, b);
  r ^= __vcmpgtu4(a, b);
  r ^= __vcmples2(a, b);
  r ^= __vcmples4(a, b);
  r ^= __vcmpleu2(a, b);
  r ^= __vcmpleu4(a, b);
  r ^= __vcmplts2(a, b);
  r ^= __vcmplts4(a, b);
  r ^= __vcmpltu2(a, b);
  r ^= __vcmpltu4(a, b);
  r ^= __vcmpne2(a, b);
  r ^= __vcmpne4(a, b);
  r ^= __vhaddu2(a, b);
  r ^= __vhaddu4(a, b);
  r ^= __vmaxs2(a, b);
  r ^= __vmaxs4(a, b);
  r ^= __vmaxu2(a, b);
  r ^= __vmaxu4(a, b);
  r ^= __vmins2(a, b);
  r ^= __vmins4(a, b);
  r ^= __vminu2(a, b);
  r ^= __vminu4(a, b);
  r ^= __vneg2(a);
  r ^= __vneg4(a);
  r ^= __vnegss2(a);
  r ^= __vnegss4(a);
  r ^= __vsads2(a, b);
  r ^= __vsads4(a, b);
  r ^= __vsadu2(a, b);
  r ^= __vsadu4(a, b);
  r ^= __vseteq2(a, b);
  r ^= __vseteq4(a, b);
  r ^= __vsetges2(a, b);
  r ^= __vsetges4(a, b);
  r ^= __vsetgeu2(a, b);
  r ^= __vsetgeu4(a, b);
  r ^= __vsetgts2(a, b);
  r ^= __vsetgts4(a, b);
  r ^= __vsetgtu2(a, b);
  r ^= __vsetgtu4(a, b);
  r ^= __vsetles2(a, b);
  r ^= __vsetles4(a, b);
  r ^= __vsetleu2(a, b);
  r ^= __vsetleu4(a, b);
  r ^= __vsetlts2(a, b);
  r ^= __vsetlts4(a, b);
  r ^= __vsetltu2(a, b);
  r ^= __vsetltu4(a, b);
  r ^= __vsetne2(a, b);
  r ^= __vsetne4(a, b);
  r ^= __vsub2(a, b);
  r ^= __vsub4(a, b);
  r ^= __vsubss2(a, b);
  r ^= __vsubss4(a, b);
  r ^= __vsubus2(a, b);
  r ^= __vsubus4(a, b);
  out[threadIdx.x] = r;
}
// CHECK: r ^= cu2hip_vabs2(a);
// CHECK: r ^= cu2hip_vadd4(a, b);
// CHECK: r ^= cu2hip_vsetltu4(a, b);
// GONE: cu2hip_vabs2
// GONE-NOT: {{[^_a-z]}}__v{{[a-z]+[24]}}(

// Macro bodies are translated.
#define MAX4(x, y) __vmaxu4(x, y)
__global__ void user(unsigned *out) { out[0] = MAX4(out[3], out[4]); }
// CHECK: {{^}}#define MAX4(x, y) cu2hip_vmaxu4(x, y)

// Nothing is reported: every SIMD intrinsic has an exact emulation.
// DIAG-NOT: SIMD
// DIAG-NOT: __v
