// Surface objects: two cudaArrays created with cudaArraySurfaceLoadStore.
// A kernel reads the input with surf2Dread and writes a horizontally
// mirrored copy with surf2Dwrite (x offsets are in BYTES); the host copies
// the output array back with cudaMemcpy2DFromArray and compares.
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

__global__ void mirrorScale(cudaSurfaceObject_t src, cudaSurfaceObject_t dst,
                            int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float v;
  surf2Dread(&v, src, x * (int)sizeof(float), y);
  // Mirror horizontally and add the row index.
  surf2Dwrite(v + (float)y, dst, (w - 1 - x) * (int)sizeof(float), y);
}

static cudaSurfaceObject_t makeSurface(cudaArray_t arr) {
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaSurfaceObject_t s = 0;
  CUDA_CHECK(cudaCreateSurfaceObject(&s, &rd));
  return s;
}

int main() {
  const int w = 75, h = 40;
  const size_t rowBytes = w * sizeof(float);
  std::vector<float> in(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i) in[i] = (float)((i * 37) % 1001) * 0.25f;

  cudaChannelFormatDesc fmt = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t aIn, aOut;
  CUDA_CHECK(cudaMallocArray(&aIn, &fmt, w, h, cudaArraySurfaceLoadStore));
  CUDA_CHECK(cudaMallocArray(&aOut, &fmt, w, h, cudaArraySurfaceLoadStore));
  CUDA_CHECK(cudaMemcpy2DToArray(aIn, 0, 0, in.data(), rowBytes, rowBytes, h,
                                 cudaMemcpyHostToDevice));

  cudaSurfaceObject_t sIn = makeSurface(aIn);
  cudaSurfaceObject_t sOut = makeSurface(aOut);

  dim3 block(32, 8), grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  mirrorScale<<<grid, block>>>(sIn, sOut, w, h);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  CUDA_CHECK(cudaMemcpy2DFromArray(out.data(), rowBytes, aOut, 0, 0, rowBytes, h,
                                   cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaDestroySurfaceObject(sIn));
  CUDA_CHECK(cudaDestroySurfaceObject(sOut));
  CUDA_CHECK(cudaFreeArray(aIn));
  CUDA_CHECK(cudaFreeArray(aOut));

  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float want = in[y * w + x] + (float)y;
      float got = out[y * w + (w - 1 - x)];
      if (got != want) {
        if (bad < 5) printf("(%d,%d): got %f want %f\n", x, y, got, want);
        ++bad;
      }
    }
  printf("%dx%d surface mirror, %d mismatches\n", w, h, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
