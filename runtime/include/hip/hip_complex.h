// hip_complex.h of the CPU backend: single and double complex numbers as
// float2/double2, with HIP's functions.
#ifndef CU2HIP_CPU_HIP_COMPLEX_H
#define CU2HIP_CPU_HIP_COMPLEX_H
#include <cmath>
#include "cu2hip_cpu/Types.h"

typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef float2 hipComplex;

#define CU2HIP_CPU_COMPLEX(T, C, S)                                                                    \
  inline T hipCreal##S(C z) { return z.x; }                                                             \
  inline T hipCimag##S(C z) { return z.y; }                                                             \
  inline C hipConj##S(C z) { return C{z.x, -z.y}; }                                                     \
  inline C hipCadd##S(C a, C b) { return C{a.x + b.x, a.y + b.y}; }                                     \
  inline C hipCsub##S(C a, C b) { return C{a.x - b.x, a.y - b.y}; }                                     \
  inline C hipCmul##S(C a, C b) { return C{a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x}; }             \
  inline C hipCdiv##S(C a, C b) {                                                                       \
    T d = b.x * b.x + b.y * b.y;                                                                        \
    return C{(a.x * b.x + a.y * b.y) / d, (a.y * b.x - a.x * b.y) / d};                                 \
  }                                                                                                     \
  inline T hipCabs##S(C z) { return std::hypot(z.x, z.y); }                                             \
  inline T hipCsqabs##S(C z) { return z.x * z.x + z.y * z.y; }                                          \
  inline C hipCfma##S(C a, C b, C c) { return hipCadd##S(hipCmul##S(a, b), c); }
CU2HIP_CPU_COMPLEX(float, hipFloatComplex, f)
CU2HIP_CPU_COMPLEX(double, hipDoubleComplex, )
#undef CU2HIP_CPU_COMPLEX
inline hipFloatComplex make_hipFloatComplex(float r, float i) { return hipFloatComplex{r, i}; }
inline hipComplex make_hipComplex(float r, float i) { return hipComplex{r, i}; }
inline hipDoubleComplex make_hipDoubleComplex(double r, double i) { return hipDoubleComplex{r, i}; }
inline hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z) { return hipFloatComplex{float(z.x), float(z.y)}; }
inline hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z) { return hipDoubleComplex{z.x, z.y}; }
#endif
