// Memcheck (docs/cpu-backend.md, "Memcheck"): built with AddressSanitizer,
// the backend names each error AddressSanitizer reports as a GPU programmer
// reads it, in one line before the sanitizer's own report: the access, the
// kernel, block and thread that made it (or host code), and the buffer it
// missed or hit after its free, by the number the backend gave it.
#include "Internal.h"

#if CU2HIP_CPU_ASAN
#include <sanitizer/asan_interface.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#endif

namespace cu2hip_cpu {

#if !CU2HIP_CPU_ASAN
void installMemcheck() {}
#else
void installMemcheck() {
  // Nothing to set up: the hooks below are called by AddressSanitizer. This
  // function is what links this file into a program.
}

namespace {
/// How far past a buffer an access is still named by it: AddressSanitizer's
/// largest redzone (2048 bytes) beyond the 256-byte alignment.
constexpr size_t Slack = 4096;

/// Where an access of \p Bytes at \p Addr lies relative to [Base, Base +
/// Size): "N bytes past the end of", "N bytes before the start of", "N bytes
/// inside" (and ", reaching past the end of", for an access that starts
/// inside and ends past it).
void position(const char *Addr, size_t Bytes, const char *Base, size_t Size, char *Buf, size_t BufSize) {
  if (Addr < Base)
    std::snprintf(Buf, BufSize, "%zu bytes before the start of", size_t(Base - Addr));
  else if (Addr >= Base + Size)
    std::snprintf(Buf, BufSize, "%zu bytes past the end of", size_t(Addr - (Base + Size)));
  else if (Addr + Bytes > Base + Size)
    std::snprintf(Buf, BufSize, "%zu bytes inside, reaching past the end of", size_t(Addr - Base));
  else
    std::snprintf(Buf, BufSize, "%zu bytes inside", size_t(Addr - Base));
}

/// What \p Addr is to the backend: a buffer it handed out (live or freed),
/// or the block's dynamic shared memory. Found in the backend's own records:
/// AddressSanitizer's __asan_locate_address would wait for ever here, in
/// its report, for an address that is not on the heap.
void describe(const void *Addr, size_t Bytes, char *Buf, size_t Size) {
  char Where[96];
  const char *A = static_cast<const char *>(Addr);
  const char *Start;
  size_t Shared;
  uint3 B;
  if (runningSharedMemory(Addr, Slack, Start, Shared, B)) {
    position(A, Bytes, Start, Shared, Where, sizeof Where);
    std::snprintf(Buf, Size, "%s the dynamic __shared__ memory of block (%u,%u,%u) (%zu bytes)", Where, B.x, B.y,
                  B.z, Shared);
    return;
  }
  BufferRecord R;
  if (findBuffer(Addr, Slack, R)) {
    position(A, Bytes, R.Base, R.Size, Where, sizeof Where);
    std::snprintf(Buf, Size, "%s buffer #%llu (%s, %zu bytes)%s%s", Where, R.Id, R.Api, R.Size,
                  R.FreedBy ? ", freed by " : "", R.FreedBy ? R.FreedBy : "");
    return;
  }
  std::snprintf(Buf, Size, "address %p, in no buffer of the backend", Addr);
}

void report() {
  char Thread[512] = "host code", Kernel[512];
  if (runningThreadName(Kernel, sizeof Kernel))
    std::snprintf(Thread, sizeof Thread, "%s", Kernel);
  char Line[1536];
  int N;
  void *Addr = __asan_get_report_address();
  if (Addr) {
    char Where[768];
    size_t Bytes = __asan_get_report_access_size();
    describe(Addr, Bytes, Where, sizeof Where);
    N = std::snprintf(Line, sizeof Line, "cu2hip-cpu: memcheck: invalid %s of %zu byte%s in %s: %s\n",
                      __asan_get_report_access_type() ? "write" : "read", Bytes, Bytes == 1 ? "" : "s", Thread,
                      Where);
  } else {
    // Not an access (a bad free, a fault AddressSanitizer caught): the
    // thread is still worth naming.
    const char *What = __asan_get_report_description();
    N = std::snprintf(Line, sizeof Line, "cu2hip-cpu: memcheck: %s in %s\n", What && *What ? What : "memory error",
                      Thread);
  }
  std::fflush(stdout); // what the program printed comes first
  if (N > 0)
    (void)!write(STDERR_FILENO, Line, size_t(N) < sizeof Line ? size_t(N) : sizeof Line - 1);
}
} // namespace
#endif

} // namespace cu2hip_cpu

#if CU2HIP_CPU_ASAN
// AddressSanitizer's hooks (weak in its runtime): called when it starts an
// error report, once the error's address and access are known.
extern "C" void __asan_on_error() { cu2hip_cpu::report(); }

#if CU2HIP_CPU_MEMCHECK
// The memcheck library's defaults (ASAN_OPTIONS still overrides them): an
// error ends the run with the backend's error status, as the backend stops a
// program it cannot run; memory a program never freed is no error, as on a
// GPU (compute-sanitizer does not check leaks unless asked); an allocation
// too large fails with hipErrorOutOfMemory instead of ending the run.
extern "C" const char *__asan_default_options() {
  return "exitcode=86:detect_leaks=0:allocator_may_return_null=1";
}
#endif
#endif
