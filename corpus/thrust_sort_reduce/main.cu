// Thrust containers and algorithms: transform with a user functor, sort,
// reduce (sum and max), compared against the same steps on the host.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <thrust/copy.h>

// y = a * x + b on integers so every step is exact.
struct AffineOp {
  int a, b;
  AffineOp(int a_, int b_) : a(a_), b(b_) {}
  __host__ __device__ int operator()(int x) const { return a * x + b; }
};

struct MaxOp {
  __host__ __device__ int operator()(int l, int r) const { return l > r ? l : r; }
};

int main() {
  const int n = 1 << 16;
  thrust::host_vector<int> h(n);
  unsigned int s = 777u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 16) % 2000 - 1000;  // -1000..999
  }

  bool ok = true;
  try {
    thrust::device_vector<int> d = h;  // host -> device copy
    thrust::device_vector<int> t(n);
    thrust::transform(d.begin(), d.end(), t.begin(), AffineOp(3, -7));
    thrust::sort(t.begin(), t.end());
    long long sum = thrust::reduce(t.begin(), t.end(), 0LL, thrust::plus<long long>());
    int mx = thrust::reduce(t.begin(), t.end(), -2147483647 - 1, MaxOp());
    thrust::host_vector<int> back = t;  // device -> host copy

    std::vector<int> ref(h.begin(), h.end());
    AffineOp op(3, -7);
    for (auto& v : ref) v = op(v);
    std::sort(ref.begin(), ref.end());
    long long refSum = std::accumulate(ref.begin(), ref.end(), 0LL);
    int refMax = ref.back();

    for (int i = 0; i < n; ++i) {
      if (back[i] != ref[i]) {
        printf("sorted[%d] = %d, want %d\n", i, back[i], ref[i]);
        ok = false;
        break;
      }
    }
    if (sum != refSum) {
      printf("sum %lld, want %lld\n", sum, refSum);
      ok = false;
    }
    if (mx != refMax) {
      printf("max %d, want %d\n", mx, refMax);
      ok = false;
    }
    printf("n=%d sum=%lld max=%d min=%d\n", n, sum, mx, (int)back[0]);
  } catch (const std::exception& e) {  // thrust reports CUDA errors as exceptions
    fprintf(stderr, "thrust error: %s\n", e.what());
    return 1;
  }
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
