// Classes internal to this file: the same names in z.cpp are not a conflict.
#include "x.h"
#define NOT_A_DEFINITION struct Outer { int x; };
namespace {
struct Local {
  int A;
};
} // namespace
namespace demo {
struct Outer *make(); // "struct Outer {" in a string or comment is not one either
static const char *S = "struct Outer {";
int use() {
  struct Step {
    int B;
  };
  return Step{1}.B;
}
} // namespace demo
template <typename T> struct Hash;
template <> struct Hash<demo::Outer> {
  size_t operator()(const demo::Outer &) const { return 0; }
};
