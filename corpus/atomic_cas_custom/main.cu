// Atomics built from atomicCAS: a float atomicMax working on the int bit
// pattern, and the classic double atomicAdd loop on unsigned long long bits.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

// Works for any sign: compare as floats, swap the raw bits with atomicCAS.
__device__ float myAtomicMaxFloat(float* addr, float value) {
  int* addrAsInt = reinterpret_cast<int*>(addr);
  int old = *addrAsInt, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(addrAsInt, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ double myAtomicAddDouble(double* addr, double value) {
  unsigned long long* addrAsULL = reinterpret_cast<unsigned long long*>(addr);
  unsigned long long old = *addrAsULL, assumed;
  do {
    assumed = old;
    old = atomicCAS(addrAsULL, assumed,
                    __double_as_longlong(value + __longlong_as_double(assumed)));
  } while (assumed != old);  // integer compare also terminates on NaN
  return __longlong_as_double(old);
}

__global__ void maxAndSum(const float* f, const double* d, int n, float* maxOut,
                          double* sumOut) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    myAtomicMaxFloat(maxOut, f[i]);
    myAtomicAddDouble(sumOut, d[i]);
  }
}

int main() {
  const int n = 50000;
  std::vector<float> f(n);
  std::vector<double> d(n);
  unsigned int s = 5u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    f[i] = (float)((int)(s >> 8) - (1 << 23)) / 4096.0f;  // mixed signs
    d[i] = (double)(s >> 20) / 1024.0;  // multiples of 1/1024: sums are exact
  }                                      // in any order, so compare exactly

  float* dF;
  double *dD, *dSum;
  float* dMax;
  CUDA_CHECK(cudaMalloc(&dF, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dD, n * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&dMax, sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dSum, sizeof(double)));
  CUDA_CHECK(cudaMemcpy(dF, f.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dD, d.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  float initMax = -3.0e38f;
  double initSum = 0.0;
  CUDA_CHECK(cudaMemcpy(dMax, &initMax, sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dSum, &initSum, sizeof(double), cudaMemcpyHostToDevice));

  maxAndSum<<<(n + 255) / 256, 256>>>(dF, dD, n, dMax, dSum);
  CUDA_CHECK(cudaGetLastError());

  float gotMax = 0.0f;
  double gotSum = 0.0;
  CUDA_CHECK(cudaMemcpy(&gotMax, dMax, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&gotSum, dSum, sizeof(double), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dF));
  CUDA_CHECK(cudaFree(dD));
  CUDA_CHECK(cudaFree(dMax));
  CUDA_CHECK(cudaFree(dSum));

  float refMax = initMax;
  double refSum = 0.0;
  for (int i = 0; i < n; ++i) {
    if (f[i] > refMax) refMax = f[i];
    refSum += d[i];
  }
  bool ok = true;
  if (gotMax != refMax) {
    printf("max %f, want %f\n", gotMax, refMax);
    ok = false;
  }
  if (gotSum != refSum) {
    printf("sum %.6f, want %.6f\n", gotSum, refSum);
    ok = false;
  }
  printf("atomic max %.4f, atomic double sum %.4f\n", gotMax, gotSum);
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
