// Memcheck (docs/cpu-backend.md, "Memcheck"): built with AddressSanitizer,
// the backend names each error AddressSanitizer reports as a GPU programmer
// reads it, in one line before the sanitizer's own report: the access, the
// kernel, block and thread that made it (or host code), and the buffer it
// missed or hit after its free, by the number the backend gave it, or the
// global variable (a static __shared__ array, a __device__ array) by its name.
#include "Internal.h"

#if CU2HIP_CPU_ASAN
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sanitizer/asan_interface.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#endif

namespace cu2hip_cpu {

#if !CU2HIP_CPU_ASAN
void installMemcheck() {}
bool saveStaticShared(std::vector<char> &) { return true; }
void restoreStaticShared(const std::vector<char> &) {}
#else
namespace {
/// AddressSanitizer's record of a global it instrumented (its __asan_global,
/// asan_interface_internal.h, not in its public headers; the program and this
/// library come from one compiler). Clang on ELF puts them in the section
/// asan_globals, one after another, from which the linker's
/// __start_asan_globals/__stop_asan_globals tell the sanitizer where they are.
struct AsanGlobal {
  uintptr_t Beg;             ///< the variable's address
  uintptr_t Size;            ///< its size
  uintptr_t SizeWithRedzone; ///< its size with the redzone after it
  const char *Name;          ///< its name, demangled ("k(float*)::tile")
  const char *ModuleName;
  uintptr_t HasDynamicInit;
  uintptr_t WindowsPadding;
  uintptr_t OdrIndicator;
};

/// What memcheck reads of a record.
struct GlobalInfo {
  uintptr_t Beg = 0, Size = 0, End = 0; ///< End: past its redzone
  const char *Name = nullptr;
};
/// AddressSanitizer poisons its records once it has read them (they are not
/// the program's), so they are read here unchecked.
__attribute__((no_sanitize("address"))) GlobalInfo globalInfo(const AsanGlobal *G) {
  GlobalInfo I;
  I.Beg = G->Beg;
  I.Size = G->Size;
  I.End = G->Beg + G->SizeWithRedzone;
  I.Name = G->Name;
  return I;
}
} // namespace
} // namespace cu2hip_cpu

// The records' bounds, through assembly: a C++ declaration of the linker's
// symbols would clash with the sanitizer's own reference to them in this file,
// which then registers none of this file's globals.
__asm__(".pushsection .data.rel.ro.cu2hip_asan_globals,\"aw\"\n"
        ".p2align 3\n"
        ".hidden cu2hip_cpu_asan_globals\n"
        "cu2hip_cpu_asan_globals:\n"
        ".quad __start_asan_globals\n"
        ".quad __stop_asan_globals\n"
        ".popsection\n"
        ".weak __start_asan_globals\n"
        ".hidden __start_asan_globals\n"
        ".weak __stop_asan_globals\n"
        ".hidden __stop_asan_globals\n");
extern "C" cu2hip_cpu::AsanGlobal *const cu2hip_cpu_asan_globals[2];

namespace cu2hip_cpu {
namespace {
/// Where the static __shared__ variables are (Types.h puts them in the
/// section .cu2hip_shared under memcheck), read from the program's section
/// headers; Known is false when those could not be read.
struct {
  uintptr_t Begin = 0, End = 0;
  bool Known = false;
} StaticSharedSection;

int programBias(dl_phdr_info *Info, size_t, void *Bias) {
  *static_cast<uintptr_t *>(Bias) = Info->dlpi_addr; // the first object is the program
  return 1;
}

/// Finds .cu2hip_shared in /proc/self/exe (no symbol marks its bounds: the
/// linker names only sections spelt as C identifiers, and AddressSanitizer
/// leaves the globals of those unchecked).
void findStaticSharedSection() {
  int Fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return;
  Elf64_Ehdr E;
  if (pread(Fd, &E, sizeof E, 0) == ssize_t(sizeof E) && std::memcmp(E.e_ident, ELFMAG, SELFMAG) == 0 &&
      E.e_ident[EI_CLASS] == ELFCLASS64 && E.e_shentsize == sizeof(Elf64_Shdr) && E.e_shstrndx < E.e_shnum) {
    std::vector<Elf64_Shdr> Sh(E.e_shnum);
    ssize_t Bytes = ssize_t(Sh.size() * sizeof(Elf64_Shdr));
    if (pread(Fd, Sh.data(), size_t(Bytes), off_t(E.e_shoff)) == Bytes) {
      const Elf64_Shdr &Str = Sh[E.e_shstrndx];
      std::vector<char> Names(Str.sh_size + 1, '\0');
      if (pread(Fd, Names.data(), Str.sh_size, off_t(Str.sh_offset)) == ssize_t(Str.sh_size)) {
        uintptr_t Bias = 0;
        dl_iterate_phdr(programBias, &Bias);
        StaticSharedSection.Known = true;
        for (const Elf64_Shdr &S : Sh)
          if (S.sh_name < Str.sh_size && std::strcmp(&Names[S.sh_name], ".cu2hip_shared") == 0) {
            StaticSharedSection.Begin = Bias + S.sh_addr;
            StaticSharedSection.End = StaticSharedSection.Begin + S.sh_size;
          }
      }
    }
  }
  close(Fd);
}

bool isStaticShared(const GlobalInfo &G) {
  return G.Beg >= StaticSharedSection.Begin && G.Beg < StaticSharedSection.End;
}

/// The global whose bytes or redzone hold \p Addr.
bool findGlobal(uintptr_t Addr, GlobalInfo &Out) {
  for (const AsanGlobal *G = cu2hip_cpu_asan_globals[0]; G < cu2hip_cpu_asan_globals[1]; ++G) {
    GlobalInfo I = globalInfo(G);
    if (Addr >= I.Beg && Addr < I.End) {
      Out = I;
      return true;
    }
  }
  return false;
}

/// Copies \p N bytes that hold redzones: unchecked, and byte by byte (the
/// compiler would make a loop a call of memcpy, which AddressSanitizer checks).
__attribute__((no_sanitize("address"))) void copyUnchecked(volatile char *To, const volatile char *From, size_t N) {
  for (size_t I = 0; I < N; ++I)
    To[I] = From[I];
}
} // namespace

void installMemcheck() {
  // The hooks below are called by AddressSanitizer; this function is what
  // links this file into a program, and finds its static __shared__ variables.
  findStaticSharedSection();
}

// The whole section, redzones included: those of templates and inline
// functions have no AddressSanitizer record to tell where they are.
bool saveStaticShared(std::vector<char> &Out) {
  if (!StaticSharedSection.Known)
    return false;
  Out.resize(StaticSharedSection.End - StaticSharedSection.Begin);
  copyUnchecked(Out.data(), reinterpret_cast<const char *>(StaticSharedSection.Begin), Out.size());
  return true;
}

void restoreStaticShared(const std::vector<char> &In) {
  if (In.size() == StaticSharedSection.End - StaticSharedSection.Begin)
    copyUnchecked(reinterpret_cast<char *>(StaticSharedSection.Begin), In.data(), In.size());
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
/// the block's dynamic shared memory, or a global variable (a static
/// __shared__ one, by the section Types.h puts those in). Found in the
/// backend's own records and AddressSanitizer's records of the globals:
/// its __asan_locate_address would wait for ever here, in its report, for an
/// address that is not on the heap.
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
  GlobalInfo G;
  if (findGlobal(reinterpret_cast<uintptr_t>(Addr), G)) {
    // A function's static is named "k(float*)::tile": the variable is enough
    // (the line names the kernel).
    const char *Name = G.Name ? G.Name : "?";
    for (const char *P = std::strstr(Name, ")::"); P; P = std::strstr(P + 1, ")::"))
      Name = P + 3;
    position(A, Bytes, reinterpret_cast<const char *>(G.Beg), G.Size, Where, sizeof Where);
    std::snprintf(Buf, Size, "%s %s '%s' (%zu bytes)", Where, isStaticShared(G) ? "__shared__" : "global", Name,
                  size_t(G.Size));
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
