// memcpy-to-symbol (SYMBOL_ARG rows of lib/Mapping/CallArguments.def): a device
// symbol passed to the symbol APIs is wrapped in HIP_SYMBOL(...), HIP's
// portable spelling (on AMD it expands to the name itself, so the meaning is
// unchanged; on HIP's NVIDIA platform it takes the address the `const void *`
// parameters there need). Addresses and already-wrapped symbols are left
// alone; a symbol named by a string is reported. The output compiles with hipcc.
// Switched off (--select-rules=-memcpy-to-symbol), symbols are passed bare and
// the string is not reported.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %if hipcc %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-memcpy-to-symbol -o %t.off.hip 2> %t.off.err
// RUN: FileCheck %s --check-prefix=OFF < %t.off.hip
// RUN: not grep W0400 %t.off.err

#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;
__device__ float *table;
namespace params {
__constant__ double scale;
}
template <typename T> __device__ T tvar;

__global__ void use(float *out) { out[0] = coeffs[0] * counter + table[0] * params::scale; }

int main() {
  float h[16] = {};
  int c = 0;
  double sc = 1;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyToSymbol(coeffs, h, sizeof(h));
// CHECK: {{^}}  hipMemcpyToSymbol(HIP_SYMBOL(coeffs), h, sizeof(h));
// OFF: {{^}}  hipMemcpyToSymbol(coeffs, h, sizeof(h));
  cudaMemcpyToSymbol(counter, &c, sizeof(int), 0, cudaMemcpyHostToDevice);
// CHECK: {{^}}  hipMemcpyToSymbol(HIP_SYMBOL(counter), &c, sizeof(int), 0, hipMemcpyHostToDevice);
  cudaMemcpyToSymbol(params::scale, &sc, sizeof(double));
// CHECK: {{^}}  hipMemcpyToSymbol(HIP_SYMBOL(params::scale), &sc, sizeof(double));
  cudaMemcpyToSymbolAsync(coeffs, h, sizeof(h), 0, cudaMemcpyHostToDevice, s);
// CHECK: {{^}}  hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), h, sizeof(h), 0, hipMemcpyHostToDevice, s);
  cudaMemcpyFromSymbol(h, coeffs, sizeof(h));
// CHECK: {{^}}  hipMemcpyFromSymbol(h, HIP_SYMBOL(coeffs), sizeof(h));
// OFF: {{^}}  hipMemcpyFromSymbol(h, coeffs, sizeof(h));
  cudaMemcpyFromSymbolAsync(&c, counter, sizeof(int), 0, cudaMemcpyDeviceToHost, s);
// CHECK: {{^}}  hipMemcpyFromSymbolAsync(&c, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost, s);
  cudaMemcpyToSymbol(tvar<int>, &c, sizeof(int));
// CHECK: {{^}}  hipMemcpyToSymbol(HIP_SYMBOL(tvar<int>), &c, sizeof(int));
  void *addr = nullptr;
  size_t size = 0;
  cudaGetSymbolAddress(&addr, table);
// CHECK: {{^}}  hipGetSymbolAddress(&addr, HIP_SYMBOL(table));
  cudaGetSymbolSize(&size, coeffs);
// CHECK: {{^}}  hipGetSymbolSize(&size, HIP_SYMBOL(coeffs));
// OFF: {{^}}  hipGetSymbolSize(&size, coeffs);

  // Left alone: an address is already what the `const void *` overload takes.
  cudaMemcpyToSymbol((const void *)&counter, &c, sizeof(int));
// CHECK: {{^}}  hipMemcpyToSymbol((const void *)&counter, &c, sizeof(int));
  cudaMemcpyFromSymbol(&c, HIP_SYMBOL(counter), sizeof(int));
// CHECK: {{^}}  hipMemcpyFromSymbol(&c, HIP_SYMBOL(counter), sizeof(int));

#if 0
  // Symbols by name were removed in CUDA 5.0: reported, never wrapped.
  cudaMemcpyToSymbol("coeffs", h, sizeof(h));
#endif
// CHECK: {{^}}  hipMemcpyToSymbol("coeffs", h, sizeof(h));
// DIAG: memcpy-to-symbol.cu:[[@LINE-3]]:22: warning: 'cudaMemcpyToSymbol' names its symbol by the string "coeffs": HIP finds symbols by address, and would take the string itself; pass the variable [symbol] [CU2HIP-W0400]
  cudaStreamDestroy(s);
  return 0;
}
