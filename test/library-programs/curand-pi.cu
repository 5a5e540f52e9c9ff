// Whole program, cuRAND host and device API: estimate pi twice, once from
// points the host API generates into device memory (Philox generator, counted
// by a kernel) and once from points each thread draws with the device API
// (curand_init/curand_uniform on XORWOW states kept across two launches).
// Translated for HIP 5.2 it compiles with hipcc against Debian's hipRAND.
// REQUIRES: hiprand
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %hipcc-gfx90a %t.hip -o %t.o
// DIAG-NOT: warning
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <curand.h>
// CHECK: {{^}}#include <hiprand/hiprand.h>
#include <curand_kernel.h>
// CHECK: {{^}}#include <hiprand/hiprand_kernel.h>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hipError_t e_ = (call);
// CHECK: {{^}}    if (e_ != hipSuccess) {
// CHECK: {{^}}      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_));
#define CURAND_CHECK(call)                                                      \
  do {                                                                          \
    curandStatus_t s_ = (call);                                                 \
    if (s_ != CURAND_STATUS_SUCCESS) {                                          \
      fprintf(stderr, "%s:%d: curand status %d\n", __FILE__, __LINE__, (int)s_); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
// CHECK: {{^}}    hiprandStatus_t s_ = (call);
// CHECK: {{^}}    if (s_ != HIPRAND_STATUS_SUCCESS) {

// Counts the (x, y) pairs inside the unit circle.
__global__ void countInside(const float *xy, int pairs, unsigned long long *inside) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < pairs) {
    float x = xy[2 * i], y = xy[2 * i + 1];
    if (x * x + y * y <= 1.0f) atomicAdd(inside, 1ull);
  }
}

__global__ void setupStates(curandState *states, unsigned long long seed) {
// CHECK: {{^}}__global__ void setupStates(hiprandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
// CHECK: {{^}}  hiprand_init(seed, id, 0, &states[id]);
}

__global__ void monteCarlo(curandState *states, int draws, unsigned long long *inside) {
// CHECK: {{^}}__global__ void monteCarlo(hiprandState *states, int draws, unsigned long long *inside) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
// CHECK: {{^}}  hiprandState local = states[id];
  unsigned int hits = 0;
  for (int k = 0; k < draws; ++k) {
    float x = curand_uniform(&local), y = curand_uniform(&local);
// CHECK: {{^}}    float x = hiprand_uniform(&local), y = hiprand_uniform(&local);
    hits += x * x + y * y <= 1.0f;
  }
  states[id] = local;
  atomicAdd(inside, (unsigned long long)hits);
}

int main() {
  const int pairs = 1 << 20, threads = 256, blocks = 64, draws = 512;
  float *xy;
  unsigned long long *inside, hostInside = 0;
  CUDA_CHECK(cudaMalloc(&xy, 2 * pairs * sizeof(float)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&xy, 2 * pairs * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&inside, sizeof(unsigned long long)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&inside, sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemset(inside, 0, sizeof(unsigned long long)));
// CHECK: {{^}}  CUDA_CHECK(hipMemset(inside, 0, sizeof(unsigned long long)));

  curandGenerator_t gen;
// CHECK: {{^}}  hiprandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
// CHECK: {{^}}  CURAND_CHECK(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_PHILOX4_32_10));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 2024ull));
// CHECK: {{^}}  CURAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(gen, 2024ull));
  CURAND_CHECK(curandGenerateUniform(gen, xy, 2 * pairs));
// CHECK: {{^}}  CURAND_CHECK(hiprandGenerateUniform(gen, xy, 2 * pairs));
  CURAND_CHECK(curandDestroyGenerator(gen));
// CHECK: {{^}}  CURAND_CHECK(hiprandDestroyGenerator(gen));
  countInside<<<(pairs + threads - 1) / threads, threads>>>(xy, pairs, inside);
  CUDA_CHECK(cudaGetLastError());
// CHECK: {{^}}  CUDA_CHECK(hipGetLastError());
  CUDA_CHECK(cudaMemcpy(&hostInside, inside, sizeof(hostInside), cudaMemcpyDeviceToHost));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(&hostInside, inside, sizeof(hostInside), hipMemcpyDeviceToHost));
  double piHost = 4.0 * hostInside / pairs;

  curandState *states;
// CHECK: {{^}}  hiprandState *states;
  CUDA_CHECK(cudaMalloc(&states, blocks * threads * sizeof(curandState)));
// CHECK: {{^}}  CUDA_CHECK(hipMalloc(&states, blocks * threads * sizeof(hiprandState)));
  CUDA_CHECK(cudaMemset(inside, 0, sizeof(unsigned long long)));
// CHECK: {{^}}  CUDA_CHECK(hipMemset(inside, 0, sizeof(unsigned long long)));
  setupStates<<<blocks, threads>>>(states, 1234ull);
  monteCarlo<<<blocks, threads>>>(states, draws, inside);
  monteCarlo<<<blocks, threads>>>(states, draws, inside);
  CUDA_CHECK(cudaGetLastError());
// CHECK: {{^}}  CUDA_CHECK(hipGetLastError());
  CUDA_CHECK(cudaMemcpy(&hostInside, inside, sizeof(hostInside), cudaMemcpyDeviceToHost));
// CHECK: {{^}}  CUDA_CHECK(hipMemcpy(&hostInside, inside, sizeof(hostInside), hipMemcpyDeviceToHost));
  double piDevice = 4.0 * hostInside / (2.0 * draws * blocks * threads);

  CUDA_CHECK(cudaFree(states));
// CHECK: {{^}}  CUDA_CHECK(hipFree(states));
  CUDA_CHECK(cudaFree(inside));
// CHECK: {{^}}  CUDA_CHECK(hipFree(inside));
  CUDA_CHECK(cudaFree(xy));
// CHECK: {{^}}  CUDA_CHECK(hipFree(xy));
  bool ok = piHost > 3.13 && piHost < 3.15 && piDevice > 3.13 && piDevice < 3.15;
  printf("pi (host API) %.4f, pi (device API) %.4f: %s\n", piHost, piDevice, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
