#include <cuda_runtime.h>
#include "cuda_helpers.h"
#include <cublas_v2.h>
#include "cuda_timer.h"
// after the includes: cuda_timer.h
__global__ void k(float *x) { x[0] = 1.0f; }
