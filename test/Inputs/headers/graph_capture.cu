// CUDA graphs: stream capture, instantiate and replay; plus an explicitly built graph.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void addOne(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1.0f;
}

int main() {
  const int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  for (int k = 0; k < 10; ++k)
    addOne<<<(n + 255) / 256, 256, 0, stream>>>(d, n);
  cudaMemsetAsync(d, 0, sizeof(float), stream);
  cudaStreamEndCapture(stream, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int iter = 0; iter < 5; ++iter)
    cudaGraphLaunch(exec, stream);
  cudaStreamSynchronize(stream);

  cudaStreamCaptureStatus status;
  cudaStreamIsCapturing(stream, &status);

  cudaGraph_t manual;
  cudaGraphCreate(&manual, 0);
  int nArg = n;
  void *params[] = {&d, &nArg};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)addOne;
  kp.gridDim = dim3((n + 255) / 256);
  kp.blockDim = dim3(256);
  kp.kernelParams = params;
  cudaGraphNode_t k1, k2;
  cudaGraphAddKernelNode(&k1, manual, nullptr, 0, &kp);
  cudaGraphAddKernelNode(&k2, manual, &k1, 1, &kp);
  size_t numNodes = 0;
  cudaGraphGetNodes(manual, nullptr, &numNodes);
  cudaGraphExec_t manualExec;
  cudaGraphInstantiateWithFlags(&manualExec, manual, 0);
  cudaGraphLaunch(manualExec, stream);
  cudaStreamSynchronize(stream);

  float h = 0.0f;
  cudaMemcpy(&h, d + 1, sizeof(float), cudaMemcpyDeviceToHost);
  printf("x[1] = %f, capture status %d, nodes %zu\n", h, (int)status, numNodes);
  cudaGraphExecDestroy(exec);
  cudaGraphExecDestroy(manualExec);
  cudaGraphDestroy(graph);
  cudaGraphDestroy(manual);
  cudaStreamDestroy(stream);
  cudaFree(d);
  return 0;
}
