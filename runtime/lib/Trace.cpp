// The kernel-boundary trace (docs/cpu-backend.md, "Kernel-boundary trace"):
// with CU2HIP_TRACE=FILE, each launch that completes appends one JSON line to
// FILE: its number, the kernel's name and, for each pointer argument into a
// known allocation, the memory from the pointer to the allocation's end, read
// as the parameter type says. `cu2hip coverage --differential` compares two
// runs' traces launch by launch to name the first kernel whose outputs
// differ. The trace goes to its own file only: the program's output and
// behaviour are the same with it.
#include "Internal.h"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace cu2hip_cpu {
namespace {

/// A byte count from the environment, or \p Default (a bad value is said once).
uint64_t envBytes(const char *Name, uint64_t Default) {
  const char *E = std::getenv(Name);
  if (!E || !*E)
    return Default;
  char *End = nullptr;
  unsigned long long V = std::strtoull(E, &End, 10);
  if (*End || *E == '-') {
    std::fprintf(stderr, "cu2hip-cpu: warning: %s=%s is not a byte count; using %" PRIu64 "\n", Name, E, Default);
    return Default;
  }
  return V;
}

struct TraceState {
  std::mutex Lock;
  std::FILE *Out = nullptr;
  uint64_t Launches = 0;
  uint64_t BufferCap = 0; // bytes of values one argument shows
  uint64_t RunCap = 0;    // bytes of values the whole run shows
  uint64_t Shown = 0;     // bytes of values shown so far
};

TraceState *state() {
  static TraceState *S = [] () -> TraceState * {
    const char *Path = std::getenv("CU2HIP_TRACE");
    if (!Path || !*Path)
      return nullptr;
    auto *T = new TraceState();
    T->BufferCap = envBytes("CU2HIP_TRACE_BUFFER", 64 << 10);
    T->RunCap = envBytes("CU2HIP_TRACE_TOTAL", 64 << 20);
    T->Out = std::fopen(Path, "w");
    if (!T->Out)
      std::fprintf(stderr, "cu2hip-cpu: warning: cannot write the trace to %s: %s\n", Path, std::strerror(errno));
    return T;
  }();
  return S;
}

/// FNV-1a, 64 bits: a summary of what the trace does not show.
uint64_t fnv1a(const unsigned char *P, size_t N) {
  uint64_t H = 0xcbf29ce484222325ull;
  for (size_t I = 0; I < N; ++I)
    H = (H ^ P[I]) * 0x100000001b3ull;
  return H;
}

float halfToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000) << 16, Exp = (H >> 10) & 0x1f, Man = H & 0x3ff;
  if (Exp == 0x1f)
    return Man ? NAN : (Sign ? -INFINITY : INFINITY);
  float F = Exp ? std::ldexp(float(Man | 0x400), int(Exp) - 25) : std::ldexp(float(Man), -24);
  return Sign ? -F : F;
}

/// Element \p I of \p P as a double (floating kinds).
double floatAt(const unsigned char *P, size_t I, const TracedArg &A) {
  const unsigned char *E = P + I * A.ElemSize;
  switch (A.Kind) {
  case TraceKind::Half: {
    uint16_t H;
    std::memcpy(&H, E, 2);
    return halfToFloat(H);
  }
  case TraceKind::BFloat16: {
    uint16_t H;
    std::memcpy(&H, E, 2);
    uint32_t W = uint32_t(H) << 16;
    float F;
    std::memcpy(&F, &W, 4);
    return F;
  }
  default:
    if (A.ElemSize == 4) {
      float F;
      std::memcpy(&F, E, 4);
      return F;
    }
    double D;
    std::memcpy(&D, E, 8);
    return D;
  }
}

bool floating(TraceKind K) { return K == TraceKind::Float || K == TraceKind::Half || K == TraceKind::BFloat16; }

/// A double as JSON: NaN and the infinities, which JSON has no number for,
/// as strings.
void appendDouble(std::string &S, double V, bool Single) {
  char B[40];
  if (std::isnan(V))
    S += "\"nan\"";
  else if (std::isinf(V))
    S += V < 0 ? "\"-inf\"" : "\"inf\"";
  else {
    // As many digits as read back to the same value.
    std::snprintf(B, sizeof B, Single ? "%.9g" : "%.17g", V);
    S += B;
  }
}

void appendElement(std::string &S, const unsigned char *P, size_t I, const TracedArg &A) {
  char B[40];
  const unsigned char *E = P + I * A.ElemSize;
  switch (A.Kind) {
  case TraceKind::Signed: {
    int64_t V = 0;
    switch (A.ElemSize) {
    case 1: V = int8_t(*E); break;
    case 2: { int16_t X; std::memcpy(&X, E, 2); V = X; break; }
    case 4: { int32_t X; std::memcpy(&X, E, 4); V = X; break; }
    default: std::memcpy(&V, E, 8);
    }
    std::snprintf(B, sizeof B, "%" PRId64, V);
    S += B;
    return;
  }
  case TraceKind::Unsigned:
  case TraceKind::Bool: {
    uint64_t V = 0;
    std::memcpy(&V, E, A.ElemSize); // little-endian host
    std::snprintf(B, sizeof B, "%" PRIu64, V);
    S += B;
    return;
  }
  default:
    appendDouble(S, floatAt(P, I, A), A.ElemSize != 8);
  }
}

void appendHash(std::string &S, const char *Key, uint64_t H) {
  char B[64];
  std::snprintf(B, sizeof B, ",\"%s\":\"%016" PRIx64 "\"", Key, H);
  S += B;
}

std::string jsonString(const std::string &V) {
  std::string S = "\"";
  for (unsigned char C : V) {
    if (C == '"' || C == '\\')
      S += '\\', S += char(C);
    else if (C < 0x20) {
      char B[8];
      std::snprintf(B, sizeof B, "\\u%04x", C);
      S += B;
    } else
      S += char(C);
  }
  return S + "\"";
}

} // namespace

bool tracing() { return state() != nullptr; }

void traceLaunch(const LaunchSpec &Spec) {
  TraceState *T = state();
  if (!T || !T->Out)
    return;
  std::lock_guard<std::mutex> Lock(T->Lock);
  std::string S = "{\"launch\":" + std::to_string(++T->Launches) +
                  ",\"kernel\":" + jsonString(kernelName(Spec.Name)) + ",\"args\":[";
  bool First = true;
  for (const TracedArg &A : Spec.Traced) {
    const char *Base;
    size_t Size;
    if (!A.Ptr || !findAllocation(A.Ptr, Base, Size))
      continue;
    auto *P = static_cast<const unsigned char *>(A.Ptr);
    size_t Offset = size_t(P - reinterpret_cast<const unsigned char *>(Base));
    size_t Count = (Size - Offset) / A.ElemSize;
    size_t Bytes = Count * A.ElemSize;
    S += First ? "{" : ",{";
    First = false;
    S += "\"arg\":" + std::to_string(A.Index) + ",\"type\":\"" + A.Type +
         "\",\"elem_size\":" + std::to_string(A.ElemSize) + ",\"count\":" + std::to_string(Count) +
         ",\"offset\":" + std::to_string(Offset);
    // A pointer's value is an address of this run: not compared, not shown.
    if (A.Kind == TraceKind::Pointer) {
      S += "}";
      continue;
    }
    appendHash(S, "hash", fnv1a(P, Bytes));
    // The first elements, within the buffer's and the run's caps.
    uint64_t Room = T->RunCap > T->Shown ? T->RunCap - T->Shown : 0;
    size_t Shown = size_t(std::min<uint64_t>(std::min<uint64_t>(T->BufferCap, Room), Bytes)) / A.ElemSize;
    T->Shown += uint64_t(Shown) * A.ElemSize;
    S += ",\"shown\":" + std::to_string(Shown);
    if (A.Kind == TraceKind::Bytes) {
      S += ",\"data\":\"";
      static const char Hex[] = "0123456789abcdef";
      for (size_t I = 0; I < Shown; ++I)
        S += Hex[P[I] >> 4], S += Hex[P[I] & 15];
      S += "\"";
    } else {
      S += ",\"values\":[";
      for (size_t I = 0; I < Shown; ++I) {
        if (I)
          S += ",";
        appendElement(S, P, I, A);
      }
      S += "]";
    }
    if (Shown < Count) {
      // The rest: its hash, and for floating types its sum (which a
      // comparison with a tolerance can use where the bits differ).
      appendHash(S, "rest_hash", fnv1a(P + Shown * A.ElemSize, Bytes - Shown * A.ElemSize));
      if (floating(A.Kind)) {
        double Sum = 0;
        for (size_t I = Shown; I < Count; ++I)
          Sum += floatAt(P, I, A);
        S += ",\"rest_sum\":";
        appendDouble(S, Sum, false);
      }
    }
    S += "}";
  }
  S += "]}\n";
  std::fwrite(S.data(), 1, S.size(), T->Out);
  // A run that crashes later keeps the launches before.
  std::fflush(T->Out);
}

} // namespace cu2hip_cpu
