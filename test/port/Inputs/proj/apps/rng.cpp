#include <cuda_runtime.h>
#include <curand.h>
#include "../include/check.cuh"

void fillRandom(float *d, size_t n) {
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
  curandSetPseudoRandomGeneratorSeed(g, 1234ULL);
  curandGenerateUniform(g, d, n);
  curandDestroyGenerator(g);
}
