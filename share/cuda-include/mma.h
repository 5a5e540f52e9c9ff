// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// Warp matrix multiply-accumulate (WMMA): nvcuda::wmma.
#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__
#include "cuda_fp16.h"
#include "cuda_bf16.h"

#if defined(__cplusplus)
namespace nvcuda {
namespace wmma {

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
struct tf32;
struct b1;
struct u4;
struct s4;
} // namespace precision
namespace experimental {
namespace precision {
typedef nvcuda::wmma::precision::b1 b1;
typedef nvcuda::wmma::precision::u4 u4;
typedef nvcuda::wmma::precision::s4 s4;
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

/* storage type of a fragment element, by the fragment's declared type */
template <typename T> struct __cu2hip_storage { typedef T type; };
template <> struct __cu2hip_storage<precision::tf32> { typedef float type; };
template <> struct __cu2hip_storage<precision::b1> { typedef unsigned type; };
template <> struct __cu2hip_storage<precision::u4> { typedef int type; };
template <> struct __cu2hip_storage<precision::s4> { typedef int type; };

template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment {
public:
  typedef typename __cu2hip_storage<T>::type storage_element_type;
  typedef storage_element_type element_type;
  enum { num_elements = (m * n) / 32 > 0 ? (m * n) / 32 : 1, num_storage_elements = num_elements };
  element_type x[num_elements];
};

template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ void fill_fragment(fragment<Use, m, n, k, T, Layout> &a, const typename fragment<Use, m, n, k, T, Layout>::element_type &v) {}
template <typename Use, int m, int n, int k, typename T, typename Layout, typename P>
__device__ void load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a, const P *mptr, unsigned ldm) {}
template <int m, int n, int k, typename T, typename P>
__device__ void load_matrix_sync(fragment<accumulator, m, n, k, T> &a, const P *mptr, unsigned ldm, layout_t layout) {}
template <int m, int n, int k, typename T, typename P>
__device__ void store_matrix_sync(P *mptr, const fragment<accumulator, m, n, k, T> &a, unsigned ldm, layout_t layout) {}
template <int m, int n, int k, typename Td, typename Ta, typename LayoutA, typename Tb, typename LayoutB, typename Tc>
__device__ void mma_sync(fragment<accumulator, m, n, k, Td> &d, const fragment<matrix_a, m, n, k, Ta, LayoutA> &a,
                         const fragment<matrix_b, m, n, k, Tb, LayoutB> &b, const fragment<accumulator, m, n, k, Tc> &c,
                         bool satf = false);
template <int m, int n, int k, typename LayoutA, typename LayoutB>
__device__ void bmma_sync(fragment<accumulator, m, n, k, int> &d, const fragment<matrix_a, m, n, k, precision::b1, LayoutA> &a,
                          const fragment<matrix_b, m, n, k, precision::b1, LayoutB> &b, const fragment<accumulator, m, n, k, int> &c,
                          experimental::bmmaBitOp op = experimental::bmmaBitOpXOR,
                          experimental::bmmaAccumulateOp acc = experimental::bmmaAccumulateOpPOPC);
__device__ float __float_to_tf32(float in);

} // namespace wmma
} // namespace nvcuda
#endif /* __cplusplus */

#endif /* __CUDA_MMA_H__ */
