// Vector addition in the style of the CUDA samples' vectorAdd (written for
// cu2hip's tests). Like many samples it includes no CUDA header itself: nvcc
// includes cuda_runtime.h implicitly, and helper_cuda.h relies on that too.
#include <cstdio>

#include "helper_cuda.h"

__global__ void vectorAdd(const float *A, const float *B, float *C, int numElements) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < numElements)
    C[i] = A[i] + B[i] + 0.0f;
}

int main(int argc, char **argv) {
  int devID = findCudaDevice(argc, (const char **)argv);
  if (!checkCudaCapabilities(3, 0))
    exit(EXIT_WAIVED);
  printf("[Vector addition of %d elements] on device %d\n", 50000, devID);

  int numElements = 50000;
  size_t size = numElements * sizeof(float);
  float *h_A = (float *)malloc(size), *h_B = (float *)malloc(size), *h_C = (float *)malloc(size);
  if (h_A == NULL || h_B == NULL || h_C == NULL) {
    fprintf(stderr, "Failed to allocate host vectors!\n");
    exit(EXIT_FAILURE);
  }
  for (int i = 0; i < numElements; ++i) {
    h_A[i] = rand() / (float)RAND_MAX;
    h_B[i] = rand() / (float)RAND_MAX;
  }

  float *d_A = NULL, *d_B = NULL, *d_C = NULL;
  checkCudaErrors(cudaMalloc((void **)&d_A, size));
  checkCudaErrors(cudaMalloc((void **)&d_B, size));
  checkCudaErrors(cudaMalloc((void **)&d_C, size));
  checkCudaErrors(cudaMemcpy(d_A, h_A, size, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_B, h_B, size, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  int threadsPerBlock = 256;
  int blocksPerGrid = (numElements + threadsPerBlock - 1) / threadsPerBlock;
  checkCudaErrors(cudaEventRecord(start, 0));
  vectorAdd<<<blocksPerGrid, threadsPerBlock>>>(d_A, d_B, d_C, numElements);
  getLastCudaError("vectorAdd kernel failed");
  checkCudaErrors(cudaEventRecord(stop, 0));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms = 0.0f;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));

  checkCudaErrors(cudaMemcpy(h_C, d_C, size, cudaMemcpyDeviceToHost));
  for (int i = 0; i < numElements; ++i) {
    if (fabs(h_A[i] + h_B[i] - h_C[i]) > 1e-5) {
      fprintf(stderr, "Result verification failed at element %d!\n", i);
      exit(EXIT_FAILURE);
    }
  }
  printf("Test PASSED (%.3f ms)\n", ms);

  checkCudaErrors(cudaFree(d_A));
  checkCudaErrors(cudaFree(d_B));
  checkCudaErrors(cudaFree(d_C));
  checkCudaErrors(cudaEventDestroy(start));
  checkCudaErrors(cudaEventDestroy(stop));
  free(h_A);
  free(h_B);
  free(h_C);
  return 0;
}
