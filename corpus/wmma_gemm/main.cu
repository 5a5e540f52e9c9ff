// Tensor-core GEMM with the WMMA API: half inputs, float accumulation,
// one warp computes one 16x16 tile of C, stepping through K 16 at a time.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int WM = 16, WN = 16, WK = 16;

// A: MxK row-major, B: KxN row-major, C: MxN row-major. Dimensions are
// multiples of 16. Launch with 32 threads (one warp) per block.
__global__ void wmmaGemm(const half* A, const half* B, float* C, int M, int N, int K) {
  int tileRow = blockIdx.y * WM;
  int tileCol = blockIdx.x * WN;
  if (tileRow >= M || tileCol >= N) return;

  wmma::fragment<wmma::matrix_a, WM, WN, WK, half, wmma::row_major> aFrag;
  wmma::fragment<wmma::matrix_b, WM, WN, WK, half, wmma::row_major> bFrag;
  wmma::fragment<wmma::accumulator, WM, WN, WK, float> cFrag;
  wmma::fill_fragment(cFrag, 0.0f);

  for (int k = 0; k < K; k += WK) {
    wmma::load_matrix_sync(aFrag, A + tileRow * K + k, K);
    wmma::load_matrix_sync(bFrag, B + k * N + tileCol, N);
    wmma::mma_sync(cFrag, aFrag, bFrag, cFrag);
  }
  wmma::store_matrix_sync(C + tileRow * N + tileCol, cFrag, N, wmma::mem_row_major);
}

int main() {
  int dev = 0, major = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
  if (major < 7) {
    printf("tensor cores need compute capability 7.0+\nFAIL\n");
    return 1;
  }

  const int M = 64, N = 48, K = 128;
  std::vector<half> hA(M * K), hB(K * N);
  std::vector<float> fA(M * K), fB(K * N), hC(M * N);
  unsigned int s = 3u;
  auto next = [&s]() {  // multiples of 1/8 in [-1, 1): exact in half
    s = s * 1664525u + 1013904223u;
    return (float)((int)(s >> 28) - 8) / 8.0f;
  };
  for (int i = 0; i < M * K; ++i) { fA[i] = next(); hA[i] = __float2half(fA[i]); }
  for (int i = 0; i < K * N; ++i) { fB[i] = next(); hB[i] = __float2half(fB[i]); }

  half *dA, *dB;
  float* dC;
  CUDA_CHECK(cudaMalloc(&dA, hA.size() * sizeof(half)));
  CUDA_CHECK(cudaMalloc(&dB, hB.size() * sizeof(half)));
  CUDA_CHECK(cudaMalloc(&dC, hC.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(half), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(half), cudaMemcpyHostToDevice));

  dim3 grid(N / WN, M / WM);
  wmmaGemm<<<grid, 32>>>(dA, dB, dC, M, N, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));

  int bad = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float ref = 0.0f;  // products are multiples of 1/64: float sum is exact
      for (int k = 0; k < K; ++k) ref += fA[i * K + k] * fB[k * N + j];
      float got = hC[i * N + j];
      if (std::fabs(got - ref) > 1e-3f) {
        if (bad < 5) printf("C(%d,%d) = %f want %f\n", i, j, got, ref);
        ++bad;
      }
    }
  printf("wmma gemm %dx%dx%d, %d mismatches\n", M, N, K, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
