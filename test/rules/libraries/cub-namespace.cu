// cub-namespace (lib/Rules/Libraries/CubNamespaceRule.cpp): the namespace
// `cub` becomes `hipcub` where it is used as a namespace (qualifier, using
// directive, alias target); a variable or member called `cub` stays. hipCUB
// is not packaged by Debian (only rocPRIM is), so the output is checked as
// text; test/library-programs/cub-block-reduce.cu compiles it where hipCUB is
// installed. Switched off (--select-rules=-cub-namespace), `cub` stays.
// RUN: %cu2hip translate %s -q --hip-version 5.2 | FileCheck %s
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-cub-namespace | FileCheck %s --check-prefix=OFF

#include <cub/cub.cuh>
// CHECK: {{^}}#include <hipcub/hipcub.hpp>

namespace c2 = cub;
// CHECK: {{^}}namespace c2 = hipcub;
// OFF: {{^}}namespace c2 = cub;

template <int BLOCK>
__global__ void blockSum(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK> BlockReduce;
// CHECK: {{^}}  typedef hipcub::BlockReduce<int, BLOCK> BlockReduce;
// OFF: {{^}}  typedef cub::BlockReduce<int, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int s = BlockReduce(temp).Reduce(v, ::cub::Sum());
// CHECK: {{^}}  int s = BlockReduce(temp).Reduce(v, ::hipcub::Sum());
// OFF: {{^}}  int s = BlockReduce(temp).Reduce(v, ::cub::Sum());
  using WarpReduce = c2::WarpReduce<int>;
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

struct Dessert { int cub; };
// CHECK: {{^}}struct Dessert { int cub; };

void run(int *d_in, int *d_out, int n, cudaStream_t stream) {
  using namespace cub;
// CHECK: {{^}}  using namespace hipcub;
// OFF: {{^}}  using namespace cub;
  void *tmp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n, stream);
// OFF: {{^}}  cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n, stream);
  Dessert d{1};
  int cub_count = d.cub;
// CHECK: {{^}}  int cub_count = d.cub;
  (void)cub_count;
}
