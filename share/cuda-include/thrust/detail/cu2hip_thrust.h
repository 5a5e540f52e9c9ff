// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// A compact, parse-only model of Thrust: containers, execution policies, the common
// algorithms, function objects and fancy iterators. Every <thrust/...> header of this
// directory includes this one. Containers have std::vector's interface, with pointers as iterators.
#ifndef CU2HIP_THRUST_H
#define CU2HIP_THRUST_H
#include "../../cuda_runtime.h"
#include <exception>
#include <stddef.h>
/* No other standard headers: the containers are modelled directly (with plain pointers as
   iterators) because <vector> alone would double the cost of a parse. */

#define THRUST_VERSION 200300
#define THRUST_MAJOR_VERSION 2
#define THRUST_MINOR_VERSION 3
#define THRUST_SUBMINOR_VERSION 0
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_HOST_SYSTEM THRUST_HOST_SYSTEM_CPP

namespace thrust {

/* ---- iterator traits (any iterator with member typedefs, and pointers) ---- */
struct input_iterator_tag {};
struct forward_iterator_tag : input_iterator_tag {};
struct bidirectional_iterator_tag : forward_iterator_tag {};
struct random_access_iterator_tag : bidirectional_iterator_tag {};
template <typename It> struct iterator_traits {
  typedef typename It::value_type value_type;
  typedef typename It::difference_type difference_type;
  typedef typename It::reference reference;
};
template <typename T> struct iterator_traits<T *> {
  typedef T value_type;
  typedef ptrdiff_t difference_type;
  typedef T &reference;
};
template <typename T> struct iterator_traits<const T *> {
  typedef T value_type;
  typedef ptrdiff_t difference_type;
  typedef const T &reference;
};

/* ---- execution policies ---- */
namespace detail {
template <typename Derived> struct execution_policy_base {};
} // namespace detail
template <typename Derived> struct execution_policy : detail::execution_policy_base<Derived> {};
namespace system { namespace cuda { namespace detail {
struct par_t : thrust::execution_policy<par_t> {
  __host__ par_t on(cudaStream_t stream) const;
};
struct par_nosync_t : thrust::execution_policy<par_nosync_t> {
  __host__ par_nosync_t on(cudaStream_t stream) const;
};
}}} // namespace system::cuda::detail
namespace detail {
struct host_t : thrust::execution_policy<host_t> {};
struct device_t : thrust::execution_policy<device_t> {};
struct seq_t : thrust::execution_policy<seq_t> {};
} // namespace detail
static const detail::host_t host = {};
static const detail::device_t device = {};
static const detail::seq_t seq = {};
namespace cuda {
static const system::cuda::detail::par_t par = {};
static const system::cuda::detail::par_nosync_t par_nosync = {};
} // namespace cuda
namespace system { namespace cuda { using thrust::cuda::par; using thrust::cuda::par_nosync; } }
namespace cuda_cub = system::cuda;

/* ---- errors ---- */
namespace system {
class system_error : public std::exception {
public:
  explicit system_error(int ev, const char *what_arg = "");
  const char *what() const noexcept;
};
} // namespace system
using system::system_error;

/* ---- pointers and memory ---- */
template <typename T> class device_ptr {
  T *ptr_;
public:
  typedef T element_type;
  typedef T value_type;
  typedef ptrdiff_t difference_type;
  typedef T *pointer;
  typedef T &reference;
  typedef random_access_iterator_tag iterator_category;
  __host__ __device__ device_ptr() : ptr_(0) {}
  __host__ __device__ explicit device_ptr(T *p) : ptr_(p) {}
  template <typename U> __host__ __device__ device_ptr(const device_ptr<U> &o) : ptr_(o.get()) {}
  __host__ __device__ T *get() const { return ptr_; }
  __host__ __device__ T &operator*() const { return *ptr_; }
  __host__ __device__ T &operator[](difference_type n) const { return ptr_[n]; }
  __host__ __device__ device_ptr &operator++() { ++ptr_; return *this; }
  __host__ __device__ device_ptr operator++(int) { device_ptr t = *this; ++ptr_; return t; }
  __host__ __device__ device_ptr &operator+=(difference_type n) { ptr_ += n; return *this; }
  __host__ __device__ device_ptr operator+(difference_type n) const { return device_ptr(ptr_ + n); }
  __host__ __device__ device_ptr operator-(difference_type n) const { return device_ptr(ptr_ - n); }
  __host__ __device__ difference_type operator-(const device_ptr &o) const { return ptr_ - o.ptr_; }
  __host__ __device__ bool operator==(const device_ptr &o) const { return ptr_ == o.ptr_; }
  __host__ __device__ bool operator!=(const device_ptr &o) const { return ptr_ != o.ptr_; }
  __host__ __device__ bool operator<(const device_ptr &o) const { return ptr_ < o.ptr_; }
};
template <typename T> __host__ __device__ T *raw_pointer_cast(T *p) { return p; }
template <typename T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }
template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <typename T> __host__ device_ptr<T> device_malloc(size_t n);
template <typename T> __host__ void device_free(device_ptr<T> ptr);

/* ---- containers ---- */
template <typename T> class __cu2hip_vector_base {
public:
  typedef T value_type;
  typedef size_t size_type;
  typedef ptrdiff_t difference_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef T *iterator;
  typedef const T *const_iterator;
  __host__ size_type size() const;
  __host__ bool empty() const;
  __host__ size_type capacity() const;
  __host__ void resize(size_type n);
  __host__ void resize(size_type n, const T &value);
  __host__ void reserve(size_type n);
  __host__ void shrink_to_fit();
  __host__ void clear();
  __host__ iterator begin();
  __host__ const_iterator begin() const;
  __host__ const_iterator cbegin() const;
  __host__ iterator end();
  __host__ const_iterator end() const;
  __host__ const_iterator cend() const;
  __host__ reference operator[](size_type n);
  __host__ const_reference operator[](size_type n) const;
  __host__ reference front();
  __host__ const_reference front() const;
  __host__ reference back();
  __host__ const_reference back() const;
  __host__ void push_back(const T &x);
  __host__ void pop_back();
  __host__ iterator insert(iterator position, const T &x);
  template <typename InputIt> __host__ void insert(iterator position, InputIt first, InputIt last) {}
  __host__ iterator erase(iterator pos);
  __host__ iterator erase(iterator first, iterator last);
  __host__ void assign(size_type n, const T &x);
  template <typename InputIt> __host__ void assign(InputIt first, InputIt last) {}
};
template <typename T> class device_allocator {
public:
  typedef T value_type;
};
template <typename T> class __cu2hip_host_allocator {
public:
  typedef T value_type;
};
/* A container argument: anything with begin() (std::vector, host_vector, device_vector ...). */
#define __CU2HIP_RANGE(C) typename C, typename = decltype(static_cast<const C *>(0)->begin())
template <typename T, typename Alloc = device_allocator<T> > class device_vector : public __cu2hip_vector_base<T> {
public:
  typedef device_ptr<T> pointer;
  typedef device_ptr<const T> const_pointer;
  __host__ device_vector();
  __host__ explicit device_vector(size_t n);
  __host__ device_vector(size_t n, const T &value);
  __host__ device_vector(const device_vector &v);
  template <__CU2HIP_RANGE(C)> __host__ device_vector(const C &c) {}
  template <typename InputIt> __host__ device_vector(InputIt first, InputIt last) {}
  __host__ device_vector &operator=(const device_vector &v);
  template <__CU2HIP_RANGE(C)> __host__ device_vector &operator=(const C &c) { return *this; }
  __host__ pointer data();
  __host__ const_pointer data() const;
  __host__ void swap(device_vector &v);
};
template <typename T, typename Alloc = __cu2hip_host_allocator<T> > class host_vector : public __cu2hip_vector_base<T> {
public:
  typedef T *pointer;
  typedef const T *const_pointer;
  __host__ host_vector();
  __host__ explicit host_vector(size_t n);
  __host__ host_vector(size_t n, const T &value);
  __host__ host_vector(const host_vector &v);
  template <__CU2HIP_RANGE(C)> __host__ host_vector(const C &c) {}
  template <typename InputIt> __host__ host_vector(InputIt first, InputIt last) {}
  __host__ host_vector &operator=(const host_vector &v);
  template <__CU2HIP_RANGE(C)> __host__ host_vector &operator=(const C &c) { return *this; }
  __host__ pointer data();
  __host__ const_pointer data() const;
  __host__ void swap(host_vector &v);
};
template <typename T, typename Alloc = device_allocator<T> > class universal_vector : public device_vector<T, Alloc> {
public:
  using device_vector<T, Alloc>::device_vector;
};
#undef __CU2HIP_RANGE

/* ---- tuples and pairs ---- */
template <typename T1, typename T2> struct pair {
  typedef T1 first_type;
  typedef T2 second_type;
  T1 first;
  T2 second;
  __host__ __device__ pair();
  __host__ __device__ pair(const T1 &x, const T2 &y);
};
template <typename T1, typename T2> __host__ __device__ pair<T1, T2> make_pair(T1 x, T2 y) { return pair<T1, T2>(x, y); }
template <typename... Ts> class tuple;
template <> class tuple<> {};
template <typename T, typename... Ts> class tuple<T, Ts...> {
public:
  T head;
  tuple<Ts...> tail;
  __host__ __device__ tuple();
  __host__ __device__ tuple(const T &h, const Ts &...t);
};
template <size_t N, typename Tuple> struct tuple_element;
template <typename T, typename... Ts> struct tuple_element<0, tuple<T, Ts...> > { typedef T type; };
template <size_t N, typename T, typename... Ts> struct tuple_element<N, tuple<T, Ts...> > {
  typedef typename tuple_element<N - 1, tuple<Ts...> >::type type;
};
template <size_t N, typename... Ts>
__host__ __device__ typename tuple_element<N, tuple<Ts...> >::type &get(tuple<Ts...> &t) {
  return __cu2hip_unreachable<typename tuple_element<N, tuple<Ts...> >::type &>();
}
template <size_t N, typename... Ts>
__host__ __device__ const typename tuple_element<N, tuple<Ts...> >::type &get(const tuple<Ts...> &t) {
  return __cu2hip_unreachable<const typename tuple_element<N, tuple<Ts...> >::type &>();
}
template <typename... Ts> __host__ __device__ tuple<Ts...> make_tuple(const Ts &...args) { return tuple<Ts...>(args...); }
template <typename... Ts> __host__ __device__ tuple<Ts &...> tie(Ts &...args) { return tuple<Ts &...>(args...); }

/* ---- function objects ---- */
#define __CU2HIP_THRUST_BINOP(NAME, R, EXPR)                                                     \
  template <typename T = void> struct NAME {                                                     \
    typedef T first_argument_type;                                                               \
    typedef T second_argument_type;                                                              \
    typedef R result_type;                                                                       \
    __host__ __device__ constexpr R operator()(const T &x, const T &y) const { return EXPR; }    \
  };
__CU2HIP_THRUST_BINOP(plus, T, x + y)
__CU2HIP_THRUST_BINOP(minus, T, x - y)
__CU2HIP_THRUST_BINOP(multiplies, T, x * y)
__CU2HIP_THRUST_BINOP(divides, T, x / y)
__CU2HIP_THRUST_BINOP(modulus, T, x % y)
__CU2HIP_THRUST_BINOP(maximum, T, x < y ? y : x)
__CU2HIP_THRUST_BINOP(minimum, T, y < x ? y : x)
__CU2HIP_THRUST_BINOP(bit_and, T, x & y)
__CU2HIP_THRUST_BINOP(bit_or, T, x | y)
__CU2HIP_THRUST_BINOP(bit_xor, T, x ^ y)
__CU2HIP_THRUST_BINOP(equal_to, bool, x == y)
__CU2HIP_THRUST_BINOP(not_equal_to, bool, x != y)
__CU2HIP_THRUST_BINOP(greater, bool, x > y)
__CU2HIP_THRUST_BINOP(less, bool, x < y)
__CU2HIP_THRUST_BINOP(greater_equal, bool, x >= y)
__CU2HIP_THRUST_BINOP(less_equal, bool, x <= y)
__CU2HIP_THRUST_BINOP(logical_and, bool, x && y)
__CU2HIP_THRUST_BINOP(logical_or, bool, x || y)
#undef __CU2HIP_THRUST_BINOP
template <typename T = void> struct negate { __host__ __device__ constexpr T operator()(const T &x) const { return -x; } };
template <typename T = void> struct logical_not { __host__ __device__ constexpr bool operator()(const T &x) const { return !x; } };
template <typename T = void> struct identity { __host__ __device__ constexpr const T &operator()(const T &x) const { return x; } };
template <typename T = void> struct square { __host__ __device__ constexpr T operator()(const T &x) const { return x * x; } };

/* ---- fancy iterators ---- */
template <typename Derived, typename Value> struct __cu2hip_iterator {
  typedef Value value_type;
  typedef Value reference;
  typedef ptrdiff_t difference_type;
  typedef void pointer;
  typedef random_access_iterator_tag iterator_category;
  __host__ __device__ Value operator*() const;
  __host__ __device__ Value operator[](difference_type n) const;
  __host__ __device__ Derived &operator++();
  __host__ __device__ Derived operator++(int);
  __host__ __device__ Derived operator+(difference_type n) const;
  __host__ __device__ Derived operator-(difference_type n) const;
  __host__ __device__ difference_type operator-(const Derived &o) const;
  __host__ __device__ bool operator==(const Derived &o) const;
  __host__ __device__ bool operator!=(const Derived &o) const;
};
template <typename T> class counting_iterator : public __cu2hip_iterator<counting_iterator<T>, T> {
public:
  __host__ __device__ counting_iterator(T init);
};
template <typename T> class constant_iterator : public __cu2hip_iterator<constant_iterator<T>, T> {
public:
  __host__ __device__ constant_iterator(T value, ptrdiff_t index = 0);
};
template <typename F, typename It, typename Reference = void, typename Value = void>
class transform_iterator
    : public __cu2hip_iterator<transform_iterator<F, It, Reference, Value>,
                               typename thrust::iterator_traits<It>::value_type> {
public:
  __host__ __device__ transform_iterator(It it, F f);
};
template <typename ElementIt, typename IndexIt>
class permutation_iterator
    : public __cu2hip_iterator<permutation_iterator<ElementIt, IndexIt>,
                               typename thrust::iterator_traits<ElementIt>::value_type> {
public:
  __host__ __device__ permutation_iterator(ElementIt elements, IndexIt indices);
};
template <typename IteratorTuple> class zip_iterator : public __cu2hip_iterator<zip_iterator<IteratorTuple>, IteratorTuple> {
public:
  __host__ __device__ zip_iterator(IteratorTuple its);
};
class discard_iterator : public __cu2hip_iterator<discard_iterator, int> {
public:
  __host__ __device__ discard_iterator(ptrdiff_t index = 0);
};
template <typename T> __host__ __device__ counting_iterator<T> make_counting_iterator(T x) { return counting_iterator<T>(x); }
template <typename T> __host__ __device__ constant_iterator<T> make_constant_iterator(T x, ptrdiff_t i = 0) { return constant_iterator<T>(x, i); }
template <typename It, typename F> __host__ __device__ transform_iterator<F, It> make_transform_iterator(It it, F f) { return transform_iterator<F, It>(it, f); }
template <typename E, typename I> __host__ __device__ permutation_iterator<E, I> make_permutation_iterator(E e, I i) { return permutation_iterator<E, I>(e, i); }
template <typename... Its> __host__ __device__ zip_iterator<tuple<Its...> > make_zip_iterator(tuple<Its...> t) { return zip_iterator<tuple<Its...> >(t); }
template <typename... Its> __host__ __device__ zip_iterator<tuple<Its...> > make_zip_iterator(Its... its) { return zip_iterator<tuple<Its...> >(tuple<Its...>(its...)); }
__host__ __device__ inline discard_iterator make_discard_iterator(ptrdiff_t i = 0) { return discard_iterator(i); }
template <typename It> __host__ __device__ typename thrust::iterator_traits<It>::difference_type distance(It first, It last);

/* ---- algorithms: each is also declared with a leading execution policy ---- */
#define __CU2HIP_X(...) __VA_ARGS__
#define __CU2HIP_VT(It) typename thrust::iterator_traits<It>::value_type
#define __CU2HIP_DT(It) typename thrust::iterator_traits<It>::difference_type
/* Bodies only so that templates used with lambdas (types without linkage) are defined. */
/* ALGO((template parameters), (return type), name, (parameters)) */
#define __CU2HIP_ALGO(TP, RET, NAME, PARAMS)                                                        \
  template <__CU2HIP_X TP> __host__ __device__ __CU2HIP_X RET NAME(__CU2HIP_X PARAMS) {              \
    return ::__cu2hip_unreachable<__CU2HIP_X RET>();                                                  \
  }                                                                                                 \
  template <typename DerivedPolicy, __CU2HIP_X TP>                                                  \
  __host__ __device__ __CU2HIP_X RET NAME(const detail::execution_policy_base<DerivedPolicy> &exec, \
                                          __CU2HIP_X PARAMS) {                                      \
    return ::__cu2hip_unreachable<__CU2HIP_X RET>();                                                  \
  }
__CU2HIP_ALGO((typename InIt, typename OutIt, typename F), (OutIt), transform, (InIt first, InIt last, OutIt result, F op))
__CU2HIP_ALGO((typename In1, typename In2, typename OutIt, typename F), (OutIt), transform, (In1 first1, In1 last1, In2 first2, OutIt result, F op))
__CU2HIP_ALGO((typename InIt, typename OutIt, typename F, typename Pred), (OutIt), transform_if, (InIt first, InIt last, OutIt result, F op, Pred pred))
__CU2HIP_ALGO((typename It), (void), sort, (It first, It last))
__CU2HIP_ALGO((typename It, typename Cmp), (void), sort, (It first, It last, Cmp comp))
__CU2HIP_ALGO((typename It), (void), stable_sort, (It first, It last))
__CU2HIP_ALGO((typename It, typename Cmp), (void), stable_sort, (It first, It last, Cmp comp))
__CU2HIP_ALGO((typename KIt, typename VIt), (void), sort_by_key, (KIt kfirst, KIt klast, VIt vfirst))
__CU2HIP_ALGO((typename KIt, typename VIt, typename Cmp), (void), sort_by_key, (KIt kfirst, KIt klast, VIt vfirst, Cmp comp))
__CU2HIP_ALGO((typename KIt, typename VIt), (void), stable_sort_by_key, (KIt kfirst, KIt klast, VIt vfirst))
__CU2HIP_ALGO((typename KIt, typename VIt, typename Cmp), (void), stable_sort_by_key, (KIt kfirst, KIt klast, VIt vfirst, Cmp comp))
__CU2HIP_ALGO((typename It), (__CU2HIP_VT(It)), reduce, (It first, It last))
__CU2HIP_ALGO((typename It, typename T), (T), reduce, (It first, It last, T init))
__CU2HIP_ALGO((typename It, typename T, typename Op), (T), reduce, (It first, It last, T init, Op op))
__CU2HIP_ALGO((typename KIt, typename VIt, typename KOut, typename VOut), (pair<KOut, VOut>), reduce_by_key, (KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout))
__CU2HIP_ALGO((typename KIt, typename VIt, typename KOut, typename VOut, typename Pred, typename Op), (pair<KOut, VOut>), reduce_by_key, (KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, Pred pred, Op op))
__CU2HIP_ALGO((typename It, typename F, typename T, typename Op), (T), transform_reduce, (It first, It last, F unary_op, T init, Op binary_op))
__CU2HIP_ALGO((typename It1, typename It2, typename T), (T), inner_product, (It1 first1, It1 last1, It2 first2, T init))
__CU2HIP_ALGO((typename It1, typename It2, typename T, typename Op1, typename Op2), (T), inner_product, (It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2))
__CU2HIP_ALGO((typename InIt, typename OutIt), (OutIt), inclusive_scan, (InIt first, InIt last, OutIt result))
__CU2HIP_ALGO((typename InIt, typename OutIt, typename Op), (OutIt), inclusive_scan, (InIt first, InIt last, OutIt result, Op op))
__CU2HIP_ALGO((typename InIt, typename OutIt), (OutIt), exclusive_scan, (InIt first, InIt last, OutIt result))
__CU2HIP_ALGO((typename InIt, typename OutIt, typename T), (OutIt), exclusive_scan, (InIt first, InIt last, OutIt result, T init))
__CU2HIP_ALGO((typename InIt, typename OutIt, typename T, typename Op), (OutIt), exclusive_scan, (InIt first, InIt last, OutIt result, T init, Op op))
__CU2HIP_ALGO((typename KIt, typename VIt, typename OutIt), (OutIt), inclusive_scan_by_key, (KIt kfirst, KIt klast, VIt vfirst, OutIt result))
__CU2HIP_ALGO((typename KIt, typename VIt, typename OutIt), (OutIt), exclusive_scan_by_key, (KIt kfirst, KIt klast, VIt vfirst, OutIt result))
__CU2HIP_ALGO((typename InIt, typename OutIt), (OutIt), copy, (InIt first, InIt last, OutIt result))
__CU2HIP_ALGO((typename InIt, typename Size, typename OutIt), (OutIt), copy_n, (InIt first, Size n, OutIt result))
__CU2HIP_ALGO((typename InIt, typename OutIt, typename Pred), (OutIt), copy_if, (InIt first, InIt last, OutIt result, Pred pred))
__CU2HIP_ALGO((typename InIt, typename SIt, typename OutIt, typename Pred), (OutIt), copy_if, (InIt first, InIt last, SIt stencil, OutIt result, Pred pred))
__CU2HIP_ALGO((typename It, typename T), (void), fill, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename Size, typename T), (It), fill_n, (It first, Size n, const T &value))
__CU2HIP_ALGO((typename It, typename T), (void), uninitialized_fill, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It), (void), sequence, (It first, It last))
__CU2HIP_ALGO((typename It, typename T), (void), sequence, (It first, It last, T init))
__CU2HIP_ALGO((typename It, typename T), (void), sequence, (It first, It last, T init, T step))
__CU2HIP_ALGO((typename It, typename F), (void), tabulate, (It first, It last, F op))
__CU2HIP_ALGO((typename It, typename G), (void), generate, (It first, It last, G gen))
__CU2HIP_ALGO((typename It, typename F), (It), for_each, (It first, It last, F f))
__CU2HIP_ALGO((typename It, typename Size, typename F), (It), for_each_n, (It first, Size n, F f))
__CU2HIP_ALGO((typename It, typename T), (__CU2HIP_DT(It)), count, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename Pred), (__CU2HIP_DT(It)), count_if, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It), (It), min_element, (It first, It last))
__CU2HIP_ALGO((typename It, typename Cmp), (It), min_element, (It first, It last, Cmp comp))
__CU2HIP_ALGO((typename It), (It), max_element, (It first, It last))
__CU2HIP_ALGO((typename It, typename Cmp), (It), max_element, (It first, It last, Cmp comp))
__CU2HIP_ALGO((typename It), (pair<It, It>), minmax_element, (It first, It last))
__CU2HIP_ALGO((typename It, typename T), (It), find, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename Pred), (It), find_if, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It, typename Pred), (bool), all_of, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It, typename Pred), (bool), any_of, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It, typename Pred), (bool), none_of, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It1, typename It2), (bool), equal, (It1 first1, It1 last1, It2 first2))
__CU2HIP_ALGO((typename It), (It), unique, (It first, It last))
__CU2HIP_ALGO((typename KIt, typename VIt), (pair<KIt, VIt>), unique_by_key, (KIt kfirst, KIt klast, VIt vfirst))
__CU2HIP_ALGO((typename It, typename Pred), (It), remove_if, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It, typename T), (It), remove, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename T), (void), replace, (It first, It last, const T &old_value, const T &new_value))
__CU2HIP_ALGO((typename It, typename Pred, typename T), (void), replace_if, (It first, It last, Pred pred, const T &new_value))
__CU2HIP_ALGO((typename MapIt, typename InIt, typename OutIt), (OutIt), gather, (MapIt map_first, MapIt map_last, InIt input_first, OutIt result))
__CU2HIP_ALGO((typename InIt, typename MapIt, typename OutIt), (void), scatter, (InIt first, InIt last, MapIt map, OutIt result))
__CU2HIP_ALGO((typename InIt, typename OutIt), (OutIt), adjacent_difference, (InIt first, InIt last, OutIt result))
__CU2HIP_ALGO((typename It, typename T), (It), lower_bound, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename T), (It), upper_bound, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename T), (bool), binary_search, (It first, It last, const T &value))
__CU2HIP_ALGO((typename It, typename Pred), (It), partition, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It, typename Pred), (It), stable_partition, (It first, It last, Pred pred))
__CU2HIP_ALGO((typename It), (void), reverse, (It first, It last))
#undef __CU2HIP_ALGO
#undef __CU2HIP_DT
#undef __CU2HIP_VT
#undef __CU2HIP_X

/* ---- random numbers ---- */
namespace random {
template <typename UIntType, UIntType a, UIntType c, UIntType m> class linear_congruential_engine {
public:
  typedef UIntType result_type;
  __host__ __device__ explicit linear_congruential_engine(result_type s = 1);
  __host__ __device__ void seed(result_type s = 1);
  __host__ __device__ result_type operator()(void);
  __host__ __device__ void discard(unsigned long long z);
  static const result_type min = c == 0u ? 1u : 0u;
  static const result_type max = m - 1u;
};
typedef linear_congruential_engine<unsigned int, 48271u, 0u, 2147483647u> minstd_rand;
typedef linear_congruential_engine<unsigned int, 16807u, 0u, 2147483647u> minstd_rand0;
typedef minstd_rand default_random_engine;
class taus88 {
public:
  typedef unsigned int result_type;
  __host__ __device__ explicit taus88(result_type s = 1);
  __host__ __device__ result_type operator()(void);
  __host__ __device__ void discard(unsigned long long z);
};
template <typename IntType = int> class uniform_int_distribution {
public:
  typedef IntType result_type;
  __host__ __device__ explicit uniform_int_distribution(IntType a = 0, IntType b = 2147483647);
  template <typename URNG> __host__ __device__ result_type operator()(URNG &urng);
};
template <typename RealType = double> class uniform_real_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit uniform_real_distribution(RealType a = 0.0, RealType b = 1.0);
  template <typename URNG> __host__ __device__ result_type operator()(URNG &urng);
};
template <typename RealType = double> class normal_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit normal_distribution(RealType mean = 0.0, RealType stddev = 1.0);
  template <typename URNG> __host__ __device__ result_type operator()(URNG &urng);
};
} // namespace random
using random::default_random_engine;
using random::minstd_rand;
using random::normal_distribution;
using random::uniform_int_distribution;
using random::uniform_real_distribution;

} // namespace thrust

#endif /* CU2HIP_THRUST_H */
