// The CPU backend's kernel-boundary trace (docs/cpu-backend.md): with
// CU2HIP_TRACE=FILE each completed launch writes one JSON line: its number,
// the kernel's name and, for each pointer argument into device memory, the
// memory from the pointer to the end of its allocation, read as the
// parameter type says (float, int32, half; a struct as bytes; a pointer
// array only counted: addresses change between runs; a struct's padding
// shows device memory's fill, 0x7fffffff words). A host pointer is not
// device memory and is left out. CU2HIP_TRACE_BUFFER caps the bytes of
// values one argument shows and CU2HIP_TRACE_TOTAL those of the whole run;
// the rest is summarised by a hash (and a sum for floating types). The
// program's output is the same with the trace as without.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s %cpu-translate -q -o %t/t.hip
// RUN: %cpu-cxx %t/t.hip %cpu-link -o %t/t.exe
// RUN: env CU2HIP_WAVE=64 %t/t.exe > %t/plain.out
// RUN: env CU2HIP_WAVE=64 CU2HIP_TRACE=%t/full.trace %t/t.exe > %t/traced.out
// RUN: cmp %t/plain.out %t/traced.out
// RUN: FileCheck %s --check-prefix=OUT < %t/traced.out
// RUN: FileCheck %s --check-prefix=FULL --match-full-lines < %t/full.trace
// RUN: env CU2HIP_WAVE=32 CU2HIP_TRACE=%t/capped.trace CU2HIP_TRACE_BUFFER=8 %t/t.exe > /dev/null
// RUN: FileCheck %s --check-prefix=CAP --match-full-lines < %t/capped.trace
// RUN: env CU2HIP_WAVE=32 CU2HIP_TRACE=%t/total.trace CU2HIP_TRACE_TOTAL=20 %t/t.exe > /dev/null
// RUN: FileCheck %s --check-prefix=TOTAL --match-full-lines < %t/total.trace
#include <cstdio>
#include <cuda_fp16.h>

struct Pair { int a; short b; };
struct Opaque;
struct Vec { float x, y; };
struct NotVec { float x; int n; };

__global__ void fill(float *x, int *n, int count) {
  int i = threadIdx.x;
  if (i < count) { x[i] = 0.5f * i; n[i] = -i; }
}
__global__ void mixed(const float *x, __half *h, Pair *p, float **ptrs, const int *host) {
  int i = threadIdx.x;
  h[i] = __float2half(x[i] + 1.0f);
  p[i].a = i; p[i].b = short(2 * i);
  ptrs[i] = nullptr;
  (void)host;
}
__global__ void kinds(Opaque *o, Vec *v, unsigned char *c, NotVec *nv) {
  v[threadIdx.x].x = 1.0f; v[threadIdx.x].y = -2.0f;
  c[threadIdx.x] = 200;
  (void)o;
}

int main() {
  float *x; int *n; __half *h; Pair *p; float **ptrs;
  cudaMalloc(&x, 4 * sizeof(float));
  cudaMalloc(&n, 4 * sizeof(int));
  cudaMalloc(&h, 2 * sizeof(__half));
  cudaMalloc(&p, 2 * sizeof(Pair));
  cudaMalloc(&ptrs, 2 * sizeof(float *));
  int host[2] = {7, 8};
  fill<<<1, 4>>>(x, n, 4);
  // A pointer into the middle of an allocation: the memory from it to the end.
  fill<<<1, 2>>>(x + 2, n + 2, 2);
  mixed<<<1, 2>>>(x, h, p, ptrs, host);
  Vec *v; unsigned char *c;
  cudaMalloc(&v, sizeof(Vec));
  cudaMalloc(&c, 1);
  kinds<<<1, 1>>>((Opaque *)c, v, c, (NotVec *)v);
  float hx[4];
  cudaMemcpy(hx, x, sizeof hx, cudaMemcpyDeviceToHost);
  printf("x: %g %g %g %g\n", hx[0], hx[1], hx[2], hx[3]);
  return 0;
}
// OUT: x: 0 0.5 0 0.5

// FULL: {"launch":1,"kernel":"fill","args":[{"arg":0,"type":"float","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":4,"values":[0,0.5,1,1.5]},{"arg":1,"type":"int32","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":4,"values":[0,-1,-2,-3]}]}
// FULL-NEXT: {"launch":2,"kernel":"fill","args":[{"arg":0,"type":"float","elem_size":4,"count":2,"offset":8,"hash":"{{[0-9a-f]+}}","shown":2,"values":[0,0.5]},{"arg":1,"type":"int32","elem_size":4,"count":2,"offset":8,"hash":"{{[0-9a-f]+}}","shown":2,"values":[0,-1]}]}
// FULL-NEXT: {"launch":3,"kernel":"mixed","args":[{"arg":0,"type":"float","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":4,"values":[0,0.5,0,0.5]},{"arg":1,"type":"half","elem_size":2,"count":2,"offset":0,"hash":"{{[0-9a-f]+}}","shown":2,"values":[1,1.5]},{"arg":2,"type":"bytes","elem_size":1,"count":16,"offset":0,"hash":"{{[0-9a-f]+}}","shown":16,"data":"000000000000ff7f010000000200ff7f"},{"arg":3,"type":"pointer","elem_size":8,"count":2,"offset":0}]}

// A type declared only is bytes; a struct of x and y floats (as float2) its
// floats, another struct with an x its bytes.
// FULL-NEXT: {"launch":4,"kernel":"kinds","args":[{"arg":0,"type":"bytes","elem_size":1,"count":1,"offset":0,"hash":"{{[0-9a-f]+}}","shown":1,"data":"c8"},{"arg":1,"type":"float","elem_size":4,"count":2,"offset":0,"hash":"{{[0-9a-f]+}}","shown":2,"values":[1,-2]},{"arg":2,"type":"uint8","elem_size":1,"count":1,"offset":0,"hash":"{{[0-9a-f]+}}","shown":1,"values":[200]},{"arg":3,"type":"bytes","elem_size":1,"count":8,"offset":0,"hash":"{{[0-9a-f]+}}","shown":8,"data":"0000803f000000c0"}]}

// Eight bytes per argument: two floats shown, the rest hashed and summed
// (1 + 1.5); two int32s, the rest hashed.
// CAP: {"launch":1,"kernel":"fill","args":[{"arg":0,"type":"float","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":2,"values":[0,0.5],"rest_hash":"{{[0-9a-f]+}}","rest_sum":2.5},{"arg":1,"type":"int32","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":2,"values":[0,-1],"rest_hash":"{{[0-9a-f]+}}"}]}

// Twenty bytes for the whole run: the first argument's four floats, one
// int32, then nothing more is shown.
// TOTAL: {"launch":1,"kernel":"fill","args":[{"arg":0,"type":"float","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":4,"values":[0,0.5,1,1.5]},{"arg":1,"type":"int32","elem_size":4,"count":4,"offset":0,"hash":"{{[0-9a-f]+}}","shown":1,"values":[0],"rest_hash":"{{[0-9a-f]+}}"}]}
// TOTAL-NEXT: {"launch":2,"kernel":"fill","args":[{"arg":0,"type":"float","elem_size":4,"count":2,"offset":8,"hash":"{{[0-9a-f]+}}","shown":0,"values":[],"rest_hash":"{{[0-9a-f]+}}","rest_sum":0.5},{{.*}}]}
