// Sources written as UTF-16 with a byte order mark (what some editors save as
// "Unicode"): recognised, decoded to UTF-8 for translation, and encoded back
// in the same byte order. Shared by the translator and port's planning, which
// must not take such a file for binary.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace cu2hip {
namespace support {

enum class Utf16Order { None, Little, Big };

/// The byte order of \p Bytes when they start with a UTF-16 byte order mark
/// (UTF-32's FF FE 00 00 is not taken for one).
Utf16Order utf16ByteOrder(llvm::StringRef Bytes);
/// \p Bytes (starting with the mark) as UTF-8, without the mark; nullopt when
/// they are not valid UTF-16.
std::optional<std::string> decodeUtf16(llvm::StringRef Bytes);
/// \p Utf8 as UTF-16 in \p Order, the mark first. \p Utf8 must be valid UTF-8.
std::string encodeUtf16(llvm::StringRef Utf8, Utf16Order Order);

} // namespace support
} // namespace cu2hip
