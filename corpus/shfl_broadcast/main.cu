// Warp shuffles: __shfl_sync(0xffffffff, v, 0) broadcasts lane 0 to the whole
// 32-lane warp; __shfl_sync(mask, v, src, 16) works inside independent
// 16-lane segments (a fixed source lane, then a rotation). A butterfly sum
// with __shfl_xor_sync checks a full-warp reduction as well.
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

constexpr unsigned int kFullMask = 0xffffffffu;
constexpr int kSegSrc = 3, kRotate = 5;

__global__ void shuffles(const int* in, int* bcast, int* segFixed, int* segRot,
                         int* warpSum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;  // n is a multiple of 32
  int lane = threadIdx.x % 32;
  int v = in[i];
  bcast[i] = __shfl_sync(kFullMask, v, 0);
  segFixed[i] = __shfl_sync(kFullMask, v, kSegSrc, 16);
  segRot[i] = __shfl_sync(kFullMask, v, (lane + kRotate) % 16, 16);
  int sum = v;
  for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(kFullMask, sum, offset);
  if (lane == 0) warpSum[i / 32] = sum;
}

int main() {
  const int n = 32 * 256, block = 128;
  std::vector<int> in(n), bcast(n), segFixed(n), segRot(n), warpSum(n / 32);
  unsigned int s = 1u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    in[i] = (int)(s >> 16) - 32768;
  }

  int *dIn, *dB, *dF, *dR, *dW;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dB, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dF, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dR, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dW, n / 32 * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  shuffles<<<n / block, block>>>(dIn, dB, dF, dR, dW);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(bcast.data(), dB, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(segFixed.data(), dF, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(segRot.data(), dR, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(warpSum.data(), dW, n / 32 * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dF));
  CUDA_CHECK(cudaFree(dR));
  CUDA_CHECK(cudaFree(dW));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int warpBase = i / 32 * 32, segBase = i / 16 * 16, lane = i % 32;
    int wantB = in[warpBase];
    int wantF = in[segBase + kSegSrc];
    int wantR = in[segBase + (lane + kRotate) % 16];
    if (bcast[i] != wantB || segFixed[i] != wantF || segRot[i] != wantR) {
      if (bad < 5)
        printf("i=%d: bcast %d/%d seg %d/%d rot %d/%d\n", i, bcast[i], wantB, segFixed[i],
               wantF, segRot[i], wantR);
      ++bad;
    }
  }
  for (int w = 0; w < n / 32; ++w) {
    int want = 0;
    for (int l = 0; l < 32; ++l) want += in[w * 32 + l];
    if (warpSum[w] != want) {
      if (bad < 5) printf("warp %d sum %d, want %d\n", w, warpSum[w], want);
      ++bad;
    }
  }
  printf("%d lanes shuffled, %d mismatches\n", n, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
