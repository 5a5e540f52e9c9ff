// Pure CUDA driver API: initialise, retain the primary context, load a
// hand-written PTX module from a string, launch it and check the result.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda.h>

#define CU_CHECK(call)                                                       \
  do {                                                                       \
    CUresult r_ = (call);                                                    \
    if (r_ != CUDA_SUCCESS) {                                                \
      const char* name_ = nullptr;                                           \
      const char* desc_ = nullptr;                                           \
      cuGetErrorName(r_, &name_);                                            \
      cuGetErrorString(r_, &desc_);                                          \
      fprintf(stderr, "CUDA driver error %s (%s) at %s:%d\n",                \
              name_ ? name_ : "?", desc_ ? desc_ : "?", __FILE__, __LINE__); \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

// c[i] = a[i] + b[i] for i < n, written by hand in PTX.
static const char* kPtx = R"(
.version 7.0
.target sm_50
.address_size 64

.visible .entry vecAdd(
    .param .u64 pa,
    .param .u64 pb,
    .param .u64 pc,
    .param .u32 pn
)
{
    .reg .pred  %p<2>;
    .reg .b32   %r<6>;
    .reg .f32   %f<4>;
    .reg .b64   %rd<11>;

    ld.param.u64        %rd1, [pa];
    ld.param.u64        %rd2, [pb];
    ld.param.u64        %rd3, [pc];
    ld.param.u32        %r1, [pn];
    mov.u32             %r2, %ctaid.x;
    mov.u32             %r3, %ntid.x;
    mov.u32             %r4, %tid.x;
    mad.lo.s32          %r5, %r2, %r3, %r4;
    setp.ge.s32         %p1, %r5, %r1;
    @%p1 bra            DONE;
    cvta.to.global.u64  %rd4, %rd1;
    cvta.to.global.u64  %rd5, %rd2;
    cvta.to.global.u64  %rd6, %rd3;
    mul.wide.s32        %rd7, %r5, 4;
    add.s64             %rd8, %rd4, %rd7;
    add.s64             %rd9, %rd5, %rd7;
    add.s64             %rd10, %rd6, %rd7;
    ld.global.f32       %f1, [%rd8];
    ld.global.f32       %f2, [%rd9];
    add.f32             %f3, %f1, %f2;
    st.global.f32       [%rd10], %f3;
DONE:
    ret;
}
)";

int main() {
  CU_CHECK(cuInit(0));
  int devCount = 0;
  CU_CHECK(cuDeviceGetCount(&devCount));
  if (devCount == 0) {
    fprintf(stderr, "no CUDA device\n");
    return 1;
  }
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, sizeof(name), dev));

  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxPushCurrent(ctx));

  CUmodule module;
  CUfunction fn;
  CU_CHECK(cuModuleLoadData(&module, kPtx));  // JIT-compiles the PTX
  CU_CHECK(cuModuleGetFunction(&fn, module, "vecAdd"));

  unsigned int n = 12345;
  size_t bytes = n * sizeof(float);
  std::vector<float> ha(n), hb(n), hc(n);
  for (unsigned int i = 0; i < n; ++i) {
    ha[i] = 0.5f * (float)i;
    hb[i] = 1000.0f - (float)(i % 97);
  }

  CUdeviceptr da, db, dc;
  CU_CHECK(cuMemAlloc(&da, bytes));
  CU_CHECK(cuMemAlloc(&db, bytes));
  CU_CHECK(cuMemAlloc(&dc, bytes));
  CU_CHECK(cuMemcpyHtoD(da, ha.data(), bytes));
  CU_CHECK(cuMemcpyHtoD(db, hb.data(), bytes));
  CU_CHECK(cuMemsetD32(dc, 0, n));

  void* params[] = {&da, &db, &dc, &n};
  unsigned int block = 128, grid = (n + block - 1) / block;
  CU_CHECK(cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, nullptr, params, nullptr));
  CU_CHECK(cuCtxSynchronize());
  CU_CHECK(cuMemcpyDtoH(hc.data(), dc, bytes));

  CU_CHECK(cuMemFree(da));
  CU_CHECK(cuMemFree(db));
  CU_CHECK(cuMemFree(dc));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuCtxPopCurrent(nullptr));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));

  int bad = 0;
  for (unsigned int i = 0; i < n; ++i) {
    float want = ha[i] + hb[i];  // exact: both operands are small dyadic values
    if (hc[i] != want) {
      if (bad < 5) printf("c[%u] = %f, want %f\n", i, hc[i], want);
      ++bad;
    }
  }
  printf("%s: vecAdd of %u elements from PTX, %d mismatches\n", name, n, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
