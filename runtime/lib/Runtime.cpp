// Configuration (CU2HIP_WAVE, CU2HIP_TIMEOUT, CU2HIP_THREADS), the watchdog,
// errors and the one device with its properties.
#include "Internal.h"

#include <unistd.h>

#include <chrono>
#include <cstdarg>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string>
#include <thread>

// What the program was built for (hip/hip_version.h, cu2hip_cpu/Warp.h): weak,
// so that a program that defines none (built by an older header set, or a
// HIP 7 program, which has no compiled width) leaves them null.
extern "C" {
__attribute__((weak)) extern const int cu2hip_cpu_program_hip_version;
__attribute__((weak)) extern const int cu2hip_cpu_program_wave;
}

namespace cu2hip_cpu {
namespace {
[[noreturn]] __attribute__((format(printf, 1, 2))) void configError(const char *Fmt, ...) {
  std::fprintf(stderr, "cu2hip-cpu: error: ");
  va_list Args;
  va_start(Args, Fmt);
  std::vfprintf(stderr, Fmt, Args);
  va_end(Args);
  std::fprintf(stderr, "\n");
  std::fflush(nullptr);
  std::_Exit(86);
}

int readWave() {
  const char *E = std::getenv("CU2HIP_WAVE");
  int Env = 0;
  if (E && *E) {
    std::string V = E;
    if (V != "32" && V != "64")
      configError("CU2HIP_WAVE must be 32 or 64, not '%s'", E);
    Env = std::stoi(V);
  }
  // Before HIP 7 warpSize is a constant of the compile: the program runs at
  // the width it was built for, as a GPU binary runs only on its architecture.
  int Built = programWave();
  if (Built) {
    if (Env && Env != Built)
      configError("CU2HIP_WAVE=%s, but this program was built for wavefront width %d (before HIP 7.0 "
                  "warpSize is a compile-time constant: build it again with -DCU2HIP_CPU_WAVE_SIZE=32 or 64)",
                  E, Built);
    return Built;
  }
  return Env ? Env : 64;
}

thread_local hipError_t LastError = hipSuccess;
} // namespace

int programWave() { return &cu2hip_cpu_program_wave ? cu2hip_cpu_program_wave : 0; }

int hipVersion() { return &cu2hip_cpu_program_hip_version ? cu2hip_cpu_program_hip_version : HIP_VERSION; }

int waveSize() {
  static const int W = readWave();
  return W;
}

unsigned workerCount() {
  static const unsigned N = [] {
    if (const char *E = std::getenv("CU2HIP_THREADS"))
      if (unsigned V = unsigned(std::strtoul(E, nullptr, 10)))
        return V;
    unsigned H = std::thread::hardware_concurrency();
    return H ? H : 1u;
  }();
  return N;
}

void ensureInit() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    (void)waveSize();
    installFaultHandlers();
    installMemcheck();
    double Seconds = 120;
    if (const char *E = std::getenv("CU2HIP_TIMEOUT"))
      Seconds = std::strtod(E, nullptr);
    if (Seconds > 0)
      std::thread([Seconds] {
        std::this_thread::sleep_for(std::chrono::duration<double>(Seconds));
        std::fflush(stdout);
        std::fprintf(stderr, "cu2hip-cpu: error: the run exceeded CU2HIP_TIMEOUT=%g seconds (a kernel that waits for "
                             "something no other thread will do?)\n", Seconds);
        std::fflush(nullptr);
        std::_Exit(124);
      }).detach();
  });
}

hipError_t setError(hipError_t E) {
  if (E != hipSuccess)
    LastError = E;
  return E;
}

hipError_t notSupported(const char *Api) {
  static std::mutex M;
  static std::set<std::string> Seen;
  {
    std::lock_guard<std::mutex> Lock(M);
    if (Seen.insert(Api).second)
      std::fprintf(stderr, "cu2hip-cpu: not supported: %s\n", Api);
  }
  return setError(hipErrorNotSupported);
}

} // namespace cu2hip_cpu

using namespace cu2hip_cpu;

extern const int warpSize = cu2hip_cpu::waveSize();

long long clock64() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// ---- Errors ------------------------------------------------------------------------
hipError_t hipGetLastError() {
  hipError_t E = LastError;
  LastError = hipSuccess;
  return E;
}
hipError_t hipPeekAtLastError() { return LastError; }
hipError_t hipExtGetLastError() { return hipGetLastError(); }

const char *hipGetErrorName(hipError_t E) {
  switch (E) {
#define HIP_ERROR(Name, Value, Message)                                                                             \
  case Name:                                                                                                        \
    return #Name;
#include "cu2hip_cpu/Errors.def"
  }
  return "hipErrorUnknown";
}
const char *hipGetErrorString(hipError_t E) {
  switch (E) {
#define HIP_ERROR(Name, Value, Message)                                                                             \
  case Name:                                                                                                        \
    return Message;
#include "cu2hip_cpu/Errors.def"
  }
  return "unknown error";
}

// ---- The device ------------------------------------------------------------------------
namespace {
size_t hostMemory() {
  long Pages = sysconf(_SC_PHYS_PAGES), Page = sysconf(_SC_PAGESIZE);
  return Pages > 0 && Page > 0 ? size_t(Pages) * size_t(Page) : size_t(8) << 30;
}
hipError_t checkDevice(int D) { return D == 0 ? hipSuccess : setError(hipErrorInvalidDevice); }
} // namespace

hipError_t hipInit(unsigned) { ensureInit(); return hipSuccess; }
hipError_t hipGetDeviceCount(int *Count) {
  ensureInit();
  if (!Count) return setError(hipErrorInvalidValue);
  *Count = 1;
  return hipSuccess;
}
hipError_t hipGetDevice(int *D) {
  if (!D) return setError(hipErrorInvalidValue);
  *D = 0;
  return hipSuccess;
}
hipError_t hipSetDevice(int D) { ensureInit(); return checkDevice(D); }
hipError_t hipSetDeviceFlags(unsigned) { return hipSuccess; }
hipError_t hipGetDeviceFlags(unsigned *F) { *F = 0; return hipSuccess; }
hipError_t hipDeviceGet(hipDevice_t *D, int Ordinal) { *D = Ordinal; return checkDevice(Ordinal); }

hipError_t hipGetDeviceProperties(hipDeviceProp_t *P, int D) {
  ensureInit();
  if (!P) return setError(hipErrorInvalidValue);
  if (checkDevice(D) != hipSuccess) return hipErrorInvalidDevice;
  std::memset(P, 0, sizeof *P);
  // One name at both widths: a program that prints it (device_query does) must
  // give the same output at wave32 and wave64; the width is warpSize.
  std::snprintf(P->name, sizeof P->name, "cu2hip CPU backend");
  std::snprintf(P->gcnArchName, sizeof P->gcnArchName, "cu2hip-cpu-wave%d", waveSize());
  P->totalGlobalMem = hostMemory();
  P->sharedMemPerBlock = MaxSharedPerBlock;
  P->sharedMemPerBlockOptin = MaxSharedPerBlock;
  P->sharedMemPerMultiprocessor = MaxSharedPerBlock * 2;
  P->maxSharedMemoryPerMultiProcessor = MaxSharedPerBlock * 2;
  P->regsPerBlock = 65536;
  P->regsPerMultiprocessor = 65536;
  P->warpSize = waveSize();
  P->memPitch = size_t(1) << 31;
  P->maxThreadsPerBlock = MaxThreadsPerBlock;
  P->maxThreadsDim[0] = 1024; P->maxThreadsDim[1] = 1024; P->maxThreadsDim[2] = 64;
  P->maxGridSize[0] = 2147483647; P->maxGridSize[1] = 65535; P->maxGridSize[2] = 65535;
  P->clockRate = 1000000;
  P->memoryClockRate = 1000000;
  P->memoryBusWidth = 64;
  P->totalConstMem = 64 * 1024;
  P->major = 9;
  P->minor = 0;
  P->gcnArch = 900;
  P->textureAlignment = 256;
  P->texturePitchAlignment = 256;
  P->surfaceAlignment = 256;
  P->deviceOverlap = 1;
  P->multiProcessorCount = int(workerCount());
  P->canMapHostMemory = 1;
  P->integrated = 1;
  P->concurrentKernels = 1;
  P->asyncEngineCount = 1;
  P->unifiedAddressing = 1;
  P->l2CacheSize = 4 << 20;
  P->maxThreadsPerMultiProcessor = MaxThreadsPerMultiprocessor;
  P->maxBlocksPerMultiProcessor = 32;
  P->managedMemory = 1;
  P->concurrentManagedAccess = 1;
  P->pageableMemoryAccess = 1;
  P->directManagedMemAccessFromHost = 1;
  P->hostNativeAtomicSupported = 1;
  P->cooperativeLaunch = 1;
  P->memoryPoolsSupported = 1;
  P->hostRegisterSupported = 1;
  P->maxTexture1D = P->maxTexture1DLinear = 1 << 27;
  P->maxTexture2D[0] = P->maxTexture2D[1] = 65536;
  P->maxTexture3D[0] = P->maxTexture3D[1] = P->maxTexture3D[2] = 16384;
  P->maxSurface1D = 1 << 27;
  P->maxSurface2D[0] = P->maxSurface2D[1] = 65536;
  P->clockInstructionRate = 1000000;
  P->arch.hasGlobalInt32Atomics = P->arch.hasSharedInt32Atomics = P->arch.hasFloatAtomicAdd = 1;
  P->arch.hasGlobalInt64Atomics = P->arch.hasSharedInt64Atomics = P->arch.hasDoubles = 1;
  P->arch.hasWarpVote = P->arch.hasWarpBallot = P->arch.hasWarpShuffle = P->arch.hasSyncThreadsExt = 1;
  P->arch.hasSurfaceFuncs = P->arch.has3dGrid = 1;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int *V, hipDeviceAttribute_t A, int D) {
  if (!V) return setError(hipErrorInvalidValue);
  hipDeviceProp_t P;
  if (hipError_t E = hipGetDeviceProperties(&P, D); E != hipSuccess) return E;
  switch (A) {
  case hipDeviceAttributeWarpSize: *V = P.warpSize; break;
  case hipDeviceAttributeMaxThreadsPerBlock: *V = P.maxThreadsPerBlock; break;
  case hipDeviceAttributeMaxBlockDimX: *V = P.maxThreadsDim[0]; break;
  case hipDeviceAttributeMaxBlockDimY: *V = P.maxThreadsDim[1]; break;
  case hipDeviceAttributeMaxBlockDimZ: *V = P.maxThreadsDim[2]; break;
  case hipDeviceAttributeMaxGridDimX: *V = P.maxGridSize[0]; break;
  case hipDeviceAttributeMaxGridDimY: *V = P.maxGridSize[1]; break;
  case hipDeviceAttributeMaxGridDimZ: *V = P.maxGridSize[2]; break;
  case hipDeviceAttributeMaxSharedMemoryPerBlock: *V = int(P.sharedMemPerBlock); break;
  case hipDeviceAttributeSharedMemPerBlockOptin: *V = int(P.sharedMemPerBlockOptin); break;
  case hipDeviceAttributeSharedMemPerMultiprocessor:
  case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: *V = int(P.sharedMemPerMultiprocessor); break;
  case hipDeviceAttributeMultiprocessorCount: *V = P.multiProcessorCount; break;
  case hipDeviceAttributeComputeCapabilityMajor: *V = P.major; break;
  case hipDeviceAttributeComputeCapabilityMinor: *V = P.minor; break;
  case hipDeviceAttributeClockRate: *V = P.clockRate; break;
  case hipDeviceAttributeMemoryClockRate: *V = P.memoryClockRate; break;
  case hipDeviceAttributeMemoryBusWidth: *V = P.memoryBusWidth; break;
  case hipDeviceAttributeL2CacheSize: *V = P.l2CacheSize; break;
  case hipDeviceAttributeMaxThreadsPerMultiProcessor: *V = P.maxThreadsPerMultiProcessor; break;
  case hipDeviceAttributeMaxBlocksPerMultiProcessor: *V = P.maxBlocksPerMultiProcessor; break;
  case hipDeviceAttributeMaxRegistersPerBlock: *V = P.regsPerBlock; break;
  case hipDeviceAttributeMaxRegistersPerMultiprocessor: *V = P.regsPerMultiprocessor; break;
  case hipDeviceAttributeTotalConstantMemory: *V = int(P.totalConstMem); break;
  case hipDeviceAttributeIntegrated: *V = P.integrated; break;
  case hipDeviceAttributeConcurrentKernels: *V = P.concurrentKernels; break;
  case hipDeviceAttributeManagedMemory: *V = P.managedMemory; break;
  case hipDeviceAttributeConcurrentManagedAccess: *V = P.concurrentManagedAccess; break;
  case hipDeviceAttributePageableMemoryAccess: *V = P.pageableMemoryAccess; break;
  case hipDeviceAttributeCooperativeLaunch: *V = P.cooperativeLaunch; break;
  case hipDeviceAttributeMemoryPoolsSupported: *V = P.memoryPoolsSupported; break;
  case hipDeviceAttributeCanMapHostMemory: *V = P.canMapHostMemory; break;
  case hipDeviceAttributeUnifiedAddressing: *V = P.unifiedAddressing; break;
  case hipDeviceAttributeHostNativeAtomicSupported: *V = P.hostNativeAtomicSupported; break;
  case hipDeviceAttributeAsyncEngineCount: *V = P.asyncEngineCount; break;
  case hipDeviceAttributeDirectManagedMemAccessFromHost: *V = P.directManagedMemAccessFromHost; break;
  case hipDeviceAttributeHostRegisterSupported: *V = P.hostRegisterSupported; break;
  case hipDeviceAttributeTextureAlignment: *V = int(P.textureAlignment); break;
  case hipDeviceAttributeTexturePitchAlignment: *V = int(P.texturePitchAlignment); break;
  case hipDeviceAttributeClockInstructionRate: *V = P.clockInstructionRate; break;
  default: *V = 0; break;
  }
  return hipSuccess;
}

hipError_t hipDeviceGetName(char *Name, int Len, hipDevice_t D) {
  hipDeviceProp_t P;
  if (hipError_t E = hipGetDeviceProperties(&P, D); E != hipSuccess) return E;
  std::snprintf(Name, size_t(Len), "%s", P.name);
  return hipSuccess;
}
hipError_t hipDeviceTotalMem(size_t *Bytes, hipDevice_t D) { *Bytes = hostMemory(); return checkDevice(D); }
hipError_t hipDeviceComputeCapability(int *Major, int *Minor, hipDevice_t D) {
  *Major = 9; *Minor = 0;
  return checkDevice(D);
}
hipError_t hipDeviceGetPCIBusId(char *Id, int Len, int D) {
  std::snprintf(Id, size_t(Len), "0000:00:00.0");
  return checkDevice(D);
}
hipError_t hipChooseDevice(int *D, const hipDeviceProp_t *) { *D = 0; return hipSuccess; }
hipError_t hipDeviceReset() { return hipDeviceSynchronize(); }
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *C) { *C = hipFuncCachePreferNone; return hipSuccess; }
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig *C) { *C = hipSharedMemBankSizeFourByte; return hipSuccess; }
hipError_t hipDeviceSetLimit(hipLimit_t, size_t) { return hipSuccess; }
hipError_t hipDeviceGetLimit(size_t *V, hipLimit_t L) {
  *V = L == hipLimitStackSize ? 256 * 1024 : size_t(8) << 20;
  return hipSuccess;
}
hipError_t hipDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  if (Least) *Least = 0;
  if (Greatest) *Greatest = 0;
  return hipSuccess;
}
hipError_t hipDeviceCanAccessPeer(int *Can, int, int) { *Can = 0; return hipSuccess; }
hipError_t hipDeviceEnablePeerAccess(int, unsigned) { return notSupported("hipDeviceEnablePeerAccess"); }
hipError_t hipDeviceDisablePeerAccess(int) { return notSupported("hipDeviceDisablePeerAccess"); }
hipError_t hipRuntimeGetVersion(int *V) { *V = hipVersion(); return hipSuccess; }
hipError_t hipDriverGetVersion(int *V) { *V = hipVersion(); return hipSuccess; }

// ---- Not emulated -------------------------------------------------------------------
hipError_t hipModuleLoad(hipModule_t *, const char *) { return notSupported("hipModuleLoad"); }
hipError_t hipModuleLoadData(hipModule_t *, const void *) { return notSupported("hipModuleLoadData"); }
hipError_t hipModuleGetFunction(hipFunction_t *, hipModule_t, const char *) {
  return notSupported("hipModuleGetFunction");
}
hipError_t hipModuleUnload(hipModule_t) { return notSupported("hipModuleUnload"); }
hipError_t hipModuleLaunchKernel(hipFunction_t, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                 hipStream_t, void **, void **) {
  return notSupported("hipModuleLaunchKernel");
}
