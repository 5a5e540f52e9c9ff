// Item 7: the OpenGL interop HIP has is translated, not reported: buffer and
// image registration, map/unmap, mapped pointers and arrays, and
// <cuda_gl_interop.h>, which becomes the header that declares them in the
// target HIP (hip_runtime_api.h in HIP 5.2, hip/hip_gl_interop.h from 5.5 on).
// CUDA's map flags, which CUDA code passes to cudaGraphicsGLRegisterBuffer, become
// the register flags of the same values. What HIP lacks (the deprecated
// cudaGL*BufferObject API) stays one W0308 report. The 5.2 output compiles with
// HIP 5.2's hipcc and the system's GL headers, the 6.3 output with ROCm 6.4's
// and 7.2's (their roots have the GL headers; docs/rocm.md).
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: < %t.err
// RUN: %if hipcc %{ if [ -f /usr/include/GL/gl.h ]; then %hipcc-5.2-gfx90a %t.hip -o %t.o; fi %}
// RUN: %cu2hip translate %s --hip-version 6.3 -o %t.63.hip 2> %t.63.err
// RUN: FileCheck %s --check-prefix=HIP63 < %t.63.hip
// RUN: %if rocm-6.4 %{ %hipcc-6.4-gfx90a %t.63.hip -o %t.63.o %}
// RUN: %if rocm-7.2 %{ %hipcc-7.2-gfx1030 %t.63.hip -o %t.72.o %}
#include <cuda_runtime.h>
#include <GL/gl.h>
#include <cuda_gl_interop.h>
// CHECK: {{^}}#include <hip/hip_runtime_api.h>
// HIP63: {{^}}#include <hip/hip_gl_interop.h>

__global__ void fill(float4 *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = make_float4(i, 0, 0, 1);
}

struct GLBuffer {
  cudaGraphicsResource *res = nullptr;
// CHECK: {{^}}  hipGraphicsResource *res = nullptr;
};

int drawFrame(GLuint vbo, GLuint tex, int n) {
  GLBuffer b;
  cudaGraphicsResource_t image;
  cudaGraphicsGLRegisterBuffer(&b.res, vbo, cudaGraphicsMapFlagsWriteDiscard);
// CHECK: {{^}}  hipGraphicsGLRegisterBuffer(&b.res, vbo, hipGraphicsRegisterFlagsWriteDiscard);
  cudaGraphicsGLRegisterImage(&image, tex, GL_TEXTURE_2D, cudaGraphicsRegisterFlagsSurfaceLoadStore);
// CHECK: {{^}}  hipGraphicsGLRegisterImage(&image, tex, GL_TEXTURE_2D, hipGraphicsRegisterFlagsSurfaceLoadStore);
  cudaGraphicsResource_t both[2] = {b.res, image};
  cudaGraphicsMapResources(2, both, 0);
// CHECK: {{^}}  hipGraphicsMapResources(2, both, 0);
  float4 *ptr = nullptr;
  size_t bytes = 0;
  cudaGraphicsResourceGetMappedPointer((void **)&ptr, &bytes, b.res);
// CHECK: {{^}}  hipGraphicsResourceGetMappedPointer((void **)&ptr, &bytes, b.res);
  cudaArray_t array;
  cudaGraphicsSubResourceGetMappedArray(&array, image, 0, 0);
// CHECK: {{^}}  hipGraphicsSubResourceGetMappedArray(&array, image, 0, 0);
  fill<<<(n + 255) / 256, 256>>>(ptr, n);
  cudaGraphicsUnmapResources(2, both, 0);
// CHECK: {{^}}  hipGraphicsUnmapResources(2, both, 0);
  cudaGraphicsUnregisterResource(b.res);
  cudaGraphicsUnregisterResource(image);
// CHECK: {{^}}  hipGraphicsUnregisterResource(image);
  unsigned count = 0;
  int devices[4];
  return cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll) == cudaSuccess ? 0 : 1;
// CHECK: {{^}}  return hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll) == hipSuccess ? 0 : 1;
}

#ifdef LEGACY_GL_API
void legacy(GLuint vbo, void **p) {
  cudaGLSetGLDevice(0);
  cudaGLRegisterBufferObject(vbo);
  cudaGLMapBufferObject(p, vbo);
}
#endif
// DIAG: gl-interop.cu:[[@LINE-5]]:3: warning: OpenGL interop: 3 uses with no HIP equivalent in HIP 5.2 (cudaGLSetGLDevice, cudaGLRegisterBufferObject, cudaGLMapBufferObject); left unchanged [interop] [CU2HIP-W0308]
