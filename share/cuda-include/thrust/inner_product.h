// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
#ifndef CU2HIP_THRUST_INNER_PRODUCT_H
#define CU2HIP_THRUST_INNER_PRODUCT_H
#include "detail/cu2hip_thrust.h"
#endif
