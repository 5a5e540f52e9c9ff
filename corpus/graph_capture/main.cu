// CUDA graphs via stream capture: three kernels and a device-to-host copy are
// recorded once, instantiated, and the executable graph is launched 10 times.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

__global__ void scale(float* a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= s;
}

__global__ void addOne(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += 1.0f;
}

__global__ void accumulate(const float* a, float* acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) acc[i] += a[i];
}

int main() {
  const int n = 4096, iters = 10;
  const int block = 256, grid = (n + block - 1) / block;

  std::vector<float> a0(n);
  for (int i = 0; i < n; ++i) a0[i] = (float)(i % 16);

  float *dA, *dAcc, *hSnapshot;
  CUDA_CHECK(cudaMalloc(&dA, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dAcc, n * sizeof(float)));
  CUDA_CHECK(cudaMallocHost(&hSnapshot, n * sizeof(float)));  // pinned for async copy
  CUDA_CHECK(cudaMemcpy(dA, a0.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dAcc, 0, n * sizeof(float)));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  scale<<<grid, block, 0, stream>>>(dA, 2.0f, n);
  addOne<<<grid, block, 0, stream>>>(dA, n);
  accumulate<<<grid, block, 0, stream>>>(dA, dAcc, n);
  CUDA_CHECK(cudaMemcpyAsync(hSnapshot, dAcc, n * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamEndCapture(stream, &graph));

  size_t numNodes = 0;
  CUDA_CHECK(cudaGraphGetNodes(graph, nullptr, &numNodes));
  CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));

  for (int it = 0; it < iters; ++it) CUDA_CHECK(cudaGraphLaunch(exec, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  std::vector<float> finalA(n);
  CUDA_CHECK(cudaMemcpy(finalA.data(), dA, n * sizeof(float), cudaMemcpyDeviceToHost));

  // CPU reference: a = 2a + 1, acc += a, repeated iters times.
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float a = a0[i], acc = 0.0f;
    for (int it = 0; it < iters; ++it) {
      a = a * 2.0f + 1.0f;
      acc += a;
    }
    if (finalA[i] != a || hSnapshot[i] != acc) {
      if (bad < 5)
        printf("i=%d: a %f (want %f), acc %f (want %f)\n", i, finalA[i], a,
               hSnapshot[i], acc);
      ++bad;
    }
  }

  CUDA_CHECK(cudaGraphExecDestroy(exec));
  CUDA_CHECK(cudaGraphDestroy(graph));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dAcc));
  CUDA_CHECK(cudaFreeHost(hSnapshot));

  if (numNodes != 4) {
    printf("captured graph has %zu nodes, expected 4\n", numNodes);
    ++bad;
  }
  printf("graph with %zu nodes launched %d times, %d mismatches\n", numNodes, iters, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
