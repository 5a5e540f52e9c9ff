// A second, different definition of demo::Site: an ODR break.
#include <string>
namespace demo {
struct Site {
  unsigned Offset = 0;
  std::string What;
};
} // namespace demo
