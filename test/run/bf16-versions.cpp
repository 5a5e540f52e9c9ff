// hip_bf16.h follows the emulated HIP release: __hip_bfloat16 and
// __hip_bfloat162 with their conversions, operators and intrinsics at 6.4 and
// 7.2 (round to nearest even, arithmetic in float rounded once, unordered
// comparisons, the unsafe pair atomic add), the _rn forms and the scalar
// unsafeAtomicAdd only from 7.0, and no hip_bf16.h at all at 5.2, which has
// only hip_bfloat16.h's hip_bfloat16.
// REQUIRES: cpu-backend-versions
// RUN: %cpu-cxx %cpu-hip-6.4 %cpu-wave64 %s %cpu-link -o %t64.exe
// RUN: %t64.exe | FileCheck %s --check-prefixes=CHECK,V64
// RUN: %cpu-cxx %cpu-hip-7.2 %s %cpu-link -o %t72.exe
// RUN: env CU2HIP_WAVE=32 %t72.exe | FileCheck %s --check-prefixes=CHECK,V72
// RUN: not %cpu-cxx %cpu-hip-6.4 %cpu-wave64 -DROCM7_NAMES -c %s -o %t64rn.o 2>&1 | FileCheck %s --check-prefix=NO-RN
// RUN: not %cpu-cxx %cpu-hip-5.2 %cpu-wave64 -c %s -o %t52.o 2>&1 | FileCheck %s --check-prefix=NO-HEADER
// RUN: %cpu-cxx %cpu-hip-5.2 %cpu-wave64 -DLEGACY_ONLY %s %cpu-link -o %t52.exe
// RUN: %t52.exe | FileCheck %s --check-prefix=LEGACY
// V64: rn 3f80 3f82 3f80 7fc0
// V72: rn 3f80 3f82 3f81 7fc0
// CHECK-NEXT: axpy 0 4.000000 1 5.750000 2 7.500000 3 9.250000
// CHECK-NEXT: ops 4040 bfc0 4040 3fc0 c040 4090
// CHECK-NEXT: cmp 1 0 1 1 0 1
// CHECK-NEXT: pair 4000 40c0 1 0
// CHECK-NEXT: atomic 64 128
// V64-NEXT: done 6.4
// V72-NEXT: rn 4040 4040 bf80 3
// V72-NEXT: done 7.2
// NO-RN: error: use of undeclared identifier '__hadd_rn'
// NO-HEADER: error: "hip/hip_bf16.h: no such header before HIP 6.0
// LEGACY: legacy 3f80 1.000000 3.000000 1 0 1
#include <hip/hip_runtime.h>
#include <hip/hip_bfloat16.h>
#include <cmath>
#include <cstdio>

#ifndef LEGACY_ONLY
#include <hip/hip_bf16.h>

static unsigned bits(__hip_bfloat16 b) { return __bfloat16_as_ushort(b); }

__global__ void axpy(float a, const __hip_bfloat16 *x, const __hip_bfloat16 *y, __hip_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __hfma(__float2bfloat16(a), x[i], y[i]);
}

__global__ void accumulate(__hip_bfloat162 *sum) {
  unsafeAtomicAdd(sum, __hip_bfloat162(__float2bfloat16(1.0f), __float2bfloat16(2.0f)));
}

int main() {
  // Ties round to even; NaN stays NaN; a double just above a tie rounds once
  // from ROCm 7, twice (down to the tie, then to even) with HIP 6.x's header.
  printf("rn %x %x %x %x\n", bits(__float2bfloat16(1.00390625f)), bits(__float2bfloat16(1.01171875f)),
         bits(__double2bfloat16(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30))), bits(__float2bfloat16(NAN)) & 0x7fc0u);

  const int n = 4;
  __hip_bfloat16 hx[n], hy[n], hout[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = __float2bfloat16(float(i));
    hy[i] = float(i) * 0.5f + 4.0f; // converting constructor from float
  }
  __hip_bfloat16 *x, *y, *out;
  hipMalloc(&x, sizeof hx);
  hipMalloc(&y, sizeof hy);
  hipMalloc(&out, sizeof hout);
  hipMemcpy(x, hx, sizeof hx, hipMemcpyHostToDevice);
  hipMemcpy(y, hy, sizeof hy, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(axpy, dim3(1), dim3(n), 0, 0, 1.25f, x, y, out, n);
  hipMemcpy(hout, out, sizeof hout, hipMemcpyDeviceToHost);
  printf("axpy");
  for (int i = 0; i < n; ++i) printf(" %d %f", i, __bfloat162float(hout[i]));
  printf("\n");

  __hip_bfloat16 a = __float2bfloat16(1.5f), b = __float2bfloat16(1.5f);
  __hip_bfloat16 c = a + b, d = -a, e = a;
  e += a;
  __hip_bfloat16 g = __habs(d), m = __hmax(-c, __hneg(c)), s = __hsub(c, -a) / a * a;
  printf("ops %x %x %x %x %x %x\n", bits(c), bits(d), bits(e), bits(g), bits(m), bits(s));
  __hip_bfloat16 nan = __float2bfloat16(NAN);
  printf("cmp %d %d %d %d %d %d\n", a == b, a < b, a <= b, __hequ(a, nan), __heq(a, nan), __hisnan(nan));

  __hip_bfloat162 p(__float2bfloat16(1.0f), __float2bfloat16(2.0f)), q = p * p + p;
  __hip_bfloat162 one = __bfloat162bfloat162(__float2bfloat16(1.0f));
  printf("pair %x %x %d %d\n", bits(q.x), bits(q.y), __hbeq2(one, __lows2bfloat162(one, p)), __hbgt2(p, one));

  __hip_bfloat162 *sum;
  hipMalloc(&sum, sizeof *sum);
  hipMemset(sum, 0, sizeof *sum);
  hipLaunchKernelGGL(accumulate, dim3(4), dim3(16), 0, 0, sum);
  __hip_bfloat162 hsum;
  hipMemcpy(&hsum, sum, sizeof hsum, hipMemcpyDeviceToHost);
  printf("atomic %g %g\n", __low2float(hsum), __high2float(hsum));

#if HIP_VERSION_MAJOR >= 7 || defined(ROCM7_NAMES)
  __hip_bfloat16 *one1;
  hipMalloc(&one1, sizeof *one1);
  hipMemset(one1, 0, sizeof *one1);
  unsafeAtomicAdd(one1, __int2bfloat16_rn(3));
  __hip_bfloat16 h1;
  hipMemcpy(&h1, one1, sizeof h1, hipMemcpyDeviceToHost);
  printf("rn %x %x %x %g\n", bits(__hadd_rn(a, a)), bits(__hmul_rn(a, __float2bfloat16(2.0f))),
         bits(__hsub_rn(__float2bfloat16(0.5f), a)), __bfloat162float(h1));
#endif
  printf("done %d.%d\n", HIP_VERSION_MAJOR, HIP_VERSION_MINOR);
  return 0;
}
#else
int main() {
  hip_bfloat16 a(1.00390625f), b(2.0f);
  float f = a; // implicit to float, explicit from it
  hip_bfloat16 c = a + b;
  printf("legacy %x %f %f %d %d %d\n", a.data, f, float(c), a < b, std::isnan(a), std::iszero(hip_bfloat16(-0.0f)));
  return 0;
}
#endif
