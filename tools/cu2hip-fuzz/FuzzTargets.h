// The fuzz targets of tools/cu2hip-fuzz: each takes one input and returns 0;
// a violated property is reported on stderr and ends the process (abort), so
// libFuzzer keeps the input as a finding. Every target is built twice: as a
// libFuzzer executable (cu2hip-fuzz-TARGET, -DCU2HIP_FUZZ=ON, scripts/fuzz)
// and into cu2hip-fuzz-replay, which runs the same function once per file
// (test/reliability/fuzz-regressions.test).
#pragma once

#include "llvm/ADT/Twine.h"

#include <cstddef>
#include <cstdint>

namespace cu2hip {
namespace fuzz {

/// Translator::translateBuffer and checkTranslationProperties.
int translate(const uint8_t *Data, size_t Size);
/// parseUserRules; a rule set that parses must hold what its users assume and
/// read back from `rules print`.
int rules(const uint8_t *Data, size_t Size);
/// parseCorpusManifest; a program it accepts must hold what coverage assumes.
int manifest(const uint8_t *Data, size_t Size);
/// `report merge` of one JSON document (coverage or port report) into every format.
int report(const uint8_t *Data, size_t Size);

/// Reports \p What as a violated property of target \p Target and aborts.
[[noreturn]] void violated(const char *Target, const llvm::Twine &What);

} // namespace fuzz
} // namespace cu2hip

