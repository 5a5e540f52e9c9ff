// scripts/fuzz, first runs: renaming inside an #include's quotes is a
// legitimate edit that the first token-boundary property rejected.
#include "cuda_runtime_api.h"
__global__ void k(float *p) { p[threadIdx.x] = 0; }
