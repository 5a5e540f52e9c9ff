// vector-operators (lib/Rules/RealWorld/VectorOperatorsRule.cpp;
// docs/real-world.md, item 5): user-defined operators on CUDA vector types
// (helper_math.h style).
// HIP's float3/int3/... already have operators. Measured with hipcc 5.2: HIP's
// binary operators are templates, so a user's non-template operator+ or
// operator*(float3, float) wins overload resolution and still compiles; but
// HIP's `+= -= *= /=` (same vector type) and `++`/`--` are non-template members,
// and a user's free function with those signatures makes every use ambiguous.
// Exactly those are guarded out for HIP when they do what HIP's member does.
// Switched off (--select-rules=-vector-operators), nothing is guarded or
// reported.
// RUN: %cu2hip translate %s --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %cu2hip translate %t.hip -q --hip-version 5.2 2>/dev/null | diff %t.hip -
// RUN: %if nvcc %{ %nvcc -c %s -o %t.cuda.o %}
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s --hip-version 5.2 --select-rules=-vector-operators -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep -e R0304 -e W0305 %t.off.err
#include <cuda_runtime.h>

// --- no conflict under hipcc: left alone --------------------------------------
inline __host__ __device__ float3 make_float3(float s) { return make_float3(s, s, s); }
inline __host__ __device__ float3 make_float3(float4 a) { return make_float3(a.x, a.y, a.z); }
inline __host__ __device__ float3 operator-(float3 &a) { return make_float3(-a.x, -a.y, -a.z); }
inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __host__ __device__ float3 operator*(float3 a, float3 b) { return make_float3(a.x * b.x, a.y * b.y, a.z * b.z); }
inline __host__ __device__ float3 operator*(float3 a, float b) { return make_float3(a.x * b, a.y * b, a.z * b); }
inline __device__ float3 operator*(float b, float3 a) { return make_float3(b * a.x, b * a.y, b * a.z); }
inline __host__ __device__ bool operator==(float3 a, float3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
inline __host__ __device__ void operator+=(float3 &a, float b) { a.x += b; a.y += b; a.z += b; }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float length(float3 v) { return sqrtf(dot(v, v)); }
inline __host__ __device__ float3 normalize(float3 v) { return v * (1.0f / length(v)); }
inline __host__ __device__ float3 cross(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
// CHECK-NOT: {{^}}#if !defined(__HIPCC__)
// CHECK:     {{^}}inline __host__ __device__ float3 cross(

// --- ambiguous under hipcc, same semantics as HIP's member: guarded ----------
inline __host__ __device__ void operator+=(float3 &a, float3 b)
{
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}
// CHECK:      {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's float3 has operator+=
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator+=(float3 &a, float3 b)
// CHECK:      {{^}}  a.z += b.z;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// DIAG: vector-operators.cu:[[@LINE-11]]:33: remark: user-defined 'operator+=' on 'float3' is ambiguous with HIP's built-in vector operator and does the same; guarded out for HIP with #if !defined(__HIPCC__) [vector-operator] [CU2HIP-R0304]
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF:      {{^}}inline __host__ __device__ void operator+=(float3 &a, float3 b)
static __inline__ __host__ __device__ float3 &operator-=(float3 &a, const float3 &b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; return a; }
inline __host__ __device__ void operator*=(float3 &a, float3 b) { a = a * b; }
inline __host__ __device__ void operator/=(float4 &a, const float4 b) { a.x = a.x / b.x; a.y = a.y / b.y; a.z = a.z / b.z; a.w = a.w / b.w; }
inline __host__ __device__ int2 &operator++(int2 &a) { ++a.x; a.y++; return a; }
// The remaining ones above, back to back: each is wrapped on lines of its own.
// CHECK:      {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's float3 has operator-=
// CHECK-NEXT: {{^}}static __inline__ __host__ __device__ float3 &operator-=(
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's float3 has operator*=
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator*=(float3 &a, float3 b) { a = a * b; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's float4 has operator/=
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator/=(float4 &a,
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's int2 has operator++
// CHECK-NEXT: {{^}}inline __host__ __device__ int2 &operator++(int2 &a)
// CHECK-NEXT: {{^}}#endif
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF:      {{^}}static __inline__ __host__ __device__ float3 &operator-=(
// OFF-NEXT: {{^}}inline __host__ __device__ void operator*=(float3 &a, float3 b) { a = a * b; }
// OFF-NEXT: {{^}}inline __host__ __device__ void operator/=(float4 &a,
// OFF-NEXT: {{^}}inline __host__ __device__ int2 &operator++(int2 &a)

// A declaration is guarded with its definition.
__host__ __device__ void operator-=(uint2 &a, uint2 b);
// CHECK:      {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's uint2 has operator-=
// CHECK-NEXT: {{^}}__host__ __device__ void operator-=(uint2 &a, uint2 b);
// CHECK-NEXT: {{^}}#endif
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF:      {{^}}__host__ __device__ void operator-=(uint2 &a, uint2 b);
// OFF-NOT: {{^}}#if !defined(__HIPCC__)
// OFF:      {{^}}inline __host__ __device__ void operator-=(uint2 &a, uint2 b) { a.x -= b.x; a.y -= b.y; }
inline __host__ __device__ void operator-=(uint2 &a, uint2 b) { a.x -= b.x; a.y -= b.y; }

// --- ambiguous, but not what HIP does: reported and left in place ------------
// (y is divided by b.x: a bug, or a meaning HIP's operator does not have)
inline __host__ __device__ void operator/=(int3 &a, int3 b) { a.x /= b.x; a.y /= b.x; a.z /= b.z; }
// CHECK: {{^}}inline __host__ __device__ void operator/=(int3 &a, int3 b)
// DIAG: vector-operators.cu:[[@LINE-2]]:33: warning: user-defined 'operator/=' on 'int3' is ambiguous with HIP's built-in vector operator under hipcc, but its body is not the component-wise operation HIP performs; left in place, remove or rename it by hand [vector-operator] [CU2HIP-W0305]

__global__ void integrate(float3 *pos, float3 *vel, float4 *col, int2 *cell, uint2 *seed, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 p = pos[i], v = vel[i];
  v += make_float3(0.0f, -9.81f, 0.0f) * dt;   // user operator*(float3, float), operator+=
  v *= make_float3(0.99f);                     // operator*= (HIP's member under hipcc)
  p -= -v * dt;                                // unary -, operator-=
  p += 0.5f;                                   // operator+=(float3&, float): user's
  if (p == v) p = p + cross(p, v);
  pos[i] = normalize(p) * length(v) + 2.0f * make_float3(col[i]);
  vel[i] = v;
  float4 c = col[i];
  c /= make_float4(1.0f, 2.0f, 4.0f, 8.0f);
  col[i] = c;
  ++cell[i];
  uint2 s = seed[i];
  s -= make_uint2(1, 2);
  seed[i] = s;
}

int main() {
  float3 a = make_float3(1.0f), b = make_float3(2.0f, 3.0f, 4.0f);
  a += b;
  a -= b;
  return dot(a, b) > 0.0f ? 0 : 1;
}

// --- guarded already, by hand or by cu2hip (a .cu translated a second time):
// hipcc never compiles them, so they keep their guard and get no second one.
#if !defined(__HIPCC__) // cu2hip: HIP's float2 has operator+=
inline __host__ __device__ void operator+=(float2 &a, float2 b) { a.x += b.x; a.y += b.y; }
#endif
#ifndef __HIPCC__
#if 1
inline __host__ __device__ void operator-=(float2 &a, float2 b) { a.x -= b.x; a.y -= b.y; }
#endif
#endif
// CHECK:      {{^}}#if !defined(__HIPCC__) // cu2hip: HIP's float2 has operator+=
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator+=(float2 &a, float2 b)
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#ifndef __HIPCC__
// CHECK-NEXT: {{^}}#if 1
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator-=(float2 &a, float2 b)
// CHECK-NEXT: {{^}}#endif
// DIAG-NOT: 'float2'
