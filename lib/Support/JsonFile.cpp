#include "Support/JsonFile.h"
#include "Support/Nesting.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace cu2hip;

std::optional<llvm::json::Value> support::readJsonFile(llvm::StringRef Path, JsonFileError &Error) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true, /*RequiresNullTerminator=*/false);
  if (!Buf) {
    Error = {true, Buf.getError().message()};
    return std::nullopt;
  }
  if (auto Deep = support::nestingTooDeep((*Buf)->getBuffer(), /*Yaml=*/false)) {
    Error = {false, "nested deeper than " + std::to_string(support::MaxDocumentNesting) + " levels at line " +
                        std::to_string(Deep->Line) + ", column " + std::to_string(Deep->Column)};
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    Error = {false, llvm::toString(V.takeError())};
    return std::nullopt;
  }
  return std::move(*V);
}
