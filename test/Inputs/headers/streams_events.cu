// Overlapping copies and kernels on several streams, timed with events.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s\n", cudaGetErrorString(e)); return 1; } } while (0)

__global__ void scale(float *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * factor + 1.0f;
}

static void CUDART_CB onDone(cudaStream_t stream, cudaError_t status, void *userData) {
  (void)stream;
  *static_cast<int *>(userData) += (status == cudaSuccess);
}

static void CUDART_CB hostFn(void *userData) { ++*static_cast<int *>(userData); }

int main() {
  const int nStreams = 4, chunk = 1 << 18, n = nStreams * chunk;
  float *h = nullptr, *d = nullptr;
  CHECK(cudaMallocHost(&h, n * sizeof(float)));
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  for (int i = 0; i < n; ++i) h[i] = 1.0f;

  cudaStream_t streams[nStreams];
  for (int s = 0; s < nStreams; ++s) CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
  cudaEvent_t start, stop, ready;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));

  int callbacks = 0;
  CHECK(cudaEventRecord(start, 0));
  for (int s = 0; s < nStreams; ++s) {
    size_t off = (size_t)s * chunk;
    CHECK(cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
    scale<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(d + off, 2.0f, chunk);
    CHECK(cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]));
    CHECK(cudaStreamAddCallback(streams[s], onDone, &callbacks, 0));
  }
  CHECK(cudaEventRecord(ready, streams[0]));
  CHECK(cudaStreamWaitEvent(streams[1], ready, 0));
  CHECK(cudaLaunchHostFunc(streams[1], hostFn, &callbacks));
  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  if (cudaStreamQuery(streams[0]) == cudaErrorNotReady) CHECK(cudaStreamSynchronize(streams[0]));
  CHECK(cudaDeviceSynchronize());
  printf("%.3f ms, h[0] = %f, callbacks = %d\n", ms, h[0], callbacks);

  for (int s = 0; s < nStreams; ++s) CHECK(cudaStreamDestroy(streams[s]));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaEventDestroy(ready));
  CHECK(cudaFreeHost(h));
  CHECK(cudaFree(d));
  return 0;
}
