// The one table of rules. Adding a rule: one file under lib/Rules/<Area>/, one
// declaration and one row below, one lit test named after it.
#include "Rule.h"

#include "cu2hip/Translator.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/GlobPattern.h"

using namespace cu2hip;

std::unique_ptr<Rule> createUserRulesRule();
std::unique_ptr<Rule> createKernelLaunchRule();
std::unique_ptr<Rule> createDynamicSharedRule();
std::unique_ptr<Rule> createInlineAsmRule();
std::unique_ptr<Rule> createInlinePtxIdiomRule();
std::unique_ptr<Rule> createMemcpyToSymbolRule();
std::unique_ptr<Rule> createArgumentCastsRule();
std::unique_ptr<Rule> createDefaultArgumentsRule();
std::unique_ptr<Rule> createDevicePropFieldsRule();
std::unique_ptr<Rule> createStructTagsRule();
std::unique_ptr<Rule> createStructFieldsRule();
std::unique_ptr<Rule> createIntegerHandlesRule();
std::unique_ptr<Rule> createLaunchBoundsRule();
std::unique_ptr<Rule> createCubNamespaceRule();
std::unique_ptr<Rule> createCuda12SignaturesRule();
std::unique_ptr<Rule> createCallbackMacrosRule();
std::unique_ptr<Rule> createDriverErrorStringRule();
std::unique_ptr<Rule> createStatusTextRule();
std::unique_ptr<Rule> createVersionedNamesRule();
std::unique_ptr<Rule> createCooperativeGroupsIncludeRule();
std::unique_ptr<Rule> createCooperativeGroupsApiRule();
std::unique_ptr<Rule> createWarpSizeRule();
std::unique_ptr<Rule> createCudaMacrosRule();
std::unique_ptr<Rule> createCollapsedOverloadsRule();
std::unique_ptr<Rule> createVectorOperatorsRule();
std::unique_ptr<Rule> createHipDeclaredRule();
std::unique_ptr<Rule> createFeaturesRule();
std::unique_ptr<Rule> createEmulatedCallsRule();

namespace {
struct RuleRow {
  const char *Name;
  const char *Summary;
  std::unique_ptr<Rule> (*Create)();
};

// In the order they run. Semantic rewrites a rename cannot do have one lit test
// each under test/rules/; real-world patterns are in lib/Rules/RealWorld
// (docs/real-world.md).
const RuleRow Rows[] = {
    // First: the user's own rewrites win over built-in ones (docs/rules.md).
    {"user-rules", "the rename, api and macro-prefix rules of --rules files and .cu2hip.yaml",
     createUserRulesRule},
    {"kernel-launch", "k<<<g, b, s, q>>>(args) -> hipLaunchKernelGGL (--launch-syntax hip)",
     createKernelLaunchRule},
    {"dynamic-shared", "extern __shared__ T x[] -> HIP_DYNAMIC_SHARED(T, x) (--dynamic-shared=macro)",
     createDynamicSharedRule},
    // Before inline-asm: claims the statements it rewrites.
    {"inline-ptx-idiom", "inline PTX with a direct HIP equivalent (%laneid, clock, brev, ...) -> C++",
     createInlinePtxIdiomRule},
    {"inline-asm", "reports every other inline assembly statement", createInlineAsmRule},
    {"memcpy-to-symbol", "cudaMemcpyToSymbol and friends: HIP_SYMBOL(sym); symbols named by a string reported (rows: Mapping/CallArguments.def)",
     createMemcpyToSymbolRule},
    {"argument-casts", "argument N of API X cast for HIP's signature (rows: Mapping/CallArguments.def)",
     createArgumentCastsRule},
    {"default-arguments", "arguments CUDA defaults and HIP requires, written out (rows: Mapping/DefaultArgs.def)",
     createDefaultArgumentsRule},
    {"device-prop-fields", "cudaDeviceProp fields renamed, read with hipDeviceGetAttribute or missing in the target HIP (rows: Mapping/DeviceProp.def)",
     createDevicePropFieldsRule},
    {"struct-tags", "`struct cudaGraphicsResource` and other tags HIP declares as typedefs (rows: Mapping/Structs.def)",
     createStructTagsRule},
    {"struct-fields", "struct fields HIP spells differently, e.g. requestedHandleTypes (rows: Mapping/Structs.def)",
     createStructFieldsRule},
    {"integer-handles", "texture/surface objects and CUdeviceptr used as integers, where HIP's are pointers (rows: Mapping/IntegerHandles.def)",
     createIntegerHandlesRule},
    {"launch-bounds", "__launch_bounds__: cluster argument dropped, minimum-blocks argument reported", createLaunchBoundsRule},
    {"cub-namespace", "cub:: -> hipcub::", createCubNamespaceRule},
    {"cuda12-signatures", "CUDA 12 signatures of graph and capture APIs", createCuda12SignaturesRule},
    {"callback-macros", "CUDART_CB and CUDA_CB calling-convention macros dropped", createCallbackMacrosRule},
    {"driver-error-string", "cuGetErrorName/cuGetErrorString for HIP releases without them",
     createDriverErrorStringRule},
    {"status-text", "library status-to-text functions (cusparseGetErrorString, ...) for HIP releases without them",
     createStatusTextRule},
    {"versioned-names", "names whose HIP spelling changed between releases, for older targets", createVersionedNamesRule},
    {"cooperative-groups-include", "<cooperative_groups.h> with the runtime include HIP < 6.0 needs",
     createCooperativeGroupsIncludeRule},
    {"cooperative-groups-api", "cooperative-groups functions, types and members the target HIP lacks",
     createCooperativeGroupsApiRule},
    {"warp-size", "warp intrinsics and 32-lane assumptions under the file's warp plan",
     createWarpSizeRule},
    {"cuda-macros", "CUDA include guards, version numbers and __CUDA_ARCH__ tests decided for HIP",
     createCudaMacrosRule},
    {"collapsed-overloads", "overloads that HIP's type aliases make identical, guarded out",
     createCollapsedOverloadsRule},
    {"vector-operators", "user vector operators HIP already defines, guarded out",
     createVectorOperatorsRule},
    {"hip-declared", "user definitions of functions HIP declares and CUDA does not (atomicMax on double...), guarded out",
     createHipDeclaredRule},
    // Before features: what it emulates is not reported as a missing feature.
    {"emulated-calls", "device functions HIP lacks -> exact helpers of cu2hip_warp.h (rows: Mapping/Emulations.def)",
     createEmulatedCallsRule},
    {"features", "features of newer CUDA headers, reported once per file or mapped",
     createFeaturesRule},
};

/// Which rules \p Spec enables: clang-tidy style, comma-separated globs applied
/// in order to "all enabled"; "-glob" disables, "glob" enables again.
llvm::Expected<std::vector<bool>> selectRules(llvm::StringRef Spec) {
  std::vector<bool> On(std::size(Rows), true);
  llvm::SmallVector<llvm::StringRef> Parts;
  Spec.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim();
    bool Enable = !Part.consume_front("-");
    auto Glob = llvm::GlobPattern::create(Part);
    if (!Glob)
      return Glob.takeError();
    bool Any = false;
    for (size_t I = 0; I < std::size(Rows); ++I)
      if (Glob->match(Rows[I].Name)) {
        On[I] = Enable;
        Any = true;
      }
    if (!Any)
      return llvm::createStringError("no rule matches '%s' (`cu2hip rules` lists them)",
                                     Part.str().c_str());
  }
  return On;
}
} // namespace

std::vector<std::unique_ptr<Rule>> cu2hip::createRules(llvm::StringRef Spec) {
  std::vector<bool> On(std::size(Rows), true);
  if (auto Sel = selectRules(Spec))
    On = std::move(*Sel);
  else
    llvm::consumeError(Sel.takeError()); // checked by ruleSpecError before a run
  std::vector<std::unique_ptr<Rule>> Rules;
  for (size_t I = 0; I < std::size(Rows); ++I) {
    if (!On[I])
      continue;
    Rules.push_back(Rows[I].Create());
    Rules.back()->Name = Rows[I].Name;
  }
  return Rules;
}

std::vector<RuleInfo> cu2hip::listRules() {
  std::vector<RuleInfo> Out;
  for (const RuleRow &R : Rows)
    Out.push_back({R.Name, R.Summary});
  return Out;
}

llvm::Error cu2hip::ruleSpecError(llvm::StringRef Spec) {
  auto Sel = selectRules(Spec);
  return Sel ? llvm::Error::success() : Sel.takeError();
}
