// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_THRUST_SYSTEM_ERROR_H
#define CU2HIP_THRUST_SYSTEM_ERROR_H
#include "detail/cu2hip_thrust.h"
#endif
