// Runtime compilation with NVRTC, then module load and launch with the driver API.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda.h>
#include <nvrtc.h>

#define NVRTC_CHECK(x) do { nvrtcResult r = (x); if (r != NVRTC_SUCCESS) { printf("nvrtc: %s\n", nvrtcGetErrorString(r)); exit(1); } } while (0)
#define CU_CHECK(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char *msg; cuGetErrorName(r, &msg); printf("cuda: %s\n", msg); exit(1); } } while (0)

static const char *kSaxpy = R"(
extern "C" __global__ void saxpy(float a, const float *x, float *y, size_t n) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
})";

int main() {
  nvrtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSaxpy, "saxpy.cu", 0, nullptr, nullptr));
  const char *opts[] = {"--gpu-architecture=compute_80", "-default-device"};
  nvrtcResult compiled = nvrtcCompileProgram(prog, 2, opts);
  size_t logSize = 0;
  NVRTC_CHECK(nvrtcGetProgramLogSize(prog, &logSize));
  std::vector<char> log(logSize + 1);
  NVRTC_CHECK(nvrtcGetProgramLog(prog, log.data()));
  if (compiled != NVRTC_SUCCESS) { printf("%s\n", log.data()); return 1; }
  size_t ptxSize = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &ptxSize));
  std::vector<char> ptx(ptxSize);
  NVRTC_CHECK(nvrtcGetPTX(prog, ptx.data()));
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));

  CUdevice device;
  CUcontext context;
  CUmodule module;
  CUfunction kernel;
  CU_CHECK(cuInit(0));
  CU_CHECK(cuDeviceGet(&device, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, sizeof(name), device));
  int major = 0;
  CU_CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device));
  CU_CHECK(cuDevicePrimaryCtxRetain(&context, device));
  CU_CHECK(cuCtxSetCurrent(context));
  CU_CHECK(cuModuleLoadDataEx(&module, ptx.data(), 0, nullptr, nullptr));
  CU_CHECK(cuModuleGetFunction(&kernel, module, "saxpy"));

  size_t n = 1 << 16, bytes = n * sizeof(float);
  std::vector<float> hx(n, 1.0f), hy(n, 2.0f);
  CUdeviceptr dx, dy;
  CU_CHECK(cuMemAlloc(&dx, bytes));
  CU_CHECK(cuMemAlloc(&dy, bytes));
  CU_CHECK(cuMemcpyHtoD(dx, hx.data(), bytes));
  CU_CHECK(cuMemcpyHtoD(dy, hy.data(), bytes));
  float a = 3.0f;
  void *args[] = {&a, &dx, &dy, &n};
  CUstream stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CU_CHECK(cuLaunchKernel(kernel, (unsigned)(n / 128), 1, 1, 128, 1, 1, 0, stream, args, nullptr));
  CU_CHECK(cuStreamSynchronize(stream));
  CU_CHECK(cuMemcpyDtoH(hy.data(), dy, bytes));
  printf("%s (sm_%d x): y[0] = %f\n", name, major, hy[0]);
  CU_CHECK(cuMemFree(dx));
  CU_CHECK(cuMemFree(dy));
  CU_CHECK(cuStreamDestroy(stream));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuDevicePrimaryCtxRelease(device));
  return 0;
}
