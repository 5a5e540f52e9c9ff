// Device atomics of the CPU backend: real atomics across OS threads (blocks
// run concurrently), through the __atomic builtins on the object's storage.
#ifndef CU2HIP_CPU_ATOMICS_H
#define CU2HIP_CPU_ATOMICS_H

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace cu2hip_cpu {
/// Applies \p Op to *P atomically with a compare-and-swap loop over the bits of
/// T (floats have no fetch_add builtin); returns the old value.
template <typename T, typename F> inline T atomicUpdate(T *P, F Op) {
  using Bits = std::conditional_t<sizeof(T) == 8, uint64_t, std::conditional_t<sizeof(T) == 4, uint32_t, uint16_t>>;
  static_assert(sizeof(T) == sizeof(Bits), "atomics on 2, 4 or 8 bytes");
  Bits *B = reinterpret_cast<Bits *>(P);
  Bits Old = __atomic_load_n(B, __ATOMIC_RELAXED);
  for (;;) {
    T OldV, NewV;
    std::memcpy(&OldV, &Old, sizeof(T));
    NewV = Op(OldV);
    Bits New;
    std::memcpy(&New, &NewV, sizeof(T));
    if (__atomic_compare_exchange_n(B, &Old, New, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
      return OldV;
  }
}
} // namespace cu2hip_cpu

#define CU2HIP_CPU_INT_ATOMICS(T)                                                                   \
  inline T atomicAdd(T *p, T v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }               \
  inline T atomicSub(T *p, T v) { return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST); }               \
  inline T atomicAnd(T *p, T v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); }               \
  inline T atomicOr(T *p, T v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }                 \
  inline T atomicXor(T *p, T v) { return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST); }               \
  inline T atomicExch(T *p, T v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }             \
  inline T atomicMin(T *p, T v) {                                                                    \
    return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return v < o ? v : o; });                        \
  }                                                                                                  \
  inline T atomicMax(T *p, T v) {                                                                    \
    return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return v > o ? v : o; });                        \
  }                                                                                                  \
  inline T atomicCAS(T *p, T compare, T v) {                                                         \
    __atomic_compare_exchange_n(p, &compare, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);          \
    return compare;                                                                                  \
  }                                                                                                  \
  inline T atomicAdd_system(T *p, T v) { return atomicAdd(p, v); }                                   \
  inline T atomicCAS_system(T *p, T c, T v) { return atomicCAS(p, c, v); }                           \
  inline T atomicExch_system(T *p, T v) { return atomicExch(p, v); }                                 \
  inline T atomicAdd_block(T *p, T v) { return atomicAdd(p, v); }                                    \
  inline T atomicCAS_block(T *p, T c, T v) { return atomicCAS(p, c, v); }

CU2HIP_CPU_INT_ATOMICS(int)
CU2HIP_CPU_INT_ATOMICS(unsigned int)
CU2HIP_CPU_INT_ATOMICS(unsigned long long)
CU2HIP_CPU_INT_ATOMICS(long long)
CU2HIP_CPU_INT_ATOMICS(unsigned long)
#undef CU2HIP_CPU_INT_ATOMICS

#define CU2HIP_CPU_FLOAT_ATOMICS(T)                                                                 \
  inline T atomicAdd(T *p, T v) { return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return o + v; }); } \
  inline T atomicSub(T *p, T v) { return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return o - v; }); } \
  inline T atomicExch(T *p, T v) { return ::cu2hip_cpu::atomicUpdate(p, [v](T) { return v; }); }      \
  inline T atomicMin(T *p, T v) {                                                                    \
    return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return v < o ? v : o; });                        \
  }                                                                                                  \
  inline T atomicMax(T *p, T v) {                                                                    \
    return ::cu2hip_cpu::atomicUpdate(p, [v](T o) { return v > o ? v : o; });                        \
  }                                                                                                  \
  inline T atomicAdd_system(T *p, T v) { return atomicAdd(p, v); }                                   \
  inline T atomicAdd_block(T *p, T v) { return atomicAdd(p, v); }                                    \
  inline T unsafeAtomicAdd(T *p, T v) { return atomicAdd(p, v); }                                    \
  inline T safeAtomicAdd(T *p, T v) { return atomicAdd(p, v); }
CU2HIP_CPU_FLOAT_ATOMICS(float)
CU2HIP_CPU_FLOAT_ATOMICS(double)
#undef CU2HIP_CPU_FLOAT_ATOMICS

/// CUDA's wrapping increment/decrement: ((old >= v) ? 0 : old + 1), ((old == 0 || old > v) ? v : old - 1).
inline unsigned int atomicInc(unsigned int *p, unsigned int v) {
  return ::cu2hip_cpu::atomicUpdate(p, [v](unsigned int o) { return o >= v ? 0u : o + 1u; });
}
inline unsigned int atomicDec(unsigned int *p, unsigned int v) {
  return ::cu2hip_cpu::atomicUpdate(p, [v](unsigned int o) { return (o == 0u || o > v) ? v : o - 1u; });
}

inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_block() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_system() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

#endif
