// cuGetErrorName(r, &s)   (HIP < 5.4)
//   -> [](hipError_t e, const char **p) { *p = hipGetErrorName(e); return hipSuccess; }(r, &s)
// cuGetErrorString(r, &s) likewise with hipGetErrorString.
//
// Why a rule: the tables map these to hipDrvGetErrorName/hipDrvGetErrorString,
// which arrived in HIP 5.4, so for an older target the rename pass can only
// report them, and the usual CU_CHECK macro then does not compile. The driver
// API's CUresult is HIP's hipError_t, and HIP's runtime functions
// hipGetErrorName/hipGetErrorString (which return the string instead of
// storing it) have existed since HIP 1.x: an immediately called lambda with
// the driver function's signature bridges the two. The arguments stay where
// they are, so the rename pass still renames what they contain. From HIP 5.4
// on the rename is used.
#include "../RuleSupport.h"

using namespace cu2hip;

namespace {
class DriverErrorStringRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!(C.Hip < Version::make(5, 4)))
      return;
    const RawTokens &T = C.Toks;
    for (const rules::Call &X : rules::findCalls(C, {"cuGetErrorName", "cuGetErrorString"})) {
      if (X.Args.size() != 2)
        continue;
      llvm::StringRef Name = T.spelling(X.Name);
      std::string Hip = Name == "cuGetErrorName" ? "hipGetErrorName" : "hipGetErrorString";
      std::string Lambda =
          "[](hipError_t e, const char **p) { *p = " + Hip + "(e); return hipSuccess; }";
      Out.Edits.replace(T[X.Name].Offset, T[X.Name].Length, Lambda, name());
      Out.use(T[X.Name].Offset, Name, Hip, Area::Driver, true);
    }
  }
};
} // namespace

std::unique_ptr<Rule> createDriverErrorStringRule() {
  return std::make_unique<DriverErrorStringRule>();
}
