// Fuzz target `translate`: bytes in, translation out, in memory
// (Translator::translateBuffer; no user file is read or written). Any crash,
// hang (libFuzzer's -timeout) or violated property (checkTranslationProperties:
// edits cover whole tokens, other bytes kept, idempotence) is a finding. Run it
// with scripts/fuzz [translate] SECONDS.
#include "FuzzTargets.h"

#include "cu2hip/Properties.h"
#include "cu2hip/Translator.h"

using namespace cu2hip;

int fuzz::translate(const uint8_t *Data, size_t Size) {
  static const Translator *T = [] {
    TranslateOptions Opts;
    Opts.HipTarget = Version::make(6, 2); // fixed: no dependence on an installed HIP
    return new Translator(Opts);
  }();
  llvm::StringRef Input(reinterpret_cast<const char *>(Data), Size);
  // `#pragma clang __debug crash|overflow_stack|...` are clang's own crash
  // hooks (test/reliability uses one on purpose): not findings.
  if (Input.contains("__debug"))
    return 0;
  std::string Problem = checkTranslationProperties(*T, "fuzz.cu", Input);
  if (!Problem.empty())
    violated("translate", Problem);
  return 0;
}
