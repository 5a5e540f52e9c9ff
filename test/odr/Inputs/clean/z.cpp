#include "x.h"
namespace {
struct Local {
  double A;
};
} // namespace
namespace demo {
int use2() {
  struct Step {
    double B;
  };
  return int(Step{1.0}.B);
}
} // namespace demo
template <typename T> struct Hash;
template <> struct Hash<demo::Outer> {
  size_t operator()(const demo::Outer &) const { return 1; }
};
