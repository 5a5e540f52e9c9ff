// scripts/check-odr --self-test: what is not a second definition.
#pragma once
#include <cstddef>
struct Global {};
namespace demo {
struct Forward; // a declaration
class Outer : public Global {
public:
  struct Inner {
    int A = 0;
  };
  int f() const { return 1; }
};
namespace detail {
template <typename T> struct Tagged {
  T Value;
};
} // namespace detail
} // namespace demo
namespace demo::inner {
struct alignas(16) Aligned {
  float V[4];
};
enum class Kind { A, B };
} // namespace demo::inner
