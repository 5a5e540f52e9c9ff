// Whole program: pinned memory, streams, async copies and event timing.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *d, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= f;
}

int main() {
  const int nStreams = 4, chunk = 1 << 16, n = nStreams * chunk;
  float *h, *d;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMalloc(&d, n * sizeof(float));
  for (int i = 0; i < n; ++i) h[i] = 1.0f;
  cudaStream_t streams[nStreams];
  for (int s = 0; s < nStreams; ++s) cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  cudaEventRecord(start, 0);
  for (int s = 0; s < nStreams; ++s) {
    int off = s * chunk;
    cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]);
    scale<<<chunk / 256, 256, 0, streams[s]>>>(d + off, chunk, 2.0f);
    cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]);
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  for (int s = 0; s < nStreams; ++s) { cudaStreamSynchronize(streams[s]); cudaStreamDestroy(streams[s]); }
  bool ok = true;
  for (int i = 0; i < n; ++i) ok &= h[i] == 2.0f;
  printf("%.3f ms\n%s\n", ms, ok ? "PASS" : "FAIL");
  cudaEventDestroy(start); cudaEventDestroy(stop);
  cudaFreeHost(h); cudaFree(d);
  return ok ? 0 : 1;
}
