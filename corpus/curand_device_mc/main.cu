// cuRAND device API: every thread owns a curandState initialised with
// curand_init(seed, subsequence = thread id, offset 0) and draws uniform and
// normal samples. The host checks mean and variance of both distributions.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int kThreads = 128;
constexpr int kBlocks = 64;
constexpr int kPerThread = 128;  // 8192 threads * 128 = 1M samples each

__global__ void setupStates(curandState* states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void drawSamples(curandState* states, float* uniforms,
                            float* normals) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  curandState local = states[id];  // work on a register copy
  for (int k = 0; k < kPerThread; ++k) {
    uniforms[k * stride + id] = curand_uniform(&local);
    normals[k * stride + id] = curand_normal(&local);
  }
  states[id] = local;  // save so a later launch continues the sequence
}

static void moments(const std::vector<float>& v, double& mean, double& var) {
  double s = 0.0, s2 = 0.0;
  for (float x : v) {
    s += x;
    s2 += (double)x * x;
  }
  mean = s / v.size();
  var = s2 / v.size() - mean * mean;
}

int main() {
  const int nThreads = kThreads * kBlocks;
  const size_t n = (size_t)nThreads * kPerThread;

  curandState* dStates = nullptr;
  float *dU = nullptr, *dN = nullptr;
  CUDA_CHECK(cudaMalloc(&dStates, nThreads * sizeof(curandState)));
  CUDA_CHECK(cudaMalloc(&dU, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dN, n * sizeof(float)));

  setupStates<<<kBlocks, kThreads>>>(dStates, 20240607ULL);
  CUDA_CHECK(cudaGetLastError());
  drawSamples<<<kBlocks, kThreads>>>(dStates, dU, dN);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  std::vector<float> hU(n), hN(n);
  CUDA_CHECK(cudaMemcpy(hU.data(), dU, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(hN.data(), dN, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dStates));
  CUDA_CHECK(cudaFree(dU));
  CUDA_CHECK(cudaFree(dN));

  bool ok = true;
  for (size_t i = 0; i < n; ++i) {
    if (!(hU[i] > 0.0f && hU[i] <= 1.0f)) {  // curand_uniform is in (0, 1]
      printf("uniform sample %zu out of range: %f\n", i, hU[i]);
      ok = false;
      break;
    }
  }
  double mu, vu, mn, vn;
  moments(hU, mu, vu);
  moments(hN, mn, vn);
  printf("uniform: mean %.5f var %.5f | normal: mean %.5f var %.5f\n", mu, vu,
         mn, vn);
  if (std::fabs(mu - 0.5) > 0.01 || std::fabs(vu - 1.0 / 12.0) > 0.01) {
    printf("uniform moments off (want 0.5, 0.08333)\n");
    ok = false;
  }
  if (std::fabs(mn) > 0.01 || std::fabs(vn - 1.0) > 0.02) {
    printf("normal moments off (want 0, 1)\n");
    ok = false;
  }
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
