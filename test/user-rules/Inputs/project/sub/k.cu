#include "../cuda_helpers.h"
void k(float *d) { CUDA_CHECK(cudaFree(d)); }
