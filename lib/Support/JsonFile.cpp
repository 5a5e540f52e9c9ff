#include "Support/JsonFile.h"
#include "Support/Nesting.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace cu2hip;

std::optional<llvm::json::Value> support::readJsonFile(llvm::StringRef Path, JsonFileError &Error) {
  // A device, FIFO or endless file (report merge /dev/zero) would be read
  // forever: only regular files, and none larger than a report can be.
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(Path, St)) {
    Error = {true, EC.message()};
    return std::nullopt;
  }
  if (!llvm::sys::fs::is_regular_file(St)) {
    Error = {true, "not a regular file"};
    return std::nullopt;
  }
  if (St.getSize() > MaxJsonFileBytes) {
    Error = {true, "larger than " + std::to_string(MaxJsonFileBytes >> 20) + " MiB"};
    return std::nullopt;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true, /*RequiresNullTerminator=*/false);
  if (!Buf) {
    Error = {true, Buf.getError().message()};
    return std::nullopt;
  }
  return parseJson((*Buf)->getBuffer(), Error);
}

std::optional<llvm::json::Value> support::parseJson(llvm::StringRef Text, JsonFileError &Error) {
  if (auto Deep = support::nestingTooDeep(Text, /*Yaml=*/false)) {
    Error = {false, "nested deeper than " + std::to_string(support::MaxDocumentNesting) + " levels at line " +
                        std::to_string(Deep->Line) + ", column " + std::to_string(Deep->Column)};
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text);
  if (!V) {
    Error = {false, llvm::toString(V.takeError())};
    return std::nullopt;
  }
  return std::move(*V);
}
