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
/// Where \p Addr lies relative to [Base, Base + Size): "N bytes past the end
/// of", "N bytes before the start of" or "N bytes inside".
void position(const char *Addr, const char *Base, size_t Size, char *Buf, size_t BufSize) {
  if (Addr < Base)
    std::snprintf(Buf, BufSize, "%zu bytes before the start of", size_t(Base - Addr));
  else if (Addr >= Base + Size)
    std::snprintf(Buf, BufSize, "%zu bytes past the end of", size_t(Addr - (Base + Size)));
  else
    std::snprintf(Buf, BufSize, "%zu bytes inside", size_t(Addr - Base));
}

/// What \p Addr is to the backend: a buffer it handed out, or the block's
/// dynamic shared memory; otherwise only AddressSanitizer's kind of memory.
void describe(const void *Addr, char *Buf, size_t Size) {
  char Name[64] = {}, Where[96];
  void *Chunk = nullptr;
  size_t ChunkSize = 0;
  const char *Kind = __asan_locate_address(const_cast<void *>(Addr), Name, sizeof Name, &Chunk, &ChunkSize);
  const char *A = static_cast<const char *>(Addr);
  if (Kind && std::strcmp(Kind, "heap") == 0 && Chunk) {
    const char *Start;
    size_t Bytes;
    uint3 B;
    if (runningSharedMemory(Chunk, Start, Bytes, B)) {
      position(A, Start, Bytes, Where, sizeof Where);
      std::snprintf(Buf, Size, "%s the dynamic __shared__ memory of block (%u,%u,%u) (%zu bytes)", Where, B.x, B.y,
                    B.z, Bytes);
      return;
    }
    BufferRecord R;
    if (findBuffer(Chunk, R)) {
      position(A, R.Base, R.Size, Where, sizeof Where);
      std::snprintf(Buf, Size, "%s buffer #%llu (%s, %zu bytes)%s%s", Where, R.Id, R.Api, R.Size,
                    R.FreedBy ? ", freed by " : "", R.FreedBy ? R.FreedBy : "");
      return;
    }
  }
  std::snprintf(Buf, Size, "address %p is in no buffer of the backend (%s memory)", Addr,
                Kind && *Kind ? Kind : "unknown");
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
    describe(Addr, Where, sizeof Where);
    size_t Bytes = __asan_get_report_access_size();
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
