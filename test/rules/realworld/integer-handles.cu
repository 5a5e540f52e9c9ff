// integer-handles (lib/Rules/RealWorld/IntegerHandlesRule.cpp, rows in
// lib/Mapping/IntegerHandles.def): CUDA's texture and surface objects and
// CUdeviceptr are 64-bit integers; HIP's are pointers. Where code uses them
// as integers, the operand is converted explicitly: bit operations and
// integer conversions through (unsigned long long), an integer stored into a
// handle through the HIP type, byte arithmetic on a device address through
// (char *). Inside a macro the use is reported (W0442). The output compiles
// with hipcc, less the reported function.
// Switched off (--select-rules=-integer-handles), no conversion is written
// and nothing is reported.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=W0442 < %t.err
// RUN: sed '/MACRO-BEGIN/,/MACRO-END/d' %t.hip > %t.ok.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.ok.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-integer-handles -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep W0442 %t.off.err

#include <cuda.h>
#include <cuda_runtime.h>

void record(unsigned long long id) { (void)id; }

unsigned lowBits(cudaTextureObject_t tex) { return tex & 0xFFFFFFFF; }
// CHECK: {{^}}unsigned lowBits(hipTextureObject_t tex) { return (unsigned long long)tex & 0xFFFFFFFF; }
// OFF: {{^}}unsigned lowBits(hipTextureObject_t tex) { return tex & 0xFFFFFFFF; }

unsigned long long handles[4];

void useHandles(cudaSurfaceObject_t surf) {
  cudaTextureObject_t all[4] = {0};
// CHECK: {{^}}  hipTextureObject_t all[4] = {0};
  cudaTextureObject_t t = handles[1];
// CHECK: {{^}}  hipTextureObject_t t = (hipTextureObject_t)handles[1];
// OFF: {{^}}  hipTextureObject_t t = handles[1];
  all[0] = handles[0];
// CHECK: {{^}}  all[0] = (hipTextureObject_t)handles[0];
  unsigned long long id = surf;
// CHECK: {{^}}  unsigned long long id = (unsigned long long)surf;
// OFF: {{^}}  unsigned long long id = surf;
  record(t);
// CHECK: {{^}}  record((unsigned long long)t);
  if (t != 0 && all[0] == t)
// CHECK: {{^}}  if (t != 0 && all[0] == t)
    record(id >> (surf % 8));
// CHECK: {{^}}    record(id >> ((unsigned long long)surf % 8));
}

#define OFFSET(p, n) ((p) + (n))

CUdeviceptr advance(CUdeviceptr base, size_t bytes) {
  CUdeviceptr p = base + bytes;
// CHECK: {{^}}  hipDeviceptr_t p = (char *)base + bytes;
// OFF: {{^}}  hipDeviceptr_t p = base + bytes;
  p += 256;
// CHECK: {{^}}  p = (char *)p + (256);
// OFF: {{^}}  p += 256;
  size_t used = p - base;
// CHECK: {{^}}  size_t used = (char *)p - (char *)base;
  bool aligned = (base & 255) == 0;
// CHECK: {{^}}  bool aligned = ((unsigned long long)base & 255) == 0;
  return aligned ? p : base;
}

// MACRO-BEGIN
CUdeviceptr viaMacro(CUdeviceptr base, size_t used) {
  return OFFSET(base, used);
// DIAG: integer-handles.cu:[[@LINE-1]]:10: warning: 'CUdeviceptr' is an integer in CUDA and a pointer ('hipDeviceptr_t') in HIP; this use, inside a macro expansion, is left unchanged: convert it by hand [integer-handle] [CU2HIP-W0442]
}
// MACRO-END
