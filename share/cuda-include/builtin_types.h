// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef __BUILTIN_TYPES_H__
#define __BUILTIN_TYPES_H__
#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"
#endif /* __BUILTIN_TYPES_H__ */
