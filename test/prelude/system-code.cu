// clang is spared the work in system headers whose result cu2hip never reads:
// function bodies there are skipped and implicit instantiations of their
// function templates are left out (docs/ARCHITECTURE.md, "Parsing"). The
// user's own templates are still instantiated: a problem that only their
// instantiation shows is still reported, and the translation is unchanged.
// (<map> is not in the prelude: its bodies are parsed here, or skipped.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip translate %s -o %t/out.hip --time-report 2> %t/err.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: FileCheck %s --input-file %t/out.hip
// DIAG: system-code.cu:[[@LINE+15]]:17: warning: clang: static assertion failed due to requirement 'sizeof(double) == 4': user template;{{.*}}[CU2HIP-W0100]
// DIAG: system function bodies skipped {{[1-9][0-9]*$}}
// DIAG: system instantiations left out {{[1-9][0-9]*$}}
#include <algorithm>
#include <map>
#include <numeric>
#include <vector>

__global__ void scale(float *x, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    x[t] *= 2.0f;
}

template <typename T> T total(const std::vector<T> &v) {
  static_assert(sizeof(T) == 4, "user template");
  return std::accumulate(v.begin(), v.end(), T(0));
}

float run(std::vector<float> &h) {
  std::sort(h.begin(), h.end());
  float *d;
  cudaMalloc(&d, h.size() * sizeof(float));
  // CHECK: hipMemcpy(d, h.data(), h.size() * sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, 64>>>(d, int(h.size()));
  cudaFree(d);
  std::vector<double> w(h.begin(), h.end());
  std::map<int, float> byIndex;
  byIndex[0] = h[0];
  return total(h) + float(total(w)) + byIndex[0];
}
