#include "TextEncoding.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ConvertUTF.h"

using namespace cu2hip;
using namespace cu2hip::support;

Utf16Order support::utf16ByteOrder(llvm::StringRef Bytes) {
  if (Bytes.starts_with("\xFE\xFF"))
    return Utf16Order::Big;
  if (Bytes.starts_with("\xFF\xFE") && !Bytes.starts_with(llvm::StringRef("\xFF\xFE\0\0", 4)))
    return Utf16Order::Little;
  return Utf16Order::None;
}

std::optional<std::string> support::decodeUtf16(llvm::StringRef Bytes) {
  // LLVM's converter reads the mark, swaps the bytes if needed and drops it.
  std::string Utf8;
  if (!llvm::convertUTF16ToUTF8String(llvm::ArrayRef<char>(Bytes.data(), Bytes.size()), Utf8))
    return std::nullopt;
  return Utf8;
}

std::string support::encodeUtf16(llvm::StringRef Utf8, Utf16Order Order) {
  llvm::SmallVector<llvm::UTF16> Units;
  llvm::convertUTF8ToUTF16String(Utf8, Units);
  bool Big = Order == Utf16Order::Big;
  std::string Out = Big ? "\xFE\xFF" : "\xFF\xFE";
  Out.reserve(2 + 2 * Units.size());
  for (llvm::UTF16 U : Units) {
    char Hi = char(U >> 8), Lo = char(U & 0xff);
    Out += Big ? Hi : Lo;
    Out += Big ? Lo : Hi;
  }
  return Out;
}
