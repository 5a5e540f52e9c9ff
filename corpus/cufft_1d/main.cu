// cuFFT 1-D complex-to-complex transforms: forward+inverse round trip (which
// scales by N) and a forward transform checked against a CPU DFT.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cufft.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define CUFFT_CHECK(call)                                                    \
  do {                                                                       \
    cufftResult r_ = (call);                                                 \
    if (r_ != CUFFT_SUCCESS) {                                               \
      fprintf(stderr, "cuFFT error %d at %s:%d\n", (int)r_, __FILE__,        \
              __LINE__);                                                     \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

static unsigned int lcg = 2024u;
static float nextF() {
  lcg = lcg * 1664525u + 1013904223u;
  return (float)(lcg >> 8) / 16777216.0f * 2.0f - 1.0f;
}

static std::vector<cufftComplex> randomSignal(int n) {
  std::vector<cufftComplex> v(n);
  for (auto& c : v) { c.x = nextF(); c.y = nextF(); }
  return v;
}

int main() {
  bool ok = true;

  // Part 1: round trip of N = 4096 points; inverse(forward(x)) == N * x.
  {
    const int N = 4096;
    std::vector<cufftComplex> h = randomSignal(N), back(N);
    cufftComplex* d;
    CUDA_CHECK(cudaMalloc(&d, N * sizeof(cufftComplex)));
    CUDA_CHECK(cudaMemcpy(d, h.data(), N * sizeof(cufftComplex), cudaMemcpyHostToDevice));
    cufftHandle plan;
    CUFFT_CHECK(cufftPlan1d(&plan, N, CUFFT_C2C, 1));
    CUFFT_CHECK(cufftExecC2C(plan, d, d, CUFFT_FORWARD));   // in place
    CUFFT_CHECK(cufftExecC2C(plan, d, d, CUFFT_INVERSE));
    CUDA_CHECK(cudaMemcpy(back.data(), d, N * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
    CUFFT_CHECK(cufftDestroy(plan));
    CUDA_CHECK(cudaFree(d));
    double maxErr = 0.0;
    for (int i = 0; i < N; ++i) {
      maxErr = std::fmax(maxErr, std::fabs(back[i].x / N - h[i].x));
      maxErr = std::fmax(maxErr, std::fabs(back[i].y / N - h[i].y));
    }
    printf("round trip N=%d max error %.3e\n", N, maxErr);
    if (maxErr > 1e-4) { printf("round trip error too large\n"); ok = false; }
  }

  // Part 2: forward transform of N = 60 (not a power of two) vs a CPU DFT.
  {
    const int N = 60;
    std::vector<cufftComplex> h = randomSignal(N), spec(N);
    cufftComplex *dIn, *dOut;
    CUDA_CHECK(cudaMalloc(&dIn, N * sizeof(cufftComplex)));
    CUDA_CHECK(cudaMalloc(&dOut, N * sizeof(cufftComplex)));
    CUDA_CHECK(cudaMemcpy(dIn, h.data(), N * sizeof(cufftComplex), cudaMemcpyHostToDevice));
    cufftHandle plan;
    CUFFT_CHECK(cufftPlan1d(&plan, N, CUFFT_C2C, 1));
    CUFFT_CHECK(cufftExecC2C(plan, dIn, dOut, CUFFT_FORWARD));  // out of place
    CUDA_CHECK(cudaMemcpy(spec.data(), dOut, N * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
    CUFFT_CHECK(cufftDestroy(plan));
    CUDA_CHECK(cudaFree(dIn));
    CUDA_CHECK(cudaFree(dOut));
    double maxErr = 0.0;
    for (int k = 0; k < N; ++k) {
      double re = 0.0, im = 0.0;  // X[k] = sum x[n] * exp(-2*pi*i*k*n/N)
      for (int n = 0; n < N; ++n) {
        double ang = -2.0 * M_PI * (double)((k * n) % N) / N;
        re += h[n].x * std::cos(ang) - h[n].y * std::sin(ang);
        im += h[n].x * std::sin(ang) + h[n].y * std::cos(ang);
      }
      maxErr = std::fmax(maxErr, std::fabs(spec[k].x - re));
      maxErr = std::fmax(maxErr, std::fabs(spec[k].y - im));
    }
    printf("forward N=%d vs CPU DFT max error %.3e\n", N, maxErr);
    if (maxErr > 1e-3) { printf("DFT mismatch\n"); ok = false; }
  }

  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
