// The execution model's interface to device code: per-thread state read by
// threadIdx & co., block barriers, wavefront collectives, kernel launch.
// Implemented in runtime/lib/Executor.cpp and runtime/lib/Warp.cpp.
#ifndef CU2HIP_CPU_EXEC_H
#define CU2HIP_CPU_EXEC_H

#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "hip/hip_runtime_api.h"

namespace cu2hip_cpu {

/// What device code reads about the GPU thread it is: one per fiber.
struct ThreadState {
  uint3 ThreadIdx;
  uint3 BlockIdx;
  dim3 BlockDim;
  dim3 GridDim;
  unsigned Linear; ///< linear thread index within the block
  unsigned Lane;   ///< lane within the wavefront
  unsigned Wave;   ///< wavefront index within the block
  void *DynamicShared;
};

/// The state of the GPU thread running on this OS thread (set by the block
/// scheduler before it runs or resumes a thread; null outside kernels).
/// `__thread`, not `thread_local`: a plain pointer with no dynamic
/// initialisation, so a kernel reads it directly, with no call to a
/// thread_local wrapper on every threadIdx and blockIdx.
extern __thread ThreadState *CurrentThread;

inline ThreadState &self() { return *CurrentThread; }

/// The wavefront width of this run: the width the program was built for where
/// warpSize is a constant (HIP before 7.0), else CU2HIP_WAVE (32 or 64, default 64).
int waveSize();
/// The width the program was built for (CU2HIP_CPU_WAVE_SIZE), 0 where its
/// warpSize is a run-time value (HIP 7).
int programWave();
/// The HIP version the program was built for (HIP_VERSION of its headers).
int hipVersion();

// ---- Block barriers ------------------------------------------------------------
enum class BarrierOp { Plain, Count, And, Or };
/// Waits until every thread of the block arrived; returns the reduction of
/// \p Pred over the block for Count/And/Or.
#if defined(__clang__)
__attribute__((noduplicate, convergent))
#endif
int blockBarrier(BarrierOp Op, int Pred);
/// grid_group::sync in a cooperative launch.
void gridBarrier();

// ---- Wavefront collectives -------------------------------------------------------
enum class CollectiveKind { Shfl, ShflUp, ShflDown, ShflXor, Ballot, Match, SyncWarp };
/// One lane's part in a collective: the lanes of a wavefront that block at the
/// same collective (kind and call site) execute it together when every
/// unfinished lane of the wavefront is blocked (that set is the active mask);
/// of several such groups the one at the lowest code address goes first.
struct Collective {
  CollectiveKind Kind;
  const char *Name;    ///< for diagnostics: "__shfl_sync", ...
  int Width;           ///< shuffle segment width
  int Arg;             ///< source lane, delta or xor mask
  const void *Value;   ///< this lane's value (Size bytes)
  void *Result;        ///< where this lane's answer goes (Size bytes; 8 for ballot/match)
  unsigned Size;
  bool HasMask;        ///< a *_sync form: Mask must name exactly arrived lanes
  uint64_t Mask;
  uint64_t Active;     ///< out: the lanes that executed it together
  const void *Site;    ///< set by collective(): the call site (see Warp.cpp)
};
/// Neither duplicated nor made control-dependent on more conditions by the
/// optimizer (as a GPU compiler treats collectives): a call site is one source
/// call, so tail duplication of the block after `if (lane == 0) v = ...;` must
/// not give the lanes of the two paths two different collectives.
#if defined(__clang__)
#define CU2HIP_CPU_COLLECTIVE_ATTRS __attribute__((noduplicate, convergent))
#else
#define CU2HIP_CPU_COLLECTIVE_ATTRS
#endif
CU2HIP_CPU_COLLECTIVE_ATTRS void collective(Collective &C);

/// Values reach a collective by reference, never as a by-value parameter: a
/// lane whose value is uninitialised (lane 0 loads, then broadcasts with
/// __shfl) would make a by-value call undefined behaviour under clang's noundef
/// parameters, and -O2 then deletes the branch that loads (every lane loads).
/// Through memory that escapes to collective() the value is opaque.
template <typename T> __attribute__((always_inline)) inline T shuffle(CollectiveKind K, const char *Name, const T &V, int Arg, int Width, bool HasMask = false,
                                uint64_t Mask = 0) {
  static_assert(std::is_trivially_copyable_v<T>, "shuffled values must be trivially copyable");
  T R;
  std::memcpy(&R, &V, sizeof(T));
  Collective C{K, Name, Width, Arg, &V, &R, sizeof(T), HasMask, Mask, 0, nullptr};
  collective(C);
  return R;
}
/// A shuffled argument as a reference to non-volatile memory (a volatile one is copied).
template <typename T> __attribute__((always_inline)) inline const T &plainRef(const T &V) { return V; }
template <typename T> __attribute__((always_inline)) inline T plainRef(const volatile T &V) { return V; }
__attribute__((always_inline)) inline uint64_t ballot(const char *Name, int Pred, bool HasMask = false, uint64_t Mask = 0, unsigned long long *Active = nullptr) {
  int P = Pred != 0;
  uint64_t R = 0;
  Collective C{CollectiveKind::Ballot, Name, 0, 0, &P, &R, sizeof(int), HasMask, Mask, 0, nullptr};
  collective(C);
  if (Active)
    *Active = C.Active;
  return R;
}

/// Prints "cu2hip-cpu: error: kernel 'k' block (..) thread (..): Message" and
/// exits with status 86.
[[noreturn]] void misuse(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
/// Prints "cu2hip-cpu: not supported: Api" the first time; returns hipErrorNotSupported.
hipError_t notSupported(const char *Api);

// ---- Kernel-boundary trace (CU2HIP_TRACE, runtime/lib/Trace.cpp) -------------------
/// How the trace reads the elements a pointer argument points to: what its
/// parameter type says of them.
/// (Half and BFloat16 are 4 and 5: the headers' cu2hipTraceKind.)
enum class TraceKind : unsigned char { Bytes, Signed, Unsigned, Float, Half, BFloat16, Bool, Pointer };
/// A pointer argument of a launch, for the trace: the memory after each
/// launch is recorded where the pointer is into a known allocation.
struct TracedArg {
  unsigned Index;    ///< the parameter's position
  const void *Ptr;
  const char *Type;  ///< "float", "int32", "half", ... ; "bytes" where the type does not say
  unsigned ElemSize; ///< bytes of one element (1 for bytes)
  TraceKind Kind;
};
/// Whether CU2HIP_TRACE is set (read once): launches then list their
/// pointer arguments.
bool tracing();

/// What a pointee type \p T is to the trace. A type of the headers that is
/// not a C++ arithmetic type (__half, the bfloat16s) names itself with
/// static members cu2hipTraceName / cu2hipTraceKind (they change no layout);
/// a vector type (float4: members x, y, z, w of one arithmetic type and
/// nothing else) is read as its components.
template <typename T, typename = void> struct IsComplete : std::false_type {};
template <typename T> struct IsComplete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};
template <typename T, typename = void> struct HasTraceName : std::false_type {};
template <typename T> struct HasTraceName<T, std::void_t<decltype(T::cu2hipTraceName)>> : std::true_type {};
template <typename T, typename = void> struct VectorX { using Type = void; };
template <typename T> struct VectorX<T, std::void_t<decltype(std::declval<T &>().x)>> {
  using Type = std::decay_t<decltype(std::declval<T &>().x)>;
};
/// How many of the members y, z, w a vector type has after x, each of x's type.
template <typename T, typename X, typename = void> struct HasY : std::false_type {};
template <typename T, typename X>
struct HasY<T, X, std::void_t<decltype(std::declval<T &>().y)>>
    : std::is_same<std::decay_t<decltype(std::declval<T &>().y)>, X> {};
template <typename T, typename X, typename = void> struct HasZ : std::false_type {};
template <typename T, typename X>
struct HasZ<T, X, std::void_t<decltype(std::declval<T &>().z)>>
    : std::is_same<std::decay_t<decltype(std::declval<T &>().z)>, X> {};
template <typename T, typename X, typename = void> struct HasW : std::false_type {};
template <typename T, typename X>
struct HasW<T, X, std::void_t<decltype(std::declval<T &>().w)>>
    : std::is_same<std::decay_t<decltype(std::declval<T &>().w)>, X> {};
template <typename T> constexpr bool isVectorType() {
  using X = typename VectorX<T>::Type;
  if constexpr (!std::is_arithmetic_v<X>) {
    return false;
  } else {
    constexpr size_t N = 1 + HasY<T, X>::value + (HasY<T, X>::value && HasZ<T, X>::value) +
                         (HasY<T, X>::value && HasZ<T, X>::value && HasW<T, X>::value);
    return sizeof(T) == N * sizeof(X);
  }
}
template <typename T> void traceElement(const char *&Name, unsigned &Size, TraceKind &Kind) {
  using U = std::remove_cv_t<T>;
  if constexpr (!IsComplete<U>::value) {
    // A type declared only (an opaque handle): its bytes.
    Name = "bytes", Size = 1, Kind = TraceKind::Bytes;
  } else if constexpr (std::is_pointer_v<U>) {
    Name = "pointer", Size = sizeof(U), Kind = TraceKind::Pointer;
  } else if constexpr (std::is_same_v<U, bool>) {
    Name = "bool", Size = 1, Kind = TraceKind::Bool;
  } else if constexpr (std::is_floating_point_v<U> && (sizeof(U) == 4 || sizeof(U) == 8)) {
    Name = sizeof(U) == 4 ? "float" : "double", Size = sizeof(U), Kind = TraceKind::Float;
  } else if constexpr (std::is_integral_v<U> && sizeof(U) <= 8) {
    static const char *const Signed[] = {"int8", "int16", "", "int32", "", "", "", "int64"};
    static const char *const Unsigned[] = {"uint8", "uint16", "", "uint32", "", "", "", "uint64"};
    Name = std::is_signed_v<U> ? Signed[sizeof(U) - 1] : Unsigned[sizeof(U) - 1];
    Size = sizeof(U), Kind = std::is_signed_v<U> ? TraceKind::Signed : TraceKind::Unsigned;
  } else if constexpr (HasTraceName<U>::value) {
    Name = U::cu2hipTraceName, Size = sizeof(U), Kind = TraceKind(U::cu2hipTraceKind);
  } else if constexpr (isVectorType<U>()) {
    traceElement<std::decay_t<decltype(std::declval<U &>().x)>>(Name, Size, Kind);
  } else {
    Name = "bytes", Size = 1, Kind = TraceKind::Bytes;
  }
}
template <typename A> void traceArg(std::vector<TracedArg> &Out, unsigned Index, const A &V) {
  if constexpr (std::is_pointer_v<A>) {
    using P = std::remove_pointer_t<A>;
    // A function's address is no memory; a volatile pointee's is read after
    // the launch like any other.
    if constexpr (!std::is_function_v<P>) {
      TracedArg T{Index, const_cast<const void *>(static_cast<const volatile void *>(V)), "bytes", 1,
                  TraceKind::Bytes};
      if constexpr (!std::is_void_v<std::remove_cv_t<P>>)
        traceElement<P>(T.Type, T.ElemSize, T.Kind);
      Out.push_back(T);
    }
  }
}
/// The pointer arguments of a launch whose arguments are \p Tup (empty when
/// not tracing).
template <typename Tuple> std::vector<TracedArg> tracedArgs(const Tuple &Tup) {
  std::vector<TracedArg> Out;
  if (!tracing())
    return Out;
  std::apply(
      [&](const auto &...V) {
        unsigned I = 0;
        (traceArg(Out, I++, V), ...);
      },
      Tup);
  return Out;
}

// ---- Launch ------------------------------------------------------------------------
/// A type-erased kernel: runs the kernel body for the current thread.
using KernelBody = std::function<void()>;
struct LaunchSpec {
  const char *Name;
  const void *Func;
  dim3 Grid;
  dim3 Block;
  size_t SharedBytes;
  hipStream_t Stream;
  bool Cooperative;
  /// The pointer arguments, for the trace (empty when not tracing).
  std::vector<TracedArg> Traced = {};
};
hipError_t launch(const LaunchSpec &Spec, KernelBody Body);

/// Records a kernel's parameter unpacking so that launches by address
/// (hipLaunchKernel, graph kernel nodes) can call it, and list its pointer
/// arguments for the trace.
using ArgsInvoker = KernelBody (*)(const void *Func, void **Args);
using ArgsTracer = std::vector<TracedArg> (*)(void **Args);
void registerKernel(const void *Func, ArgsInvoker Invoke, ArgsTracer Trace);

template <typename... P> struct KernelOf {
  template <size_t... I> static KernelBody bind(void (*F)(P...), void **Args, std::index_sequence<I...>) {
    auto Tup = std::make_shared<std::tuple<std::decay_t<P>...>>(*static_cast<std::decay_t<P> *>(Args[I])...);
    return [F, Tup] { std::apply(F, *Tup); };
  }
  static KernelBody invoke(const void *Func, void **Args) {
    return bind(reinterpret_cast<void (*)(P...)>(const_cast<void *>(Func)), Args, std::index_sequence_for<P...>{});
  }
  template <size_t... I> static std::vector<TracedArg> traceArgs(void **Args, std::index_sequence<I...>) {
    std::vector<TracedArg> Out;
    if (tracing())
      (traceArg(Out, unsigned(I), *static_cast<std::decay_t<P> *>(Args[I])), ...);
    return Out;
  }
  static std::vector<TracedArg> trace(void **Args) { return traceArgs(Args, std::index_sequence_for<P...>{}); }
};

/// An argument for a parameter of type \p D: converted as a call converts it.
/// An integer argument for a pointer parameter is a null pointer constant
/// (NULL, 0): the macro's arguments are evaluated before the kernel's types
/// are known, so the literal became an integer (nvcc rejects any other
/// integer there, so a valid program gives only zeros).
template <typename D, typename A> D convertArg(A &&V) {
  if constexpr (std::is_constructible_v<D, A &&>)
    return static_cast<D>(std::forward<A>(V));
  else
    return V == 0 ? D(nullptr) : reinterpret_cast<D>(static_cast<intptr_t>(V));
}
template <typename D, typename A>
inline constexpr bool ArgConvertible =
    std::is_constructible_v<D, A &&> || (std::is_pointer_v<D> && std::is_integral_v<std::remove_reference_t<A>>);

template <typename... P, typename... A>
hipError_t launchKernel(const char *Name, void (*F)(P...), dim3 Grid, dim3 Block, size_t Shared, hipStream_t Stream,
                        A &&...Args) {
  static_assert(sizeof...(P) == sizeof...(A), "kernel launched with the wrong number of arguments");
  registerKernel(reinterpret_cast<const void *>(F), &KernelOf<P...>::invoke, &KernelOf<P...>::trace);
  auto Tup = std::make_shared<std::tuple<std::decay_t<P>...>>(convertArg<std::decay_t<P>>(std::forward<A>(Args))...);
  return launch(LaunchSpec{Name, reinterpret_cast<const void *>(F), Grid, Block, Shared, Stream, false,
                           tracedArgs(*Tup)},
                [F, Tup] { std::apply(F, *Tup); });
}

/// An integer argument where overload resolution found no kernel for it:
/// converts to its own type (and on) or, as a null pointer constant, to any
/// pointer type.
template <typename I> struct NullOrInt {
  I V;
  operator I() const { return V; }
  template <typename T> operator T *() const { return V == 0 ? nullptr : reinterpret_cast<T *>(static_cast<intptr_t>(V)); }
};
template <typename D> using NullableArg = std::conditional_t<std::is_integral_v<D>, NullOrInt<D>, const D &>;

/// Tags for the address probe of hipLaunchKernelGGL: AnyKernel finds a
/// kernel that is one function (any parameter types), ExactKernel<A...> the
/// overload or template specialization whose parameters are the arguments'.
struct AnyKernel {};
template <typename... A> struct ExactKernel {};
template <typename... P> auto kernelAddress(AnyKernel, void (*F)(P...)) { return F; }
template <typename... A> auto kernelAddress(ExactKernel<A...>, void (*F)(A...)) { return F; }

template <typename... P, typename... A>
constexpr bool launchableAs(void (*)(P...), std::tuple<A...> *) {
  if constexpr (sizeof...(P) != sizeof...(A))
    return false;
  else
    return (ArgConvertible<std::decay_t<P>, A> && ...);
}

/// hipLaunchKernelGGL: HIP's is a triple-chevron launch, a call expression, so
/// the kernel may be overloaded, a template whose arguments are deduced from
/// the call's, or have default arguments. \p Call calls the kernel by name
/// (overload resolution and deduction on the evaluated arguments' types);
/// \p Addr finds its address where one function is meant. Arguments are
/// evaluated once, at the launch, as CUDA copies them to the parameter space.
template <typename Addr, typename... A> constexpr int launchMode() {
  if constexpr (std::is_invocable_v<Addr, AnyKernel>) {
    if constexpr (launchableAs(std::invoke_result_t<Addr, AnyKernel>{}, static_cast<std::tuple<A &&...> *>(nullptr)))
      return 1;
  }
  if constexpr (std::is_invocable_v<Addr, ExactKernel<std::decay_t<A>...>>)
    return 2;
  return 0;
}

template <typename Call, typename Addr, typename... A>
hipError_t launchCall(const char *Name, Call C, Addr Ad, dim3 Grid, dim3 Block, size_t Shared, hipStream_t Stream,
                      A &&...Args) {
  constexpr int Mode = launchMode<Addr, A...>();
  if constexpr (Mode == 1) {
    return launchKernel(Name, Ad(AnyKernel{}), Grid, Block, Shared, Stream, std::forward<A>(Args)...);
  } else if constexpr (Mode == 2) {
    return launchKernel(Name, Ad(ExactKernel<std::decay_t<A>...>{}), Grid, Block, Shared, Stream,
                        std::forward<A>(Args)...);
  } else {
    // No one function: call it by name from each GPU thread with the
    // arguments evaluated here (such a kernel is not registered for launches
    // by address).
    auto Tup = std::make_shared<std::tuple<std::decay_t<A>...>>(std::forward<A>(Args)...);
    // The trace knows the arguments' types here, not the parameters'.
    if constexpr (std::is_invocable_v<Call, const std::decay_t<A> &...>) {
      return launch(LaunchSpec{Name, nullptr, Grid, Block, Shared, Stream, false, tracedArgs(*Tup)},
                    [C, Tup] { std::apply([&C](const auto &...V) { C(V...); }, *Tup); });
    } else {
      static_assert(std::is_invocable_v<Call, NullableArg<std::decay_t<A>>...>,
                    "hipLaunchKernelGGL: no kernel of this name can be called with these arguments");
      return launch(LaunchSpec{Name, nullptr, Grid, Block, Shared, Stream, false, tracedArgs(*Tup)}, [C, Tup] {
        std::apply([&C](const auto &...V) { C(NullableArg<std::decay_t<decltype(V)>>{V}...); }, *Tup);
      });
    }
  }
}

template <typename... P>
hipError_t launchByArgs(const char *Name, void (*F)(P...), dim3 Grid, dim3 Block, void **Args, size_t Shared,
                        hipStream_t Stream, bool Cooperative) {
  registerKernel(reinterpret_cast<const void *>(F), &KernelOf<P...>::invoke, &KernelOf<P...>::trace);
  return launch(LaunchSpec{Name, reinterpret_cast<const void *>(F), Grid, Block, Shared, Stream, Cooperative,
                           KernelOf<P...>::trace(Args)},
                KernelOf<P...>::invoke(reinterpret_cast<const void *>(F), Args));
}
hipError_t launchByAddress(const char *Name, const void *F, dim3 Grid, dim3 Block, void **Args, size_t Shared,
                           hipStream_t Stream, bool Cooperative);
inline hipError_t launchByArgs(const char *Name, const void *F, dim3 Grid, dim3 Block, void **Args, size_t Shared,
                               hipStream_t Stream, bool Cooperative) {
  return launchByAddress(Name, F, Grid, Block, Args, Shared, Stream, Cooperative);
}
inline hipError_t launchByArgs(const char *Name, void *F, dim3 Grid, dim3 Block, void **Args, size_t Shared,
                               hipStream_t Stream, bool Cooperative) {
  return launchByAddress(Name, F, Grid, Block, Args, Shared, Stream, Cooperative);
}

} // namespace cu2hip_cpu

// Launch syntax: cu2hip translates k<<<g, b, s, q>>>(a...) to
// hipLaunchKernelGGL(k, g, b, s, q, a...) for this backend. As HIP's, it means
// the call k(a...) (see launchCall); the kernel is named in both lambdas so
// that an overloaded or template kernel is resolved against the arguments.
#define hipLaunchKernelGGL(K, G, B, S, Q, ...)                                                                  \
  ((void)::cu2hip_cpu::launchCall(                                                                              \
      #K,                                                                                                       \
      [=](auto &&...cu2hip_args_) -> decltype((K)(static_cast<decltype(cu2hip_args_)>(cu2hip_args_)...)) {      \
        return (K)(static_cast<decltype(cu2hip_args_)>(cu2hip_args_)...);                                          \
      },                                                                                                        \
      [=](auto cu2hip_tag_) -> decltype(::cu2hip_cpu::kernelAddress(cu2hip_tag_, (K))) {                         \
        return ::cu2hip_cpu::kernelAddress(cu2hip_tag_, (K));                                                     \
      },                                                                                                        \
      dim3(G), dim3(B), (size_t)(S), (hipStream_t)(Q), ##__VA_ARGS__))

// hipLaunchKernel((const void *)k, ...): the cast hides the kernel's type; a
// C-style cast is peeled off by the macro so the typed overload is chosen,
// otherwise the kernel must have been launched (and registered) before.
#define CU2HIP_CPU_PROBE_(x) x, 1,
#define CU2HIP_CPU_PAREN_PROBE(...) CU2HIP_CPU_PROBE_(~)
#define CU2HIP_CPU_CHECK_N(x, n, ...) n
#define CU2HIP_CPU_CHECK(...) CU2HIP_CPU_CHECK_N(__VA_ARGS__, 0, )
#define CU2HIP_CPU_IS_PAREN(x) CU2HIP_CPU_CHECK(CU2HIP_CPU_PAREN_PROBE x)
#define CU2HIP_CPU_EAT(...)
#define CU2HIP_CPU_CAT_(a, b) a##b
#define CU2HIP_CPU_CAT(a, b) CU2HIP_CPU_CAT_(a, b)
#define CU2HIP_CPU_PEEL_1(x) CU2HIP_CPU_EAT x
#define CU2HIP_CPU_PEEL_0(x) x
#define CU2HIP_CPU_PEEL_CAST(x) CU2HIP_CPU_CAT(CU2HIP_CPU_PEEL_, CU2HIP_CPU_IS_PAREN(x))(x)
#define hipLaunchKernel(F, G, B, A, S, Q)                                                                       \
  ::cu2hip_cpu::launchByArgs(#F, CU2HIP_CPU_PEEL_CAST(F), dim3(G), dim3(B), (void **)(A), (size_t)(S),           \
                             (hipStream_t)(Q), false)
#define hipLaunchCooperativeKernel(F, G, B, A, S, Q)                                                            \
  ::cu2hip_cpu::launchByArgs(#F, CU2HIP_CPU_PEEL_CAST(F), dim3(G), dim3(B), (void **)(A), (size_t)(S),           \
                             (hipStream_t)(Q), true)

#endif
