// Arrays, channel descriptors, texture and surface objects. Sampling is in
// cu2hip_cpu/Texture.h; here the objects learn where their texels are.
#include "Internal.h"

#include <cstdlib>

using namespace cu2hip_cpu;

hipChannelFormatDesc hipCreateChannelDesc(int X, int Y, int Z, int W, hipChannelFormatKind F) {
  return hipChannelFormatDesc{X, Y, Z, W, F};
}

namespace {
size_t elementSize(const hipChannelFormatDesc &D) { return size_t(D.x + D.y + D.z + D.w) / 8; }

/// Fills the geometry of a texture or surface object from its resource.
hipError_t describe(__hip_texture &T, const hipResourceDesc &R) {
  T.Res = R;
  switch (R.resType) {
  case hipResourceTypeArray: {
    hipArray_t A = R.res.array.array;
    if (!A) return hipErrorInvalidValue;
    T.Base = A->data;
    T.Format = A->desc;
    T.ElemSize = A->elementSize;
    T.Width = A->width;
    T.Height = A->height ? A->height : 1;
    T.Depth = A->depth ? A->depth : 1;
    T.Pitch = A->width * A->elementSize;
    T.SlicePitch = T.Pitch * T.Height;
    return hipSuccess;
  }
  case hipResourceTypeLinear:
    T.Base = static_cast<unsigned char *>(R.res.linear.devPtr);
    T.Format = R.res.linear.desc;
    T.ElemSize = elementSize(T.Format);
    if (!T.Base || !T.ElemSize) return hipErrorInvalidValue;
    T.Width = R.res.linear.sizeInBytes / T.ElemSize;
    T.Height = T.Depth = 1;
    T.Pitch = T.SlicePitch = R.res.linear.sizeInBytes;
    return hipSuccess;
  case hipResourceTypePitch2D:
    T.Base = static_cast<unsigned char *>(R.res.pitch2D.devPtr);
    T.Format = R.res.pitch2D.desc;
    T.ElemSize = elementSize(T.Format);
    if (!T.Base || !T.ElemSize) return hipErrorInvalidValue;
    T.Width = R.res.pitch2D.width;
    T.Height = R.res.pitch2D.height;
    T.Depth = 1;
    T.Pitch = R.res.pitch2D.pitchInBytes;
    T.SlicePitch = T.Pitch * T.Height;
    return hipSuccess;
  default:
    return hipErrorNotSupported;
  }
}
} // namespace

hipError_t hipMalloc3DArray(hipArray_t *Out, const hipChannelFormatDesc *D, hipExtent E, unsigned Flags) {
  ensureInit();
  if (!Out || !D || E.width == 0) return setError(hipErrorInvalidValue);
  auto *A = new hipArray();
  A->desc = *D;
  A->width = E.width;
  A->height = E.height;
  A->depth = E.depth;
  A->elementSize = elementSize(*D);
  A->flags = Flags;
  size_t N = A->width * (A->height ? A->height : 1) * (A->depth ? A->depth : 1) * A->elementSize;
  A->data = static_cast<unsigned char *>(std::calloc(N ? N : 1, 1));
  if (!A->data) {
    delete A;
    return setError(hipErrorOutOfMemory);
  }
  *Out = A;
  return hipSuccess;
}
hipError_t hipMallocArray(hipArray_t *Out, const hipChannelFormatDesc *D, size_t W, size_t H, unsigned Flags) {
  return hipMalloc3DArray(Out, D, hipExtent{W, H, 0}, Flags);
}
hipError_t hipFreeArray(hipArray_t A) {
  if (!A) return setError(hipErrorInvalidValue);
  std::free(A->data);
  delete A;
  return hipSuccess;
}
hipError_t hipArrayGetInfo(hipChannelFormatDesc *D, hipExtent *E, unsigned *F, hipArray_t A) {
  if (!A) return setError(hipErrorInvalidHandle);
  if (D) *D = A->desc;
  if (E) *E = hipExtent{A->width, A->height, A->depth};
  if (F) *F = A->flags;
  return hipSuccess;
}
hipError_t hipMemcpy2DToArray(hipArray_t Dst, size_t WOff, size_t HOff, const void *Src, size_t SPitch, size_t W,
                              size_t H, hipMemcpyKind K) {
  if (!Dst) return setError(hipErrorInvalidValue);
  size_t Pitch = Dst->width * Dst->elementSize;
  if (WOff + W > Pitch || HOff + H > (Dst->height ? Dst->height : 1)) return setError(hipErrorInvalidValue);
  return hipMemcpy2D(Dst->data + HOff * Pitch + WOff, Pitch, Src, SPitch, W, H, K);
}
hipError_t hipMemcpy2DFromArray(void *Dst, size_t DPitch, hipArray_const_t Src, size_t WOff, size_t HOff, size_t W,
                                size_t H, hipMemcpyKind K) {
  if (!Src) return setError(hipErrorInvalidValue);
  size_t Pitch = Src->width * Src->elementSize;
  if (WOff + W > Pitch || HOff + H > (Src->height ? Src->height : 1)) return setError(hipErrorInvalidValue);
  return hipMemcpy2D(Dst, DPitch, Src->data + HOff * Pitch + WOff, Pitch, W, H, K);
}
hipError_t hipMemcpyToArray(hipArray_t Dst, size_t WOff, size_t HOff, const void *Src, size_t Count,
                            hipMemcpyKind K) {
  if (!Dst) return setError(hipErrorInvalidValue);
  size_t Pitch = Dst->width * Dst->elementSize;
  return hipMemcpy(Dst->data + HOff * Pitch + WOff, Src, Count, K);
}
hipError_t hipMemcpyFromArray(void *Dst, hipArray_const_t Src, size_t WOff, size_t HOff, size_t Count,
                              hipMemcpyKind K) {
  if (!Src) return setError(hipErrorInvalidValue);
  size_t Pitch = Src->width * Src->elementSize;
  return hipMemcpy(Dst, Src->data + HOff * Pitch + WOff, Count, K);
}

hipError_t hipCreateTextureObject(hipTextureObject_t *Out, const hipResourceDesc *R, const hipTextureDesc *D,
                                  const hipResourceViewDesc *) {
  if (!Out || !R || !D) return setError(hipErrorInvalidValue);
  auto *T = new __hip_texture();
  T->Desc = *D;
  if (hipError_t E = describe(*T, *R); E != hipSuccess) {
    delete T;
    return E == hipErrorNotSupported ? notSupported("hipCreateTextureObject(mipmapped array)") : setError(E);
  }
  *Out = T;
  return hipSuccess;
}
hipError_t hipDestroyTextureObject(hipTextureObject_t T) {
  delete T;
  return hipSuccess;
}
hipError_t hipCreateSurfaceObject(hipSurfaceObject_t *Out, const hipResourceDesc *R) {
  if (!Out || !R || R->resType != hipResourceTypeArray) return setError(hipErrorInvalidValue);
  auto *S = new __hip_surface();
  if (hipError_t E = describe(*S, *R); E != hipSuccess) {
    delete S;
    return setError(E);
  }
  *Out = S;
  return hipSuccess;
}
hipError_t hipDestroySurfaceObject(hipSurfaceObject_t S) {
  delete S;
  return hipSuccess;
}
