// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Single and double precision complex numbers as float2 / double2.
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_
#include "host_defines.h"
#include "vector_types.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define __CU2HIP_CX static __inline__ __host__ __device__

__CU2HIP_CX float cuCrealf(cuFloatComplex x) { return x.x; }
__CU2HIP_CX float cuCimagf(cuFloatComplex x) { return x.y; }
__CU2HIP_CX cuFloatComplex make_cuFloatComplex(float r, float i) { cuFloatComplex z; z.x = r; z.y = i; return z; }
__CU2HIP_CX cuFloatComplex cuConjf(cuFloatComplex x) { return make_cuFloatComplex(x.x, -x.y); }
__CU2HIP_CX cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) { return make_cuFloatComplex(x.x + y.x, x.y + y.y); }
__CU2HIP_CX cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) { return make_cuFloatComplex(x.x - y.x, x.y - y.y); }
__CU2HIP_CX cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
__CU2HIP_CX cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float d = y.x * y.x + y.y * y.y;
  return make_cuFloatComplex((x.x * y.x + x.y * y.y) / d, (x.y * y.x - x.x * y.y) / d);
}
__CU2HIP_CX float cuCabsf(cuFloatComplex x) { return __builtin_sqrtf(x.x * x.x + x.y * x.y); }

__CU2HIP_CX double cuCreal(cuDoubleComplex x) { return x.x; }
__CU2HIP_CX double cuCimag(cuDoubleComplex x) { return x.y; }
__CU2HIP_CX cuDoubleComplex make_cuDoubleComplex(double r, double i) { cuDoubleComplex z; z.x = r; z.y = i; return z; }
__CU2HIP_CX cuDoubleComplex cuConj(cuDoubleComplex x) { return make_cuDoubleComplex(x.x, -x.y); }
__CU2HIP_CX cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) { return make_cuDoubleComplex(x.x + y.x, x.y + y.y); }
__CU2HIP_CX cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) { return make_cuDoubleComplex(x.x - y.x, x.y - y.y); }
__CU2HIP_CX cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
__CU2HIP_CX cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  double d = y.x * y.x + y.y * y.y;
  return make_cuDoubleComplex((x.x * y.x + x.y * y.y) / d, (x.y * y.x - x.x * y.y) / d);
}
__CU2HIP_CX double cuCabs(cuDoubleComplex x) { return __builtin_sqrt(x.x * x.x + x.y * x.y); }

__CU2HIP_CX cuComplex make_cuComplex(float x, float y) { return make_cuFloatComplex(x, y); }
__CU2HIP_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) { return make_cuDoubleComplex((double)c.x, (double)c.y); }
__CU2HIP_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) { return make_cuFloatComplex((float)c.x, (float)c.y); }
__CU2HIP_CX cuComplex cuCfmaf(cuComplex x, cuComplex y, cuComplex d) { return cuCaddf(cuCmulf(x, y), d); }
__CU2HIP_CX cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) { return cuCadd(cuCmul(x, y), d); }

#undef __CU2HIP_CX
#endif /* CU_COMPLEX_H_ */
