// Tensor core GEMM tile with the WMMA API (half inputs, float accumulation).
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

const int WMMA_M = 16, WMMA_N = 16, WMMA_K = 16;

__global__ void wmmaGemm(const half *a, const half *b, float *c, int M, int N, int K) {
  int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  int warpN = blockIdx.y * blockDim.y + threadIdx.y;
  wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> aFrag;
  wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major> bFrag;
  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < K; k += WMMA_K) {
    int aRow = warpM * WMMA_M, bCol = warpN * WMMA_N;
    if (aRow < M && bCol < N) {
      wmma::load_matrix_sync(aFrag, a + aRow * K + k, K);
      wmma::load_matrix_sync(bFrag, b + bCol * K + k, K);
      wmma::mma_sync(acc, aFrag, bFrag, acc);
    }
  }
  for (int i = 0; i < acc.num_elements; ++i) acc.x[i] *= 2.0f;
  int cRow = warpM * WMMA_M, cCol = warpN * WMMA_N;
  if (cRow < M && cCol < N)
    wmma::store_matrix_sync(c + cRow * N + cCol, acc, N, wmma::mem_row_major);
}

int main() {
  const int M = 64, N = 64, K = 64;
  half *a, *b;
  float *c;
  cudaMalloc(&a, M * K * sizeof(half));
  cudaMalloc(&b, K * N * sizeof(half));
  cudaMalloc(&c, M * N * sizeof(float));
  dim3 block(128, 4);
  dim3 grid((M + (WMMA_M * block.x / 32) - 1) / (WMMA_M * block.x / 32), (N + WMMA_N * block.y - 1) / (WMMA_N * block.y));
  wmmaGemm<<<grid, block>>>(a, b, c, M, N, K);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a); cudaFree(b); cudaFree(c);
  return 0;
}
