// 2-D texture object over a cudaArray with point filtering and clamp
// addressing. Each thread fetches a shifted texel (partly outside the image,
// so the clamp rule matters) and the host checks against clamped indexing.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
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

constexpr int kShiftX = -3, kShiftY = 5;

__global__ void shiftedFetch(cudaTextureObject_t tex, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // Unnormalized coordinates: texel centres are at i + 0.5.
  float u = (float)(x + kShiftX) + 0.5f;
  float v = (float)(y + kShiftY) + 0.5f;
  out[y * w + x] = tex2D<float>(tex, u, v) * 2.0f;
}

int main() {
  const int w = 100, h = 60;
  std::vector<float> img(w * h), out(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = (float)(y * 1000 + x);

  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CUDA_CHECK(cudaMallocArray(&arr, &fmt, w, h));
  CUDA_CHECK(cudaMemcpy2DToArray(arr, 0, 0, img.data(), w * sizeof(float),
                                 w * sizeof(float), h, cudaMemcpyHostToDevice));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 0;
  cudaTextureObject_t tex = 0;
  CUDA_CHECK(cudaCreateTextureObject(&tex, &res, &td, nullptr));

  float* dOut;
  CUDA_CHECK(cudaMalloc(&dOut, w * h * sizeof(float)));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  shiftedFetch<<<grid, block>>>(tex, dOut, w, h);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, w * h * sizeof(float), cudaMemcpyDeviceToHost));

  CUDA_CHECK(cudaDestroyTextureObject(tex));
  CUDA_CHECK(cudaFreeArray(arr));
  CUDA_CHECK(cudaFree(dOut));

  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int sx = std::min(std::max(x + kShiftX, 0), w - 1);
      int sy = std::min(std::max(y + kShiftY, 0), h - 1);
      float want = img[sy * w + sx] * 2.0f;
      if (out[y * w + x] != want) {
        if (bad < 5) printf("(%d,%d): got %f want %f\n", x, y, out[y * w + x], want);
        ++bad;
      }
    }
  printf("%dx%d texture fetches with clamp, %d mismatches\n", w, h, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
