// cuFFT: 1D complex-to-complex round trip, a real-to-complex 2D plan and a batched plan.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>
#include <cufft.h>

__global__ void normalize(cufftComplex *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i].x /= n;
    data[i].y /= n;
  }
}

int main() {
  const int N = 1024, NX = 64, NY = 64, BATCH = 8;
  cufftComplex *h = new cufftComplex[N];
  for (int i = 0; i < N; ++i) h[i] = make_cuFloatComplex(cosf(2.0f * 3.14159265f * i / N), 0.0f);
  cufftComplex *d;
  cudaMalloc(&d, sizeof(cufftComplex) * N * BATCH);
  cudaMemcpy(d, h, sizeof(cufftComplex) * N, cudaMemcpyHostToDevice);

  cufftHandle plan;
  if (cufftPlan1d(&plan, N, CUFFT_C2C, 1) != CUFFT_SUCCESS) return 1;
  cufftExecC2C(plan, d, d, CUFFT_FORWARD);
  cufftExecC2C(plan, d, d, CUFFT_INVERSE);
  normalize<<<(N + 255) / 256, 256>>>(d, N);
  cufftDestroy(plan);

  cufftReal *real;
  cufftComplex *spec;
  cudaMalloc(&real, sizeof(cufftReal) * NX * NY);
  cudaMalloc(&spec, sizeof(cufftComplex) * NX * (NY / 2 + 1));
  cufftHandle plan2d;
  cufftPlan2d(&plan2d, NX, NY, CUFFT_R2C);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cufftSetStream(plan2d, stream);
  cufftExecR2C(plan2d, real, spec);
  cufftDestroy(plan2d);

  int dims[1] = {N};
  cufftHandle many;
  size_t work = 0;
  cufftCreate(&many);
  cufftMakePlanMany(many, 1, dims, nullptr, 1, N, nullptr, 1, N, CUFFT_C2C, BATCH, &work);
  cufftExecC2C(many, d, d, CUFFT_FORWARD);
  cufftDestroy(many);

  cudaMemcpy(h, d, sizeof(cufftComplex) * N, cudaMemcpyDeviceToHost);
  printf("h[1] = (%f, %f), |h[1]| = %f, work = %zu\n", cuCrealf(h[1]), cuCimagf(h[1]), cuCabsf(h[1]), work);
  cudaStreamDestroy(stream);
  cudaFree(d); cudaFree(real); cudaFree(spec);
  delete[] h;
  return 0;
}
