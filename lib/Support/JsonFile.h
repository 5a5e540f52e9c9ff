// Reading a JSON file (reports, the resume state, cpu-runtime.json): each
// caller words its own errors from what failed.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cu2hip {
namespace support {

struct JsonFileError {
  bool Unreadable = false; // true: the file could not be read; false: it is not JSON
  std::string Why;         // the system's or the parser's message
};

/// The largest JSON file cu2hip reads (a coverage report of a large corpus is
/// a few MiB).
constexpr uint64_t MaxJsonFileBytes = uint64_t(1) << 30;

/// The JSON document in the regular file \p Path, or nullopt and \p Error.
std::optional<llvm::json::Value> readJsonFile(llvm::StringRef Path, JsonFileError &Error);
/// The JSON document \p Text (what readJsonFile does once it has the bytes:
/// the nesting bound, then the parser), or nullopt and \p Error.
std::optional<llvm::json::Value> parseJson(llvm::StringRef Text, JsonFileError &Error);

} // namespace support
} // namespace cu2hip
