// Area: NVRTC -> hipRTC. Program creation, compilation with options, name
// expressions, logs, code retrieval, errors; the compiled code is then loaded
// through the driver API. The --hip-version 5.2 output compiles with hipcc.
// (The --gpu-architecture option string is the caller's to adapt: it is data.)
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning

#include <cuda.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <nvrtc.h>
// CHECK: {{^}}#include <hip/hiprtc.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define NVRTC_CHECK(x)                                                          \
  do {                                                                          \
    nvrtcResult r_ = (x);                                                       \
    if (r_ != NVRTC_SUCCESS) {                                                  \
      fprintf(stderr, "nvrtc: %s\n", nvrtcGetErrorString(r_));                  \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hiprtcResult r_ = (x);
// CHECK: {{^}}    if (r_ != HIPRTC_SUCCESS) {
// CHECK: {{^}}      fprintf(stderr, "nvrtc: %s\n", hiprtcGetErrorString(r_));

static const char *kSource = "template <typename T> __global__ void scale(T *x, T a) { x[threadIdx.x] *= a; }\n";

int rtcSample() {
  int major = 0, minor = 0;
  NVRTC_CHECK(nvrtcVersion(&major, &minor));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcVersion(&major, &minor));
  nvrtcProgram prog;
// CHECK: {{^}}  hiprtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSource, "scale.cu", 0, nullptr, nullptr));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcCreateProgram(&prog, kSource, "scale.cu", 0, nullptr, nullptr));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "scale<float>"));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcAddNameExpression(prog, "scale<float>"));
  const char *opts[] = {"--gpu-architecture=compute_70", "-default-device"};
  nvrtcResult compiled = nvrtcCompileProgram(prog, 2, opts);
// CHECK: {{^}}  hiprtcResult compiled = hiprtcCompileProgram(prog, 2, opts);
  size_t logSize = 0;
  NVRTC_CHECK(nvrtcGetProgramLogSize(prog, &logSize));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcGetProgramLogSize(prog, &logSize));
  std::vector<char> log(logSize);
  NVRTC_CHECK(nvrtcGetProgramLog(prog, log.data()));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcGetProgramLog(prog, log.data()));
  if (compiled == NVRTC_ERROR_COMPILATION || compiled == NVRTC_ERROR_INVALID_OPTION) {
// CHECK: {{^}}  if (compiled == HIPRTC_ERROR_COMPILATION || compiled == HIPRTC_ERROR_INVALID_OPTION) {
    fprintf(stderr, "%s\n", log.data());
    return 1;
  }
  const char *lowered = nullptr;
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "scale<float>", &lowered));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcGetLoweredName(prog, "scale<float>", &lowered));
  size_t codeSize = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &codeSize));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcGetCodeSize(prog, &codeSize));
  std::vector<char> code(codeSize);
  NVRTC_CHECK(nvrtcGetPTX(prog, code.data()));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcGetCode(prog, code.data()));

  CUmodule mod;
// CHECK: {{^}}  hipModule_t mod;
  CUfunction fn;
// CHECK: {{^}}  hipFunction_t fn;
  if (cuModuleLoadData(&mod, code.data()) != CUDA_SUCCESS ||
// CHECK: {{^}}  if (hipModuleLoadData(&mod, code.data()) != hipSuccess ||
      cuModuleGetFunction(&fn, mod, lowered) != CUDA_SUCCESS)
// CHECK: {{^}}      hipModuleGetFunction(&fn, mod, lowered) != hipSuccess)
    return 1;
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));
// CHECK: {{^}}  NVRTC_CHECK(hiprtcDestroyProgram(&prog));
  return cuModuleUnload(mod) == CUDA_SUCCESS ? 0 : 1;
// CHECK: {{^}}  return hipModuleUnload(mod) == hipSuccess ? 0 : 1;
}
