// hip_bf16.h of the CPU backend: the same bfloat16 as hip_bfloat16.h.
#include "hip/hip_bfloat16.h"
