// Run-time compilation: NVRTC turns a saxpy kernel string into PTX, the CUDA
// driver API loads the PTX as a module and launches the kernel.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <string>
#include <vector>
#include <cuda.h>
#include <nvrtc.h>

#define NVRTC_CHECK(call)                                                    \
  do {                                                                       \
    nvrtcResult r_ = (call);                                                 \
    if (r_ != NVRTC_SUCCESS) {                                               \
      fprintf(stderr, "NVRTC error %s at %s:%d\n", nvrtcGetErrorString(r_),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define CU_CHECK(call)                                                       \
  do {                                                                       \
    CUresult r_ = (call);                                                    \
    if (r_ != CUDA_SUCCESS) {                                                \
      const char* msg_ = nullptr;                                            \
      cuGetErrorName(r_, &msg_);                                             \
      fprintf(stderr, "CUDA driver error %s at %s:%d\n",                     \
              msg_ ? msg_ : "unknown", __FILE__, __LINE__);                  \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

static const char* kSource = R"(
extern "C" __global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
)";

int main() {
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  int major = 0, minor = 0;
  CU_CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CU_CHECK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));

  // Compile for the virtual architecture of the device we are running on.
  nvrtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSource, "saxpy.cu", 0, nullptr, nullptr));
  std::string arch = "--gpu-architecture=compute_" + std::to_string(major * 10 + minor);
  const char* opts[] = {arch.c_str(), "--std=c++17"};
  nvrtcResult compiled = nvrtcCompileProgram(prog, 2, opts);
  size_t logSize = 0;
  NVRTC_CHECK(nvrtcGetProgramLogSize(prog, &logSize));
  if (logSize > 1) {
    std::string log(logSize, '\0');
    NVRTC_CHECK(nvrtcGetProgramLog(prog, &log[0]));
    fprintf(stderr, "NVRTC log:\n%s\n", log.c_str());
  }
  NVRTC_CHECK(compiled);
  size_t ptxSize = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &ptxSize));
  std::vector<char> ptx(ptxSize);
  NVRTC_CHECK(nvrtcGetPTX(prog, ptx.data()));
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));

  CUmodule module;
  CUfunction kernel;
  CU_CHECK(cuModuleLoadData(&module, ptx.data()));
  CU_CHECK(cuModuleGetFunction(&kernel, module, "saxpy"));

  int n = 50000;
  float a = 2.5f;
  std::vector<float> hx(n), hy(n), out(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 1000) * 0.001f;
    hy[i] = (float)((i * 7) % 500) * 0.002f;
  }
  CUdeviceptr dx, dy;
  CU_CHECK(cuMemAlloc(&dx, n * sizeof(float)));
  CU_CHECK(cuMemAlloc(&dy, n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(dx, hx.data(), n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(dy, hy.data(), n * sizeof(float)));

  void* args[] = {&n, &a, &dx, &dy};
  unsigned int block = 256, grid = (n + block - 1) / block;
  CU_CHECK(cuLaunchKernel(kernel, grid, 1, 1, block, 1, 1, 0, nullptr, args, nullptr));
  CU_CHECK(cuCtxSynchronize());
  CU_CHECK(cuMemcpyDtoH(out.data(), dy, n * sizeof(float)));

  CU_CHECK(cuMemFree(dx));
  CU_CHECK(cuMemFree(dy));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want = a * hx[i] + hy[i];
    if (std::fabs(out[i] - want) > 1e-5f * (1.0f + std::fabs(want))) {
      if (bad < 5) printf("y[%d] = %f, want %f\n", i, out[i], want);
      ++bad;
    }
  }
  printf("saxpy via NVRTC (%s, %zu bytes of PTX): %d mismatches\n", arch.c_str(),
         ptxSize, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
