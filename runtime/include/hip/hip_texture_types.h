// hip_texture_types.h of the CPU backend.
#include "hip/hip_runtime_api.h"
