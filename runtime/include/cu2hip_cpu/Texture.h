// Texture and surface sampling of the CPU backend, in software: point and
// linear filtering, clamp/wrap/mirror/border addressing, normalized
// coordinates and normalized-float reads. Objects are created in
// runtime/lib/Textures.cpp.
#ifndef CU2HIP_CPU_TEXTURE_H
#define CU2HIP_CPU_TEXTURE_H

#include <cmath>
#include <cstring>
#include <type_traits>

#include "hip/hip_runtime_api.h"
#include "cu2hip_cpu/Exec.h"

/// A texture or surface object: where its texels are and how to read them.
struct __hip_texture {
  hipResourceDesc Res;
  hipTextureDesc Desc;
  unsigned char *Base;
  size_t Width, Height, Depth; ///< in texels (Height/Depth 1 when absent)
  size_t Pitch, SlicePitch;    ///< in bytes
  size_t ElemSize;
  hipChannelFormatDesc Format;
};
struct __hip_surface : __hip_texture {};

namespace cu2hip_cpu {
namespace tex {

inline long address(long I, long N, hipTextureAddressMode M, bool &Border) {
  if (I >= 0 && I < N)
    return I;
  switch (M) {
  case hipAddressModeWrap: return ((I % N) + N) % N;
  case hipAddressModeMirror: {
    long P = ((I % (2 * N)) + 2 * N) % (2 * N);
    return P < N ? P : 2 * N - 1 - P;
  }
  case hipAddressModeBorder: Border = true; return 0;
  case hipAddressModeClamp:
  default: return I < 0 ? 0 : N - 1;
  }
}

/// Channel \p C of the texel at \p P as float (normalized when asked).
inline float channel(const __hip_texture &T, const unsigned char *P, int C) {
  const hipChannelFormatDesc &F = T.Format;
  int Bits[4] = {F.x, F.y, F.z, F.w};
  if (Bits[C] == 0)
    return 0.f;
  size_t Off = 0;
  for (int I = 0; I < C; ++I)
    Off += size_t(Bits[I] / 8);
  P += Off;
  bool Norm = T.Desc.readMode == hipReadModeNormalizedFloat;
  switch (F.f) {
  case hipChannelFormatKindFloat:
    if (Bits[C] == 32) { float V; std::memcpy(&V, P, 4); return V; }
    if (Bits[C] == 16) { _Float16 V; std::memcpy(&V, P, 2); return float(V); }
    return 0.f;
  case hipChannelFormatKindUnsigned:
    if (Bits[C] == 8) return Norm ? P[0] / 255.f : P[0];
    if (Bits[C] == 16) { unsigned short V; std::memcpy(&V, P, 2); return Norm ? V / 65535.f : V; }
    { unsigned V; std::memcpy(&V, P, 4); return float(V); }
  case hipChannelFormatKindSigned:
    if (Bits[C] == 8) { signed char V = static_cast<signed char>(P[0]); return Norm ? std::fmax(V / 127.f, -1.f) : V; }
    if (Bits[C] == 16) { short V; std::memcpy(&V, P, 2); return Norm ? std::fmax(V / 32767.f, -1.f) : V; }
    { int V; std::memcpy(&V, P, 4); return float(V); }
  default: return 0.f;
  }
}

struct Texel { float V[4]; };

inline Texel load(const __hip_texture &T, long X, long Y, long Z, bool Border) {
  Texel R{{0, 0, 0, 0}};
  if (Border) {
    for (int C = 0; C < 4; ++C) R.V[C] = T.Desc.borderColor[C];
    return R;
  }
  const unsigned char *P = T.Base + size_t(Z) * T.SlicePitch + size_t(Y) * T.Pitch + size_t(X) * T.ElemSize;
  for (int C = 0; C < 4; ++C) R.V[C] = channel(T, P, C);
  return R;
}

/// Samples at texel-space coordinates (already scaled when normalized).
inline Texel sample(const __hip_texture &T, float U, float V, float W, int Dims) {
  long N[3] = {long(T.Width), long(T.Height), long(T.Depth)};
  float Co[3] = {U, V, W};
  if (T.Desc.normalizedCoords)
    for (int D = 0; D < Dims; ++D) {
      // Wrap and mirror repeat in normalized space.
      if (T.Desc.addressMode[D] == hipAddressModeWrap) Co[D] -= std::floor(Co[D]);
      Co[D] *= float(N[D]);
    }
  if (T.Desc.filterMode == hipFilterModePoint) {
    long I[3] = {0, 0, 0};
    bool Border = false;
    for (int D = 0; D < Dims; ++D)
      I[D] = address(long(std::floor(Co[D])), N[D], T.Desc.addressMode[D], Border);
    return load(T, I[0], I[1], I[2], Border);
  }
  // Linear: weights from the 8-bit fixed-point fraction, as the hardware uses.
  long I0[3] = {0, 0, 0};
  float A[3] = {0, 0, 0};
  for (int D = 0; D < Dims; ++D) {
    float X = Co[D] - 0.5f;
    float F = std::floor(X);
    I0[D] = long(F);
    A[D] = std::round((X - F) * 256.f) / 256.f;
  }
  Texel R{{0, 0, 0, 0}};
  int Corners = 1 << Dims;
  for (int K = 0; K < Corners; ++K) {
    float Wt = 1.f;
    long I[3] = {0, 0, 0};
    bool Border = false;
    for (int D = 0; D < Dims; ++D) {
      int Bit = (K >> D) & 1;
      Wt *= Bit ? A[D] : 1.f - A[D];
      I[D] = address(I0[D] + Bit, N[D], T.Desc.addressMode[D], Border);
    }
    Texel S = load(T, I[0], I[1], I[2], Border);
    for (int C = 0; C < 4; ++C) R.V[C] += Wt * S.V[C];
  }
  return R;
}

template <typename T> struct Convert;
#define CU2HIP_CPU_SCALAR(T)                                                                       \
  template <> struct Convert<T> {                                                                  \
    static T from(const Texel &X) { return static_cast<T>(X.V[0]); }                                            \
  };
CU2HIP_CPU_SCALAR(float)
CU2HIP_CPU_SCALAR(int)
CU2HIP_CPU_SCALAR(unsigned int)
CU2HIP_CPU_SCALAR(char)
CU2HIP_CPU_SCALAR(signed char)
CU2HIP_CPU_SCALAR(unsigned char)
CU2HIP_CPU_SCALAR(short)
CU2HIP_CPU_SCALAR(unsigned short)
#undef CU2HIP_CPU_SCALAR
#define CU2HIP_CPU_VEC(T, E)                                                                       \
  template <> struct Convert<T##1> {                                                               \
    static T##1 from(const Texel &X) { return T##1{static_cast<E>(X.V[0])}; }                                    \
  };                                                                                               \
  template <> struct Convert<T##2> {                                                               \
    static T##2 from(const Texel &X) { return T##2{static_cast<E>(X.V[0]), static_cast<E>(X.V[1])}; }                         \
  };                                                                                               \
  template <> struct Convert<T##4> {                                                               \
    static T##4 from(const Texel &X) { return T##4{static_cast<E>(X.V[0]), static_cast<E>(X.V[1]), static_cast<E>(X.V[2]), static_cast<E>(X.V[3])}; }   \
  };
CU2HIP_CPU_VEC(float, float)
CU2HIP_CPU_VEC(int, int)
CU2HIP_CPU_VEC(uint, unsigned)
CU2HIP_CPU_VEC(uchar, unsigned char)
CU2HIP_CPU_VEC(char, char)
CU2HIP_CPU_VEC(short, short)
CU2HIP_CPU_VEC(ushort, unsigned short)
#undef CU2HIP_CPU_VEC

/// Point-sampled element-type reads copy the texel's bytes (exact for every type).
template <typename T> inline bool rawPoint(const __hip_texture &Tex) {
  return Tex.Desc.filterMode == hipFilterModePoint && Tex.Desc.readMode == hipReadModeElementType &&
         sizeof(T) == Tex.ElemSize;
}
template <typename T> inline T fetch(const __hip_texture &Tex, float U, float V, float W, int Dims) {
  if (rawPoint<T>(Tex)) {
    long N[3] = {long(Tex.Width), long(Tex.Height), long(Tex.Depth)};
    float Co[3] = {U, V, W};
    long I[3] = {0, 0, 0};
    bool Border = false;
    for (int D = 0; D < Dims; ++D) {
      if (Tex.Desc.normalizedCoords) {
        if (Tex.Desc.addressMode[D] == hipAddressModeWrap) Co[D] -= std::floor(Co[D]);
        Co[D] *= float(N[D]);
      }
      I[D] = address(long(std::floor(Co[D])), N[D], Tex.Desc.addressMode[D], Border);
    }
    if (!Border) {
      T R;
      std::memcpy(&R, Tex.Base + size_t(I[2]) * Tex.SlicePitch + size_t(I[1]) * Tex.Pitch + size_t(I[0]) * Tex.ElemSize,
                  sizeof(T));
      return R;
    }
  }
  return Convert<T>::from(sample(Tex, U, V, W, Dims));
}

inline unsigned char *surfaceAt(hipSurfaceObject_t S, long XBytes, long Y, long Z, size_t Size, int Mode,
                                const char *Api) {
  long X = XBytes;
  long Wb = long(S->Width * S->ElemSize);
  bool Out = X < 0 || X + long(Size) > Wb || Y < 0 || Y >= long(S->Height) || Z < 0 || Z >= long(S->Depth);
  if (Out) {
    if (Mode == hipBoundaryModeZero)
      return nullptr;
    if (Mode == hipBoundaryModeClamp) {
      X = X < 0 ? 0 : (X + long(Size) > Wb ? Wb - long(Size) : X);
      Y = Y < 0 ? 0 : (Y >= long(S->Height) ? long(S->Height) - 1 : Y);
      Z = Z < 0 ? 0 : (Z >= long(S->Depth) ? long(S->Depth) - 1 : Z);
    } else {
      misuse("%s out of bounds: byte offset %ld, row %ld, slice %ld (surface %zu bytes x %zu x %zu)", Api, XBytes, Y, Z,
             size_t(Wb), S->Height, S->Depth);
    }
  }
  return S->Base + size_t(Z) * S->SlicePitch + size_t(Y) * S->Pitch + size_t(X);
}

} // namespace tex
} // namespace cu2hip_cpu

template <typename T> inline T tex1Dfetch(hipTextureObject_t t, int x) {
  return ::cu2hip_cpu::tex::fetch<T>(*t, float(x) + 0.5f, 0.f, 0.f, 1);
}
template <typename T> inline T tex1D(hipTextureObject_t t, float x) { return ::cu2hip_cpu::tex::fetch<T>(*t, x, 0, 0, 1); }
template <typename T> inline T tex2D(hipTextureObject_t t, float x, float y) {
  return ::cu2hip_cpu::tex::fetch<T>(*t, x, y, 0, 2);
}
template <typename T> inline T tex3D(hipTextureObject_t t, float x, float y, float z) {
  return ::cu2hip_cpu::tex::fetch<T>(*t, x, y, z, 3);
}
template <typename T> inline void tex1Dfetch(T *r, hipTextureObject_t t, int x) { *r = tex1Dfetch<T>(t, x); }
template <typename T> inline void tex1D(T *r, hipTextureObject_t t, float x) { *r = tex1D<T>(t, x); }
template <typename T> inline void tex2D(T *r, hipTextureObject_t t, float x, float y) { *r = tex2D<T>(t, x, y); }
template <typename T> inline void tex3D(T *r, hipTextureObject_t t, float x, float y, float z) {
  *r = tex3D<T>(t, x, y, z);
}

// Surface accesses: x offsets are in bytes, as in CUDA.
template <typename T> inline void surf1Dread(T *out, hipSurfaceObject_t s, int x, int mode = hipBoundaryModeTrap) {
  unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, 0, 0, sizeof(T), mode, "surf1Dread");
  if (P) std::memcpy(out, P, sizeof(T)); else std::memset(out, 0, sizeof(T));
}
template <typename T> inline void surf2Dread(T *out, hipSurfaceObject_t s, int x, int y, int mode = hipBoundaryModeTrap) {
  unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, y, 0, sizeof(T), mode, "surf2Dread");
  if (P) std::memcpy(out, P, sizeof(T)); else std::memset(out, 0, sizeof(T));
}
template <typename T>
inline void surf3Dread(T *out, hipSurfaceObject_t s, int x, int y, int z, int mode = hipBoundaryModeTrap) {
  unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, y, z, sizeof(T), mode, "surf3Dread");
  if (P) std::memcpy(out, P, sizeof(T)); else std::memset(out, 0, sizeof(T));
}
template <typename T> inline T surf1Dread(hipSurfaceObject_t s, int x, int mode = hipBoundaryModeTrap) {
  T R; surf1Dread(&R, s, x, mode); return R;
}
template <typename T> inline T surf2Dread(hipSurfaceObject_t s, int x, int y, int mode = hipBoundaryModeTrap) {
  T R; surf2Dread(&R, s, x, y, mode); return R;
}
template <typename T> inline T surf3Dread(hipSurfaceObject_t s, int x, int y, int z, int mode = hipBoundaryModeTrap) {
  T R; surf3Dread(&R, s, x, y, z, mode); return R;
}
template <typename T> inline void surf1Dwrite(T v, hipSurfaceObject_t s, int x, int mode = hipBoundaryModeTrap) {
  if (unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, 0, 0, sizeof(T), mode, "surf1Dwrite"))
    std::memcpy(P, &v, sizeof(T));
}
template <typename T> inline void surf2Dwrite(T v, hipSurfaceObject_t s, int x, int y, int mode = hipBoundaryModeTrap) {
  if (unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, y, 0, sizeof(T), mode, "surf2Dwrite"))
    std::memcpy(P, &v, sizeof(T));
}
template <typename T>
inline void surf3Dwrite(T v, hipSurfaceObject_t s, int x, int y, int z, int mode = hipBoundaryModeTrap) {
  if (unsigned char *P = ::cu2hip_cpu::tex::surfaceAt(s, x, y, z, sizeof(T), mode, "surf3Dwrite"))
    std::memcpy(P, &v, sizeof(T));
}

#endif
