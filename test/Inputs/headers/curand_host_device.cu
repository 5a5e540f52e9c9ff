// cuRAND: host generator API and the device API (XORWOW and Philox states).
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#define CURAND_CHECK(x) do { curandStatus_t s = (x); if (s != CURAND_STATUS_SUCCESS) { printf("curand error %d\n", (int)s); return 1; } } while (0)

__global__ void setupStates(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void monteCarloPi(curandState *states, unsigned int *hits, int samples) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  unsigned int count = 0;
  for (int i = 0; i < samples; ++i) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f) ++count;
  }
  float g = curand_normal(&local);
  double d = curand_uniform_double(&local);
  unsigned int r = curand(&local);
  (void)g; (void)d; (void)r;
  states[id] = local;
  atomicAdd(hits, count);
}

__global__ void philox(float4 *out, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(seed, id, 0, &state);
  float4 u = curand_uniform4(&state);
  float4 g = curand_normal4(&state);
  out[id] = make_float4(u.x + g.x, u.y + g.y, u.z + g.z, u.w + g.w);
}

int main() {
  const size_t n = 1 << 20;
  float *d_data;
  cudaMalloc(&d_data, n * sizeof(float));
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  CURAND_CHECK(curandGenerateUniform(gen, d_data, n));
  CURAND_CHECK(curandGenerateNormal(gen, d_data, n, 0.0f, 1.0f));
  CURAND_CHECK(curandDestroyGenerator(gen));

  const int blocks = 64, threads = 128, samples = 1000;
  curandState *states;
  unsigned int *d_hits, hits = 0;
  float4 *d_out;
  cudaMalloc(&states, blocks * threads * sizeof(curandState));
  cudaMalloc(&d_hits, sizeof(unsigned int));
  cudaMalloc(&d_out, blocks * threads * sizeof(float4));
  cudaMemset(d_hits, 0, sizeof(unsigned int));
  setupStates<<<blocks, threads>>>(states, 42ULL);
  monteCarloPi<<<blocks, threads>>>(states, d_hits, samples);
  philox<<<blocks, threads>>>(d_out, 7ULL);
  cudaMemcpy(&hits, d_hits, sizeof(unsigned int), cudaMemcpyDeviceToHost);
  printf("pi ~= %f\n", 4.0 * hits / ((double)blocks * threads * samples));
  cudaFree(states);
  cudaFree(d_hits);
  cudaFree(d_out);
  cudaFree(d_data);
  return 0;
}
