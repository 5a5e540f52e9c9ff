// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef __DEVICE_TYPES_H__
#define __DEVICE_TYPES_H__
#include "host_defines.h"

enum __device_builtin__ cudaRoundMode {
  cudaRoundNearest,
  cudaRoundZero,
  cudaRoundPosInf,
  cudaRoundMinInf
};

#endif /* __DEVICE_TYPES_H__ */
