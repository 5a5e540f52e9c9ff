#pragma once
#include <cuda_runtime.h>
#include "defs.h"
__global__ void scaleKernel(real *x, real a, int n);
void scale(real *x, real a, int n);
