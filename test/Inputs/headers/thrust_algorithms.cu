// Thrust: containers, transforms with functors, sort/reduce/scan, fancy iterators, policies.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

struct Saxpy {
  float a;
  explicit Saxpy(float a_) : a(a_) {}
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct IsPositive {
  __host__ __device__ bool operator()(float x) const { return x > 0.0f; }
};

struct IsEven {
  __host__ __device__ bool operator()(int i) const { return i % 2 == 0; }
};

template <typename T>
struct Square {
  __host__ __device__ T operator()(const T &x) const { return x * x; }
};

int main() {
  const int n = 1 << 16;
  thrust::host_vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 37) % 101) - 50.0f;
  thrust::device_vector<float> x = h;
  thrust::device_vector<float> y(n, 1.0f);
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), Saxpy(2.0f));
  thrust::sort(y.begin(), y.end());
  thrust::sort(thrust::device, y.begin(), y.end(), thrust::greater<float>());
  float sum = thrust::reduce(y.begin(), y.end());
  float maxv = thrust::reduce(y.begin(), y.end(), -1e30f, thrust::maximum<float>());
  float sumsq = thrust::transform_reduce(x.begin(), x.end(), Square<float>(), 0.0f, thrust::plus<float>());
  thrust::device_vector<int> idx(n);
  thrust::sequence(idx.begin(), idx.end());
  thrust::device_vector<int> keys(n);
  thrust::fill(keys.begin(), keys.end(), 3);
  thrust::sort_by_key(x.begin(), x.end(), idx.begin());
  thrust::inclusive_scan(idx.begin(), idx.end(), keys.begin());
  thrust::exclusive_scan(thrust::device, idx.begin(), idx.end(), keys.begin(), 0);
  long positives = thrust::count_if(x.begin(), x.end(), IsPositive());
  auto mm = thrust::minmax_element(x.begin(), x.end());
  long evens = thrust::count_if(thrust::make_counting_iterator(0), thrust::make_counting_iterator(n), IsEven());
  float *raw = thrust::raw_pointer_cast(y.data());
  cudaStream_t s;
  cudaStreamCreate(&s);
  thrust::fill(thrust::cuda::par.on(s), raw, raw + n, 0.0f);
  std::vector<float> back(n);
  thrust::copy(y.begin(), y.end(), back.begin());
  thrust::host_vector<float> hy = y;
  printf("sum %f max %f sumsq %f positives %ld evens %ld min %f hy[0] %f\n", sum, maxv, sumsq, positives,
         evens, (float)*mm.first, (float)hy[0]);
  cudaStreamDestroy(s);
  return 0;
}
