// A small particle integrator in the style of the CUDA samples' particles and
// nbody (written for cu2hip's tests): helper_math-style vector operators,
// cuRAND host API errors checked through helper_cuda.h's overloads, and
// __CUDA_ARCH__ tests.
#include <cuda_runtime.h>
#include <curand.h>

#include "helper_cuda.h"
#include "vector_math.h"

struct SimParams {
  float3 gravity;
  float damping;
  float boundary;
};

__constant__ SimParams params;

__device__ inline float3 loadPosition(const float4 *pos, int i) {
#if __CUDA_ARCH__ >= 350
  return make_float3(__ldg(&pos[i]));
#else
  return make_float3(pos[i]);
#endif
}

__global__ void integrate(float4 *pos, float4 *vel, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 p = loadPosition(pos, i);
  float3 v = make_float3(vel[i]);
  v += params.gravity * dt;
  v *= params.damping;
  p += v * dt;
  // bounce off the walls of the box
  float3 lo = make_float3(-params.boundary), hi = make_float3(params.boundary);
  if (p.x > hi.x || p.x < lo.x) v.x = -v.x;
  if (p.y > hi.y || p.y < lo.y) v.y = -v.y;
  if (p.z > hi.z || p.z < lo.z) v.z = -v.z;
  p = fmaxf(lo, fminf(p, hi));
  pos[i] = make_float4(p, 1.0f);
  vel[i] = make_float4(v, 0.0f);
}

__global__ void kineticEnergy(const float4 *vel, float *energy, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float3 v = make_float3(vel[i]);
    float e = 0.5f * dot(v, v);
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
    atomicAdd(energy, e); // no double atomics before Pascal
#else
    atomicAdd(energy, e);
#endif
  }
}

int main(int argc, char **argv) {
  int dev = findCudaDevice(argc, (const char **)argv);
  const int n = 1 << 14;
  printf("particles: %d particles on device %d\n", n, dev);

  float4 *dPos = nullptr, *dVel = nullptr;
  float *dEnergy = nullptr;
  checkCudaErrors(cudaMalloc(&dPos, n * sizeof(float4)));
  checkCudaErrors(cudaMalloc(&dVel, n * sizeof(float4)));
  checkCudaErrors(cudaMalloc(&dEnergy, sizeof(float)));

  curandGenerator_t gen;
  checkCudaErrors(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  checkCudaErrors(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  checkCudaErrors(curandGenerateUniform(gen, (float *)dPos, 4 * n));
  checkCudaErrors(curandGenerateNormal(gen, (float *)dVel, 4 * n, 0.0f, 1.0f));
  checkCudaErrors(curandDestroyGenerator(gen));

  SimParams h;
  h.gravity = make_float3(0.0f, -0.0003f, 0.0f);
  h.damping = 0.998f;
  h.boundary = 1.0f;
  h.gravity *= 2.0f;
  checkCudaErrors(cudaMemcpyToSymbol(params, &h, sizeof(SimParams)));

  dim3 block(256), grid((n + block.x - 1) / block.x);
  for (int step = 0; step < 100; ++step) {
    integrate<<<grid, block>>>(dPos, dVel, 0.5f, n);
    getLastCudaError("integrate failed");
  }
  checkCudaErrors(cudaMemset(dEnergy, 0, sizeof(float)));
  kineticEnergy<<<grid, block>>>(dVel, dEnergy, n);
  getLastCudaError("kineticEnergy failed");
  float energy = 0.0f;
  checkCudaErrors(cudaMemcpy(&energy, dEnergy, sizeof(float), cudaMemcpyDeviceToHost));
  printf("kinetic energy after 100 steps: %f\n", energy);

  checkCudaErrors(cudaFree(dPos));
  checkCudaErrors(cudaFree(dVel));
  checkCudaErrors(cudaFree(dEnergy));
  return energy > 0.0f ? EXIT_SUCCESS : EXIT_FAILURE;
}
