// The properties every translation must have, checked by the fuzzer
// (tools/cu2hip-fuzz) and the corpus property test (unittests/PropertyTest.cpp).
#pragma once

#include "cu2hip/Translator.h"

#include "llvm/ADT/StringRef.h"
#include <string>

namespace cu2hip {

/// Translates \p Input (in memory, as file \p Path) and checks that
///  - every edit covers whole raw tokens (it starts and ends at a token
///    boundary, a line start, or just inside the quotes of an #include's
///    header name) and edits do not overlap;
///  - every byte outside the edits is kept, in order;
///  - translating the output again changes nothing (idempotence).
/// A crash or a hang is the caller's to notice. Returns "" when all hold, else
/// a description of the first violation.
std::string checkTranslationProperties(const Translator &T, llvm::StringRef Path,
                                       llvm::StringRef Input);

} // namespace cu2hip
