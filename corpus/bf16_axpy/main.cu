// bfloat16 storage with float math: x and y are __nv_bfloat16 arrays, the
// kernel widens to float, computes a*x + y, and narrows the result back.
// Also a bf16 dot product accumulated in float via a shared-memory reduction.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int kBlock = 256;

__global__ void axpyBf16(float a, const __nv_bfloat16* x, const __nv_bfloat16* y,
                         __nv_bfloat16* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float r = a * __bfloat162float(x[i]) + __bfloat162float(y[i]);
    out[i] = __float2bfloat16(r);  // round-to-nearest-even
  }
}

__global__ void dotBf16(const __nv_bfloat16* x, const __nv_bfloat16* y, float* result,
                        int n) {
  __shared__ float partial[kBlock];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += __bfloat162float(x[i]) * __bfloat162float(y[i]);
  partial[threadIdx.x] = acc;
  __syncthreads();
  for (int s = kBlock / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(result, partial[0]);
}

int main() {
  const int n = 100000;
  const float a = 1.75f;
  std::vector<__nv_bfloat16> hx(n), hy(n), hout(n);
  std::vector<float> fx(n), fy(n);
  unsigned int s = 11u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = __float2bfloat16((float)(s >> 8) / 16777216.0f * 4.0f - 2.0f);
    s = s * 1664525u + 1013904223u;
    hy[i] = __float2bfloat16((float)(s >> 8) / 16777216.0f * 4.0f - 2.0f);
    fx[i] = __bfloat162float(hx[i]);  // the exact values the GPU will see
    fy[i] = __bfloat162float(hy[i]);
  }

  __nv_bfloat16 *dx, *dy, *dout;
  float* dDot;
  const size_t bytes = n * sizeof(__nv_bfloat16);
  CUDA_CHECK(cudaMalloc(&dx, bytes));
  CUDA_CHECK(cudaMalloc(&dy, bytes));
  CUDA_CHECK(cudaMalloc(&dout, bytes));
  CUDA_CHECK(cudaMalloc(&dDot, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dDot, 0, sizeof(float)));

  axpyBf16<<<(n + kBlock - 1) / kBlock, kBlock>>>(a, dx, dy, dout, n);
  CUDA_CHECK(cudaGetLastError());
  dotBf16<<<64, kBlock>>>(dx, dy, dDot, n);
  CUDA_CHECK(cudaGetLastError());

  float dot = 0.0f;
  CUDA_CHECK(cudaMemcpy(hout.data(), dout, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&dot, dDot, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  CUDA_CHECK(cudaFree(dout));
  CUDA_CHECK(cudaFree(dDot));

  int bad = 0;
  double refDot = 0.0, absDot = 0.0;
  for (int i = 0; i < n; ++i) {
    double want = (double)a * fx[i] + fy[i];
    double got = __bfloat162float(hout[i]);
    // bf16 keeps 8 significant bits: allow one rounding step plus slack.
    if (std::fabs(got - want) > std::fabs(want) / 128.0 + 1e-6) {
      if (bad < 5) printf("out[%d] = %f want %f\n", i, got, want);
      ++bad;
    }
    refDot += (double)fx[i] * fy[i];
    absDot += std::fabs((double)fx[i] * fy[i]);
  }
  if (std::fabs(dot - refDot) > 1e-5 * absDot) {  // float-accumulation bound
    printf("dot %f want %f\n", dot, refDot);
    ++bad;
  }
  printf("bf16 axpy n=%d, dot %.3f (ref %.3f), %d mismatches\n", n, dot, refDot, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
