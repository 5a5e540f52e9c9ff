// The one list of rules. Adding a rule: one file under lib/Rules/<Area>/, one
// declaration and one line below, one lit test named after it.
#include "Rule.h"

std::unique_ptr<cu2hip::Rule> createKernelLaunchRule();
std::unique_ptr<cu2hip::Rule> createDynamicSharedRule();
std::unique_ptr<cu2hip::Rule> createInlineAsmRule();
// Semantic rewrites a rename cannot do (one lit test each under test/rules/).
std::unique_ptr<cu2hip::Rule> createInlinePtxIdiomRule();
std::unique_ptr<cu2hip::Rule> createMemcpyToSymbolRule();
std::unique_ptr<cu2hip::Rule> createFuncPointerCastRule();
std::unique_ptr<cu2hip::Rule> createLaunchKernelApiRule();
std::unique_ptr<cu2hip::Rule> createDevicePropFieldsRule();
std::unique_ptr<cu2hip::Rule> createLaunchBoundsRule();
std::unique_ptr<cu2hip::Rule> createCubNamespaceRule();
std::unique_ptr<cu2hip::Rule> createCuda12SignaturesRule();
std::unique_ptr<cu2hip::Rule> createCallbackMacrosRule();
std::unique_ptr<cu2hip::Rule> createVoidPointerOutArgRule();
std::unique_ptr<cu2hip::Rule> createDriverErrorStringRule();
std::unique_ptr<cu2hip::Rule> createVersionedNamesRule();
std::unique_ptr<cu2hip::Rule> createCooperativeGroupsIncludeRule();
std::unique_ptr<cu2hip::Rule> createCooperativeGroupsApiRule();
std::unique_ptr<cu2hip::Rule> createWarpSizeRule();
// Real-world patterns (lib/Rules/RealWorld, docs/real-world.md).
std::unique_ptr<cu2hip::Rule> createCudaMacrosRule();
std::unique_ptr<cu2hip::Rule> createCollapsedOverloadsRule();
std::unique_ptr<cu2hip::Rule> createVectorOperatorsRule();
std::unique_ptr<cu2hip::Rule> createFeaturesRule();

std::vector<std::unique_ptr<cu2hip::Rule>> cu2hip::createRules() {
  std::vector<std::unique_ptr<Rule>> Rules;
  Rules.push_back(createKernelLaunchRule());
  Rules.push_back(createDynamicSharedRule());
  Rules.push_back(createInlinePtxIdiomRule()); // before inline-asm: claims what it rewrites
  Rules.push_back(createInlineAsmRule());
  Rules.push_back(createMemcpyToSymbolRule());
  Rules.push_back(createFuncPointerCastRule());
  Rules.push_back(createLaunchKernelApiRule());
  Rules.push_back(createDevicePropFieldsRule());
  Rules.push_back(createLaunchBoundsRule());
  Rules.push_back(createCubNamespaceRule());
  Rules.push_back(createCuda12SignaturesRule());
  Rules.push_back(createCallbackMacrosRule());
  Rules.push_back(createVoidPointerOutArgRule());
  Rules.push_back(createDriverErrorStringRule());
  Rules.push_back(createVersionedNamesRule());
  Rules.push_back(createCooperativeGroupsIncludeRule());
  Rules.push_back(createCooperativeGroupsApiRule());
  Rules.push_back(createWarpSizeRule());
  Rules.push_back(createCudaMacrosRule());
  Rules.push_back(createCollapsedOverloadsRule());
  Rules.push_back(createVectorOperatorsRule());
  Rules.push_back(createFeaturesRule());
  return Rules;
}
