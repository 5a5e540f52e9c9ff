// Area: CUB -> hipCUB. Block-wide primitives (reduce, scan, load/store,
// exchange, radix sort, histogram, discontinuity), warp-wide primitives,
// device-wide algorithms (reduce, scan, radix sort, select, partition,
// histogram, run-length encode, segmented reduce/sort), iterators, operators
// and the caching allocator: the namespace `cub` becomes `hipcub` (rule
// cub-namespace), every CUB header <hipcub/hipcub.hpp>.
// Not compiled: Debian has rocPRIM but no hipCUB, and <hipcub/hipcub.hpp> is
// hipCUB's own header (a thin layer over rocPRIM), so the output is checked as
// text; the hipcc line runs where the lit feature `hipcub` exists.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %if hipcub %{ %hipcc-gfx90a %t.hip -o %t.o %}
// DIAG-NOT: warning
// CHECK-NOT: {{^}}#include <cub/

#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/cub.cuh>
// CHECK: {{^}}#include <hipcub/hipcub.hpp>
#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>

constexpr int kBlock = 128, kItems = 4;

struct IsOdd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};
struct Square {
  __host__ __device__ int operator()(int x) const { return x * x; }
};

__global__ void blockLevel(const int *in, int *out, int *total) {
  using Load = cub::BlockLoad<int, kBlock, kItems, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
// CHECK: {{^}}  using Load = hipcub::BlockLoad<int, kBlock, kItems, hipcub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, kBlock, kItems, cub::BLOCK_STORE_WARP_TRANSPOSE>;
// CHECK: {{^}}  using Store = hipcub::BlockStore<int, kBlock, kItems, hipcub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Reduce = cub::BlockReduce<int, kBlock, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
// CHECK: {{^}}  using Reduce = hipcub::BlockReduce<int, kBlock, hipcub::BLOCK_REDUCE_WARP_REDUCTIONS>;
  using Scan = cub::BlockScan<int, kBlock, cub::BLOCK_SCAN_RAKING>;
// CHECK: {{^}}  using Scan = hipcub::BlockScan<int, kBlock, hipcub::BLOCK_SCAN_RAKING>;
  using Sort = cub::BlockRadixSort<int, kBlock, kItems>;
// CHECK: {{^}}  using Sort = hipcub::BlockRadixSort<int, kBlock, kItems>;
  using Exchange = cub::BlockExchange<int, kBlock, kItems>;
// CHECK: {{^}}  using Exchange = hipcub::BlockExchange<int, kBlock, kItems>;
  using Discontinuity = cub::BlockDiscontinuity<int, kBlock>;
// CHECK: {{^}}  using Discontinuity = hipcub::BlockDiscontinuity<int, kBlock>;
  using Histogram = cub::BlockHistogram<unsigned char, kBlock, kItems, 256>;
// CHECK: {{^}}  using Histogram = hipcub::BlockHistogram<unsigned char, kBlock, kItems, 256>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Reduce::TempStorage reduce;
    typename Scan::TempStorage scan;
    typename Sort::TempStorage sort;
    typename Exchange::TempStorage exchange;
    typename Discontinuity::TempStorage disc;
  } temp;
  int items[kItems];
  int offset = blockIdx.x * kBlock * kItems;
  Load(temp.load).Load(in + offset, items);
  __syncthreads();
  int sum = Reduce(temp.reduce).Sum(items[0]);
  int mx = Reduce(temp.reduce).Reduce(items[1], cub::Max());
// CHECK: {{^}}  int mx = Reduce(temp.reduce).Reduce(items[1], hipcub::Max());
  Scan(temp.scan).ExclusiveSum(items, items);
  Scan(temp.scan).InclusiveScan(items, items, cub::Min());
// CHECK: {{^}}  Scan(temp.scan).InclusiveScan(items, items, hipcub::Min());
  Sort(temp.sort).Sort(items);
  Exchange(temp.exchange).BlockedToStriped(items);
  int flags[kItems];
  Discontinuity(temp.disc).FlagHeads(flags, items, cub::Inequality());
// CHECK: {{^}}  Discontinuity(temp.disc).FlagHeads(flags, items, hipcub::Inequality());
  Store(temp.store).Store(out + offset, items);
  if (threadIdx.x == 0) total[blockIdx.x] = sum + mx + flags[0];
}

__global__ void warpLevel(const int *in, int *out) {
  using WarpReduce = cub::WarpReduce<int>;
// CHECK: {{^}}  using WarpReduce = hipcub::WarpReduce<int>;
  using WarpScan = cub::WarpScan<int>;
// CHECK: {{^}}  using WarpScan = hipcub::WarpScan<int>;
  __shared__ typename WarpReduce::TempStorage reduceStorage[kBlock / 32];
  __shared__ typename WarpScan::TempStorage scanStorage[kBlock / 32];
  int warp = threadIdx.x / 32, v = in[blockIdx.x * kBlock + threadIdx.x];
  int s = WarpReduce(reduceStorage[warp]).Sum(v);
  int prefix;
  WarpScan(scanStorage[warp]).ExclusiveSum(v, prefix);
  out[blockIdx.x * kBlock + threadIdx.x] = s + prefix;
}

void deviceLevel(int *in, int *out, int *keysOut, int *vals, int *valsOut, int *count, int *offsets,
                 int *histogram, unsigned char *samples, int n, int segments, cudaStream_t stream) {
// CHECK: {{^}}                 int *histogram, unsigned char *samples, int n, int segments, hipStream_t stream) {
  cub::CachingDeviceAllocator allocator;
// CHECK: {{^}}  hipcub::CachingDeviceAllocator allocator;
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
  allocator.DeviceAllocate(&temp, bytes, stream);
  cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
  cub::DeviceReduce::Max(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Max(temp, bytes, in, out, n, stream);
  cub::DeviceReduce::Min(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Min(temp, bytes, in, out, n, stream);
  cub::KeyValuePair<int, int> *argmax = nullptr;
// CHECK: {{^}}  hipcub::KeyValuePair<int, int> *argmax = nullptr;
  cub::DeviceReduce::ArgMax(temp, bytes, in, argmax, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::ArgMax(temp, bytes, in, argmax, n, stream);
  cub::DeviceReduce::Reduce(temp, bytes, in, out, n, cub::Sum(), 0, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Reduce(temp, bytes, in, out, n, hipcub::Sum(), 0, stream);
  cub::DeviceScan::InclusiveSum(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceScan::InclusiveSum(temp, bytes, in, out, n, stream);
  cub::DeviceScan::ExclusiveSum(temp, bytes, in, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceScan::ExclusiveSum(temp, bytes, in, out, n, stream);
  cub::DeviceScan::InclusiveScan(temp, bytes, in, out, cub::Max(), n, stream);
// CHECK: {{^}}  hipcub::DeviceScan::InclusiveScan(temp, bytes, in, out, hipcub::Max(), n, stream);
  cub::DeviceRadixSort::SortKeys(temp, bytes, in, keysOut, n, 0, 32, stream);
// CHECK: {{^}}  hipcub::DeviceRadixSort::SortKeys(temp, bytes, in, keysOut, n, 0, 32, stream);
  cub::DeviceRadixSort::SortPairs(temp, bytes, in, keysOut, vals, valsOut, n, 0, 32, stream);
// CHECK: {{^}}  hipcub::DeviceRadixSort::SortPairs(temp, bytes, in, keysOut, vals, valsOut, n, 0, 32, stream);
  cub::DeviceRadixSort::SortKeysDescending(temp, bytes, in, keysOut, n, 0, 32, stream);
// CHECK: {{^}}  hipcub::DeviceRadixSort::SortKeysDescending(temp, bytes, in, keysOut, n, 0, 32, stream);
  cub::DeviceSelect::If(temp, bytes, in, out, count, n, IsOdd(), stream);
// CHECK: {{^}}  hipcub::DeviceSelect::If(temp, bytes, in, out, count, n, IsOdd(), stream);
  cub::DeviceSelect::Unique(temp, bytes, in, out, count, n, stream);
// CHECK: {{^}}  hipcub::DeviceSelect::Unique(temp, bytes, in, out, count, n, stream);
  cub::DevicePartition::If(temp, bytes, in, out, count, n, IsOdd(), stream);
// CHECK: {{^}}  hipcub::DevicePartition::If(temp, bytes, in, out, count, n, IsOdd(), stream);
  cub::DeviceHistogram::HistogramEven(temp, bytes, samples, histogram, 257, 0, 256, n, stream);
// CHECK: {{^}}  hipcub::DeviceHistogram::HistogramEven(temp, bytes, samples, histogram, 257, 0, 256, n, stream);
  cub::DeviceRunLengthEncode::Encode(temp, bytes, in, out, vals, count, n, stream);
// CHECK: {{^}}  hipcub::DeviceRunLengthEncode::Encode(temp, bytes, in, out, vals, count, n, stream);
  cub::DeviceSegmentedReduce::Sum(temp, bytes, in, out, segments, offsets, offsets + 1, stream);
// CHECK: {{^}}  hipcub::DeviceSegmentedReduce::Sum(temp, bytes, in, out, segments, offsets, offsets + 1, stream);
  cub::DeviceSegmentedRadixSort::SortKeys(temp, bytes, in, keysOut, n, segments, offsets, offsets + 1, 0, 32,
// CHECK: {{^}}  hipcub::DeviceSegmentedRadixSort::SortKeys(temp, bytes, in, keysOut, n, segments, offsets, offsets + 1, 0, 32,
                                         stream);
  cub::CountingInputIterator<int> counting(0);
// CHECK: {{^}}  hipcub::CountingInputIterator<int> counting(0);
  cub::ConstantInputIterator<int> constant(7);
// CHECK: {{^}}  hipcub::ConstantInputIterator<int> constant(7);
  cub::TransformInputIterator<int, Square, int *> squares(in, Square());
// CHECK: {{^}}  hipcub::TransformInputIterator<int, Square, int *> squares(in, Square());
  cub::CacheModifiedInputIterator<cub::LOAD_LDG, int> cached(in);
// CHECK: {{^}}  hipcub::CacheModifiedInputIterator<hipcub::LOAD_LDG, int> cached(in);
  cub::DeviceReduce::Sum(temp, bytes, counting, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, counting, out, n, stream);
  cub::DeviceReduce::Sum(temp, bytes, constant, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, constant, out, n, stream);
  cub::DeviceReduce::Sum(temp, bytes, squares, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, squares, out, n, stream);
  cub::DeviceReduce::Sum(temp, bytes, cached, out, n, stream);
// CHECK: {{^}}  hipcub::DeviceReduce::Sum(temp, bytes, cached, out, n, stream);
  allocator.DeviceFree(temp);
}
