// cuda12-signatures (lib/Rules/Runtime/Cuda12SignaturesRule.cpp): CUDA 12
// changed cudaGraphInstantiate to (exec, graph, flags = 0) and gave
// cudaStreamGetCaptureInfo defaulted out-parameters; HIP kept CUDA 11's
// signatures under those names and has the CUDA 12 forms as
// hipGraphInstantiateWithFlags and hipStreamGetCaptureInfo_v2. CUDA 11 style
// calls keep the plain rename. CUDA 13's cudaMemPrefetchAsync/cudaMemAdvise
// taking a cudaMemLocation become HIP 5.2's device-id forms
// (test/real-world/mem-location.cu has the other targets). The output compiles with hipcc. Switched off
// (--select-rules=-cuda12-signatures), every call gets the plain rename.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: FileCheck %s < %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-cuda12-signatures | FileCheck %s --check-prefix=OFF

#include <cuda_runtime.h>

__global__ void inc(int *x) { x[threadIdx.x] += 1; }

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  inc<<<1, 64, 0, s>>>(d);
  cudaStreamCaptureStatus status;
  unsigned long long id;
  cudaStreamGetCaptureInfo(s, &status);
// CHECK: {{^}}  hipStreamGetCaptureInfo_v2(s, &status);
// OFF: {{^}}  hipStreamGetCaptureInfo(s, &status);
  cudaStreamGetCaptureInfo(s, &status, &id);
// CHECK: {{^}}  hipStreamGetCaptureInfo(s, &status, &id);
  cudaGraph_t capturing;
  const cudaGraphNode_t *deps;
  size_t ndeps;
  cudaStreamGetCaptureInfo(s, &status, &id, &capturing, &deps, &ndeps);
// CHECK: {{^}}  hipStreamGetCaptureInfo_v2(s, &status, &id, &capturing, &deps, &ndeps);
// OFF: {{^}}  hipStreamGetCaptureInfo(s, &status, &id, &capturing, &deps, &ndeps);
  cudaStreamEndCapture(s, &graph);

  cudaGraphInstantiate(&exec, graph, 0);
// CHECK: {{^}}  hipGraphInstantiateWithFlags(&exec, graph, 0);
  cudaGraphExecDestroy(exec);
  cudaGraphInstantiate(&exec, graph);
// CHECK: {{^}}  hipGraphInstantiateWithFlags(&exec, graph, 0);
// OFF: {{^}}  hipGraphInstantiate(&exec, graph);
  cudaGraphExecDestroy(exec);
  cudaGraphInstantiate(&exec, graph, cudaGraphInstantiateFlagAutoFreeOnLaunch);
// CHECK: {{^}}  hipGraphInstantiateWithFlags(&exec, graph, hipGraphInstantiateFlagAutoFreeOnLaunch);
  cudaGraphExecDestroy(exec);
  // CUDA 11's form is HIP's hipGraphInstantiate.
  cudaGraphNode_t errorNode;
  char log[256];
  cudaGraphInstantiate(&exec, graph, &errorNode, log, sizeof(log));
// CHECK: {{^}}  hipGraphInstantiate(&exec, graph, &errorNode, log, sizeof(log));
  // CUDA 13's cudaMemLocation forms (CUDA 12.2's _v2): HIP before 7.0 takes the device id.
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  cudaMemPrefetchAsync(d, 256, loc, 0, s);
// CHECK: {{^}}  hipMemPrefetchAsync(d, 256, cu2hip_mem_location_device(loc), s);
// OFF: {{^}}  hipMemPrefetchAsync(d, 256, loc, 0, s);
  cudaMemAdvise_v2(d, 256, cudaMemAdviseSetReadMostly, loc);
// CHECK: {{^}}  hipMemAdvise(d, 256, hipMemAdviseSetReadMostly, cu2hip_mem_location_device(loc));
  cudaMemPrefetchAsync(d, 256, 0, s);
// CHECK: {{^}}  hipMemPrefetchAsync(d, 256, 0, s);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
