#include "Support/JsonFile.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace cu2hip;

std::optional<llvm::json::Value> support::readJsonFile(llvm::StringRef Path, JsonFileError &Error) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true, /*RequiresNullTerminator=*/false);
  if (!Buf) {
    Error = {true, Buf.getError().message()};
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    Error = {false, llvm::toString(V.takeError())};
    return std::nullopt;
  }
  return std::move(*V);
}
