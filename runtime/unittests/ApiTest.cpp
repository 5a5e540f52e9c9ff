// Runtime API of the CPU backend: errors, memory, streams and events, explicit
// graphs and stream capture, textures and surfaces in software.
#include "hip/hip_runtime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

namespace {

TEST(Errors, NamesAndStringsFromOneTable) {
  EXPECT_STREQ(hipGetErrorName(hipSuccess), "hipSuccess");
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidConfiguration), "hipErrorInvalidConfiguration");
  EXPECT_STREQ(hipGetErrorString(hipErrorOutOfMemory), "out of memory");
  EXPECT_STREQ(hipGetErrorName(hipErrorNotSupported), "hipErrorNotSupported");
}

TEST(Errors, UnsupportedApisSayNotSupported) {
  hipModule_t M;
  testing::internal::CaptureStderr();
  EXPECT_EQ(hipModuleLoad(&M, "kernels.co"), hipErrorNotSupported);
  EXPECT_EQ(hipModuleLoad(&M, "kernels.co"), hipErrorNotSupported);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "cu2hip-cpu: not supported: hipModuleLoad\n");
  EXPECT_EQ(hipGetLastError(), hipErrorNotSupported);
}

TEST(Memory, PitchedAnd3DCopies) {
  void *P = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(hipMallocPitch(&P, &Pitch, 100, 7), hipSuccess);
  EXPECT_GE(Pitch, 100u);
  std::vector<unsigned char> Src(100 * 7), Back(100 * 7);
  for (size_t I = 0; I < Src.size(); ++I) Src[I] = (unsigned char)(I * 13);
  ASSERT_EQ(hipMemcpy2D(P, Pitch, Src.data(), 100, 100, 7, hipMemcpyHostToDevice), hipSuccess);
  ASSERT_EQ(hipMemcpy2D(Back.data(), 100, P, Pitch, 100, 7, hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(Src, Back);
  EXPECT_EQ(hipMemcpy2D(P, 50, Src.data(), 100, 100, 7, hipMemcpyHostToDevice), hipErrorInvalidPitchValue);
  hipFree(P);

  hipPitchedPtr V;
  hipExtent E = make_hipExtent(6 * sizeof(float), 5, 4);
  ASSERT_EQ(hipMalloc3D(&V, E), hipSuccess);
  std::vector<float> H(6 * 5 * 4), R(H.size());
  for (size_t I = 0; I < H.size(); ++I) H[I] = float(I);
  hipMemcpy3DParms Up = {};
  Up.srcPtr = make_hipPitchedPtr(H.data(), 6 * sizeof(float), 6, 5);
  Up.dstPtr = V;
  Up.extent = E;
  Up.kind = hipMemcpyHostToDevice;
  ASSERT_EQ(hipMemcpy3D(&Up), hipSuccess);
  hipMemcpy3DParms Down = {};
  Down.srcPtr = V;
  Down.dstPtr = make_hipPitchedPtr(R.data(), 6 * sizeof(float), 6, 5);
  Down.extent = E;
  Down.kind = hipMemcpyDeviceToHost;
  ASSERT_EQ(hipMemcpy3D(&Down), hipSuccess);
  EXPECT_EQ(H, R);
  hipFree(V.ptr);
}

TEST(Memory, PoolsCountStreamOrderedAllocations) {
  hipMemPool_t Pool;
  ASSERT_EQ(hipDeviceGetDefaultMemPool(&Pool, 0), hipSuccess);
  uint64_t Before = 0, During = 0, After = 0;
  hipMemPoolGetAttribute(Pool, hipMemPoolAttrUsedMemCurrent, &Before);
  void *P;
  ASSERT_EQ(hipMallocAsync(&P, 4096, nullptr), hipSuccess);
  hipMemPoolGetAttribute(Pool, hipMemPoolAttrUsedMemCurrent, &During);
  ASSERT_EQ(hipFreeAsync(P, nullptr), hipSuccess);
  hipMemPoolGetAttribute(Pool, hipMemPoolAttrUsedMemCurrent, &After);
  EXPECT_EQ(During - Before, 4096u);
  EXPECT_EQ(After, Before);
}

TEST(Memory, PoolsKeepFreedMemoryUpToTheReleaseThreshold) {
  hipMemPool_t Pool;
  ASSERT_EQ(hipMemPoolCreate(&Pool, nullptr), hipSuccess);
  auto Get = [&](hipMemPoolAttr A) {
    uint64_t V = 0;
    EXPECT_EQ(hipMemPoolGetAttribute(Pool, A, &V), hipSuccess);
    return V;
  };
  void *P, *Q;
  // Threshold 0 (the default): freed memory goes back at once.
  ASSERT_EQ(hipMallocFromPoolAsync(&P, 4096, Pool, nullptr), hipSuccess);
  EXPECT_EQ(Get(hipMemPoolAttrReservedMemCurrent), 4096u);
  ASSERT_EQ(hipFreeAsync(P, nullptr), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(nullptr), hipSuccess);
  EXPECT_EQ(Get(hipMemPoolAttrReservedMemCurrent), 0u);
  EXPECT_EQ(Get(hipMemPoolAttrReservedMemHigh), 4096u);
  // A high threshold keeps the pool's peak reserved after every free.
  uint64_t Keep = UINT64_MAX;
  ASSERT_EQ(hipMemPoolSetAttribute(Pool, hipMemPoolAttrReleaseThreshold, &Keep), hipSuccess);
  ASSERT_EQ(hipMallocFromPoolAsync(&P, 1000, Pool, nullptr), hipSuccess);
  ASSERT_EQ(hipMallocFromPoolAsync(&Q, 3000, Pool, nullptr), hipSuccess);
  ASSERT_EQ(hipFreeAsync(P, nullptr), hipSuccess);
  ASSERT_EQ(hipFreeAsync(Q, nullptr), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(nullptr), hipSuccess);
  EXPECT_EQ(Get(hipMemPoolAttrUsedMemCurrent), 0u);
  EXPECT_EQ(Get(hipMemPoolAttrReservedMemCurrent), 4000u);
  // Trimming gives back all but what is asked to be kept.
  ASSERT_EQ(hipMemPoolTrimTo(Pool, 1500), hipSuccess);
  EXPECT_EQ(Get(hipMemPoolAttrReservedMemCurrent), 1500u);
  ASSERT_EQ(hipMemPoolDestroy(Pool), hipSuccess);
}

// hipMalloc'd memory reads as garbage until written, as on a GPU: words
// 0x7fffffff (float/double NaN, INT_MAX); hipMemset/hipMemcpy overwrite it.
// CU2HIP_POISON=0 turns the fill off.
TEST(Memory, DeviceAllocationsStartPoisoned) {
  const size_t N = 1000;
  float *D;
  ASSERT_EQ(hipMalloc(&D, N * sizeof(float)), hipSuccess);
  std::vector<uint32_t> H(N);
  hipMemcpy(H.data(), D, N * sizeof(float), hipMemcpyDeviceToHost);
  for (size_t I = 0; I < N; ++I)
    ASSERT_EQ(H[I], 0x7fffffffu) << I;
  float F;
  double Dbl;
  int64_t L;
  hipMemcpy(&F, D, sizeof F, hipMemcpyDeviceToHost);
  hipMemcpy(&Dbl, D, sizeof Dbl, hipMemcpyDeviceToHost);
  hipMemcpy(&L, D, sizeof L, hipMemcpyDeviceToHost);
  EXPECT_TRUE(std::isnan(F));
  EXPECT_TRUE(std::isnan(Dbl));
  EXPECT_EQ(L, 0x7fffffff7fffffffll);
  hipMemset(D, 0, N * sizeof(float));
  hipMemcpy(H.data(), D, N * sizeof(float), hipMemcpyDeviceToHost);
  EXPECT_EQ(H[N - 1], 0u);
  hipFree(D);
  void *Pitched;
  size_t Pitch;
  ASSERT_EQ(hipMallocPitch(&Pitched, &Pitch, 10, 3), hipSuccess);
  uint32_t Last;
  hipMemcpy(&Last, static_cast<char *>(Pitched) + 2 * Pitch, 4, hipMemcpyDeviceToHost);
  EXPECT_EQ(Last, 0x7fffffffu);
  hipFree(Pitched);
}

TEST(Memory, PoisonOffWithCuHipPoison0) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  // The child process reads CU2HIP_POISON afresh.
  setenv("CU2HIP_POISON", "0", 1);
  EXPECT_EXIT(
      {
        uint32_t *D;
        hipMalloc(&D, 4096);
        uint32_t H[1024];
        hipMemcpy(H, D, sizeof H, hipMemcpyDeviceToHost);
        int Poisoned = 0;
        for (uint32_t W : H)
          Poisoned += W == 0x7fffffffu;
        std::exit(Poisoned == 1024 ? 1 : 0);
      },
      testing::ExitedWithCode(0), "");
  unsetenv("CU2HIP_POISON");
}

TEST(Memory, ManagedPointersReportTheirType) {
  hipPointerAttribute_t A;
  void *M;
  hipMallocManaged(&M, 64);
  ASSERT_EQ(hipPointerGetAttributes(&A, static_cast<char *>(M) + 10), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeManaged);
  hipFree(M);
}

__global__ void addOne(int *X, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) X[I] += 1;
}
__global__ void doubleIt(int *X, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) X[I] *= 2;
}

std::vector<int> *HostLog;
void logValue(void *P) { HostLog->push_back(*static_cast<int *>(P)); }

TEST(Graphs, ExplicitGraphRunsInDependencyOrder) {
  const int N = 300;
  int *D;
  hipMalloc(&D, N * sizeof(int));
  // A typed launch teaches the backend the kernels' parameter types.
  hipLaunchKernelGGL(addOne, dim3(1), dim3(1), 0, 0, D, 0);
  hipLaunchKernelGGL(doubleIt, dim3(1), dim3(1), 0, 0, D, 0);
  static int Host[N];
  std::vector<int> Log;
  HostLog = &Log;
  hipGraph_t G;
  ASSERT_EQ(hipGraphCreate(&G, 0), hipSuccess);
  hipMemsetParams Ms = {};
  Ms.dst = D;
  Ms.value = 5;
  Ms.elementSize = 4;
  Ms.width = N;
  Ms.height = 1;
  hipGraphNode_t Set, Add, Dbl, Copy, Log1;
  int Count = N;
  void *Args[] = {&D, &Count};
  // Positional: this file is built by the project's compiler, where (without
  // __declspec(property)) gridDim/blockDim are macros.
  hipKernelNodeParams K = {dim3(128), nullptr, reinterpret_cast<void *>(addOne), dim3(3), Args, 0};
  hipKernelNodeParams K2 = {dim3(128), nullptr, reinterpret_cast<void *>(doubleIt), dim3(3), Args, 0};
  hipHostNodeParams Hp = {logValue, Host};
  // Added out of order; the dependencies say: set -> double -> add -> copy -> log.
  ASSERT_EQ(hipGraphAddMemsetNode(&Set, G, nullptr, 0, &Ms), hipSuccess);
  ASSERT_EQ(hipGraphAddKernelNode(&Add, G, nullptr, 0, &K), hipSuccess);
  ASSERT_EQ(hipGraphAddKernelNode(&Dbl, G, &Set, 1, &K2), hipSuccess);
  ASSERT_EQ(hipGraphAddDependencies(G, &Dbl, &Add, 1), hipSuccess);
  ASSERT_EQ(hipGraphAddMemcpyNode1D(&Copy, G, &Add, 1, Host, D, N * sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  ASSERT_EQ(hipGraphAddHostNode(&Log1, G, &Copy, 1, &Hp), hipSuccess);
  size_t Roots = 0;
  hipGraphGetRootNodes(G, nullptr, &Roots);
  EXPECT_EQ(Roots, 1u);
  hipGraphExec_t X;
  ASSERT_EQ(hipGraphInstantiate(&X, G, nullptr, nullptr, 0), hipSuccess);
  ASSERT_EQ(hipGraphLaunch(X, nullptr), hipSuccess);
  ASSERT_EQ(hipGraphLaunch(X, nullptr), hipSuccess);
  EXPECT_EQ(Log, (std::vector<int>{11, 11}));
  EXPECT_EQ(Host[N - 1], 11);
  hipGraphExecDestroy(X);
  hipGraphDestroy(G);
  hipFree(D);
}

TEST(Graphs, CaptureAcrossForkedStreams) {
  int *D;
  hipMalloc(&D, 64 * sizeof(int));
  hipMemset(D, 0, 64 * sizeof(int));
  hipStream_t A, B;
  hipStreamCreate(&A);
  hipStreamCreateWithFlags(&B, hipStreamNonBlocking);
  hipEvent_t Fork, Join;
  hipEventCreate(&Fork);
  hipEventCreate(&Join);
  ASSERT_EQ(hipStreamBeginCapture(A, hipStreamCaptureModeGlobal), hipSuccess);
  hipLaunchKernelGGL(addOne, dim3(1), dim3(64), 0, A, D, 64);
  hipEventRecord(Fork, A);
  hipStreamWaitEvent(B, Fork, 0);
  hipLaunchKernelGGL(doubleIt, dim3(1), dim3(64), 0, B, D, 64);
  hipEventRecord(Join, B);
  hipStreamWaitEvent(A, Join, 0);
  hipLaunchKernelGGL(addOne, dim3(1), dim3(64), 0, A, D, 64);
  hipGraph_t G;
  ASSERT_EQ(hipStreamEndCapture(A, &G), hipSuccess);
  hipStreamCaptureStatus St;
  hipStreamIsCapturing(B, &St);
  EXPECT_EQ(St, hipStreamCaptureStatusNone);
  size_t N = 0;
  hipGraphGetNodes(G, nullptr, &N);
  EXPECT_EQ(N, 3u);
  int H = -1;
  hipMemcpy(&H, D, sizeof H, hipMemcpyDeviceToHost);
  EXPECT_EQ(H, 0); // captured, not run
  hipGraphExec_t X;
  hipGraphInstantiate(&X, G, nullptr, nullptr, 0);
  hipGraphLaunch(X, A);
  hipStreamSynchronize(A);
  hipMemcpy(&H, D, sizeof H, hipMemcpyDeviceToHost);
  EXPECT_EQ(H, 3); // (0 + 1) * 2 + 1
  hipFree(D);
}

TEST(Streams, WorkRunsInStreamOrderWithCallbacks) {
  std::vector<int> Log;
  HostLog = &Log;
  int *D;
  hipMalloc(&D, sizeof(int));
  hipStream_t S;
  hipStreamCreate(&S);
  static int Value;
  hipMemsetAsync(D, 0, sizeof(int), S);
  hipLaunchKernelGGL(addOne, dim3(1), dim3(1), 0, S, D, 1);
  hipMemcpyAsync(&Value, D, sizeof(int), hipMemcpyDeviceToHost, S);
  hipLaunchHostFunc(S, logValue, &Value);
  hipLaunchKernelGGL(addOne, dim3(1), dim3(1), 0, S, D, 1);
  hipMemcpyAsync(&Value, D, sizeof(int), hipMemcpyDeviceToHost, S);
  hipLaunchHostFunc(S, logValue, &Value);
  hipEvent_t E0, E1;
  hipEventCreate(&E0);
  hipEventCreate(&E1);
  hipEventRecord(E0, S);
  hipEventRecord(E1, S);
  EXPECT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(Log, (std::vector<int>{1, 2}));
  float Ms = -1;
  EXPECT_EQ(hipEventElapsedTime(&Ms, E0, E1), hipSuccess);
  EXPECT_GE(Ms, 0.f);
  hipEvent_t NoTiming;
  hipEventCreateWithFlags(&NoTiming, hipEventDisableTiming);
  hipEventRecord(NoTiming, S);
  EXPECT_EQ(hipEventElapsedTime(&Ms, E0, NoTiming), hipErrorInvalidHandle);
  hipGetLastError();
  hipStreamDestroy(S);
  hipFree(D);
}

__global__ void sample(hipTextureObject_t T, float *Out, float Dx, float Dy, int W, int H) {
  int X = threadIdx.x, Y = blockIdx.x;
  Out[Y * W + X] = tex2D<float>(T, X + Dx, Y + Dy);
}

std::vector<float> runSampler(const hipTextureDesc &Desc, float Dx, float Dy) {
  const int W = 8, H = 4;
  std::vector<float> Img(W * H);
  for (int I = 0; I < W * H; ++I) Img[I] = float(I);
  hipChannelFormatDesc F = hipCreateChannelDesc<float>();
  hipArray_t A;
  EXPECT_EQ(hipMallocArray(&A, &F, W, H), hipSuccess);
  hipMemcpy2DToArray(A, 0, 0, Img.data(), W * sizeof(float), W * sizeof(float), H, hipMemcpyHostToDevice);
  hipResourceDesc R = {};
  R.resType = hipResourceTypeArray;
  R.res.array.array = A;
  hipTextureObject_t T;
  EXPECT_EQ(hipCreateTextureObject(&T, &R, &Desc, nullptr), hipSuccess);
  float *Out;
  hipMalloc(&Out, W * H * sizeof(float));
  hipLaunchKernelGGL(sample, dim3(H), dim3(W), 0, 0, T, Out, Dx, Dy, W, H);
  std::vector<float> Res(W * H);
  hipMemcpy(Res.data(), Out, Res.size() * sizeof(float), hipMemcpyDeviceToHost);
  hipDestroyTextureObject(T);
  hipFreeArray(A);
  hipFree(Out);
  return Res;
}

TEST(Textures, PointLinearClampBorderWrap) {
  hipTextureDesc D = {};
  D.addressMode[0] = D.addressMode[1] = hipAddressModeClamp;
  D.filterMode = hipFilterModePoint;
  // Point, texel centres shifted by 2 columns: clamped at the right edge.
  std::vector<float> P = runSampler(D, 2.5f, 0.5f);
  EXPECT_EQ(P[0], 2.f);
  EXPECT_EQ(P[7], 7.f);
  EXPECT_EQ(P[3 * 8 + 6], 31.f);
  // Linear, half a texel right: the mean of two neighbours.
  D.filterMode = hipFilterModeLinear;
  std::vector<float> L = runSampler(D, 1.0f, 0.5f);
  EXPECT_FLOAT_EQ(L[0], 0.5f);
  EXPECT_FLOAT_EQ(L[8 + 3], 11.5f);
  EXPECT_FLOAT_EQ(L[7], 7.f); // clamped: both taps are texel 7
  // Border: outside reads the border colour.
  D.addressMode[0] = D.addressMode[1] = hipAddressModeBorder;
  D.filterMode = hipFilterModePoint;
  D.borderColor[0] = -1.f;
  std::vector<float> B = runSampler(D, 0.5f, 3.5f);
  EXPECT_EQ(B[0], 24.f);
  EXPECT_EQ(B[8], -1.f);
  // Normalized coordinates with wrap: x = 1.0 + 1/16 is texel 0 again.
  D.normalizedCoords = 1;
  D.addressMode[0] = D.addressMode[1] = hipAddressModeWrap;
  std::vector<float> N = runSampler(D, 1.0f + 1.f / 16, 1.f / 8);
  EXPECT_EQ(N[0], 0.f); // (0 + 1.0625, 0.125): wraps to column 0, row 0
}

__global__ void mirror(hipSurfaceObject_t In, hipSurfaceObject_t Out, int W) {
  int X = threadIdx.x, Y = blockIdx.x;
  int V;
  surf2Dread(&V, In, X * 4, Y);
  surf2Dwrite(V * 10, Out, (W - 1 - X) * 4, Y);
}

TEST(Surfaces, ByteAddressedReadsAndWrites) {
  const int W = 5, H = 3;
  hipChannelFormatDesc F = hipCreateChannelDesc<int>();
  hipArray_t A, B;
  hipMallocArray(&A, &F, W, H, hipArraySurfaceLoadStore);
  hipMallocArray(&B, &F, W, H, hipArraySurfaceLoadStore);
  std::vector<int> Img(W * H), Res(W * H);
  for (int I = 0; I < W * H; ++I) Img[I] = I;
  hipMemcpy2DToArray(A, 0, 0, Img.data(), W * 4, W * 4, H, hipMemcpyHostToDevice);
  hipResourceDesc R = {};
  R.resType = hipResourceTypeArray;
  hipSurfaceObject_t SA, SB;
  R.res.array.array = A;
  hipCreateSurfaceObject(&SA, &R);
  R.res.array.array = B;
  hipCreateSurfaceObject(&SB, &R);
  hipLaunchKernelGGL(mirror, dim3(H), dim3(W), 0, 0, SA, SB, W);
  hipMemcpy2DFromArray(Res.data(), W * 4, B, 0, 0, W * 4, H, hipMemcpyDeviceToHost);
  for (int Y = 0; Y < H; ++Y)
    for (int X = 0; X < W; ++X) EXPECT_EQ(Res[Y * W + X], Img[Y * W + (W - 1 - X)] * 10);
}

} // namespace
