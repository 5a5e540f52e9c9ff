// #include <cooperative_groups.h>      (HIP < 6.0, no runtime include before it)
//   -> #include <hip/hip_runtime.h>
//      #include <hip/hip_cooperative_groups.h>
//
// Why a rule: nvcc includes cuda_runtime.h before any user code, so CUDA files
// include <cooperative_groups.h> first and <cuda_runtime.h> (if at all) later.
// HIP 5.x's cooperative-groups header does not include the runtime although
// it uses its macros: the translated order fails in hipcc ("use of undeclared
// identifier 'hipBlockDim_z'" in hip_cooperative_groups_helper.h, hipcc 5.2,
// checked). Later HIP releases include amd_hip_runtime.h from that helper. The
// include pass maps the header name; this rule only adds the runtime include
// in front of it (a later runtime include is then a harmless repeat).
#include "../RuleSupport.h"
#include "Mapping/Libraries.h"

using namespace cu2hip;

namespace {
class CooperativeGroupsIncludeRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    if (!(C.Hip < Version::make(6, 0)))
      return;
    const RawTokens &T = C.Toks;
    llvm::StringRef Text = T.text();
    bool RuntimeSeen = false;
    for (const IncludeDirective &D : C.Dirs.includes()) {
      if (D.Kind != IncludeDirective::Include)
        continue;
      llvm::StringRef Header = D.Name;
      if (libraries::becomesHipRuntime(Header)) {
        RuntimeSeen = true;
        continue;
      }
      if (Header != "cooperative_groups.h" || RuntimeSeen)
        continue;
      unsigned LineStart = D.Offset;
      while (LineStart > 0 && Text[LineStart - 1] != '\n')
        --LineStart;
      if (!Text.slice(LineStart, D.Offset).trim().empty())
        continue;
      llvm::StringRef EOL = T.lineEnding();
      Out.Edits.insert(LineStart, ("#include <" + libraries::hipRuntimeHeader() + ">" + EOL).str(), name());
      RuntimeSeen = true;
    }
  }
};
} // namespace

std::unique_ptr<Rule> createCooperativeGroupsIncludeRule() {
  return std::make_unique<CooperativeGroupsIncludeRule>();
}
