// hipLaunchKernelGGL means the call k(a...), as HIP's triple-chevron launch
// does: overloaded kernels, template kernels whose arguments are deduced,
// default arguments, and NULL/0/nullptr for pointer parameters.
#include "hip/hip_runtime.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace {

__global__ void over(int *Out, int V) { Out[threadIdx.x] = V; }
__global__ void over(int *Out, float V) { Out[threadIdx.x] = int(V * 10); }
__global__ void over(float *Out, float V) { Out[threadIdx.x] = V + 0.5f; }

template <typename T> __global__ void scale(T *X, T F, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) X[I] *= F;
}
template <typename T, int K> __global__ void addK(T *X) { X[threadIdx.x] += T(K); }

__global__ void optional(int *Out, const int *Maybe, int N) {
  Out[threadIdx.x] = Maybe ? Maybe[threadIdx.x] : N + int(threadIdx.x);
}
__global__ void withDefault(int *Out, int A, int B = 7) { Out[threadIdx.x] = A * 100 + B; }

template <typename T> std::vector<T> get(const T *D, size_t N) {
  std::vector<T> H(N);
  hipMemcpy(H.data(), D, N * sizeof(T), hipMemcpyDeviceToHost);
  return H;
}

TEST(Launch, OverloadedKernelResolvedAgainstTheArguments) {
  int *I;
  float *F;
  hipMalloc(&I, 32 * sizeof(int));
  hipMalloc(&F, 32 * sizeof(float));
  hipLaunchKernelGGL(over, dim3(1), dim3(32), 0, 0, I, 3);
  EXPECT_EQ(get(I, 32)[31], 3);
  hipLaunchKernelGGL(over, dim3(1), dim3(32), 0, 0, I, 2.5f);
  EXPECT_EQ(get(I, 32)[0], 25);
  hipLaunchKernelGGL(over, dim3(1), dim3(32), 0, 0, F, 1.0f);
  EXPECT_EQ(get(F, 32)[5], 1.5f);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  hipFree(I);
  hipFree(F);
}

TEST(Launch, TemplateArgumentsDeducedFromTheCall) {
  const int N = 100;
  float *X;
  double *Y;
  hipMalloc(&X, N * sizeof(float));
  hipMalloc(&Y, N * sizeof(double));
  std::vector<float> HX(N, 2.0f);
  std::vector<double> HY(N, 3.0);
  hipMemcpy(X, HX.data(), N * sizeof(float), hipMemcpyHostToDevice);
  hipMemcpy(Y, HY.data(), N * sizeof(double), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(scale, dim3(2), dim3(64), 0, 0, X, 1.5f, N);
  hipLaunchKernelGGL(scale, dim3(2), dim3(64), 0, 0, Y, 0.5, N);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(addK<float, 4>), dim3(1), dim3(N), 0, 0, X);
  EXPECT_EQ(get(X, N)[N - 1], 7.0f);
  EXPECT_EQ(get(Y, N)[0], 1.5);
  // A deduced kernel whose parameters are the arguments' types is known by
  // address afterwards (hipLaunchKernel).
  void *Args[] = {&Y, nullptr, nullptr};
  double Two = 2.0;
  int M = N;
  Args[1] = &Two;
  Args[2] = &M;
  EXPECT_EQ(hipLaunchKernel(reinterpret_cast<const void *>(&scale<double>), dim3(2), dim3(64), Args, 0, 0),
            hipSuccess);
  EXPECT_EQ(get(Y, N)[N - 1], 3.0);
  hipFree(X);
  hipFree(Y);
}

TEST(Launch, NullPointerConstantsForPointerParameters) {
  int *O;
  hipMalloc(&O, 32 * sizeof(int));
  hipLaunchKernelGGL(optional, dim3(1), dim3(32), 0, 0, O, NULL, 10);
  EXPECT_EQ(get(O, 32)[3], 13);
  hipLaunchKernelGGL(optional, dim3(1), dim3(32), 0, 0, O, 0, 20);
  EXPECT_EQ(get(O, 32)[3], 23);
  hipLaunchKernelGGL(optional, dim3(1), dim3(32), 0, 0, O, nullptr, 30);
  EXPECT_EQ(get(O, 32)[3], 33);
  // Through overload resolution too: only the int* overload takes a pointer.
  hipLaunchKernelGGL(over, dim3(1), dim3(32), 0, 0, (int *)O, 4);
  EXPECT_EQ(get(O, 32)[0], 4);
  hipFree(O);
}

TEST(Launch, DefaultArgumentsAndKernelPointers) {
  int *O;
  hipMalloc(&O, 32 * sizeof(int));
  hipLaunchKernelGGL(withDefault, dim3(1), dim3(32), 0, 0, O, 3);
  EXPECT_EQ(get(O, 32)[1], 307);
  void (*K)(int *, const int *, int) = optional;
  hipLaunchKernelGGL(K, dim3(1), dim3(32), 0, 0, O, nullptr, 40);
  EXPECT_EQ(get(O, 32)[2], 42);
  hipFree(O);
}

} // namespace
