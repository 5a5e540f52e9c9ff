// Item 7: graphics and platform interop (OpenGL, EGL, Direct3D, VDPAU, NvSci)
// is reported once per file and interop family, with a count, instead of one
// warning per identifier. The parts HIP has (GL buffer/image registration,
// map/unmap, cuda_gl_interop.h, the map flags) are translated and not counted
// (gl-interop.cu).
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>
#ifdef USE_GL
#include <GL/gl.h>
#include <cuda_gl_interop.h>
#endif
#ifdef _WIN32
#include <d3d11.h>
#include <cuda_d3d11_interop.h>
#endif
#ifdef USE_EGL
#include <cuda_egl_interop.h>
#endif

#ifdef USE_GL
void glPath(GLuint vbo, float **ptr, size_t *bytes) {
  cudaGraphicsResource_t res;
  cudaGLSetGLDevice(0);
  cudaGraphicsGLRegisterBuffer(&res, vbo, cudaGraphicsMapFlagsWriteDiscard);
  cudaGraphicsMapResources(1, &res, 0);
  cudaGraphicsResourceGetMappedPointer((void **)ptr, bytes, res);
  cudaGraphicsUnmapResources(1, &res, 0);
  cudaGLMapBufferObject((void **)ptr, vbo);
  cudaGLUnmapBufferObject(vbo);
}
// CHECK: {{^}}  hipGraphicsGLRegisterBuffer(&res, vbo, hipGraphicsRegisterFlagsWriteDiscard);
// CHECK: {{^}}  cudaGLMapBufferObject((void **)ptr, vbo);
#endif

#ifdef _WIN32
void d3dPath(ID3D11Device *dev, ID3D11Resource *tex) {
  int device;
  cudaD3D11GetDevice(&device, nullptr);
  cudaGraphicsResource_t res;
  cudaGraphicsD3D11RegisterResource(&res, tex, cudaGraphicsRegisterFlagsNone);
}
#endif

#ifdef USE_EGL
void eglPath(EGLImageKHR image, cudaEglFrame *frame) {
  cudaGraphicsResource_t res;
  cudaGraphicsEGLRegisterImage(&res, image, cudaGraphicsRegisterFlagsNone);
  cudaGraphicsResourceGetMappedEglFrame(frame, res, 0, 0);
}
#endif

void nvsciPath(int *type) {
#ifdef USE_NVSCI
  *type = cudaExternalMemoryHandleTypeNvSciBuf;
  cudaDeviceGetNvSciSyncAttributes(nullptr, 0, 0);
#endif
}

// DIAG-DAG: interop.cu:25:3: warning: OpenGL interop: 3 uses with no HIP equivalent in HIP 5.2 (cudaGLSetGLDevice, cudaGLMapBufferObject, cudaGLUnmapBufferObject); left unchanged [interop] [CU2HIP-W0308]
// DIAG-DAG: interop.cu:16:1: warning: Direct3D interop: 3 uses with no HIP equivalent in HIP 5.2 (<cuda_d3d11_interop.h>, cudaD3D11GetDevice, cudaGraphicsD3D11RegisterResource); left unchanged [interop] [CU2HIP-W0308]
// DIAG-DAG: interop.cu:19:1: warning: EGL interop: 4 uses with no HIP equivalent in HIP 5.2 (<cuda_egl_interop.h>, cudaEglFrame, cudaGraphicsEGLRegisterImage, cudaGraphicsResourceGetMappedEglFrame); left unchanged [interop] [CU2HIP-W0308]
// DIAG-DAG: interop.cu:56:11: warning: NvSci interop: 2 uses with no HIP equivalent in HIP 5.2 (cudaExternalMemoryHandleTypeNvSciBuf, cudaDeviceGetNvSciSyncAttributes); left unchanged [interop] [CU2HIP-W0308]
// No per-name reports:
// DIAG-NOT: [unsupported]
// DIAG-NOT: [parse]
// DIAG-NOT: graphics interop (cudaGraphics
