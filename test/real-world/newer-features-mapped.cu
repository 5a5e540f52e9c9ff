// Item 6, the mapped part: __grid_constant__ is dropped (HIP kernel parameters
// can have their address taken as they are) and block-scope atomics become
// HIP's device-scope ones, in every HIP version. The result compiles with
// hipcc 5.2.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %t.hip -q --hip-version 5.2 2>/dev/null | diff %t.hip -
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
#include <cuda_runtime.h>

struct Histogram {
  unsigned *bins;
  int numBins;
  float lo, hi;
};

__device__ const Histogram *keep(const Histogram *h) { return h; }

__global__ void histogram(const __grid_constant__ Histogram h, const float *x, int n, float *sum) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < h.numBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int b = int((x[i] - h.lo) / (h.hi - h.lo) * h.numBins);
    b = b < 0 ? 0 : (b >= h.numBins ? h.numBins - 1 : b);
    atomicAdd_block(&local[b], 1u);
    atomicAdd_block(sum, x[i]);
  }
  __syncthreads();
  const Histogram *self = keep(&h); // the address of a __grid_constant__ parameter
  for (int b = threadIdx.x; b < self->numBins; b += blockDim.x)
    atomicAdd(&self->bins[b], local[b]);
  if (threadIdx.x == 0)
    atomicMax_block(&local[0], 0u);
}
// CHECK:      {{^}}__global__ void histogram(const Histogram h, const float *x, int n, float *sum) {
// CHECK:      {{^}}    atomicAdd(&local[b], 1u);
// CHECK-NEXT: {{^}}    atomicAdd(sum, x[i]);
// CHECK:      {{^}}    atomicMax(&local[0], 0u);
// DIAG: newer-features-mapped.cu:20:33: remark: __grid_constant__: 1 use (__grid_constant__); mapped to kernel parameters that need no annotation [feature] [CU2HIP-R0307]
// DIAG: newer-features-mapped.cu:28:5: remark: block-scope atomics (atomic*_block): 3 uses (atomicAdd_block, atomicMax_block); mapped to the device-scope atomics, which also order within a block [feature] [CU2HIP-R0307]

int main() {
  Histogram h{nullptr, 64, 0.0f, 1.0f};
  cudaMalloc(&h.bins, h.numBins * sizeof(unsigned));
  float *x = nullptr, *sum = nullptr;
  cudaMalloc(&x, 1024 * sizeof(float));
  cudaMalloc(&sum, sizeof(float));
  histogram<<<4, 256>>>(h, x, 1024, sum);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
