// Mixing the C++ standard library with device code: iostream, exceptions, <cmath> in kernels,
// <algorithm> min/max in device code, <random> and <complex> on the host.
#include <algorithm>
#include <cfloat>
#include <climits>
#include <cmath>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iomanip>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>
#include <cuda_runtime.h>

__device__ float shade(float x) {
  float r = std::sqrt(x) + sqrtf(x) + std::abs(x) + fabs(x) + fmaxf(x, 1.0f) + min(1, 2);
  r += (std::isnan(x) ? 1.0f : 0.0f) + (isinf(x) ? FLT_MAX : 0.0f) + (float)M_PI + std::pow(x, 2.0f);
  return r + FLT_EPSILON + (float)abs(-2) + std::exp(x) + std::floor(x);
}

__global__ void shadeAll(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = shade(v[i]);
}

class CudaError : public std::runtime_error {
public:
  explicit CudaError(cudaError_t e) : std::runtime_error(cudaGetErrorString(e)) {}
};

static void check(cudaError_t e) {
  if (e != cudaSuccess) throw CudaError(e);
}

int main() {
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  std::vector<float> h(1024);
  std::generate(h.begin(), h.end(), [&] { return dist(rng); });
  std::map<std::string, double> stats;
  try {
    std::unique_ptr<float, std::function<void(float *)>> d(nullptr, [](float *p) { cudaFree(p); });
    float *raw = nullptr;
    check(cudaMalloc(&raw, h.size() * sizeof(float)));
    d.reset(raw);
    check(cudaMemcpy(raw, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
    shadeAll<<<4, 256>>>(raw, (int)h.size());
    check(cudaGetLastError());
    check(cudaMemcpy(h.data(), raw, h.size() * sizeof(float), cudaMemcpyDeviceToHost));
    stats["sum"] = std::accumulate(h.begin(), h.end(), 0.0);
  } catch (const std::exception &e) {
    std::cerr << "error: " << e.what() << std::endl;
    return 1;
  }
  std::complex<double> z(3.0, 4.0);
  std::ostringstream out;
  out << std::setprecision(4) << stats["sum"] << " |z|=" << std::abs(z) << " " << INT_MAX;
  std::cout << out.str() << std::endl;
  return 0;
}
