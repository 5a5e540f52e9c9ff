// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// CUB: block-, warp- and device-wide primitives, declared with enough template
// shape that typical uses parse, e.g.
//   typedef cub::BlockReduce<float, 256> BR; __shared__ typename BR::TempStorage t; BR(t).Sum(x);
#ifndef CUB_CUB_CUH
#define CUB_CUB_CUH
#include "../cuda_runtime.h"

#define CUB_VERSION 200300
#define CUB_MAJOR_VERSION 2
#define CUB_MINOR_VERSION 3
#define CUB_SUBMINOR_VERSION 0
#define CUB_PTX_WARP_THREADS 32
#define CUB_PTX_ARCH 0
#define CUB_RUNTIME_FUNCTION __host__ __device__
#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END }
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define CUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#define CubDebug(e) (e)
#define CubDebugExit(e) (e)

#if defined(__cplusplus)
namespace cub {

/* ---- utilities and function objects ---- */
struct NullType {};
template <typename T> struct Traits;
template <typename Key, typename Value> struct KeyValuePair {
  typedef Key key_type;
  typedef Value value_type;
  Key key;
  Value value;
  __host__ __device__ KeyValuePair() {}
  __host__ __device__ KeyValuePair(const Key &k, const Value &v) : key(k), value(v) {}
};
struct Sum { template <class T, class U> __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(a + b) { return a + b; } };
struct Max { template <class T, class U> __host__ __device__ T operator()(const T &a, const U &b) const { return a < b ? T(b) : a; } };
struct Min { template <class T, class U> __host__ __device__ T operator()(const T &a, const U &b) const { return b < a ? T(b) : a; } };
struct ArgMax { template <class T, class O> __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a, const KeyValuePair<O, T> &b) const; };
struct ArgMin { template <class T, class O> __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a, const KeyValuePair<O, T> &b) const; };
struct Equality { template <class T, class U> __host__ __device__ bool operator()(const T &a, const U &b) const; };
struct Inequality { template <class T, class U> __host__ __device__ bool operator()(const T &a, const U &b) const; };
template <typename T> struct CastOp { template <class U> __host__ __device__ T operator()(const U &x) const; };
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  __host__ __device__ DoubleBuffer();
  __host__ __device__ DoubleBuffer(T *d_current, T *d_alternate);
  __host__ __device__ T *Current();
  __host__ __device__ T *Alternate();
};
__device__ unsigned int LaneId();
__device__ unsigned int WarpId();
template <typename T> __host__ __device__ constexpr T DivideAndRoundUp(T n, T d) { return (n + d - 1) / d; }

enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
template <CacheLoadModifier MODIFIER, typename T> __device__ T ThreadLoad(T *ptr) { return __cu2hip_unreachable<T>(); }
template <CacheStoreModifier MODIFIER, typename T> __device__ void ThreadStore(T *ptr, T val) {}

/* ---- iterators (value_type and pointer-like use are what matters here) ---- */
template <typename ValueT, typename OffsetT = ptrdiff_t> class CountingInputIterator {
public:
  typedef ValueT value_type;
  __host__ __device__ CountingInputIterator(const ValueT &val);
  __host__ __device__ ValueT operator[](OffsetT n) const;
  __host__ __device__ ValueT operator*() const;
};
template <typename ValueT, typename OffsetT = ptrdiff_t> class ConstantInputIterator {
public:
  typedef ValueT value_type;
  __host__ __device__ ConstantInputIterator(ValueT val, OffsetT offset = 0);
  __host__ __device__ ValueT operator[](OffsetT n) const;
  __host__ __device__ ValueT operator*() const;
};
template <typename ValueT, typename ConversionOp, typename InputIteratorT, typename OffsetT = ptrdiff_t>
class TransformInputIterator {
public:
  typedef ValueT value_type;
  __host__ __device__ TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op);
  __host__ __device__ ValueT operator[](OffsetT n) const;
  __host__ __device__ ValueT operator*() const;
};
template <CacheLoadModifier MODIFIER, typename ValueT, typename OffsetT = ptrdiff_t>
class CacheModifiedInputIterator {
public:
  typedef ValueT value_type;
  template <typename QualifiedValueT> __host__ __device__ CacheModifiedInputIterator(QualifiedValueT *ptr) {}
  __host__ __device__ ValueT operator[](OffsetT n) const;
  __host__ __device__ ValueT operator*() const;
};
template <typename InputIteratorT, typename OffsetT = ptrdiff_t, typename OutputValueT = int>
class ArgIndexInputIterator {
public:
  __host__ __device__ ArgIndexInputIterator(InputIteratorT itr, OffsetT offset = 0);
};
template <typename OffsetT = ptrdiff_t> class DiscardOutputIterator {
public:
  __host__ __device__ DiscardOutputIterator(OffsetT offset = 0);
};

/* ---- block-wide collectives ---- */
enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};
enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };

/* Opaque shared-memory storage: a trivially constructible struct, as __shared__ requires. */
template <int BYTES> struct __cu2hip_temp_storage { alignas(16) unsigned char bytes[BYTES]; };

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * 32> {};
  __device__ BlockReduce();
  __device__ BlockReduce(TempStorage &temp_storage);
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) { return __cu2hip_unreachable<T>(); }
  template <int ITEMS_PER_THREAD, typename ReductionOp> __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op) { return __cu2hip_unreachable<T>(); }
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid) { return __cu2hip_unreachable<T>(); }
  __device__ T Sum(T input);
  template <int ITEMS_PER_THREAD> __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD]) { return __cu2hip_unreachable<T>(); }
  __device__ T Sum(T input, int num_valid);
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * (BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z + 32)> {};
  __device__ BlockScan();
  __device__ BlockScan(TempStorage &temp_storage);
  __device__ void ExclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate);
  template <typename BlockPrefixCallbackOp> __device__ void ExclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD> __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD> __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {}
  __device__ void InclusiveSum(T input, T &output);
  __device__ void InclusiveSum(T input, T &output, T &block_aggregate);
  template <typename BlockPrefixCallbackOp> __device__ void InclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD> __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD> __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op, T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp> __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp> __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD> {};
  __device__ BlockLoad();
  __device__ BlockLoad(TempStorage &temp_storage);
  template <typename InputIteratorT> __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
  template <typename InputIteratorT> __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int block_items_end) {}
  template <typename InputIteratorT, typename DefaultT> __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int block_items_end, DefaultT oob_default) {}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD> {};
  __device__ BlockStore();
  __device__ BlockStore(TempStorage &temp_storage);
  template <typename OutputIteratorT> __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
  template <typename OutputIteratorT> __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {}
};

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
public:
  struct TempStorage : __cu2hip_temp_storage<(sizeof(KeyT) + sizeof(ValueT)) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD> {};
  __device__ BlockRadixSort();
  __device__ BlockRadixSort(TempStorage &temp_storage);
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD> {};
  __device__ BlockExchange();
  __device__ BlockExchange(TempStorage &temp_storage);
  template <typename OutputT> __device__ void StripedToBlocked(const T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {}
  template <typename OutputT> __device__ void BlockedToStriped(const T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]) {}
  __device__ void StripedToBlocked(T (&items)[ITEMS_PER_THREAD]);
  __device__ void BlockedToStriped(T (&items)[ITEMS_PER_THREAD]);
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD + 4 * BINS> {};
  __device__ BlockHistogram();
  __device__ BlockHistogram(TempStorage &temp_storage);
  template <typename CounterT> __device__ void InitHistogram(CounterT histogram[BINS]) {}
  template <typename CounterT> __device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {}
  template <typename CounterT> __device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {}
};

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z> {};
  __device__ BlockDiscontinuity();
  __device__ BlockDiscontinuity(TempStorage &temp_storage);
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
};

/* blocked/striped direct loads and stores */
template <typename InputIteratorT, typename T, int ITEMS_PER_THREAD>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename InputIteratorT, typename T, int ITEMS_PER_THREAD>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <typename OutputIteratorT, typename T, int ITEMS_PER_THREAD>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename OutputIteratorT, typename T, int ITEMS_PER_THREAD>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}

/* ---- warp-wide collectives ---- */
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * LOGICAL_WARP_THREADS> {};
  __device__ WarpReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int valid_items);
  template <typename FlagT> __device__ T HeadSegmentedSum(T input, FlagT head_flag) { return __cu2hip_unreachable<T>(); }
  template <typename FlagT> __device__ T TailSegmentedSum(T input, FlagT tail_flag) { return __cu2hip_unreachable<T>(); }
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) { return __cu2hip_unreachable<T>(); }
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op, int valid_items) { return __cu2hip_unreachable<T>(); }
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
public:
  struct TempStorage : __cu2hip_temp_storage<sizeof(T) * LOGICAL_WARP_THREADS * 2> {};
  __device__ WarpScan(TempStorage &temp_storage);
  __device__ void InclusiveSum(T input, T &inclusive_output);
  __device__ void InclusiveSum(T input, T &inclusive_output, T &warp_aggregate);
  __device__ void ExclusiveSum(T input, T &exclusive_output);
  __device__ void ExclusiveSum(T input, T &exclusive_output, T &warp_aggregate);
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op) {}
  __device__ T Broadcast(T input, unsigned int src_lane);
};

/* ---- device-wide algorithms: call once with d_temp_storage == NULL to size the storage ---- */
struct DeviceReduce {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename T, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, ReductionOpT reduction_op, T init, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename UniqueOutputIteratorT, typename ValuesInputIteratorT, typename AggregatesOutputIteratorT, typename NumRunsOutputIteratorT, typename ReductionOpT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t ReduceByKey(void *d_temp_storage, size_t &temp_storage_bytes, KeysInputIteratorT d_keys_in, UniqueOutputIteratorT d_unique_out, ValuesInputIteratorT d_values_in, AggregatesOutputIteratorT d_aggregates_out, NumRunsOutputIteratorT d_num_runs_out, ReductionOpT reduction_op, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceSegmentedReduce {
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  CUB_RUNTIME_FUNCTION static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  CUB_RUNTIME_FUNCTION static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  CUB_RUNTIME_FUNCTION static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT, typename ReductionOpT, typename T>
  CUB_RUNTIME_FUNCTION static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, ReductionOpT reduction_op, T initial_value, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceScan {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op, InitValueT init_value, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT, typename EqualityOpT = Equality, typename NumItemsT = int>
  CUB_RUNTIME_FUNCTION static cudaError_t ExclusiveSumByKey(void *d_temp_storage, size_t &temp_storage_bytes, KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out, NumItemsT num_items, EqualityOpT equality_op = EqualityOpT(), cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT, typename EqualityOpT = Equality, typename NumItemsT = int>
  CUB_RUNTIME_FUNCTION static cudaError_t InclusiveSumByKey(void *d_temp_storage, size_t &temp_storage_bytes, KeysInputIteratorT d_keys_in, ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out, NumItemsT num_items, EqualityOpT equality_op = EqualityOpT(), cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceRadixSort {
  template <typename KeyT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<KeyT> &d_keys, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<KeyT> &d_keys, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in, ValueT *d_values_out, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in, ValueT *d_values_out, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes, DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values, NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceSegmentedRadixSort {
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  CUB_RUNTIME_FUNCTION static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in, ValueT *d_values_out, int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceSelect {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t If(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Unique(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DevicePartition {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t If(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out, NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceHistogram {
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  CUB_RUNTIME_FUNCTION static cudaError_t HistogramEven(void *d_temp_storage, size_t &temp_storage_bytes, SampleIteratorT d_samples, CounterT *d_histogram, int num_levels, LevelT lower_level, LevelT upper_level, OffsetT num_samples, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  CUB_RUNTIME_FUNCTION static cudaError_t HistogramRange(void *d_temp_storage, size_t &temp_storage_bytes, SampleIteratorT d_samples, CounterT *d_histogram, int num_levels, const LevelT *d_levels, OffsetT num_samples, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

struct DeviceRunLengthEncode {
  template <typename InputIteratorT, typename UniqueOutputIteratorT, typename LengthsOutputIteratorT, typename NumRunsOutputIteratorT, typename NumItemsT>
  CUB_RUNTIME_FUNCTION static cudaError_t Encode(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, UniqueOutputIteratorT d_unique_out, LengthsOutputIteratorT d_counts_out, NumRunsOutputIteratorT d_num_runs_out, NumItemsT num_items, cudaStream_t stream = 0) { return __cu2hip_unreachable<cudaError_t>(); }
};

/* ---- caching allocator (util_allocator.cuh) ---- */
struct CachingDeviceAllocator {
  CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1, unsigned int max_bin = ~0u, size_t max_cached_bytes = ~(size_t)0, bool skip_cleanup = false, bool debug = false);
  CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false);
  cudaError_t DeviceAllocate(int device, void **d_ptr, size_t bytes, cudaStream_t active_stream = 0);
  cudaError_t DeviceAllocate(void **d_ptr, size_t bytes, cudaStream_t active_stream = 0);
  cudaError_t DeviceFree(int device, void *d_ptr);
  cudaError_t DeviceFree(void *d_ptr);
  cudaError_t FreeAllCached();
};

} // namespace cub
#endif /* __cplusplus */

#endif /* CUB_CUB_CUH */
