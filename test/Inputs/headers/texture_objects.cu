// Texture and surface objects over a CUDA array.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void sampleTexture(cudaTextureObject_t tex, float *out, int width, int height, float theta) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= (unsigned)width || y >= (unsigned)height) return;
  float u = x / (float)width - 0.5f, v = y / (float)height - 0.5f;
  float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
  float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
  out[y * width + x] = tex2D<float>(tex, tu, tv);
}

__global__ void linearFetch(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(tex, i) * 2.0f;
}

__global__ void writeSurface(cudaSurfaceObject_t surf, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float v = surf2Dread<float>(surf, x * sizeof(float), y);
    surf2Dwrite(v + 1.0f, surf, x * sizeof(float), y);
  }
}

int main() {
  const int width = 256, height = 256;
  std::vector<float> h(width * height, 1.0f);
  cudaChannelFormatDesc channel = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc channel2 = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  (void)channel2;
  cudaArray_t array;
  cudaMallocArray(&array, &channel, width, height, cudaArraySurfaceLoadStore);
  cudaMemcpy2DToArray(array, 0, 0, h.data(), width * sizeof(float), width * sizeof(float), height, cudaMemcpyHostToDevice);

  cudaResourceDesc resDesc = {};
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = array;
  cudaTextureDesc texDesc = {};
  texDesc.addressMode[0] = cudaAddressModeWrap;
  texDesc.addressMode[1] = cudaAddressModeWrap;
  texDesc.filterMode = cudaFilterModeLinear;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = 1;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &resDesc, &texDesc, nullptr);

  float *d_out, *d_lin;
  cudaMalloc(&d_out, width * height * sizeof(float));
  cudaMalloc(&d_lin, width * sizeof(float));
  dim3 block(16, 16), grid(width / 16, height / 16);
  sampleTexture<<<grid, block>>>(tex, d_out, width, height, 0.5f);

  cudaResourceDesc linDesc;
  memset(&linDesc, 0, sizeof(linDesc));
  linDesc.resType = cudaResourceTypeLinear;
  linDesc.res.linear.devPtr = d_out;
  linDesc.res.linear.desc = cudaCreateChannelDesc<float>();
  linDesc.res.linear.sizeInBytes = width * sizeof(float);
  cudaTextureDesc linTex = {};
  linTex.readMode = cudaReadModeElementType;
  cudaTextureObject_t texLin = 0;
  cudaCreateTextureObject(&texLin, &linDesc, &linTex, nullptr);
  linearFetch<<<1, width>>>(texLin, d_lin, width);

  cudaSurfaceObject_t surf = 0;
  cudaCreateSurfaceObject(&surf, &resDesc);
  writeSurface<<<grid, block>>>(surf, width, height);
  cudaDeviceSynchronize();

  cudaDestroySurfaceObject(surf);
  cudaDestroyTextureObject(tex);
  cudaDestroyTextureObject(texLin);
  cudaFreeArray(array);
  cudaFree(d_out);
  cudaFree(d_lin);
  printf("done\n");
  return 0;
}
