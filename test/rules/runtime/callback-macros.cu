// callback-macros (lib/Rules/Runtime/CallbackMacrosRule.cpp): the
// calling-convention macros CUDART_CB / CUDA_CB (empty outside 32-bit
// Windows) have no HIP counterpart and are removed; tests of the macro are
// left alone. The output compiles with hipcc. Switched off
// (--select-rules=-callback-macros), the macros stay.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-callback-macros | FileCheck %s --check-prefix=OFF

#include <cuda_runtime.h>

static void CUDART_CB onHost(void *data) { ++*static_cast<int *>(data); }
// CHECK: {{^}}static void onHost(void *data) { ++*static_cast<int *>(data); }
// OFF: {{^}}static void CUDART_CB onHost(void *data) { ++*static_cast<int *>(data); }
static void CUDART_CB onStream(cudaStream_t s, cudaError_t status, void *data) { (void)s; (void)status; (void)data; }
// CHECK: {{^}}static void onStream(hipStream_t s, hipError_t status, void *data) { (void)s; (void)status; (void)data; }
#define CALLBACK(name) void CUDART_CB name(void *)
// CHECK: {{^}}#define CALLBACK(name) void name(void *)
// OFF: {{^}}#define CALLBACK(name) void CUDART_CB name(void *)
CALLBACK(fromMacro) {}
#ifdef CUDART_CB
// CHECK: {{^}}#ifdef CUDART_CB
#endif

int main() {
  int n = 0;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaLaunchHostFunc(s, onHost, &n);
  cudaStreamAddCallback(s, onStream, &n, 0);
  cudaStreamSynchronize(s);
  return n == 1 ? 0 : 1;
}
