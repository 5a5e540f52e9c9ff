// Tiled matrix multiply with statically sized __shared__ tiles.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define TILE 16

__global__ void matmulTiled(const float *__restrict__ A, const float *__restrict__ B,
                            float *__restrict__ C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x;
    int bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc = fmaf(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

int main() {
  const int M = 256, N = 192, K = 320;
  std::vector<float> hA(M * K), hB(K * N), hC(M * N);
  for (int i = 0; i < M * K; ++i) hA[i] = (float)(i % 7) * 0.5f;
  for (int i = 0; i < K * N; ++i) hB[i] = (float)(i % 5) * 0.25f;
  float *dA, *dB, *dC;
  cudaMalloc(&dA, hA.size() * sizeof(float));
  cudaMalloc(&dB, hB.size() * sizeof(float));
  cudaMalloc(&dC, hC.size() * sizeof(float));
  cudaMemcpy(dA, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
  cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost);
  double maxErr = 0.0;
  for (int r = 0; r < M; r += 17)
    for (int c = 0; c < N; c += 13) {
      double ref = 0.0;
      for (int k = 0; k < K; ++k) ref += (double)hA[r * K + k] * hB[k * N + c];
      maxErr = fmax(maxErr, fabs(ref - hC[r * N + c]));
    }
  printf("max error %g\n", maxErr);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return maxErr < 1e-2 ? 0 : 1;
}
