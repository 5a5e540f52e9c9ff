// Arrays, channel formats, texture and surface object descriptors of the CPU
// backend (host-visible types; sampling lives in cu2hip_cpu/Texture.h).
#ifndef CU2HIP_CPU_TEXTURE_TYPES_H
#define CU2HIP_CPU_TEXTURE_TYPES_H
#include <cstddef>

enum hipChannelFormatKind {
  hipChannelFormatKindSigned = 0, hipChannelFormatKindUnsigned = 1, hipChannelFormatKindFloat = 2,
  hipChannelFormatKindNone = 3
};
struct hipChannelFormatDesc { int x, y, z, w; hipChannelFormatKind f; };

/// A CUDA array: a dense 1D/2D/3D block of elements (rows are not padded).
struct hipArray {
  hipChannelFormatDesc desc;
  size_t width, height, depth;
  size_t elementSize;
  unsigned flags;
  unsigned char *data;
};
typedef hipArray *hipArray_t;
typedef const hipArray *hipArray_const_t;

#define hipArrayDefault 0x00
#define hipArrayLayered 0x01
#define hipArraySurfaceLoadStore 0x02
#define hipArrayCubemap 0x04
#define hipArrayTextureGather 0x08

enum hipResourceType { hipResourceTypeArray = 0, hipResourceTypeMipmappedArray, hipResourceTypeLinear, hipResourceTypePitch2D };
enum hipTextureAddressMode { hipAddressModeWrap = 0, hipAddressModeClamp = 1, hipAddressModeMirror = 2, hipAddressModeBorder = 3 };
enum hipTextureFilterMode { hipFilterModePoint = 0, hipFilterModeLinear = 1 };
enum hipTextureReadMode { hipReadModeElementType = 0, hipReadModeNormalizedFloat = 1 };

struct hipResourceDesc {
  hipResourceType resType;
  union {
    struct { hipArray_t array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; hipChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct { void *devPtr; hipChannelFormatDesc desc; size_t width; size_t height; size_t pitchInBytes; } pitch2D;
  } res;
};
struct hipTextureDesc {
  hipTextureAddressMode addressMode[3];
  hipTextureFilterMode filterMode;
  hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
};
struct hipResourceViewDesc { int format; size_t width, height, depth; unsigned firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer; };

struct __hip_texture;
struct __hip_surface;
typedef __hip_texture *hipTextureObject_t;
typedef __hip_surface *hipSurfaceObject_t;

enum hipSurfaceBoundaryMode { hipBoundaryModeZero = 0, hipBoundaryModeTrap = 1, hipBoundaryModeClamp = 2 };

struct hipMemcpy3DParms {
  hipArray_t srcArray;
  hipPos srcPos;
  hipPitchedPtr srcPtr;
  hipArray_t dstArray;
  hipPos dstPos;
  hipPitchedPtr dstPtr;
  hipExtent extent;
  hipMemcpyKind kind;
};

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f);
namespace cu2hip_cpu {
template <typename T> struct ChannelOf;
#define CU2HIP_CPU_CHANNEL(T, X, Y, Z, W, K)                                                                   \
  template <> struct ChannelOf<T> {                                                                            \
    static hipChannelFormatDesc get() { return hipChannelFormatDesc{X, Y, Z, W, K}; }                          \
  };
#define CU2HIP_CPU_CHANNELS(S, V, B, K)                                                                        \
  CU2HIP_CPU_CHANNEL(S, B, 0, 0, 0, K)                                                                         \
  CU2HIP_CPU_CHANNEL(V##1, B, 0, 0, 0, K)                                                                      \
  CU2HIP_CPU_CHANNEL(V##2, B, B, 0, 0, K)                                                                      \
  CU2HIP_CPU_CHANNEL(V##4, B, B, B, B, K)
CU2HIP_CPU_CHANNELS(float, float, 32, hipChannelFormatKindFloat)
CU2HIP_CPU_CHANNELS(int, int, 32, hipChannelFormatKindSigned)
CU2HIP_CPU_CHANNELS(unsigned int, uint, 32, hipChannelFormatKindUnsigned)
CU2HIP_CPU_CHANNELS(short, short, 16, hipChannelFormatKindSigned)
CU2HIP_CPU_CHANNELS(unsigned short, ushort, 16, hipChannelFormatKindUnsigned)
CU2HIP_CPU_CHANNELS(char, char, 8, hipChannelFormatKindSigned)
CU2HIP_CPU_CHANNELS(unsigned char, uchar, 8, hipChannelFormatKindUnsigned)
#undef CU2HIP_CPU_CHANNELS
CU2HIP_CPU_CHANNEL(signed char, 8, 0, 0, 0, hipChannelFormatKindSigned)
#undef CU2HIP_CPU_CHANNEL
} // namespace cu2hip_cpu
template <typename T> hipChannelFormatDesc hipCreateChannelDesc() { return ::cu2hip_cpu::ChannelOf<T>::get(); }
hipError_t hipMallocArray(hipArray_t *array, const hipChannelFormatDesc *desc, size_t width, size_t height = 0,
                          unsigned flags = hipArrayDefault);
hipError_t hipMalloc3DArray(hipArray_t *array, const hipChannelFormatDesc *desc, hipExtent extent, unsigned flags);
hipError_t hipFreeArray(hipArray_t array);
hipError_t hipArrayGetInfo(hipChannelFormatDesc *desc, hipExtent *extent, unsigned *flags, hipArray_t array);
hipError_t hipMemcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                              size_t width, size_t height, hipMemcpyKind kind);
hipError_t hipMemcpy2DFromArray(void *dst, size_t dpitch, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t width, size_t height, hipMemcpyKind kind);
hipError_t hipMemcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                            hipMemcpyKind kind);
hipError_t hipMemcpyFromArray(void *dst, hipArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                              hipMemcpyKind kind);
hipError_t hipCreateTextureObject(hipTextureObject_t *tex, const hipResourceDesc *res, const hipTextureDesc *desc,
                                  const hipResourceViewDesc *view);
hipError_t hipDestroyTextureObject(hipTextureObject_t tex);
hipError_t hipCreateSurfaceObject(hipSurfaceObject_t *surf, const hipResourceDesc *res);
hipError_t hipDestroySurfaceObject(hipSurfaceObject_t surf);

#endif
