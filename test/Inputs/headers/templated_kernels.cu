// Templated kernels with explicit template arguments in the launch, functors, and occupancy queries.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T, int VEC>
__global__ void __launch_bounds__(256, 2) scaleVec(const T *__restrict__ in, T *__restrict__ out, T factor, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * VEC;
#pragma unroll
  for (int v = 0; v < VEC; ++v)
    if (base + v < n) out[base + v] = in[base + v] * factor;
}

struct Square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};
struct AddOne {
  template <typename T> __device__ T operator()(T x) const { return x + T(1); }
};

template <typename T, typename Op>
__global__ void transform(const T *in, T *out, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = op(in[i]);
}

template <typename T>
__device__ __forceinline__ T clampValue(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

template <int BLOCK>
__global__ void clampKernel(float *data, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) data[i] = clampValue(data[i], 0.0f, 1.0f);
}

template <typename T, int VEC>
void launchScale(const T *in, T *out, T factor, int n, cudaStream_t s) {
  dim3 block(256);
  dim3 grid((n / VEC + block.x - 1) / block.x);
  scaleVec<T, VEC><<<grid, block, 0, s>>>(in, out, factor, n);
}

int main() {
  const int n = 1 << 20;
  float *fin, *fout;
  double *din, *dout;
  cudaMalloc(&fin, n * sizeof(float));
  cudaMalloc(&fout, n * sizeof(float));
  cudaMalloc(&din, n * sizeof(double));
  cudaMalloc(&dout, n * sizeof(double));
  cudaStream_t s;
  cudaStreamCreate(&s);
  scaleVec<float, 4><<<dim3(n / 1024), dim3(256), 0, s>>>(fin, fout, 2.0f, n);
  scaleVec<double, 2><<<n / 512, 256, 0, s>>>(din, dout, 0.5, n);
  launchScale<float, 1>(fin, fout, 3.0f, n, s);
  transform<<<128, 256, 0, s>>>(fin, fout, n, Square());
  transform<float, AddOne><<<128, 256, 0, s>>>(fin, fout, n, AddOne());
  clampKernel<128><<<n / 128, 128, 0, s>>>(fout, n);

  int minGrid = 0, blockSize = 0, activeBlocks = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scaleVec<float, 4>, 0, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&activeBlocks, clampKernel<128>, 128, 0);
  cudaStreamSynchronize(s);
  printf("suggested block %d (min grid %d), active %d\n", blockSize, minGrid, activeBlocks);
  cudaStreamDestroy(s);
  cudaFree(fin); cudaFree(fout); cudaFree(din); cudaFree(dout);
  return 0;
}
